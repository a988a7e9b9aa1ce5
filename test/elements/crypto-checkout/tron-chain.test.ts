/**
 * Following a payment on Tron, as a buyer and a host meet it (widget.md, "USDT on Tron",
 * "Following"): the host names a Tron JSON-RPC endpoint with `chain-reads="tron:0x2b6653dc=URL"`,
 * the buyer pays from a wallet elsewhere (here: the test chain's payer), and the element moves on to
 * the receipt with a Tronscan link. The chain is real: anvil with our TRC-20 at USDT's address,
 * behind a front that answers as java-tron's JSON-RPC does (scripts/test-tron-rpc.js, mock/tron.ts:
 * hex addresses only, balances in sun at `latest` alone, no `pending`), and every call the element
 * made is checked to be one java-tron answers. Only `Date`, `setTimeout` and `clearTimeout` are
 * faked, running with real time too: the 5 s reads are stepped through a second at a time (so a
 * slow answer on a loaded machine may outlast a read's 10 s in fake time: a failed read, retried,
 * which these tests do not count against the element).
 */
import { expect } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoStatusDetail } from '../../../src/controllers/events.js';
import type { CryptoPurchaseResponse } from '../../../src/checks/eager-schemas.js';
import { ARRIVES, find, normalize, screenText, shadow } from '../../helpers/buyer.js';
import { answer, cryptoResponse, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession, type MockSession } from '../../helpers/mock-session.js';
import { setPageVisible } from '../../helpers/page-visibility.js';
import { freshTronAddress, tronAsked, tronMine, tronPay, tronRpc } from '../../helpers/tron-chain.js';

const TRON = 'tron:0x2b6653dc';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** 25.98 USDT, or 12.5 TRX, in base units (6 places both). */
const DUE_USDT = 25_980_000n;
const DUE_SUN = 12_500_000n;

const realTimeout = window.setTimeout.bind(window);
const breathe = () => new Promise((go) => realTimeout(go, 20));
let clock: Clock | undefined;

before(() => setPageVisible(true));
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  sessionStorage.clear();
});

const usdtTrc20 = (address: string) => cryptoResponse({ address, amount: 25.98, protocol: 'USDT-TRC20', uri: `tron:${address}?amount=25.98&token=${USDT}` });
const trx = (address: string) => cryptoResponse({ address, amount: 12.5, protocol: 'TRX', uri: `tron:${address}?amount=12.5` });

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

interface Following {
  el: MarketCryptoCheckout;
  session: MockSession;
  url: string;
  events: MarketCryptoStatusDetail[];
  until: ReturnType<typeof stepping>;
  expiresAt: number;
}

