/**
 * Following the payment to the chain, as a buyer and a host meet it (widget.md, "Following the
 * payment to the chain"): the element reads the payment itself, through the endpoint the host named
 * with `chain-reads` or through the wallet that sent it, and moves the screen on.
 * The chains are real servers the test drives, never stubs of the browser:
 * - Bitcoin: the local Esplora of scripts/test-chain-apis.js, which answers in the shapes of
 *   Blockstream's esplora `API.md` ("Addresses" `/address/:address/txs`, "Blocks"
 *   `/blocks/tip/height`, "Transaction format");
 * - Solana: the local Solana JSON-RPC of the same script, after Solana's RPC documentation
 *   (`docs/rpc/http`: getSlot, getSignaturesForAddress, getTransaction jsonParsed,
 *   getTokenAccountsByOwner);
 * - EVM: anvil nodes (scripts/test-chain.js) answering Ethereum's JSON-RPC, with our ERC-20 at
 *   USDC's real address on Base.
 * Only `Date`, `setTimeout` and `clearTimeout` are faked, and they also run with real time (axe
 * schedules its work on timers): the 5 s reads are stepped through a second at a time until the
 * screen shows what is awaited, bounded by ARRIVES in real time.
 */
import { expect } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoPaymentDetail, MarketCryptoStatusDetail } from '../../../src/controllers/events.js';
import type { CryptoPurchaseResponse } from '../../../src/checks/eager-schemas.js';
import { transferData } from '../../../src/wallet/transaction.js';
import { ARRIVES, click, find, hasButton, normalize, screenText, shadow } from '../../helpers/buyer.js';
import { answer, BTC_ADDRESS, cryptoResponse, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession, type MockSession } from '../../helpers/mock-session.js';
import { setPageVisible } from '../../helpers/page-visibility.js';
import { recordWarnings } from '../../helpers/warnings.js';
import { ADDRESS_OF } from '../../helpers/payment-links.js';
import { btcMine, btcPay, cappedRpc, fault, FAULTS, logsAsked, ownChain, requestsTo, solPay, startApis, type ChainApis, type Refusal } from '../../helpers/chain-apis.js';
import { freshAddress, testChains, TestWallet, type TestChains } from '../../helpers/test-wallet.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BASE = 8453;
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const USDC_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** The helpers' Bitcoin payment: 0.00021 BTC to BTC_ADDRESS. */
const DUE_SATS = 21_000;
const OTHER_BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

/** Real time, for the loopback servers to answer between steps of the fake clock. */
const realTimeout = window.setTimeout.bind(window);
const breathe = () => new Promise((go) => realTimeout(go, 20));

let clock: Clock | undefined;
const warnings = recordWarnings();

before(() => setPageVisible(true));
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  sessionStorage.clear();
});

interface Following {
  el: MarketCryptoCheckout;
  detail: MarketCryptoPaymentDetail;
  session: MockSession;
  /** Every market-crypto-status, in order. */
  events: MarketCryptoStatusDetail[];
  /** Steps the fake clock a second at a time, letting real answers in, until `done` holds. */
  until(done: () => boolean | Promise<boolean>, what: string): Promise<void>;
}

const installClock = () => (clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));

function stepping(el: MarketCryptoCheckout) {
  return async (done: () => boolean | Promise<boolean>, what: string) => {
    const deadline = performance.now() + ARRIVES.timeout;
    while (!(await done())) {
      if (performance.now() > deadline) throw new Error(`Never came: ${what} (state ${el.state}; ${screenText(el).slice(0, 200)})`);
      await clock!.tickAsync(1000);
      await el.updateComplete;
      await breathe();
    }
    await el.updateComplete;
  };
}

/** A buyer on the payment screen the service answered with `response`, the element set with `attributes`. */
async function showPayment(
  response: CryptoPurchaseResponse,
  attributes: Record<string, string | undefined>,
  properties: Partial<MarketCryptoCheckout> = {},
  session = mockSession(),
): Promise<Following> {
  await session.script(answer(response));
  const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED, ...attributes }, { properties });
  const events: MarketCryptoStatusDetail[] = [];
  el.addEventListener('market-crypto-status', (e) => events.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
  installClock();
  const detail = await payNow(el);
  return { el, detail, session, events, until: stepping(el) };
}

