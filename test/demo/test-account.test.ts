/**
 * The demo's "Pay from a test account" and "Pay part of it": what they ask the mock's chain, and
 * that the chain's reader (src/chain/esplora.ts, at the URL the demo names in `chain-reads`)
 * follows such a payment from underpaid to paid, as the crypto element on the demo page will.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { esploraReader } from '../../src/chain/esplora.js';
import { tally } from '../../src/chain/tally.js';
import { BITCOIN, chainReadsFor, mineBlock, payFromTestAccount, satsOf, testPaymentFor, TRON } from '../../demo/test-account.js';
import { evmReader } from '../../src/chain/evm.js';
import { jsonRpc } from '../../src/chain/json-rpc.js';
import { logScan } from '../../src/chain/log-span.js';
import { onlyIn } from '../helpers/engine.js';
import { mockSession } from '../helpers/mock-session.js';

/** The mock's BTC address, which every mock payment reuses. */
const TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A Tron address (tronweb's), and its 20 bytes after 0x41. */
const TRON_TO = 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX';
const TRON_TO_HEX = '0x52908400098527886e0f7030069857d2e4169ee7';

const chainRoot = () => mockSession().baseUrl().replace(/\/ok$/, '');

describe('demo/test-account', () => {
  it('reads a BTC amount as whole sats, exactly', () => {
    expect(satsOf(0.00021)).to.equal(21_000n);
    expect(satsOf(0.00063)).to.equal(63_000n);
    expect(satsOf(0.1 + 0.2)).to.equal(undefined); // 0.30000000000000004 BTC is no whole number of sats
    expect(satsOf(1e-8)).to.equal(1n);
    expect(satsOf(0)).to.equal(undefined);
  });

  it("names the session's Esplora API under Bitcoin's CAIP-2 id, its EVM chains under theirs, and its Tron-shaped chain under Tron's", () => {
    expect(chainReadsFor('http://localhost:5173/mock/demo')).to.equal(
      `${BITCOIN}=http://localhost:5173/mock/demo/esplora eip155:1=http://localhost:5173/mock/demo/evm/1 eip155:8453=http://localhost:5173/mock/demo/evm/8453 ${TRON}=http://localhost:5173/mock/demo/tron`,
    );
    expect(BITCOIN).to.equal('bip122:000000000019d6689c085ae165831e93');
    expect(TRON).to.equal('tron:0x2b6653dc');
  });

  it('pays a USDT-TRC20 payment and a TRX one on the Tron-shaped chain, which the reader follows there to paid', async function () {
    // What the demo sends and the reader reads: logic, in one engine (the demo page test pays it in each).
    await onlyIn(this, ['chromium']);
    const root = chainRoot();
    const tron = `${root}/tron`;
    const usdt = testPaymentFor(root, { paymentId: 'p1', protocol: 'USDT-TRC20', address: TRON_TO, amount: 25.98, uri: `tron:${TRON_TO}?amount=25.98&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t` }, 10)!;
    const trx = testPaymentFor(root, { paymentId: 'p2', protocol: 'TRX', address: TRON_TO, amount: 12.5, uri: `tron:${TRON_TO}?amount=12.5` }, 10)!;
    expect([usdt.amount, usdt.unit, trx.amount, trx.unit]).to.deep.equal([25_980_000n, 'token units', 12_500_000n, 'sun']);
    const readers = [
      evmReader(jsonRpc(tron), { address: TRON_TO_HEX, token: '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c' }, 1, logScan(5000), true),
      evmReader(jsonRpc(tron), { address: TRON_TO_HEX }, 1, logScan(5000), true),
    ];
    const starts = await Promise.all(readers.map((r) => r.begin()));
    const status = async (i: number, due: bigint) => {
      const begun = starts[i]!;
      if (!begun.ok) throw new Error(begun.reason);
      const read = await readers[i]!.read(begun.value as never);
      if (!read.ok) throw new Error(read.reason);
      return tally(read.value, due, 6, 1).state;
    };
    expect(await usdt.pay(usdt.amount)).to.match(/^0x[0-9a-f]{64}$/);
    await trx.pay(trx.amount / 2n);
    // The mock's chain mines what was sent about 6 s later, by itself.
    await waitUntil(async () => (await status(0, usdt.amount)) === 'paid', 'USDT mined', { timeout: 20_000, interval: 1000 });
    expect(await status(1, trx.amount)).to.equal('underpaid');
    expect(testPaymentFor(root, { paymentId: 'p3', protocol: 'ETH', address: TRON_TO, amount: 1, uri: 'ethereum:0x52908400098527886E0F7030069857D2E4169EE7?value=1e18' }, 10)).to.equal(undefined);
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
