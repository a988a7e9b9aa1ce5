/**
 * The bounded reader against a local endpoint (scripts/test-chain-apis.js) answering well, then
 * with each fault: every one is a failed read with a reason, never a throw.
 */
import { expect } from '@open-wc/testing';
import { readJson } from '../../src/chain/read-json.js';
import { jsonRpc } from '../../src/chain/json-rpc.js';
import { btcPay, fault, FAULTS, startApis } from '../helpers/chain-apis.js';

describe('chain/read-json', () => {
  it('reads a JSON answer, GET and JSON-RPC alike', async () => {
    const apis = await startApis();
    await btcPay(apis, [{ address: 'bc1qreader', value: 1000 }], true);
    expect(await readJson(`${apis.esplora}/blocks/tip/height`)).to.deep.equal({ ok: true, value: 800_001 });
    expect(await jsonRpc(apis.solana)('getSlot', [])).to.deep.equal({ ok: true, value: 300_000_000 });
    expect(await jsonRpc(apis.solana)('noSuchMethod', [])).to.deep.include({ ok: false });
  });

  for (const which of FAULTS) {
    it(`answers a ${which} endpoint with a failed read`, async () => {
      const apis = await startApis();
      await fault(apis, which);
      // A short deadline for the endpoint that never answers; the others get the real one.
      const options = which === 'hang' ? { timeoutMs: 300 } : {};
      const get = await readJson(`${apis.esplora}/blocks/tip/height`, options);
      const rpc = await readJson(apis.solana, { ...options, body: { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] } });
      if (which === 'types') {
        // Well-formed JSON of the wrong shape: the reader hands it on, and each chain reader refuses it (their tests).
        expect(get).to.deep.equal({ ok: true, value: 'tall' });
        return;
      }
      for (const read of [get, rpc]) {
        expect(read.ok, which).to.equal(false);
        if (!read.ok) expect(read.reason).to.match({ fail: /HTTP 500/, hang: /within 0.3 s/, redirect: /could not be reached/, malformed: /not JSON/, huge: /more than 1048576 bytes/ }[which]);
      }
    });
  }

  it('stops when the payment stops reading, as a failed read', async () => {
    const apis = await startApis();
    await fault(apis, 'hang');
    const stop = new AbortController();
    const read = readJson(`${apis.esplora}/blocks/tip/height`, { signal: stop.signal });
    stop.abort();
    expect(await read).to.deep.equal({ ok: false, reason: 'stopped' });
    expect(await readJson(`${apis.esplora}/blocks/tip/height`, { signal: stop.signal })).to.deep.equal({ ok: false, reason: 'stopped' });
  });

  it('asks for no cookies, no redirects and no referrer', async () => {
    const apis = await startApis();
    const seen: RequestInit[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => (seen.push(init ?? {}), original(input, init));
    try {
      await readJson(`${apis.esplora}/blocks/tip/height`);
    } finally {
      window.fetch = original;
    }
    expect(seen[0]).to.include({ credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer' });
  });
});