/** A Bitcoin payment followed through the local Esplora; resolves once reading began (the address's history is known). */
async function followingBitcoin(attributes: Record<string, string> = {}, properties: Partial<MarketCryptoCheckout> = {}) {
  const apis = await startApis();
  const following = await showPayment(cryptoResponse(), { 'chain-reads': `${BITCOIN}=${apis.esplora}`, ...attributes }, properties);
  await following.until(() => following.events.length > 0, 'reading began');
  return { ...following, apis };
}

/** Until the endpoint got `reads` more requests than it has now, and the element handled the last of them. */
async function readsPass(f: Following, apis: ChainApis, reads: number): Promise<void> {
  const from = (await requestsTo(apis)).length;
  await f.until(async () => (await requestsTo(apis)).length >= from + reads, `${reads} more requests to the endpoint`);
  // One more step of the clock: the answer of the last one has arrived and been applied.
  await f.until(async () => (await requestsTo(apis)).length >= from + reads + 1, 'the next read');
}

/** The same shop's element made again, as a reloaded page makes it (the host's attributes only), with its market-crypto-status events from the start. */
async function reloaded(f: Following, attributes: Record<string, string>) {
  f.el.remove();
  const events: MarketCryptoStatusDetail[] = [];
  const payments: MarketCryptoPaymentDetail[] = [];
  const listen = (e: Event) => events.push((e as CustomEvent<MarketCryptoStatusDetail>).detail);
  const paid = (e: Event) => payments.push((e as CustomEvent<MarketCryptoPaymentDetail>).detail);
  document.addEventListener('market-crypto-status', listen);
  document.addEventListener('market-crypto-payment', paid);
  const el = await mountCrypto({ 'base-url': f.session.baseUrl('scripted'), ...FILLED, 'owner-email': undefined, 'owner-name': undefined, ...attributes });
  await el.updateComplete;
  await el.updateComplete;
  return {
    el,
    events,
    payments,
    stop: () => {
      document.removeEventListener('market-crypto-status', listen);
      document.removeEventListener('market-crypto-payment', paid);
    },
  };
}

const depthText = (el: Element) => normalize(shadow(el).querySelector('.depth')?.textContent);
const explorerLink = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('a.explorer');
const showsQr = (el: Element) => shadow(el).querySelector('svg[part~="qr"]') !== null;
const timer = (el: Element) => normalize(shadow(el).querySelector('[part~="timer"]')?.textContent);

