/**
 * The countdown under a fake clock: only `Date`, `setTimeout` and `clearTimeout` are faked, so
 * fetch, promises and Lit's rendering run for real while the test decides what time it is.
 */
import { expect, oneEvent } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoPaymentDetail } from '../../../src/controllers/events.js';
import { button, control, fill, find, focusOf, normalize, realClick, shadow, screenText } from '../../helpers/buyer.js';
import { CountingCryptoCheckout, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession } from '../../helpers/mock-session.js';
import type { Scenario } from '../../../mock/scenarios.js';

let clock: Clock | undefined;

function installClock(now = Date.now()): Clock {
  clock = FakeTimers.withGlobal(window).install({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  return clock;
}

afterEach(() => {
  clock?.uninstall();
  clock = undefined;
});

interface Paying<T extends MarketCryptoCheckout> {
  el: T;
  detail: MarketCryptoPaymentDetail;
  clock: Clock;
  /** Moves the clock forward, firing timers on the way, to `seconds` (may be fractional) before the deadline. */
  at(seconds: number): Promise<void>;
  /** The countdown as shown, e.g. "14:59". */
  timer(): string;
}

async function paying<T extends MarketCryptoCheckout = MarketCryptoCheckout>(
  scenario: Scenario = 'ok',
  { tag, clientAheadMs = 0 }: { tag?: string; clientAheadMs?: number } = {},
): Promise<Paying<T>> {
  const m = mockSession();
  const el = await mountCrypto<T>({ 'base-url': m.baseUrl(scenario), ...FILLED }, tag ? { tag } : {});
  const fake = installClock(Date.now() + clientAheadMs);
  const detail = await payNow(el);
  // The page's clock stood still while the request was on its way: a request slower than the
  // client's clock correction's slack (1.5 s, on a loaded machine) reads as the service's clock
  // being ahead, which puts the deadline up to half a second nearer than the mock's whole-second
  // window. The clock is put back (no timer fires) to that window's start, where the test begins.
  const window = Math.round((detail.expiresAt - fake.now) / 1000) * 1000;
  if (detail.expiresAt - fake.now < window) fake.setSystemTime(detail.expiresAt - window);
  const at = async (seconds: number) => {
    const step = detail.expiresAt - seconds * 1000 - fake.now;
    if (step < 0) throw new Error(`The clock is already past ${seconds} s before the deadline`);
    fake.tick(step);
    await el.updateComplete;
  };
  const timer = () => /\d+(:\d\d)+/.exec(textOfTimer(el))?.[0] ?? '';
  return { el, detail, clock: fake, at, timer };
}

const textOfTimer = (el: Element) => normalize(find(el, '[part~="timer"]').textContent);
// The screen's own live region (the address check under the address has one of its own).
const liveRegion = (el: Element) => normalize(find(el, 'section > [role="status"]').textContent);
const toSeconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

function showsPayment(el: Element): boolean {
  const root = shadow(el);
  return Boolean(root.querySelector('svg[part~="qr"]') || root.querySelector('a') || root.querySelector('[part~="address"]'));
}

describe('<market-crypto-checkout> countdown', () => {
  it('shows the time left at each instant, and warns in the last minute', async () => {
    const { el, at, timer } = await paying();
    const expectations: [number, string][] = [
      [900, '15:00'],
      [899.5, '15:00'],
      [899, '14:59'],
      [754.2, '12:35'],
      [600, '10:00'],
      [61, '1:01'],
    ];
    for (const [seconds, shown] of expectations) {
      await at(seconds);
      expect(timer(), `${seconds} s before the deadline`).to.equal(shown);
    }
    const box = find(el, '[part~="timer"]');
    expect(box.classList.contains('warning')).to.equal(false);
    expect(screenText(el)).not.to.include('Less than a minute left');

    await at(60);
    expect(timer()).to.equal('1:00');
    expect(box.classList.contains('warning')).to.equal(true);
    expect(screenText(el)).to.include('Less than a minute left: pay now, or change your details for a new payment.');
    expect(getComputedStyle(box).color, 'in the warning colour').not.to.equal(getComputedStyle(find(el, 'h2')).color);
    await at(1);
    expect(timer()).to.equal('0:01');
    // axe schedules its work on timers: let it run on the real ones.
    clock!.uninstall();
    clock = undefined;
    await expect(el).to.be.accessible();
  });

  it('after sleep, is right again as soon as the page is visible', async () => {
    const { el, clock: fake, at, timer, detail } = await paying();
    await at(840);
    expect(timer()).to.equal('14:00');
    // The machine sleeps for five minutes: the wall clock jumps, no timer ran meanwhile.
    fake.setSystemTime(fake.now + 5 * 60_000);
    expect(timer(), 'nothing ran during sleep').to.equal('14:00');
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(timer()).to.equal('9:00');
    // And the countdown carries on from there, each second on time.
    fake.tick(1000);
    await el.updateComplete;
    expect(timer()).to.equal('8:59');
    expect(detail.expiresAt - fake.now).to.equal(539_000);
  });

  it('expires at once when the page comes back after the deadline, firing the event once', async () => {
    const { el, clock: fake, at, detail } = await paying();
    await at(120);
    const expired: unknown[] = [];
    el.addEventListener('market-crypto-expired', (e) => expired.push(e.detail));
    fake.setSystemTime(fake.now + 60 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('expired');
    expect(expired).to.deep.equal([{ orderId: detail.response.orderId, paymentId: detail.response.paymentId }]);
    fake.tick(10 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(expired).to.have.length(1);
  });

  it('reads an expiryDateEpoch below 10^12 as seconds', async () => {
    const { detail, at, timer, clock: fake, el } = await paying('expiry-seconds');
    expect(detail.response.expiryDateEpoch).to.be.below(1e12);
    expect(detail.expiresAt).to.equal(detail.response.expiryDateEpoch * 1000);
    // Whole seconds lose up to one; the request's own time may add a few ms.
    expect(detail.expiresAt - fake.now).to.be.within(898_000, 901_000);
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(toSeconds(timer())).to.be.within(898, 901);
    await at(600);
    expect(timer()).to.equal('10:00');
  });

  it("corrects a service clock that runs ahead, using the response's Date header", async () => {
    // The mock's clock runs ten minutes ahead, expiry included: uncorrected, 25:00 would show.
    const { detail, timer, clock: fake } = await paying('clock-skew');
    expect(detail.response.expiryDateEpoch - fake.now).to.be.within(24 * 60_000, 26 * 60_000);
    expect(detail.expiresAt - fake.now).to.be.within(900_000 - 1500, 900_000 + 1500);
    expect(toSeconds(timer())).to.be.within(898, 902);
  });

  it('corrects a client clock that runs ahead of the service', async () => {
    // This page's clock is ten minutes fast: uncorrected, only 5:00 would show.
    const { detail, timer, clock: fake } = await paying('ok', { clientAheadMs: 10 * 60_000 });
    expect(detail.expiresAt - detail.response.expiryDateEpoch).to.be.within(600_000 - 1500, 600_000 + 1500);
    expect(detail.expiresAt - fake.now).to.be.within(900_000 - 1500, 900_000 + 1500);
    expect(toSeconds(timer())).to.be.within(898, 902);
  });

  it('expires exactly at the deadline: state, one event, and nothing left to pay to', async () => {
    const { el, detail, clock: fake, at, timer } = await paying();
    const expired: unknown[] = [];
    el.addEventListener('market-crypto-expired', (e) => expired.push(e.detail));
    const heard = oneEvent(document, 'market-crypto-expired');
    await at(0.001);
    expect(timer()).to.equal('0:01');
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(expired).to.deep.equal([]);

    fake.tick(1);
    await el.updateComplete;
    expect(fake.now).to.equal(detail.expiresAt);
    expect(el.getAttribute('state')).to.equal('expired');
    expect(el.state).to.equal('expired');
    expect(expired).to.deep.equal([{ orderId: detail.response.orderId, paymentId: detail.response.paymentId }]);
    const event = await heard;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(showsPayment(el)).to.equal(false);
    expect(screenText(el)).not.to.include(detail.response.address);
    expect(screenText(el)).to.include('The payment window has closed');

    fake.tick(60 * 60_000);
    await el.updateComplete;
    expect(expired, 'fired once').to.have.length(1);
    expect(fake.countTimers(), 'no timer left running').to.equal(0);
  });

  it('moves focus from a vanished copy button to the expired heading', async () => {
    const { el, at } = await paying();
    find<HTMLButtonElement>(el, 'button[part~="copy-button"]').focus();
    await at(0);
    expect(el.getAttribute('state')).to.equal('expired');
    expect(focusOf(el)).to.equal('#expired-heading');
  });

  it('leaves focus on the host page alone when the payment expires', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Host button';
    document.body.append(outside);
    try {
      const { el, at } = await paying();
      outside.focus();
      await at(0);
      expect(el.getAttribute('state')).to.equal('expired');
      expect(focusOf(el)).to.equal('outside <button>');
    } finally {
      outside.remove();
    }
  });

  it('renders at most once a second, however often it wakes', async () => {
    const { el, at } = await paying<CountingCryptoCheckout>('ok', { tag: 'counting-crypto-checkout' });
    await at(800);
    const timerText = find(el, '[part~="timer"] span');
    let changes = 0;
    const observer = new MutationObserver((records) => (changes += records.length));
    observer.observe(timerText, { characterData: true, childList: true, subtree: true });
    const before = el.updates;
    for (let ms = 0; ms < 5000; ms += 100) {
      await at(800 - (ms + 100) / 1000);
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await el.updateComplete;
    observer.disconnect();
    expect(el.updates - before).to.equal(5);
    expect(changes).to.equal(5);
    expect(normalize(timerText.textContent)).to.equal('13:15');
  });

  it('announces milestones only, not every second', async () => {
    const { el, at } = await paying();
    const timer = find(el, '[part~="timer"]');
    expect(timer.closest('[aria-live], [role="status"], [role="alert"], [role="timer"]'), 'the ticking time is not live').to.equal(null);
    const heard: string[] = [];
    const region = find(el, 'section > [role="status"]');
    const observer = new MutationObserver(() => {
      const text = normalize(region.textContent);
      if (text !== heard.at(-1)) heard.push(text);
    });
    observer.observe(region, { characterData: true, childList: true, subtree: true });
    expect(liveRegion(el)).to.equal('');
    for (let s = 899; s >= 1; s -= 1) await at(s);
    observer.disconnect();
    expect(heard).to.deep.equal([
      '10 minutes left to pay',
      '5 minutes left to pay',
      '2 minutes left to pay',
      '1 minute left to pay',
      '30 seconds left to pay',
      '10 seconds left to pay',
    ]);
  });

  it('does not announce "2 minutes left" for a window of 70 seconds', async () => {
    const { el, at } = await paying('short-expiry');
    expect(liveRegion(el)).to.equal('');
    await at(61);
    expect(liveRegion(el)).to.equal('');
    await at(60);
    expect(liveRegion(el)).to.equal('1 minute left to pay');
  });

  it('"start again" returns to the form with what the buyer typed, ready to send again', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
    await fill(el, 'ownerName', 'Typed Again');
    const fake = installClock();
    const { expiresAt } = await payNow(el);
    fake.tick(expiresAt - fake.now);
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('expired');
    fake.uninstall();
    clock = undefined;
    await expect(el).to.be.accessible();

    await realClick(button(el, 'Start again'));
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(focusOf(el), 'the buyer lands on the form').to.equal('#f-domain');
    expect(control(el, 'ownerName')!.value).to.equal('Typed Again');
    expect(control(el, 'domain')!.value).to.equal('example.com');
    await payNow(el);
    const wire = await m.requests();
    expect(wire).to.have.length(2);
    expect(wire[1]!.body).to.deep.equal(wire[0]!.body);
    expect(wire[1]!.body).to.include({ ownerName: 'Typed Again' });
  });

  it('stops when removed, and picks up the right time when put back', async () => {
    const { el, clock: fake, at, timer } = await paying<CountingCryptoCheckout>('ok', { tag: 'counting-crypto-checkout' });
    await at(600);
    const parent = el.parentNode!;
    el.remove();
    expect(fake.countTimers(), 'no timer left running').to.equal(0);
    await el.updateComplete;
    const updates = el.updates;
    fake.tick(60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(el.updates).to.equal(updates);
    parent.appendChild(el);
    await el.updateComplete;
    expect(timer()).to.equal('9:00');
  });

  it('counts nothing when a payment listener resets the element at once', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
    el.addEventListener('market-crypto-payment', () => el.reset(), { once: true });
    const fake = installClock();
    await payNow(el);
    expect(el.getAttribute('state')).to.equal('editing');
    expect(fake.countTimers()).to.equal(0);
  });
});
