/**
 * The mock session's Tron-shaped chain (mock/tron.ts over mock/evm.ts, at `/mock/<session>/tron`):
 * it answers as java-tron's JSON-RPC (the shared notes' "Tron") and refuses what java-tron refuses,
 * and the element's reader follows a payment on it, as the demo shows. The test chain's fronts
 * (scripts/test-tron-rpc.js) apply the same module over anvil. Logic, not the browser: one engine.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { evmReader } from '../../src/chain/evm.js';
import { jsonRpc } from '../../src/chain/json-rpc.js';
import { logScan } from '../../src/chain/log-span.js';
import { tally } from '../../src/chain/tally.js';
import { onlyIn } from '../helpers/engine.js';
import { mockSession } from '../helpers/mock-session.js';

const PAYER = '0x000000000000000000000000000000000000dead';
const TO = '0x52908400098527886e0f7030069857d2e4169ee7';
/** TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t as the node takes it. */
const USDT = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');

async function rpc(url: string, method: string, params: unknown[] = []): Promise<{ result?: any; error?: { code: number; message: string } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 3, method, params }) });
  expect(res.status).to.equal(200);
  return res.json();
}

describe('mock/tron: java-tron JSON-RPC over a session chain', () => {
  before(async function () {
    await onlyIn(this, ['chromium']);
  });

  it("answers Tron's chain id, and refuses what java-tron refuses, in its words", async () => {
    const url = `${mockSession().root}/tron`;
    expect((await rpc(url, 'eth_chainId')).result).to.equal('0x2b6653dc');
    expect((await rpc(url, 'net_version')).result).to.equal('0x2b6653dc');
    const refusals: [string, unknown[], string][] = [
      ['eth_getBalance', ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'latest'], 'invalid address hash value'],
      ['eth_getBalance', [TO, '0x10'], 'QUANTITY not supported, just support TAG as latest'],
      ['eth_getBalance', [TO, 'pending'], 'TAG pending not supported'],
      ['eth_getBalance', [TO, 'earliest'], 'TAG earliest not supported'],
      ['eth_getBalance', [TO, 'finalized'], 'TAG finalized not supported'],
      ['eth_getLogs', [{ fromBlock: 'pending', toBlock: 'latest', address: USDT }], 'TAG pending not supported'],
      ['eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x1', address: '41' + USDT.slice(2) }], 'invalid address hash value'],
      ['eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x1', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }], 'invalid address hash value'],
      ['eth_getTransactionCount', [TO, 'latest'], 'the method eth_getTransactionCount does not exist/is not available'],
      ['eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x1' }], 'the method eth_sendTransaction does not exist/is not available'],
    ];
    for (const [method, params, message] of refusals) expect((await rpc(url, method, params)).error?.message, `${method} ${JSON.stringify(params)}`).to.equal(message);
    // A 21-byte hex address starting 41 is taken in a balance read.
    expect((await rpc(url, 'eth_getBalance', ['0x41' + TO.slice(2), 'latest'])).result).to.equal('0x3b9aca00');
  });

  it('caps eth_getLogs at 5,000 blocks past the first, as java-tron counts them', async () => {
    const url = `${mockSession().root}/tron`;
    const tip = Number((await rpc(url, 'eth_blockNumber')).result);
    const span = (from: number, to: number) => rpc(url, 'eth_getLogs', [{ fromBlock: '0x' + from.toString(16), toBlock: '0x' + to.toString(16), address: USDT }]);
    expect((await span(tip - 5000, tip)).result).to.deep.equal([]);
    expect((await span(tip - 5001, tip)).error?.message).to.equal('exceed max block range: 5000');
    // The blocks past the tip are not counted.
    expect((await span(tip - 5000, tip + 100)).result).to.deep.equal([]);
  });

  it("answers balances in sun; the reader follows TRX and USDT paid on the session's chain", async () => {
    const root = mockSession().root;
    const url = `${root}/tron`;
    const trx = evmReader(jsonRpc(url), { address: TO }, 1, logScan(5000), true);
    const usdt = evmReader(jsonRpc(url), { address: TO, token: USDT }, 1, logScan(5000), true);
    const [trxStart, usdtStart] = [await trx.begin(), await usdt.begin()];
    if (!trxStart.ok || !usdtStart.ok) throw new Error('reading could not begin');
    // Every account of the chain behind starts with 1,000 of its coin: 1,000 TRX, in sun.
    expect(trxStart.value.balance).to.equal('1000000000');

    // Paid where the demo's test account pays: the EVM chain behind, 12.5 TRX in wei (10^12 a sun).
    const start = Number((await rpc(url, 'eth_blockNumber')).result);
    const evm = `${root}/evm/728126428`;
    await rpc(evm, 'eth_sendTransaction', [{ from: PAYER, to: TO, value: '0x' + (12_500_000n * 10n ** 12n).toString(16) }]);
    await rpc(evm, 'eth_sendTransaction', [{ from: PAYER, to: USDT, data: `0xa9059cbb${word(TO)}${word('0x18c6c60')}` }]);
    await waitUntil(async () => Number((await rpc(url, 'eth_blockNumber')).result) > start, 'the chain mines them', { timeout: 15_000, interval: 500 });

    expect((await rpc(url, 'eth_getBalance', [TO, 'latest'])).result).to.equal('0x' + 1_012_500_000n.toString(16));
    const readTrx = await trx.read(trxStart.value);
    const readUsdt = await usdt.read(usdtStart.value);
    if (!readTrx.ok || !readUsdt.ok) throw new Error('a read failed');
    expect(tally(readTrx.value, 12_500_000n, 6, 1)).to.deep.equal({ state: 'paid', received: '12.5' });
    expect(tally(readUsdt.value, 25_980_000n, 6, 1)).to.deep.include({ state: 'paid', received: '25.98' });
  });
});