/** A buyer on the payment screen for `response`, the host reading Tron through a new front; resolves once reading began. */
async function following(response: CryptoPurchaseResponse, attributes: Record<string, string> = {}): Promise<Following> {
  const url = await tronRpc();
  const session = mockSession();
  await session.script(answer(response));
  const el = await mountCrypto({ 'base-url': session.baseUrl('scripted'), ...FILLED, 'chain-reads': `${TRON}=${url}`, ...attributes });
  const events: MarketCryptoStatusDetail[] = [];
  el.addEventListener('market-crypto-status', (e) => events.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
  clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const detail = await payNow(el);
  const f = { el, session, url, events, until: stepping(el), expiresAt: detail.expiresAt };
  await f.until(() => events.length > 0, 'reading began');
  return f;
}

const explorerLink = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('a.explorer');
const depthText = (el: Element) => normalize(shadow(el).querySelector('.depth')?.textContent);

/** Every call the element made was one java-tron answers, with hex addresses and no `pending`. */
async function askedAsJavaTron(url: string, hex: string): Promise<void> {
  const asked = await tronAsked(url);
  expect(asked.filter((c) => c.refused), 'nothing java-tron refuses').to.deep.equal([]);
  expect(new Set(asked.map((c) => c.method))).to.satisfy((methods: Set<string>) => [...methods].every((m) => ['eth_blockNumber', 'eth_getLogs', 'eth_getBalance'].includes(m)));
  const text = JSON.stringify(asked);
  expect(text, 'the recipient as hex').to.include(hex.slice(2));
  expect(text).to.not.match(/"T[1-9A-HJ-NP-Za-km-z]{33}"/);
  expect(text).to.not.include('pending');
}

describe('<market-crypto-checkout> follows a payment on Tron (chain-reads="tron:0x2b6653dc=…")', function () {
  this.timeout(120_000);

  it('USDT-TRC20, the exact amount: the receipt, with its Tronscan link (the hash without 0x)', async () => {
    const to = await freshTronAddress();
    const f = await following(usdtTrc20(to.base58));
    const hash = await tronPay(to.base58, { units: DUE_USDT });
    await f.until(() => f.el.state === 'paid', 'paid');
    expect(screenText(f.el)).to.include('Payment confirmed').and.include('25.98');
    expect(explorerLink(f.el)?.getAttribute('href')).to.equal(`https://tronscan.org/#/transaction/${hash.slice(2)}`);
    expect(f.events.map((e) => [e.source, e.status.state, e.txHash, e.received])).to.deep.equal([
      ['chain', 'pending', undefined, undefined],
      ['chain', 'confirmed', hash, '25.98'],
    ]);
    await askedAsJavaTron(f.url, to.hex);
    await expect(f.el).to.be.accessible();
  });

  it('USDT-TRC20 underpaid: the rest due beside the address, then paid by it', async () => {
    const to = await freshTronAddress();
    const f = await following(usdtTrc20(to.base58));
    await tronPay(to.base58, { units: 5_980_000n });
    await f.until(() => screenText(f.el).includes('Received 5.98 USDT'), 'underpaid');
    expect(f.el.state).to.equal('awaiting-payment');
    expect(normalize(find(f.el, '[part~="amount"]').textContent)).to.include('20');
    await expect(f.el).to.be.accessible();
    await tronPay(to.base58, { units: 20_000_000n });
    await f.until(() => f.el.state === 'paid', 'paid');
    expect(f.events.map((e) => [e.status.state, e.received])).to.deep.equal([
      ['pending', undefined],
      ['underpaid', '5.98'],
      ['confirmed', '25.98'],
    ]);
  });

  it('USDT-TRC20 overpaid: the receipt says how much more was sent', async () => {
    const to = await freshTronAddress();
    const f = await following(usdtTrc20(to.base58));
    await tronPay(to.base58, { units: DUE_USDT + 1_020_000n });
    await f.until(() => f.el.state === 'paid', 'paid');
    expect(screenText(f.el)).to.include('1.02 USDT').and.include('more than the amount was sent');
    expect(f.events.at(-1)).to.deep.include({ received: '27' });
  });

  it('USDT-TRC20 paid after the window closed: the late screen, with its Tronscan link', async () => {
    const to = await freshTronAddress();
    const f = await following(usdtTrc20(to.base58));
    clock!.tick(f.expiresAt - clock!.now);
    await f.el.updateComplete;
    expect(f.el.state).to.equal('expired');
    const hash = await tronPay(to.base58, { units: DUE_USDT });
    await f.until(() => screenText(f.el).includes('Payment received after the window closed'), 'the late screen');
    expect(screenText(f.el)).to.not.include('Do not send a payment');
    expect(explorerLink(f.el)?.getAttribute('href')).to.equal(`https://tronscan.org/#/transaction/${hash.slice(2)}`);
  });

  it('USDT-TRC20 with confirmations="2", reloaded while confirming: counted once, then paid', async () => {
    const to = await freshTronAddress();
    const f = await following(usdtTrc20(to.base58), { confirmations: '2' });
    await tronPay(to.base58, { units: DUE_USDT });
    await f.until(() => f.el.state === 'confirming', 'confirming');
    expect(depthText(f.el)).to.equal('Confirmations: 1 of 2');
    f.el.remove();
    const again = await mountCrypto({ 'base-url': f.session.baseUrl('scripted'), ...FILLED, 'owner-email': undefined, 'owner-name': undefined, 'chain-reads': `${TRON}=${f.url}`, confirmations: '2' });
    const events: MarketCryptoStatusDetail[] = [];
    again.addEventListener('market-crypto-status', (e) => events.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
    await again.updateComplete;
    await again.updateComplete;
    expect(again.state, 'shown where it stood').to.equal('confirming');
    await tronMine();
    await stepping(again)(() => again.state === 'paid', 'paid');
    expect(events.every((e) => e.received === '25.98'), 'never counted twice').to.equal(true);
    expect(screenText(again)).to.not.include('more than the amount');
    expect((await f.session.requests()).length, 'no second order').to.equal(1);
  });

  it('TRX by the balance, confirmations="3": "1 of 3", "2 of 3" as the risen balance holds, then the receipt (no hash, no link)', async () => {
    const to = await freshTronAddress();
    const f = await following(trx(to.base58), { confirmations: '3' });
    await tronPay(to.base58, { sun: DUE_SUN });
    await f.until(() => depthText(f.el) === 'Confirmations: 1 of 3', '1 of 3');
    await tronMine();
    await f.until(() => depthText(f.el) === 'Confirmations: 2 of 3', '2 of 3');
    await tronMine();
    await f.until(() => f.el.state === 'paid', 'paid');
    expect(screenText(f.el)).to.include('Payment confirmed').and.include('12.5');
    expect(explorerLink(f.el), 'a balance names no transaction').to.equal(null);
    expect(f.events.map((e) => [e.status.state, e.confirmations, e.received])).to.deep.equal([
      ['pending', undefined, undefined],
      ['seen', 1, '12.5'],
      ['seen', 2, '12.5'],
      ['confirmed', undefined, '12.5'],
    ]);
    await askedAsJavaTron(f.url, to.hex);
    const balances = (await tronAsked(f.url)).filter((c) => c.method === 'eth_getBalance');
    expect(balances.every((c) => c.params[1] === 'latest'), 'balances at latest alone').to.equal(true);
  });
});
