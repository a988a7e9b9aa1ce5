/**
 * The demo's "Pay from a test account" and "Pay part of it": what they ask the mock's chain, and
 * that the chain's reader (src/chain/esplora.ts, at the URL the demo names in `chain-reads`)
 * follows such a payment from underpaid to paid, as the crypto element on the demo page will.
 */
import { expect } from '@open-wc/testing';
import { esploraReader } from '../../src/chain/esplora.js';
import { tally } from '../../src/chain/tally.js';
import { BITCOIN, chainReadsFor, mineBlock, payFromTestAccount, satsOf } from '../../demo/test-account.js';
import { mockSession } from '../helpers/mock-session.js';

/** The mock's BTC address, which every mock payment reuses. */
const TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const chainRoot = () => mockSession().baseUrl().replace(/\/ok$/, '');

describe('demo/test-account', () => {
  it('reads a BTC amount as whole sats, exactly', () => {
    expect(satsOf(0.00021)).to.equal(21_000n);
    expect(satsOf(0.00063)).to.equal(63_000n);
    expect(satsOf(0.1 + 0.2)).to.equal(undefined); // 0.30000000000000004 BTC is no whole number of sats
    expect(satsOf(1e-8)).to.equal(1n);
    expect(satsOf(0)).to.equal(undefined);
  });

  it("names the session's Esplora API under Bitcoin's CAIP-2 id, and its EVM chains under theirs", () => {
    expect(chainReadsFor('http://localhost:5173/mock/demo')).to.equal(
      `${BITCOIN}=http://localhost:5173/mock/demo/esplora eip155:1=http://localhost:5173/mock/demo/evm/1 eip155:8453=http://localhost:5173/mock/demo/evm/8453`,
    );
    expect(BITCOIN).to.equal('bip122:000000000019d6689c085ae165831e93');
  });

  it('leaves a payment with mineAfter to the chain, which mines it by itself when its time comes', async () => {
    const root = chainRoot();
    const reader = esploraReader(`${root}/esplora`, { address: TO });
    const begun = await reader.begin();
    if (!begun.ok) throw new Error(begun.reason);
    const status = async () => {
      const read = await reader.read(begun.value);
      if (!read.ok) throw new Error(read.reason);
      return tally(read.value, 21_000n, 8, 1).state;
    };
    await payFromTestAccount(root, TO, 21_000n, 1);
    expect(await status(), 'in the mempool until its second is up').to.equal('confirming');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await status(), 'mined by the chain, with no call to mine').to.equal('paid');
  });

  it('pays part, then the rest, and the reader follows it from underpaid to paid', async () => {
    const root = chainRoot();
    // An older payment to the reused address: the reader must not count it.
    await payFromTestAccount(root, TO, 21_000n);
    await mineBlock(root);
    const reader = esploraReader(chainReadsFor(root).split(' ')[0]!.split('=')[1]!, { address: TO });
    const begun = await reader.begin();
    if (!begun.ok) throw new Error(begun.reason);
    const status = async () => {
      const read = await reader.read(begun.value);
      if (!read.ok) throw new Error(read.reason);
      return tally(read.value, 21_000n, 8, 1);
    };
    expect(await status()).to.deep.equal({ state: 'awaiting' });

    const part = await payFromTestAccount(root, TO, 10_500n);
    expect(await status()).to.deep.include({ state: 'underpaid', received: '0.000105', due: '0.000105' });
    const rest = await payFromTestAccount(root, TO, 10_500n);
    expect(await status()).to.deep.include({ state: 'confirming', received: '0.00021', depth: 0, confirmations: 1 });
    expect(await mineBlock(root)).to.equal(800_002);
    const paid = await status();
    expect(paid).to.deep.include({ state: 'paid', received: '0.00021' });
    // Both payments are one block deep: either completes the sum.
    expect(paid).to.have.property('txHash').that.is.oneOf([part, rest]);
  });

  it('says what the mock refused', async () => {
    let error: unknown;
    await payFromTestAccount(chainRoot(), 'not an address', 1n).catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/chain\/pay answered 400: .*invalid_payment/);
  });
});
