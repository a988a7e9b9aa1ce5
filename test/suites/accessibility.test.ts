/**
 * Prove it holds: accessibility. axe finds nothing in any state of either element, in the light
 * and the dark colour scheme; every error shown at a field is tied to it by aria-describedby;
 * focus lands where the buyer needs it next, the same way in both elements; and the countdown
 * speaks only at its milestones.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import '../../src/index.js';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { MarketEventName } from '../../src/controllers/events.js';
import { MILESTONES } from '../../src/core/expiry.js';
import { spokenDuration } from '../../src/locales/numbers.js';
import { fill as fillTemplate } from '../../src/locales/strings.js';
import { ENGLISH } from '../helpers/english.js';
import type { PaymentStatus } from '../../src/payment/payment-status.js';
import { ARRIVES, click, control, fill, find, focusOf, normalize, realClick, shadow } from '../helpers/buyer.js';
import { answer, cryptoResponse, FILLED } from '../helpers/crypto-checkout.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession, type MockSession } from '../helpers/mock-session.js';
import { emulateMedia, MEDIA_ENGINES } from '../helpers/emulate.js';
import { onlyIn } from '../helpers/engine.js';

type Checkout = MarketCryptoCheckout | MarketFiatCheckout;

interface Kind {
  tag: 'market-crypto-checkout' | 'market-fiat-checkout';
  /** What the host sets. */
  host: Record<string, string>;
  /** The buyer's part of a valid form. */
  fillIn(el: Checkout): Promise<void>;
  success: MarketEventName;
  /** Where focus goes when the result replaces the form. */
  resultHeading: string;
}

const CRYPTO: Kind = {
  tag: 'market-crypto-checkout',
  host: { 'partner-id': PARTNER_ID, currencies: 'BTC ETH', currency: 'BTC' },
  async fillIn(el) {
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerName', 'Ada Lovelace');
    await fill(el, 'ownerEmail', 'buyer@example.org');
    await fill(el, 'ownerAddress', OWNER);
  },
  success: 'market-crypto-payment',
  resultHeading: '#pay-heading',
};

const FIAT: Kind = {
  tag: 'market-fiat-checkout',
  host: {
    'partner-id': PARTNER_ID,
    'external-user-id': '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
    'processor-connected-account-id': 'acct_1Nv0FGQ9RKHgCVdK',
  },
  async fillIn(el) {
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
  },
  success: 'market-fiat-session',
  resultHeading: '#summary-heading',
};

async function mount<T extends Checkout>(kind: Kind, attributes: Record<string, string> = {}): Promise<T> {
  const el = document.createElement(kind.tag) as T;
  for (const [name, value] of Object.entries({ ...kind.host, ...attributes })) el.setAttribute(name, value);
  if (kind === FIAT) el.innerHTML = '<div slot="payment">The processor’s card form</div>';
  return fixture<T>(html`${el}`);
}

const submitButton = (el: Element) => find<HTMLButtonElement>(el, '[part~="submit"]');
/** The submit button as `focusOf` names it. */
const onSubmitButton = (el: Element) => `button "${normalize(submitButton(el).textContent)}"`;

const conflict = { status: 409, headers: { 'Content-Type': 'application/json' }, body: '{"error":"conflict"}' };
/** An answer that will not come while the test looks at the busy form. */
const never = { ...conflict, delay: 60_000 };

/** Clicks the button and waits for `event` and the update it brings. */
async function submitFor(el: Checkout, event: MarketEventName): Promise<void> {
  const heard = oneEvent(el, event);
  await click(el, submitButton(el));
  await heard;
  await el.updateComplete;
}

/** The states both elements share, checked with axe: form, field errors, submitting, error. */
async function walkToError(el: Checkout, kind: Kind, mock: MockSession): Promise<void> {
  await expect(el, 'form').to.be.accessible();

  await click(el, submitButton(el));
  expect(control(el, 'domain')!.getAttribute('aria-invalid')).to.equal('true');
  await expect(el, 'field errors').to.be.accessible();

  await kind.fillIn(el);
  await mock.script(never);
  const sent = (await mock.requests()).length;
  await click(el, submitButton(el));
  expect(el.getAttribute('state')).to.equal('submitting');
  // The request is out (a crypto form first loads its payment file), so that the answer it takes
  // is the one that never comes, not the next one scripted.
  await waitUntil(async () => (await mock.requests()).length > sent, 'the request reached the service', ARRIVES);
  await expect(el, 'submitting').to.be.accessible();
  el.reset();

  await mock.script(conflict);
  await submitFor(el, 'market-error');
  expect(shadow(el).querySelector('[role="alert"]') !== null, 'the error shows').to.equal(true);
  await expect(el, 'error').to.be.accessible();
}

