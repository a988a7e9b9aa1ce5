/**
 * After the payment screen, as a buyer meets it: what the host says of the payment (set from code,
 * or polled from its source under a fake clock) moves the screen on to confirming and paid, asks
 * for the rest of an underpayment, and turns news after the window closed into "the site will
 * contact you". "Change details" returns to the form. Only `Date`, `setTimeout` and
 * `clearTimeout` are faked: fetch, promises and rendering run for real.
 */
import { expect, oneEvent } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoPaymentDetail, MarketCryptoStatusDetail } from '../../../src/controllers/events.js';
import type { PaymentIds } from '../../../src/payment/payment-ids.js';
import type { PaymentStatus } from '../../../src/payment/payment-status.js';
import { button, control, fill, find, focusOf, hasButton, normalize, realClick, screenText, shadow } from '../../helpers/buyer.js';
import { renderQr } from '../../helpers/crypto-qr.js';
import { FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession } from '../../helpers/mock-session.js';
import { setPageVisible } from '../../helpers/page-visibility.js';
import { recordWarnings } from '../../helpers/warnings.js';

let clock: Clock | undefined;
const warnings = recordWarnings();

before(() => setPageVisible(true));
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  sessionStorage.clear();
});

interface Paying {
  el: MarketCryptoCheckout;
  detail: MarketCryptoPaymentDetail;
  clock: Clock;
  ids: PaymentIds;
  /** Lets `ms` pass on the fake clock, answers and renders included. */
  pass(ms: number): Promise<void>;
  /** Jumps to the deadline, firing the countdown's timers on the way. */
  toDeadline(): Promise<void>;
}

/** A buyer on the payment screen (the mock's BTC answer: 0.00021 BTC), under a fake clock. */
async function paying(properties: Partial<MarketCryptoCheckout> = {}): Promise<Paying> {
  const m = mockSession();
  const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED }, { properties });
  clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const fake = clock;
  const detail = await payNow(el);
  const pass = async (ms: number) => {
    await fake.tickAsync(ms);
    await el.updateComplete;
  };
  const toDeadline = async () => {
    fake.tick(detail.expiresAt - fake.now);
    await el.updateComplete;
  };
  return { el, detail, clock: fake, ids: { orderId: detail.response.orderId, paymentId: detail.response.paymentId }, pass, toDeadline };
}

async function setStatus(el: MarketCryptoCheckout, status: unknown): Promise<void> {
  el.paymentStatus = status as PaymentStatus;
  await el.updateComplete;
  // A new screen's heading is said by the live region an update later, once focus did not land on it.
  await el.updateComplete;
}

const politely = (el: Element) => normalize(find(el, ':host > [aria-live="polite"], [aria-live="polite"]:not([role])').textContent);
const showsPayment = (el: Element) => Boolean(shadow(el).querySelector('svg[part~="qr"], a[part~="wallet-link"], [part~="address"]'));

