/**
 * PaymentSession alone, on a bare Lit host with the script's tools handed over as the loader
 * hands them (no checkout element, no loader), under a fake clock (`Date`, `setTimeout` and
 * `clearTimeout` only: promises and the DOM run for real): accepted → counted down → moved on by
 * the host's status → expired → kept and forgotten in the tab's store → resumed where it stood.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { LitElement, type PropertyDeclarations } from 'lit';
import { FocusController } from '../../src/controllers/focus-controller.js';
import { type MarketCryptoStatusDetail } from '../../src/controllers/events.js';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import type { AcceptedPayment } from '../../src/payment/tracked-payment.js';
import type { PaymentStatusSource } from '../../src/payment/payment-ids.js';
import { type PaymentStatus } from '../../src/payment/payment-status.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import { PaymentSession, type PaymentArrival } from '../../src/payment-screen/payment-session.js';
import type { ScriptPort } from '../../src/payment-screen/script-port.js';
import { listenForWallets } from '../../src/wallet/announcements.js';
import { screenText, shadow } from '../helpers/buyer.js';
import { setPageVisible } from '../helpers/page-visibility.js';
import { checkedPayment, cryptoResponse } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { testPort } from '../helpers/script-port.js';
import { readKept } from '../helpers/kept-reader.js';

const BASE_URL = 'https://market.example.com/v1';
const store = openResumeStore({ persist: 'session', baseUrl: BASE_URL, partnerId: PARTNER_ID }, readKept);
const wallets = listenForWallets();

class SessionHost extends LitElement {
  static override properties: PropertyDeclarations = { status: { attribute: false } };
  status: PaymentStatus | undefined = undefined;
  source: PaymentStatusSource | undefined = undefined;
  warnings: string[] = [];
  readonly focusing = new FocusController(this);
  session: PaymentSession | undefined;
  readonly port: ScriptPort = testPort(this, {
    store,
    wallets,
    focusing: this.focusing,
    snapshot: () => ({ summary: (request) => html`<p>${request.domain}</p>`, status: this.status, source: this.source }),
    script: { warn: (message) => void this.warnings.push(message) },
  });

  /** A payment arrives: the session the loader would add. */
  attach(payment: AcceptedPayment, arrival: PaymentArrival = 'accepted'): PaymentSession {
    this.session = new PaymentSession(this.port, payment);
    this.addController(this.session);
    this.session.begin(arrival);
    return this.session;
  }

  protected override render() {
    return this.session?.render() ?? html`<p>the form</p>`;
  }
}
customElements.define('session-host', SessionHost);

const NOW = 1_800_000_000_000;
const timer = (el: SessionHost) => shadow(el).querySelector('[part~="timer"]')?.textContent ?? '';

