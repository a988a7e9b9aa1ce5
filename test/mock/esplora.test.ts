/**
 * The mock session's chain (mock/esplora.ts) as the dev server and this test server serve it,
 * over real HTTP: the shapes of Blockstream's esplora `API.md` ("Addresses"
 * `/address/:address/txs`, "Blocks" `/blocks/tip/height`, "Transactions" `/tx/:txid/status`, and
 * its "Transaction format"), and the pay and mine routes the demo's controls call.
 */
import { expect } from '@open-wc/testing';
import { mockSession } from '../helpers/mock-session.js';

const TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const OTHER = 'bc1qsomeoneelse000000000000000000000000000';

/** A fresh session's root, `/mock/<session>`, where its chain lives. */
const chainRoot = () => mockSession().baseUrl().replace(/\/ok$/, '');

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function pay(root: string, outputs: { address: string; value: number }[]): Promise<string> {
  const res = await post(`${root}/chain/pay`, { outputs });
  expect(res.status).to.equal(200);
  return ((await res.json()) as { txid: string }).txid;
}

async function mine(root: string, body: object = {}): Promise<number> {
  const res = await post(`${root}/chain/mine`, body);
  expect(res.status).to.equal(200);
  return ((await res.json()) as { height: number }).height;
}

async function txsOf(root: string, address = TO) {
  const res = await fetch(`${root}/esplora/address/${address}/txs`);
  expect(res.status).to.equal(200);
  expect(res.headers.get('Content-Type')).to.equal('application/json');
  return res.json();
}

describe('mock/esplora: the session chain over HTTP', () => {
  it('answers the tip height as plain text, cross-origin', async () => {
    const res = await fetch(`${chainRoot()}/esplora/blocks/tip/height`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('Content-Type')).to.equal('text/plain');
    expect(res.headers.get('Access-Control-Allow-Origin')).to.equal('*');
    expect(await res.text()).to.equal('800000');
  });

  it('lists a payment in the mempool, then in the block that mines it, in the transaction format', async () => {
    const root = chainRoot();
    expect(await txsOf(root)).to.deep.equal([]);
    const txid = await pay(root, [{ address: TO, value: 21_000 }, { address: OTHER, value: 5_000 }]);
    expect(txid).to.match(/^[0-9a-f]{64}$/);
    const [pending] = await txsOf(root);
    expect(pending).to.include({ txid, version: 2, locktime: 0 });
    expect(pending.status).to.deep.equal({ confirmed: false });
    expect(pending.vout.map((o: Record<string, unknown>) => [o.scriptpubkey_address, o.value, o.scriptpubkey_type])).to.deep.equal([
      [TO, 21_000, 'v0_p2wpkh'],
      [OTHER, 5_000, 'v0_p2wpkh'],
    ]);
    expect(pending.vin).to.have.length(1);

    expect(await mine(root)).to.equal(800_001);
    const [confirmed] = await txsOf(root);
    expect(confirmed.status).to.include({ confirmed: true, block_height: 800_001 });
    expect(confirmed.status.block_hash).to.match(/^[0-9a-f]{64}$/);
    expect(await (await fetch(`${root}/esplora/tx/${txid}/status`)).json()).to.deep.equal(confirmed.status);
    expect(await (await fetch(`${root}/esplora/blocks/tip/height`)).text()).to.equal('800001');
  });

  it('lists the mempool first, then the confirmed newest first, and only what pays the address', async () => {
    const root = chainRoot();
    const first = await pay(root, [{ address: TO, value: 1 }]);
    await mine(root);
    const second = await pay(root, [{ address: TO, value: 2 }]);
    await mine(root, { blocks: 3 });
    expect(await mine(root, { blocks: 2 })).to.equal(800_006);
    await pay(root, [{ address: OTHER, value: 3 }]);
    const third = await pay(root, [{ address: TO, value: 4 }]);
    const txs = await txsOf(root);
    expect(txs.map((tx: { txid: string }) => tx.txid)).to.deep.equal([third, second, first]);
    expect(txs.map((tx: { status: { block_height?: number } }) => tx.status.block_height)).to.deep.equal([undefined, 800_002, 800_001]);
    expect((await txsOf(root, OTHER)).length).to.equal(1);
  });

  it('keeps each session its own chain', async () => {
    const one = chainRoot();
    const two = chainRoot();
    await pay(one, [{ address: TO, value: 1 }]);
    await mine(one);
    expect(await txsOf(two)).to.deep.equal([]);
    expect(await (await fetch(`${two}/esplora/blocks/tip/height`)).text()).to.equal('800000');
  });

  it('refuses a payment or a block count it cannot make, and answers 404 off its routes', async () => {
    const root = chainRoot();
    for (const body of ['not json', {}, { outputs: [] }, { outputs: [{ address: TO, value: 0 }] }, { outputs: [{ address: TO, value: 1.5 }] }, { outputs: [{ address: '<b>', value: 1 }] }]) {
      const res = await post(`${root}/chain/pay`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect((await res.json()).error).to.equal('invalid_payment');
    }
    for (const mineAfter of [-1, 601, 'soon']) {
      const res = await post(`${root}/chain/pay`, { outputs: [{ address: TO, value: 1 }], mineAfter });
      expect(res.status, String(mineAfter)).to.equal(400);
      expect((await res.json()).error).to.equal('invalid_mine_after');
    }
    for (const blocks of [0, 101, 'two']) {
      const res = await post(`${root}/chain/mine`, { blocks });
      expect(res.status).to.equal(400);
      expect((await res.json()).error).to.equal('invalid_blocks');
    }
    expect(await txsOf(root)).to.deep.equal([]);
    expect(await (await fetch(`${root}/esplora/blocks/tip/height`)).text()).to.equal('800000');
    expect((await fetch(`${root}/esplora/tx/${'0'.repeat(64)}/status`)).status).to.equal(404);
    expect((await fetch(`${root}/esplora/mempool`)).status).to.equal(404);
  });
});