/** The colour's relative lightness, 0 (black) to 1 (white), from `rgb(r, g, b)`. */
function lightness(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`Accessibility, ${scheme} colour scheme: axe finds nothing in any state`, () => {
    // The page opts into both schemes, as a partner's page with a dark mode does: without a
    // `theme`, the elements follow the page's color-scheme, not the system setting alone.
    before(async function () {
      // Light is every engine's default; dark needs media emulation, which only Chromium has.
      if (scheme === 'dark') await onlyIn(this, MEDIA_ENGINES);
      document.documentElement.style.setProperty('color-scheme', 'light dark');
      await emulateMedia({ colorScheme: scheme });
    });
    after(() => {
      document.documentElement.style.removeProperty('color-scheme');
      return emulateMedia({ colorScheme: 'light' });
    });

    const expectScheme = (el: Element) => {
      // The colours are the card's, inside the element (the host is only the page's box).
      const background = lightness(getComputedStyle(find(el, '[part~="card"]')).backgroundColor);
      expect(background > 0.5 ? 'light' : 'dark', `the ${scheme} colours apply`).to.equal(scheme);
    };

    it('<market-crypto-checkout>: form, locked form with wallet rows, field errors, submitting, error, payment, last minute, expired, form again', async () => {
      const mock = mockSession();
      const locked = await mount<MarketCryptoCheckout>(CRYPTO, {
        domain: 'example.com',
        years: '2',
        locked: 'domain years',
        'wallet-addrs': JSON.stringify([{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }, { addr: 'ltc1qxyz', coinId: 2 }]),
      });
      expectScheme(locked);
      await expect(locked, 'locked form with wallet rows').to.be.accessible();

      const el = await mount<MarketCryptoCheckout>(CRYPTO, { 'base-url': mock.baseUrl('scripted') });
      expectScheme(el);
      await walkToError(el, CRYPTO, mock);

      await mock.script(answer(cryptoResponse()));
      await submitFor(el, 'market-crypto-payment');
      await expect(el, 'payment').to.be.accessible();

      el.reset();
      await el.updateComplete;
      await mock.script(answer(cryptoResponse({ expiryDateEpoch: Date.now() + 45_000 })));
      await submitFor(el, 'market-crypto-payment');
      expect(find(el, '.last-minute').textContent).to.include(ENGLISH.timerWarning);
      await expect(el, 'the last minute').to.be.accessible();

      el.reset();
      await el.updateComplete;
      await mock.script(answer(cryptoResponse({ expiryDateEpoch: Date.now() + 1500 })));
      const expired = oneEvent(el, 'market-crypto-expired');
      await submitFor(el, 'market-crypto-payment');
      await expired;
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('expired');
      await expect(el, 'expired').to.be.accessible();

      await click(el, ENGLISH.startAgain);
      expect(el.getAttribute('state')).to.equal('editing');
      await expect(el, 'form again').to.be.accessible();
    });

    it('<market-crypto-checkout> after the payment screen: underpaid, confirming, paid, paid after the window closed', async function () {
      // Four axe runs and two payments.
      this.timeout(30_000);
      const mock = mockSession();
      const el = await mount<MarketCryptoCheckout>(CRYPTO, { ...FILLED, 'base-url': mock.baseUrl('scripted') });
      const told = async (status: PaymentStatus) => {
        el.paymentStatus = status;
        await el.updateComplete;
      };
      await mock.script(answer(cryptoResponse()));
      await submitFor(el, 'market-crypto-payment');
      await told({ state: 'underpaid', received: '0.0001' });
      expect(find(el, '[part~="amount"]').textContent).to.include('0.00011');
      await expect(el, 'underpaid').to.be.accessible();
      await told({ state: 'seen' });
      expect(el.getAttribute('state')).to.equal('confirming');
      await expect(el, 'confirming').to.be.accessible();
      await told({ state: 'confirmed' });
      expect(el.getAttribute('state')).to.equal('paid');
      await expect(el, 'paid').to.be.accessible();

      el.reset();
      await el.updateComplete;
      await mock.script(answer(cryptoResponse({ expiryDateEpoch: Date.now() + 1500 })));
      const expired = oneEvent(el, 'market-crypto-expired');
      await submitFor(el, 'market-crypto-payment');
      await expired;
      await told({ state: 'seen' });
      expect(find(el, 'h2').textContent).to.include(ENGLISH.lateHeading);
      await expect(el, 'paid after the window closed').to.be.accessible();
    });

    it('<market-fiat-checkout>: form, locked form with wallet rows, field errors, submitting, error, handed off, form again', async () => {
      const mock = mockSession();
      const locked = await mount<MarketFiatCheckout>(FIAT, {
        domain: 'example.com',
        locked: 'domain walletAddrs',
        'wallet-addrs': JSON.stringify([{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }]),
      });
      expectScheme(locked);
      await expect(locked, 'locked form with wallet rows').to.be.accessible();

      const el = await mount<MarketFiatCheckout>(FIAT, { 'base-url': mock.baseUrl('scripted') });
      expectScheme(el);
      await walkToError(el, FIAT, mock);

      el.baseUrl = mock.baseUrl();
      await submitFor(el, 'market-fiat-session');
      expect(el.getAttribute('state')).to.equal('handed-off');
      await expect(el, 'handed off').to.be.accessible();

      el.reset();
      await el.updateComplete;
      await expect(el, 'form again').to.be.accessible();
    });
  });
}

