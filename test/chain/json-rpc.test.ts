/**
 * JSON-RPC 2.0 calls over the bounded reader, against the local Solana JSON-RPC stand-in
 * (scripts/test-chain-apis.js follows Solana's RPC documentation, `docs/rpc/http`: `getSlot`, and
 * JSON-RPC 2.0's error object for a method it lacks), and the same calls through a wallet's
 * EIP-1193 `request`. What goes over the wire is read from the server's own request log.
 */
import { expect } from '@open-wc/testing';
import { eip1193, jsonRpc } from '../../src/chain/json-rpc.js';
import { btcPay, requestsTo, startApis } from '../helpers/chain-apis.js';

describe('chain/json-rpc', () => {
  it("sends one JSON-RPC 2.0 request per call and gives back the node's result", async () => {
    const apis = await startApis();
    const call = jsonRpc(apis.solana);
    expect(await call('getSlot', [{ commitment: 'processed' }])).to.deep.equal({ ok: true, value: 300_000_000 });
    expect(await call('getSignaturesForAddress', ['Recipient1111111111111111111111111111111111', { limit: 50 }])).to.deep.equal({ ok: true, value: [] });
    const bodies = (await requestsTo(apis)).map((r) => r.body as unknown as { jsonrpc: string; id: number; method: string; params: unknown[] });
    expect(bodies.map(({ jsonrpc, method, params }) => ({ jsonrpc, method, params }))).to.deep.equal([
      { jsonrpc: '2.0', method: 'getSlot', params: [{ commitment: 'processed' }] },
      { jsonrpc: '2.0', method: 'getSignaturesForAddress', params: ['Recipient1111111111111111111111111111111111', { limit: 50 }] },
    ]);
    expect(bodies[0]!.id, 'each call its own id').to.not.equal(bodies[1]!.id);
  });

  it("fails the read with the node's error, naming the method", async () => {
    const apis = await startApis();
    const read = await jsonRpc(apis.solana)('eth_blockNumber', []);
    expect(read).to.deep.equal({ ok: false, reason: 'answered eth_blockNumber with an error (Method not found)' });
  });

  it('fails the read when the answer is JSON but no JSON-RPC answer', async () => {
    const apis = await startApis();
    await btcPay(apis, [{ address: 'bc1qjsonrpc', value: 1000 }], true);
    // An Esplora route answers plain JSON (a number, a list): no `result` in it.
    expect(await jsonRpc(`${apis.esplora}/blocks/tip/height`)('getSlot', [])).to.deep.equal({ ok: false, reason: 'answered getSlot without a result' });
    expect(await jsonRpc(`${apis.esplora}/address/bc1qjsonrpc/txs`)('getSlot', [])).to.deep.equal({ ok: false, reason: 'answered getSlot without a result' });
  });

  it('stops with the signal of the payment that reads', async () => {
    const apis = await startApis();
    const stop = new AbortController();
    stop.abort();
    expect(await jsonRpc(apis.solana, stop.signal)('getSlot', [])).to.deep.equal({ ok: false, reason: 'stopped' });
  });

  describe('through a wallet (EIP-1193)', () => {
    it("asks the wallet's request and gives back its answer, null included", async () => {
      const asked: unknown[] = [];
      const call = eip1193(async (args) => (asked.push(args), args.method === 'eth_getTransactionReceipt' ? null : '0x10'));
      expect(await call('eth_blockNumber', [])).to.deep.equal({ ok: true, value: '0x10' });
      expect(await call('eth_getTransactionReceipt', ['0xabc'])).to.deep.equal({ ok: true, value: null });
      expect(asked).to.deep.equal([
        { method: 'eth_blockNumber', params: [] },
        { method: 'eth_getTransactionReceipt', params: ['0xabc'] },
      ]);
    });

    it("turns the wallet's refusal into a failed read naming the method, whatever it throws", async () => {
      const refusing = eip1193(() => Promise.reject(Object.assign(new Error('Disconnected'), { code: 4900 })));
      expect(await refusing('eth_blockNumber', [])).to.deep.equal({ ok: false, reason: 'the wallet failed eth_blockNumber (Disconnected)' });
      const odd = eip1193(() => Promise.reject(null));
      expect(await odd('eth_getTransactionByHash', ['0x1'])).to.deep.equal({ ok: false, reason: 'the wallet failed eth_getTransactionByHash (null)' });
    });
  });
});