describe('PaymentSession', () => {
  // Two test files share the browser: this page may be in a background tab, where nothing is polled.
  before(() => setPageVisible(true));
  let clock: Clock;
  let el: SessionHost;
  beforeEach(async () => {
    sessionStorage.clear();
    clock = FakeTimers.install({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    el = await fixture<SessionHost>(html`<session-host></session-host>`);
  });
  afterEach(() => {
    clock.uninstall();
    sessionStorage.clear();
  });

  const payment = (expiresInMs = 120_000) =>
    acceptedPayment(cryptoRequest({ domain: 'kept.example' }), checkedPayment(cryptoResponse({ expiryDateEpoch: NOW + expiresInMs })));

  it('accepted: announces the payment, keeps it for the tab and counts down to expiry, which forgets it', async () => {
    const accepted = payment();
    const heard = oneEvent(el, 'market-crypto-payment');
    el.attach(accepted);
    expect((await heard).detail).to.deep.include({ response: accepted.response, expiresAt: accepted.expiresAt });
    expect(store.load()?.response).to.deep.equal(accepted.response);
    await el.updateComplete;
    expect(timer(el)).to.include('2:00');
    expect(screenText(el)).to.include(accepted.response.address);
    clock.tick(61_000);
    await el.updateComplete;
    expect(timer(el)).to.include('0:59');
    const expired = oneEvent(el, 'market-crypto-expired');
    clock.tick(59_000);
    expect((await expired).detail).to.deep.equal({ orderId: accepted.response.orderId, paymentId: accepted.response.paymentId });
    await el.updateComplete;
    expect(el.session!.payment.state).to.equal('expired');
    expect(screenText(el), 'not late').to.include('Start again');
    expect(screenText(el)).not.to.include(accepted.response.address);
    expect(store.load(), 'a closed window is not kept').to.equal(undefined);
  });

  it("moves on with the host's status: seen stops the countdown and is kept, confirmed is the receipt, kept with no deadline", async () => {
    el.attach(payment());
    el.status = { state: 'seen' };
    await el.updateComplete;
    expect(el.session!.payment.state).to.equal('confirming');
    // The focus was not in the element: the live region says the new heading, once that update showed it.
    expect(el.session!.announcement).to.equal('');
    await el.updateComplete;
    expect(el.session!.announcement).to.equal('Payment received, waiting for confirmation');
    expect(store.load()?.status).to.deep.equal({ state: 'seen' });
    let expired = false;
    el.addEventListener('market-crypto-expired', () => (expired = true));
    clock.tick(300_000);
    expect(expired, 'seen: the window no longer closes').to.equal(false);
    el.status = { state: 'confirmed' };
    await el.updateComplete;
    expect(el.session!.payment.state).to.equal('paid');
    expect(screenText(el)).to.include('kept.example');
    expect(store.load(NOW + 24 * 3600_000)).to.deep.include({ status: { state: 'confirmed' }, ended: { state: 'paid' } });
  });

  it("polls the host's source every 5 s, says each new status once, and stops when the payment is paid", async () => {
    const answers: PaymentStatus[] = [{ state: 'pending' }, { state: 'pending' }, { state: 'seen' }, { state: 'confirmed' }];
    let calls = 0;
    el.source = async () => answers[Math.min(calls++, answers.length - 1)];
    const heard: MarketCryptoStatusDetail[] = [];
    el.addEventListener('market-crypto-status', (e) => heard.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
    el.attach(payment());
    await el.updateComplete;
    for (let i = 0; i < 5; i += 1) {
      await clock.tickAsync(5_000);
      await el.updateComplete;
    }
    expect(heard.map((d) => d.status.state)).to.deep.equal(['pending', 'seen', 'confirmed']);
    expect(el.session!.payment.state).to.equal('paid');
    const after = calls;
    await clock.tickAsync(60_000);
    expect(calls, 'paid: no more calls').to.equal(after);
  });

  it('resumed: shown where the kept status left it, and told to the host after its first update', async () => {
    const kept = payment();
    const heard = oneEvent(el, 'market-crypto-payment');
    el.attach(kept, { resumed: { status: { state: 'seen' } } });
    expect((await heard).detail).to.deep.include({ resumed: true, response: kept.response });
    await el.updateComplete;
    expect(el.session!.payment.state).to.equal('confirming');
    expect(timer(el), 'seen: no countdown').to.equal('');
  });

  it("resumed: the host's source saying what the kept status says fires nothing; news does", async () => {
    let answer: PaymentStatus = { state: 'seen' };
    el.source = async () => answer;
    const heard: MarketCryptoStatusDetail[] = [];
    el.addEventListener('market-crypto-status', (e) => heard.push((e as CustomEvent<MarketCryptoStatusDetail>).detail));
    el.attach(payment(), { resumed: { status: { state: 'seen' } } });
    await el.updateComplete;
    await clock.tickAsync(5_000);
    expect(heard, 'seen again is no news').to.deep.equal([]);
    answer = { state: 'confirmed' };
    await clock.tickAsync(5_000);
    await el.updateComplete;
    expect(heard.map((d) => d.status.state)).to.deep.equal(['confirmed']);
    expect(el.session!.payment.state).to.equal('paid');
  });

  it('a payment past its deadline on arrival goes straight to expired: its address, QR code and link are never drawn', async () => {
    const inserted: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) inserted.push(node.textContent ?? '', (node as Element).outerHTML ?? '');
    });
    watch.observe(shadow(el), { childList: true, subtree: true, characterData: true });
    const dead = payment(-60_000);
    const expired = oneEvent(el, 'market-crypto-expired');
    el.attach(dead);
    await expired;
    await el.updateComplete;
    watch.disconnect();
    expect(el.session!.payment.state).to.equal('expired');
    const everything = inserted.join('\n');
    expect(everything, 'the address').not.to.include(dead.response.address);
    expect(everything, 'the link').not.to.include(dead.response.uri);
    expect(shadow(el).querySelector('svg[part~="qr"]')).to.equal(null);
    expect(store.load(), 'a dead payment is not kept').to.equal(undefined);
  });

  it('ends with the purchase: the countdown and polling stop, and the tab forgets the payment', async () => {
    let calls = 0;
    el.source = async () => (calls++, { state: 'pending' });
    const session = el.attach(payment());
    await el.updateComplete;
    await clock.tickAsync(5_000);
    session.end();
    el.removeController(session);
    el.session = undefined;
    const before = calls;
    let expired = false;
    el.addEventListener('market-crypto-expired', () => (expired = true));
    await clock.tickAsync(600_000);
    expect(calls).to.equal(before);
    expect(expired).to.equal(false);
    expect(store.load()).to.equal(undefined);
  });
});