/** A source the test answers by hand, counting its calls. */
function scriptedSource() {
  const calls: { ids: PaymentIds; resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const source = (ids: PaymentIds) => new Promise((resolve, reject) => calls.push({ ids, resolve, reject }));
  return { source, calls };
}

describe('<market-crypto-checkout> after the payment screen', () => {
  describe('paymentStatus set from code', () => {
    it('seen: "waiting for confirmation", nothing left to pay to, the countdown stopped for good, and no event', async () => {
      const { el, detail, clock: fake, pass } = await paying();
      const heard: string[] = [];
      for (const type of ['market-crypto-status', 'market-crypto-expired']) el.addEventListener(type, () => heard.push(type));
      await setStatus(el, { state: 'seen' });
      expect(el.state).to.equal('confirming');
      expect(el.getAttribute('state')).to.equal('confirming');
      expect(screenText(el)).to.include('Payment received, waiting for confirmation');
      expect(showsPayment(el)).to.equal(false);
      expect(shadow(el).querySelector('[part~="timer"]')).to.equal(null);
      expect(screenText(el)).to.include(detail.response.orderId);
      expect(politely(el)).to.equal('Payment received, waiting for confirmation');
      expect(fake.countTimers(), 'the countdown stopped').to.equal(0);
      // Far past the deadline: the payment was seen, nothing may expire it.
      await pass(60 * 60_000);
      expect(el.state).to.equal('confirming');
      expect(heard).to.deep.equal([]);
    });

    it('confirmed: a receipt with domain, period, amount, network and both ids', async () => {
      const { el, detail } = await paying();
      await setStatus(el, { state: 'seen' });
      await setStatus(el, { state: 'confirmed' });
      expect(el.getAttribute('state')).to.equal('paid');
      const text = screenText(el);
      expect(text).to.include('Payment confirmed');
      for (const shown of ['example.com', '1 year', '0.00021 BTC', 'Bitcoin', detail.response.orderId, detail.response.paymentId]) {
        expect(text).to.include(shown);
      }
      expect(showsPayment(el)).to.equal(false);
      expect(politely(el)).to.equal('Payment confirmed');
      // Paid is final.
      await setStatus(el, { state: 'underpaid', received: '0.0001' });
      await setStatus(el, { state: 'pending' });
      expect(el.getAttribute('state')).to.equal('paid');
    });

    it('underpaid: keeps the payment screen with what arrived and what is still due, QR, link and copy value for the rest', async () => {
      const { el, detail } = await paying();
      await setStatus(el, { state: 'underpaid', received: '0.00005' });
      expect(el.getAttribute('state')).to.equal('awaiting-payment');
      const text = screenText(el);
      expect(text).to.include('Part of the payment arrived: send the rest');
      expect(text).to.include('Received 0.00005 BTC');
      expect(normalize(find(el, '[part~="amount"]').textContent)).to.equal('0.00016 BTC');
      const rest = `bitcoin:${detail.response.address}?amount=0.00016`;
      expect(find<HTMLAnchorElement>(el, 'a[part~="wallet-link"]').getAttribute('href')).to.equal(rest);
      expect((await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text).to.equal(rest);
      expect(find(el, 'svg[part~="qr"]').getAttribute('aria-label')).to.include('0.00016 BTC');
      expect(politely(el)).to.equal('0.00005 BTC received. 0.00016 BTC still to pay.');
      // The countdown goes on: the rest is due by the same deadline.
      expect(shadow(el).querySelector('[part~="timer"]')).not.to.equal(null);
      // Money arrived on this order: no "Change details" that would give it up.
      expect(hasButton(el, 'Change details')).to.equal(false);
      // Then the rest arrives.
      await setStatus(el, { state: 'seen' });
      expect(el.getAttribute('state')).to.equal('confirming');
    });

    it('ignores, with a warning, a status that is not one or that leaves nothing due', async () => {
      const { el } = await paying();
      for (const bad of [{ state: 'paid' }, 'seen', { state: 'underpaid', received: 0.0001 }, { state: 'underpaid', received: '0.00021' }]) {
        await setStatus(el, bad);
        expect(el.getAttribute('state'), JSON.stringify(bad)).to.equal('awaiting-payment');
      }
      expect(showsPayment(el)).to.equal(true);
      expect(warnings).to.have.length(4);
      expect(warnings.join('\n')).to.include('paymentStatus');
      await setStatus(el, undefined);
      expect(warnings).to.have.length(4);
    });

    it('news of money after the window closed: "the site will contact you", never "do not pay"; the ids stay', async () => {
      const { el, detail, toDeadline } = await paying();
      await toDeadline();
      expect(el.getAttribute('state')).to.equal('expired');
      let text = screenText(el);
      expect(text).to.include('The payment window has closed');
      expect(text, 'the expired screen keeps the ids').to.include(detail.response.orderId).and.include(detail.response.paymentId);
      await setStatus(el, { state: 'seen' });
      expect(el.getAttribute('state')).to.equal('expired');
      text = screenText(el);
      expect(text).to.include('Payment received after the window closed');
      expect(text).to.include('The site will contact you');
      expect(text.toLowerCase()).not.to.include('do not send');
      expect(text).to.include(detail.response.orderId).and.include(detail.response.paymentId);
      expect(hasButton(el, 'Start again'), 'nothing invites paying twice').to.equal(false);
      expect(politely(el)).to.equal('Payment received after the window closed');
    });
  });

  describe('paymentStatusSource', () => {
    it('is asked at once and every 5 s with the ids; each new status fires market-crypto-status and moves the screen', async () => {
      const { source, calls } = scriptedSource();
      const { el, ids, pass } = await paying({ paymentStatusSource: source });
      const events: MarketCryptoStatusDetail[] = [];
      el.addEventListener('market-crypto-status', (e) => events.push(e.detail));
      await pass(0);
      expect(calls.map(({ ids: { orderId, paymentId } }) => ({ orderId, paymentId }))).to.deep.equal([ids]);
      expect((calls[0]!.ids as { signal?: unknown }).signal).to.be.instanceOf(AbortSignal);
      calls[0]!.resolve({ state: 'pending' });
      await pass(5000);
      expect(calls).to.have.length(2);
      calls[1]!.resolve({ state: 'pending' });
      await pass(5000);
      calls[2]!.resolve({ state: 'seen' });
      await pass(0);
      expect(el.getAttribute('state')).to.equal('confirming');
      expect(events).to.deep.equal([
        { ...ids, status: { state: 'pending' }, source: 'host' },
        { ...ids, status: { state: 'seen' }, source: 'host' },
      ]);
      const heard = oneEvent(el, 'market-crypto-status');
      await pass(5000);
      calls[3]!.resolve({ state: 'confirmed' });
      const last = await heard;
      expect(last.bubbles && last.composed).to.equal(true);
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('paid');
      // Paid: no more calls, no timers.
      await pass(5 * 60_000);
      expect(calls).to.have.length(4);
      expect(clock!.countTimers()).to.equal(0);
    });

    it('backs off after failures, and never makes two calls at once', async () => {
      const { source, calls } = scriptedSource();
      const { el, pass } = await paying({ paymentStatusSource: source });
      await pass(19_999);
      expect(calls, 'one call out while it may still answer').to.have.length(1);
      calls[0]!.reject(new Error('offline'));
      await pass(9_999);
      expect(calls).to.have.length(1);
      await pass(1);
      expect(calls).to.have.length(2);
      calls[1]!.resolve('not a status');
      await pass(19_999);
      expect(calls).to.have.length(2);
      await pass(1);
      expect(calls).to.have.length(3);
      expect(warnings.join('\n')).to.include('offline').and.include('no status');
      // A source that never settles is given up after 20 s, a failure like any other.
      await pass(20_000 + 30_000);
      expect(calls, 'the unanswered call was given up and another made').to.have.length(4);
      expect(warnings.join('\n')).to.include('no answer in 20 s');
      expect(el.getAttribute('state')).to.equal('awaiting-payment');
    });

    for (const stop of ['expiry', 'reset', 'change details', 'removal'] as const) {
      it(`stops on ${stop}, and its late answer changes nothing`, async () => {
        const { source, calls } = scriptedSource();
        const { el, pass, toDeadline } = await paying({ paymentStatusSource: source });
        await pass(0);
        expect(calls).to.have.length(1);
        if (stop === 'expiry') await toDeadline();
        if (stop === 'reset') el.reset();
        if (stop === 'change details') button(el, 'Change details').click();
        if (stop === 'removal') el.remove();
        await pass(0);
        const state = el.getAttribute('state');
        calls[0]!.resolve({ state: 'seen' });
        clock!.tick(10 * 60_000);
        document.dispatchEvent(new Event('visibilitychange'));
        await pass(0);
        expect(calls).to.have.length(1);
        expect(el.getAttribute('state')).to.equal(state);
        expect(clock!.countTimers()).to.equal(0);
      });
    }

    it('polls a new source set while the payment shows, and warns about one that is no function', async () => {
      const { el, pass } = await paying();
      el.paymentStatusSource = 'https://example.com/status' as never;
      await pass(0);
      expect(warnings.join('\n')).to.include('paymentStatusSource must be a function');
      const { source, calls } = scriptedSource();
      el.paymentStatusSource = source;
      await pass(0);
      expect(calls).to.have.length(1);
    });
  });

  describe('"Change details"', () => {
    it('returns from the payment screen to the form with every value kept, and fires market-crypto-cancelled', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
      await fill(el, 'ownerName', 'Typed Name');
      await fill(el, 'domain', 'typed.example');
      const { response } = await payNow(el);
      const cancelled = oneEvent(el, 'market-crypto-cancelled');
      await realClick(button(el, 'Change details'));
      const { detail } = await cancelled;
      expect(detail).to.deep.equal({ orderId: response.orderId, paymentId: response.paymentId });
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('editing');
      expect(control(el, 'ownerName')!.value).to.equal('Typed Name');
      expect(control(el, 'domain')!.value).to.equal('typed.example');
      expect(focusOf(el)).to.equal('#f-domain');
      expect(sessionStorage.length, 'the payment is forgotten').to.equal(0);
    });

    it('is still offered, where it was, in the last minute', async () => {
      const { el, detail, clock: fake } = await paying();
      const place = button(el, 'Change details').getBoundingClientRect().toJSON();
      fake.tick(detail.expiresAt - fake.now - 30_000);
      await el.updateComplete;
      expect(screenText(el)).to.include('change your details for a new payment');
      expect(button(el, 'Change details').getBoundingClientRect().toJSON()).to.deep.equal(place);
      expect(shadow(el).querySelectorAll('button.secondary:not([part])').length, 'offered once').to.equal(1);
      const cancelled = oneEvent(el, 'market-crypto-cancelled');
      button(el, 'Change details').click();
      await cancelled;
      expect(el.getAttribute('state')).to.equal('editing');
    });
  });

  it('focus follows the screen that replaced the one it was on', async () => {
    const { el } = await paying();
    find<HTMLButtonElement>(el, 'button[part~="copy-button"]').focus();
    await setStatus(el, { state: 'seen' });
    expect(focusOf(el)).to.equal('#confirming-heading');
    await setStatus(el, { state: 'confirmed' });
    expect(focusOf(el)).to.equal('#paid-heading');
  });
});