for (const kind of [CRYPTO, FIAT]) {
  describe(`Accessibility of <${kind.tag}>: errors are tied to their fields, focus goes where the buyer needs it`, () => {
    /** Every field error is named by its control's aria-describedby, and every invalid control names its error. */
    function expectErrorsLinked(el: Checkout): string[] {
      const root = shadow(el);
      const errors = [...root.querySelectorAll<HTMLElement>('[id^="e-"]')];
      for (const error of errors) {
        const path = error.id.slice(2);
        const input = control(el, path);
        expect(input, `a control for the error ${error.id}`).to.not.equal(null);
        expect(input!.getAttribute('aria-describedby')?.split(' '), `${path} is described by its error`).to.include(error.id);
        expect(input!.getAttribute('aria-invalid'), `${path} is marked invalid`).to.equal('true');
        expect(normalize(error.textContent), `${path}'s error has words`).to.not.equal('');
      }
      for (const input of root.querySelectorAll('[aria-invalid="true"]')) {
        const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
        expect(ids, `${input.id} names its error`).to.include(`e-${input.id.slice(2)}`);
        for (const id of ids) expect(root.getElementById(id) !== null, `${input.id}: #${id} exists`).to.equal(true);
      }
      return errors.map((e) => e.id);
    }

    it('errors found in the form are linked to their fields by aria-describedby', async () => {
      const el = await mount(kind, { 'base-url': mockSession().baseUrl() });
      await click(el, submitButton(el));
      expect(expectErrorsLinked(el)).to.include.members(['e-domain', 'e-ownerAddress']);
      await fill(el, 'domain', 'not a domain');
      expect(expectErrorsLinked(el)).to.include('e-domain');
    });

    it('errors the service names for a field are linked to it the same way', async () => {
      const mock = mockSession();
      const el = await mount(kind, { 'base-url': mock.baseUrl('scripted') });
      await kind.fillIn(el);
      await mock.script({
        status: 400,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: 'invalid', message: 'Check the domain.', issues: [{ path: 'domain', message: 'This domain is reserved.' }] }),
      });
      await submitFor(el, 'market-error');
      expect(expectErrorsLinked(el)).to.deep.equal(['e-domain']);
      expect(normalize(find(el, '#e-domain').textContent)).to.equal('This domain is reserved.');
    });

    it('a refused form sends the buyer to the first field to fix', async () => {
      const el = await mount(kind, { 'base-url': mockSession().baseUrl() });
      await kind.fillIn(el);
      await fill(el, 'domain', 'not a domain');
      await fill(el, 'ownerAddress', '0x12');
      await realClick(submitButton(el));
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#f-domain');
    });

    it('a failed request returns the buyer to the button, under the error', async () => {
      const mock = mockSession();
      const el = await mount(kind, { 'base-url': mock.baseUrl('scripted') });
      await kind.fillIn(el);
      await mock.script({ ...conflict, delay: 200 });
      const failed = oneEvent(el, 'market-error');
      await realClick(submitButton(el));
      await failed;
      await el.updateComplete;
      expect(focusOf(el)).to.equal(onSubmitButton(el));
    });

    it('a checkout the site set up wrong returns the buyer to the button too', async () => {
      const el = await mount(kind, { 'base-url': mockSession().baseUrl(), 'partner-id': 'not-a-uuid' });
      await kind.fillIn(el);
      const failed = oneEvent(el, 'market-error');
      await realClick(submitButton(el));
      expect((await failed).detail.error.code).to.equal('invalid-config');
      await el.updateComplete;
      expect(focusOf(el)).to.equal(onSubmitButton(el));
    });

    it(`success moves focus from the vanished button to the result's heading (${kind.resultHeading})`, async () => {
      const el = await mount(kind, { 'base-url': mockSession().baseUrl('slow') });
      await kind.fillIn(el);
      const done = oneEvent(el, kind.success);
      await realClick(submitButton(el));
      await done;
      await el.updateComplete;
      expect(focusOf(el)).to.equal(kind.resultHeading);
    });

    it('reset() from the result takes the buyer back to the first field', async () => {
      const el = await mount(kind, { 'base-url': mockSession().baseUrl() });
      await kind.fillIn(el);
      const done = oneEvent(el, kind.success);
      await realClick(submitButton(el));
      await done;
      await el.updateComplete;
      el.reset();
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#f-domain');
    });

    it('focus the buyer put elsewhere on the page is left there', async () => {
      const outside = document.createElement('input');
      outside.setAttribute('aria-label', 'Host field');
      document.body.append(outside);
      try {
        const mock = mockSession();
        const el = await mount(kind, { 'base-url': mock.baseUrl('scripted') });
        await kind.fillIn(el);
        outside.focus();
        await mock.script(conflict);
        await el.submit();
        await el.updateComplete;
        expect(focusOf(el), 'after an error').to.equal('outside <input>');
        el.baseUrl = mock.baseUrl();
        await el.submit();
        await el.updateComplete;
        expect(focusOf(el), 'after success').to.equal('outside <input>');
        el.reset();
        await el.updateComplete;
        expect(focusOf(el), 'after reset()').to.equal('outside <input>');
      } finally {
        outside.remove();
      }
    });
  });
}