describe('<market-crypto-checkout> follows the payment to the chain', () => {
  describe('Bitcoin through an Esplora endpoint', () => {
    it('in the mempool: "Payment received, waiting for confirmation", then confirmed: the receipt; one market-crypto-status per change', async () => {
      const f = await followingBitcoin();
      const { el, apis, events } = f;
      const ids = { orderId: f.detail.response.orderId, paymentId: f.detail.response.paymentId };
      const txid = await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }]);
      await f.until(() => el.state === 'confirming', 'confirming');
      expect(screenText(el)).to.include('Payment received, waiting for confirmation');
      expect(depthText(el)).to.equal('Confirmations: 0 of 1');
      expect(showsQr(el), 'nothing invites a second payment').to.equal(false);
      expect(timer(el), 'the countdown stopped').to.equal('');
      await expect(el).to.be.accessible();

      await btcMine(apis);
      await f.until(() => el.state === 'paid', 'paid');
      expect(screenText(el)).to.include('Payment confirmed').and.include('0.00021 BTC').and.include(ids.orderId);
      await expect(el).to.be.accessible();

      expect(events).to.deep.equal([
        { ...ids, status: { state: 'pending' }, source: 'chain' },
        { ...ids, status: { state: 'seen' }, source: 'chain', txHash: txid, confirmations: 0, received: '0.00021' },
        { ...ids, status: { state: 'confirmed' }, source: 'chain', txHash: txid, received: '0.00021' },
      ]);
      // Paid: reading stopped.
      const asked = (await requestsTo(apis)).length;
      for (let i = 0; i < 12; i += 1) await clock!.tickAsync(5000), await breathe();
      expect((await requestsTo(apis)).length, 'no read after paid').to.equal(asked);
    });

    it('two partial payments: underpaid with the rest due, then paid', async () => {
      const f = await followingBitcoin();
      const { el, apis, events } = f;
      await btcPay(apis, [{ address: BTC_ADDRESS, value: 5_000 }], true);
      await f.until(() => screenText(el).includes('Received 0.00005 BTC'), 'underpaid');
      expect(el.state).to.equal('awaiting-payment');
      expect(normalize(find(el, '[part~="amount"]').textContent)).to.equal('0.00016 BTC');
      expect(find<HTMLAnchorElement>(el, 'a[part~="wallet-link"]').getAttribute('href')).to.equal(`bitcoin:${BTC_ADDRESS}?amount=0.00016`);
      expect(timer(el), 'the rest is due by the same deadline').to.not.equal('');
      await expect(el).to.be.accessible();

      await btcPay(apis, [{ address: BTC_ADDRESS, value: 16_000 }], true);
      await f.until(() => el.state === 'paid', 'paid');
      expect(events.map((e) => [e.status.state, e.received])).to.deep.equal([
        ['pending', undefined],
        ['underpaid', '0.00005'],
        ['confirmed', '0.00021'],
      ]);
      expect(events[1]!.status).to.deep.equal({ state: 'underpaid', received: '0.00005' });
    });

    it('more than the amount: the receipt names how much more was sent; market-crypto-status carries all that arrived', async () => {
      const f = await followingBitcoin();
      const ids = { orderId: f.detail.response.orderId, paymentId: f.detail.response.paymentId };
      const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS + 4_000 }], true);
      await f.until(() => f.el.state === 'paid', 'paid');
      // The amount in the sentence is isolated left to right (LRI … PDI), so it reads so in Arabic too.
      expect(screenText(f.el)).to.include('Payment confirmed').and.include('\u20660.00004 BTC\u2069 more than the amount was sent: the site will contact you about it.');
      // The receipt's amount stays the order's: the line names the rest.
      expect(normalize(find(f.el, '.total dd').textContent)).to.equal('0.00021 BTC');
      expect(f.events.at(-1)).to.deep.equal({ ...ids, status: { state: 'confirmed' }, source: 'chain', txHash: txid, received: '0.00025' });
      await expect(f.el).to.be.accessible();
    });

    it('an output to another address counts nothing', async () => {
      const f = await followingBitcoin();
      await btcPay(f.apis, [{ address: OTHER_BTC, value: DUE_SATS }], true);
      await readsPass(f, f.apis, 4);
      expect(f.el.state).to.equal('awaiting-payment');
      expect(screenText(f.el)).to.not.include('Received');
      expect(f.events.map((e) => e.status.state)).to.deep.equal(['pending']);
    });

    it('an address with older transactions is not read as paid; a new payment to it is', async () => {
      const apis = await startApis();
      await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await btcPay(apis, [{ address: BTC_ADDRESS, value: 2 * DUE_SATS }]);
      const f = await showPayment(cryptoResponse(), { 'chain-reads': `${BITCOIN}=${apis.esplora}` });
      await readsPass(f, apis, 4);
      expect(f.el.state).to.equal('awaiting-payment');
      expect(screenText(f.el)).to.not.include('Received');
      await btcMine(apis, 2);
      await readsPass(f, apis, 2);
      expect(f.el.state).to.equal('awaiting-payment');
      await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => f.el.state === 'paid', 'paid by the new payment');
    });

    it('confirmations="2" shows "1 of 2" first, then the receipt', async () => {
      const f = await followingBitcoin({ confirmations: '2' });
      await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => f.el.state === 'confirming', 'confirming');
      expect(depthText(f.el)).to.equal('Confirmations: 1 of 2');
      await expect(f.el).to.be.accessible();
      await btcMine(f.apis);
      await f.until(() => f.el.state === 'paid', 'paid');
      expect(f.events.map((e) => [e.status.state, e.confirmations])).to.deep.equal([
        ['pending', undefined],
        ['seen', 1],
        ['confirmed', undefined],
      ]);
    });

    it('confirmations="3": the depth moves on screen, "1 of 3" then "2 of 3"', async () => {
      const f = await followingBitcoin({ confirmations: '3' });
      await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => depthText(f.el) === 'Confirmations: 1 of 3', '1 of 3');
      await btcMine(f.apis);
      await f.until(() => depthText(f.el) === 'Confirmations: 2 of 3', '2 of 3');
      expect(f.el.state).to.equal('confirming');
      expect(f.events.map((e) => e.confirmations)).to.deep.equal([undefined, 1, 2]);
    });

    it('paid after the window closed: the late screen, never "do not pay"', async () => {
      const f = await followingBitcoin();
      clock!.tick(f.detail.expiresAt - clock!.now);
      await f.el.updateComplete;
      expect(f.el.state).to.equal('expired');
      const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => screenText(f.el).includes('Payment received after the window closed'), 'the late screen');
      expect(screenText(f.el)).to.not.include('Do not send a payment');
      expect(explorerLink(f.el)?.href).to.equal(`https://mempool.space/tx/${txid}`);
      await expect(f.el).to.be.accessible();
    });

    it('a reload during "confirming" counts nothing twice: the kept start goes on', async () => {
      const f = await followingBitcoin();
      await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }]);
      await f.until(() => f.el.state === 'confirming', 'confirming');
      f.el.remove();

      // A reloaded page has only the host's attributes.
      const again = await mountCrypto({ 'base-url': f.session.baseUrl('scripted'), ...FILLED, 'owner-email': undefined, 'owner-name': undefined, 'chain-reads': `${BITCOIN}=${f.apis.esplora}` });
      const events: MarketCryptoStatusDetail[] = [];
      again.addEventListener('market-crypto-status', (e) => events.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
      await again.updateComplete;
      await again.updateComplete;
      expect(again.state, 'shown where it stood').to.equal('confirming');
      await btcMine(f.apis);
      const until = stepping(again);
      await until(() => again.state === 'paid', 'paid');
      // Counted from the start the first page kept: once, never as a second 0.00021.
      expect(events.at(-1)).to.deep.include({ status: { state: 'confirmed' }, received: '0.00021' });
      expect(events.every((e) => e.received === '0.00021')).to.equal(true);
      expect(screenText(again)).to.not.include('more than the amount');
      expect((await f.session.requests()).length, 'no second order').to.equal(1);
    });

    it('the receipt after a reload: its ids and explorer link again, no market-crypto-status, until "Start a new purchase"', async () => {
      const f = await followingBitcoin();
      const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => f.el.state === 'paid', 'paid');
      const again = await reloaded(f, { 'chain-reads': `${BITCOIN}=${f.apis.esplora}` });
      try {
        const reads = (await requestsTo(f.apis)).length;
        expect(again.el.state, 'the receipt, not the form').to.equal('paid');
        expect(screenText(again.el)).to.include('Payment confirmed').and.include(f.detail.response.orderId).and.include(f.detail.response.paymentId);
        expect(explorerLink(again.el)?.getAttribute('href')).to.equal(`https://mempool.space/tx/${txid}`);
        expect(again.payments.map((p) => p.resumed)).to.deep.equal([true]);
        for (let i = 0; i < 3; i += 1) await clock!.tickAsync(5000), await breathe();
        expect(again.events, 'nothing changed').to.deep.equal([]);
        expect((await requestsTo(f.apis)).length, 'a receipt reads nothing').to.equal(reads);
        await click(again.el, 'Start a new purchase');
        await again.el.updateComplete;
        expect(again.el.state).to.equal('editing');
        expect(sessionStorage.length, 'forgotten').to.equal(0);
        expect((await f.session.requests()).length, 'no second order').to.equal(1);
      } finally {
        again.stop();
      }
    });

    it('the late screen after a reload, as it was left', async () => {
      const f = await followingBitcoin();
      clock!.tick(f.detail.expiresAt - clock!.now);
      await f.el.updateComplete;
      const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => screenText(f.el).includes('Payment received after the window closed'), 'the late screen');
      const again = await reloaded(f, { 'chain-reads': `${BITCOIN}=${f.apis.esplora}` });
      try {
        expect(again.el.state).to.equal('expired');
        expect(screenText(again.el)).to.include('Payment received after the window closed').and.not.include('Do not send a payment');
        expect(explorerLink(again.el)?.href).to.equal(`https://mempool.space/tx/${txid}`);
        expect(again.events).to.deep.equal([]);
      } finally {
        again.stop();
      }
    });

    it('after a reload, a read that says what the screen shows fires nothing; the next news does', async () => {
      const f = await followingBitcoin();
      const again = await reloaded(f, { 'chain-reads': `${BITCOIN}=${f.apis.esplora}` });
      try {
        expect(again.el.state).to.equal('awaiting-payment');
        await readsPass(f, f.apis, 2);
        expect(again.events, 'pending again is no news').to.deep.equal([]);
        const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }]);
        await stepping(again.el)(() => again.el.state === 'confirming', 'confirming');
        expect(again.events.map((e) => [e.status.state, e.txHash])).to.deep.equal([['seen', txid]]);
      } finally {
        again.stop();
      }
    });
  });

  describe('the explorer link', () => {
    it('on the confirming and paid screens: a new tab, noopener, the built-in table\'s page', async () => {
      const f = await followingBitcoin({ confirmations: '2' });
      const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => f.el.state === 'confirming', 'confirming');
      for (const state of ['confirming', 'paid']) {
        if (state === 'paid') {
          await btcMine(f.apis);
          await f.until(() => f.el.state === 'paid', 'paid');
        }
        const link = explorerLink(f.el);
        expect(link, state).to.not.equal(null);
        expect(link!.getAttribute('href')).to.equal(`https://mempool.space/tx/${txid}`);
        expect(link!.target).to.equal('_blank');
        expect(link!.rel.split(' ')).to.include('noopener');
        expect(normalize(link!.textContent)).to.equal('View the transaction');
      }
    });

    it('the host\'s table replaces the built-in one; explorers = {} shows none', async () => {
      for (const explorers of [{ [BITCOIN]: 'https://explorer.example/btc/{tx}' }, {}] as Record<string, string>[]) {
        const f = await followingBitcoin({}, { explorers });
        const txid = await btcPay(f.apis, [{ address: BTC_ADDRESS, value: DUE_SATS }]);
        await f.until(() => f.el.state === 'confirming', 'confirming');
        expect(explorerLink(f.el)?.getAttribute('href') ?? null).to.equal(BITCOIN in explorers ? `https://explorer.example/btc/${txid}` : null);
        f.el.remove();
        clock!.uninstall();
        clock = undefined;
      }
    });
  });

  describe("who tells the status", () => {
    it("the host's source wins: the endpoint named in chain-reads receives no request at all", async () => {
      const apis = await startApis();
      let calls = 0;
      const paymentStatusSource = async () => (calls += 1, { state: 'pending' as const });
      const f = await showPayment(cryptoResponse(), { 'chain-reads': `${BITCOIN}=${apis.esplora}` }, { paymentStatusSource });
      await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      await f.until(() => calls >= 4, 'four calls of the host\'s source');
      expect(await requestsTo(apis)).to.deep.equal([]);
      expect(f.el.state).to.equal('awaiting-payment');
      expect(f.events.every((e) => e.source === 'host')).to.equal(true);
    });

    it("a chain read in flight when the host sets paymentStatus as the payment is accepted fires nothing", async () => {
      const apis = await startApis();
      const session = mockSession();
      await session.script(answer(cryptoResponse()));
      const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED, 'chain-reads': `${BITCOIN}=${apis.esplora}` });
      const events: MarketCryptoStatusDetail[] = [];
      el.addEventListener('market-crypto-status', (e) => events.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
      // The host learns the payment from its event, and says at once what it knows.
      el.addEventListener('market-crypto-payment', () => (el.paymentStatus = { state: 'pending' }), { once: true });
      installClock();
      await payNow(el);
      // Real time first, under a second: the endpoint answers before any other update of the element.
      for (let i = 0; i < 15; i += 1) await breathe();
      for (let i = 0; i < 4; i += 1) await clock!.tickAsync(5000), await breathe();
      expect(events).to.deep.equal([]);
      expect(el.state).to.equal('awaiting-payment');
    });

    it("the host's paymentStatus wins as well", async () => {
      const apis = await startApis();
      const f = await showPayment(cryptoResponse(), { 'chain-reads': `${BITCOIN}=${apis.esplora}` }, { paymentStatus: { state: 'pending' } });
      await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
      for (let i = 0; i < 6; i += 1) await clock!.tickAsync(5000), await breathe();
      expect(await requestsTo(apis)).to.deep.equal([]);
      expect(f.el.state).to.equal('awaiting-payment');
    });

    it('with nothing set, no request goes anywhere but the service and the files beside the script', async () => {
      const seen: string[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => e.name)));
      observer.observe({ type: 'resource' });
      try {
        const f = await showPayment(cryptoResponse(), {});
        for (let i = 0; i < 6; i += 1) await clock!.tickAsync(5000), await breathe();
        expect(f.el.state).to.equal('awaiting-payment');
        seen.push(...observer.takeRecords().map((e) => e.name));
        expect(seen.filter((url) => !url.startsWith(`${location.origin}/`))).to.deep.equal([]);
        expect(seen.some((url) => url.startsWith(f.session.baseUrl('scripted'))), 'the service was asked').to.equal(true);
        expect(f.events).to.deep.equal([]);
      } finally {
        observer.disconnect();
      }
    });
  });

  describe('an endpoint that fails', () => {
    for (const which of FAULTS) {
      it(`${which}: the buyer sees no error, the countdown goes on, one console.warn names the endpoint`, async () => {
        const apis = await startApis();
        await fault(apis, which);
        const errors: unknown[] = [];
        const f = await showPayment(cryptoResponse(), { 'chain-reads': `${BITCOIN}=${apis.esplora}` });
        f.el.addEventListener('market-error', (e) => errors.push((e as CustomEvent).detail));
        const before = timer(f.el);
        await btcPay(apis, [{ address: BTC_ADDRESS, value: DUE_SATS }], true);
        // Three failed reads (backing off), then one more step.
        await f.until(async () => (await requestsTo(apis)).length >= 3 && warnings.length > 0, 'three failed reads');
        await f.until(async () => (await requestsTo(apis)).length >= 4, 'a fourth read');
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.include(apis.esplora);
        expect(f.el.state).to.equal('awaiting-payment');
        expect(showsQr(f.el)).to.equal(true);
        expect(timer(f.el), 'the countdown goes on').to.not.be.oneOf([before, '']);
        expect(screenText(f.el)).to.not.include('Received');
        expect(errors).to.deep.equal([]);
        expect(f.events).to.deep.equal([]);
      });
    }
  });

  describe('EVM', () => {
    let chains: TestChains;
    before(async function () {
      this.timeout(120_000);
      chains = await testChains();
    });

    const usdcOnBase = (address: string) =>
      cryptoResponse({ address, amount: 12.5, protocol: 'USDC', uri: `ethereum:${USDC_BASE}@${BASE}/transfer?address=${address}&uint256=12500000` });
    const ethOnBase = (address: string) => cryptoResponse({ address, amount: 1.5, protocol: 'ETH', uri: `ethereum:${address}@${BASE}?value=1.5e18` });

    async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
      const body = (await res.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result;
    }

    it('USDC on Base through chain-reads="eip155:8453=<rpc>", paid by another account: paid', async () => {
      const recipient = freshAddress();
      const url = chains.rpc[BASE]!;
      const f = await showPayment(usdcOnBase(recipient), { 'chain-reads': `eip155:${BASE}=${url}` });
      await f.until(() => f.events.length > 0, 'reading began');
      const hash = (await rpc(url, 'eth_sendTransaction', [{ from: chains.payer, to: USDC_BASE, data: transferData(recipient, 12_500_000n) }])) as string;
      await f.until(() => f.el.state === 'paid', 'paid');
      expect(f.events.at(-1)).to.deep.include({ source: 'chain', txHash: hash, received: '12.5' });
      expect(explorerLink(f.el)?.getAttribute('href')).to.equal(`https://basescan.org/tx/${hash}`);
      await expect(f.el).to.be.accessible();
    });

    const walletButton = (el: Element, wallet: TestWallet) =>
      [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="wallet-button"]')].find((b) => normalize(b.textContent).endsWith(`Pay with ${wallet.info.name}`))!;

    for (const [what, response] of [
      ['USDC', usdcOnBase],
      ['ETH', ethOnBase],
    ] as const) {
      it(`"Pay with <wallet>" on Base (${what}), with no chain-reads: followed through the wallet to paid`, async () => {
        const wallet = new TestWallet(chains, { name: `Following wallet ${what}`, chainId: BASE });
        const stop = wallet.announce();
        try {
          const f = await showPayment(response(freshAddress()), {});
          await click(f.el, walletButton(f.el, wallet));
          await f.until(() => f.el.state === 'paid', 'paid');
          const hash = f.events.at(-1)!.txHash!;
          expect(f.events.map((e) => [e.source, e.status.state])).to.deep.include(['wallet', 'confirmed']);
          expect(wallet.methods).to.include('eth_getTransactionReceipt');
          expect(wallet.requests.find((r) => r.method === 'eth_getTransactionReceipt')!.params).to.deep.equal([hash]);
          expect(f.events.at(-1)).to.deep.include({ source: 'wallet', received: what === 'USDC' ? '12.5' : '1.5' });
          await expect(f.el).to.be.accessible();
          // A reload keeps the receipt, its hash and explorer link, and says nothing new.
          const again = await reloaded(f, {});
          again.stop();
          expect(again.el.state).to.equal('paid');
          expect(explorerLink(again.el)?.getAttribute('href')).to.equal(`https://basescan.org/tx/${hash}`);
          expect(again.events).to.deep.equal([]);
        } finally {
          stop();
        }
      });
    }

    it('a reorganisation takes the transfer away while it confirms: back to the payment screen, its QR code and a running countdown', async function () {
      this.timeout(120_000);
      // A node of this file's own: a reorganisation of the shared ones would reach the files running beside this one.
      const own = await ownChain();
      const recipient = freshAddress();
      const f = await showPayment(ethOnBase(recipient), { 'chain-reads': `eip155:${BASE}=${own.url}`, confirmations: '2' });
      await f.until(() => f.events.length > 0, 'reading began');
      await rpc(own.url, 'eth_sendTransaction', [{ from: own.payer, to: recipient, value: '0x' + (15n * 10n ** 17n).toString(16) }]);
      await f.until(() => depthText(f.el) === 'Confirmations: 1 of 2', '1 of 2');
      expect(screenText(f.el)).to.include('Payment received, waiting for confirmation');
      expect(showsQr(f.el)).to.equal(false);

      // The block that held the transfer is replaced by an empty one, as when another branch overtakes it.
      await rpc(own.url, 'anvil_reorg', [1, []]);
      await f.until(() => showsQr(f.el), 'the QR code back');
      expect(screenText(f.el)).to.include('Send exactly this amount').and.not.include('Payment received');
      expect(normalize(find(f.el, '[part~="amount"]').textContent), 'the whole amount due again').to.equal('1.5 ETH');
      const shown = timer(f.el);
      expect(shown).to.not.equal('');
      await clock!.tickAsync(2000);
      await f.el.updateComplete;
      expect(timer(f.el), 'the countdown runs again').to.not.be.oneOf([shown, '']);
      expect(f.events.map((e) => [e.status.state, e.confirmations, e.received])).to.deep.equal([
        ['pending', undefined, undefined],
        ['seen', 1, '1.5'],
        ['pending', undefined, undefined],
      ]);
      await expect(f.el).to.be.accessible();
    });

    describe('through an endpoint that caps the blocks of eth_getLogs, as providers do', () => {
      /** The file's own node behind a capping endpoint (scripts/test-capped-rpc.js), and a payer of USDC to `recipient` there. */
      async function capped(cap: number, refusal: Refusal, recipient: string) {
        const own = await ownChain();
        // The reverting test gives this node's USDC a code that always reverts: the token's own code back.
        await rpc(own.url, 'anvil_setCode', [USDC_BASE, await rpc(chains.rpc[BASE]!, 'eth_getCode', [USDC_BASE, 'latest'])]);
        const url = await cappedRpc(own.url, cap, refusal);
        const pay = (units: bigint) => rpc(own.url, 'eth_sendTransaction', [{ from: own.payer, to: USDC_BASE, data: transferData(recipient, units) }]) as Promise<string>;
        return { url, pay, mine: (blocks: number) => rpc(own.url, 'anvil_mine', ['0x' + blocks.toString(16)]) };
      }

      it('100 blocks at most: 12.5 USDC arriving 150 blocks after acceptance are seen, "1 of 2", then the receipt', async function () {
        this.timeout(120_000);
        const recipient = freshAddress();
        const { url, pay, mine } = await capped(100, 'unnamed', recipient);
        const f = await showPayment(usdcOnBase(recipient), { 'chain-reads': `eip155:${BASE}=${url}`, confirmations: '2' });
        await f.until(() => f.events.length > 0, 'reading began');
        await mine(150);
        const hash = await pay(12_500_000n);
        await f.until(() => depthText(f.el) === 'Confirmations: 1 of 2', '1 of 2');
        expect(screenText(f.el)).to.include('Payment received, waiting for confirmation');
        await mine(1);
        await f.until(() => f.el.state === 'paid', 'paid');
        expect(screenText(f.el)).to.include('Payment confirmed').and.include('12.5 USDC');
        expect(f.events.at(-1)).to.deep.include({ source: 'chain', txHash: hash, received: '12.5' });
        expect((await logsAsked(url)).some((a) => a.refused), 'the endpoint refused a wider span').to.equal(true);
        await expect(f.el).to.be.accessible();
      });

      it('10 blocks at most: 5 USDC at once, underpaid; the other 7.5 USDC 150 blocks later, paid', async function () {
        this.timeout(120_000);
        const recipient = freshAddress();
        const { url, pay, mine } = await capped(10, 'named', recipient);
        const f = await showPayment(usdcOnBase(recipient), { 'chain-reads': `eip155:${BASE}=${url}` });
        await f.until(() => f.events.length > 0, 'reading began');
        await pay(5_000_000n);
        await f.until(() => f.events.at(-1)!.status.state === 'underpaid', 'underpaid');
        expect(screenText(f.el)).to.include('Received 5 USDC');
        await mine(150);
        const hash = await pay(7_500_000n);
        await f.until(() => f.el.state === 'paid', 'paid');
        expect(f.events.map((e) => [e.status.state, e.received])).to.deep.equal([
          ['pending', undefined],
          ['underpaid', '5'],
          ['confirmed', '12.5'],
        ]);
        expect(f.events.at(-1)).to.deep.include({ txHash: hash });
        expect((await logsAsked(url)).filter((a) => !a.refused).every((a) => a.to - a.from + 1 <= 10)).to.equal(true);
        await expect(f.el).to.be.accessible();
      });
    });

    it('a transaction that reverts on chain: "The transaction failed on the network; nothing was paid", and the wallet buttons back', async function () {
      this.timeout(120_000);
      // A node of this file's own, whose USDC always reverts: the shared nodes stay as they are.
      const own = await ownChain();
      await rpc(own.url, 'anvil_setCode', [USDC_BASE, '0x60006000fd']);
      // A wallet that gives a gas limit of its own, as wallets do, so that the node mines the failing transaction.
      class GasWallet extends TestWallet {
        override request(args: { method: string; params?: readonly unknown[] | object }) {
          if (args.method === 'eth_sendTransaction') args = { ...args, params: [{ ...(args.params as object[])[0], gas: '0x30000' }] };
          return super.request(args);
        }
      }
      const wallet = new GasWallet({ rpc: { [BASE]: own.url }, payer: own.payer, startMs: 0 }, { name: 'Reverting wallet', chainId: BASE });
      const stop = wallet.announce();
      try {
        const f = await showPayment(usdcOnBase(freshAddress()), {});
        await click(f.el, walletButton(f.el, wallet));
        await f.until(() => screenText(f.el).includes('The transaction failed on the network; nothing was paid'), 'the failure said');
        expect(f.el.state).to.equal('awaiting-payment');
        expect(walletButton(f.el, wallet), 'the wallets offered again').to.not.equal(undefined);
        expect(showsQr(f.el)).to.equal(true);
        expect(screenText(f.el)).to.not.include('Sent from');
        expect(f.events.at(-1)!.status).to.deep.equal({ state: 'failed', txHash: f.events.at(-1)!.txHash });
        expect(f.events.at(-1)!.source).to.equal('wallet');
        await expect(f.el).to.be.accessible();
      } finally {
        stop();
      }
    });
  });

  describe('Solana through its JSON-RPC', () => {
    for (const [what, response, pay] of [
      ['SOL', cryptoResponse({ address: ADDRESS_OF.solana, amount: 0.5, protocol: 'SOL', uri: `solana:${ADDRESS_OF.solana}?amount=0.5` }), { lamports: 500_000_000 }],
      [
        'USDC',
        cryptoResponse({ address: ADDRESS_OF.solana, amount: 2.5, protocol: 'USDC', uri: `solana:${ADDRESS_OF.solana}?amount=2.5&spl-token=${USDC_SOLANA}` }),
        { mint: USDC_SOLANA, units: 2_500_000 },
      ],
    ] as const) {
      it(`${what}: paid`, async () => {
        const apis = await startApis();
        const f = await showPayment(response, { 'chain-reads': `${SOLANA}=${apis.solana}` });
        await f.until(() => f.events.length > 0, 'reading began');
        const signature = await solPay(apis, { to: ADDRESS_OF.solana, ...pay });
        await f.until(() => f.el.state === 'paid', 'paid');
        expect(f.events.at(-1)).to.deep.include({ source: 'chain', txHash: signature, received: what === 'SOL' ? '0.5' : '2.5' });
        expect(explorerLink(f.el)?.getAttribute('href')).to.equal(`https://explorer.solana.com/tx/${signature}`);
        expect(hasButton(f.el, 'Start again')).to.equal(false);
        await expect(f.el).to.be.accessible();
      });
    }
  });
});