describe('Accessibility of the countdown: the live region speaks at milestones only', () => {
  let clock: Clock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
  });

  it('over four simulated minutes it changes at 2 min, 1 min, 30 s and 10 s left, and at no other second', async () => {
    const mock = mockSession();
    const el = await mount<MarketCryptoCheckout>(CRYPTO, { 'base-url': mock.baseUrl('scripted') });
    await CRYPTO.fillIn(el);
    clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const expiresAt = clock.now + 4 * 60_000;
    await mock.script(answer(cryptoResponse({ expiryDateEpoch: expiresAt })));
    await submitFor(el, 'market-crypto-payment');

    const region = find(el, 'section > [role="status"]');
    const timer = find(el, '[part~="timer"]');
    // A status region is polite (and atomic) by its role; the milestones have it to themselves (copy feedback has its own).
    expect(region.getAttribute('role')).to.equal('status');
    expect(timer.closest('[aria-live]') === null, 'the ticking time itself is not live').to.equal(true);
    const spoken: [number, string][] = [];
    const shown = new Set<string>();
    let last = normalize(region.textContent);
    expect(last, 'silent at first').to.equal('');
    for (let left = 239; left >= 1; left -= 1) {
      clock.tick(expiresAt - left * 1000 - clock.now);
      await el.updateComplete;
      shown.add(normalize(timer.textContent));
      const now = normalize(region.textContent);
      if (now !== last) spoken.push([left, now]);
      last = now;
    }
    const expected = MILESTONES.filter((m) => m < 240).map(
      (m): [number, string] => [m, fillTemplate(ENGLISH.timerMilestone, { time: spokenDuration(m, undefined) })],
    );
    expect(expected.map(([m]) => m)).to.deep.equal([120, 60, 30, 10]);
    expect(spoken).to.deep.equal(expected);
    expect(shown.size, 'meanwhile the visible time changed every second').to.equal(239);
  });
});
