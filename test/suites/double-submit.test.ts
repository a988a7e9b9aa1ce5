/**
 * Double submit, property-based: random sequences of what a buyer and a host page do to a
 * checkout while its request is pending (clicks, double clicks, real mouse clicks, Enter in a
 * field, `submit()` calls, property changes, `reset()`, removal, re-insertion, a move, a host
 * that removes the element from its `market-submit` or success listener) must send exactly one
 * request per attempt, where an attempt is a submit while the element is in the page and
 * `editing`, and must fire nothing once the element is out of the page.
 *
 * Each attempt gets its own domain (set just before it, as a host may), so every request on the
 * mock's log is traced to the attempt that sent it. The mock answers after DELAY ms (`scripted`);
 * crypto payment windows close WINDOW ms after the sequence starts, so expiry happens too.
 * An attempt cancelled while pending (removal, reset) after its request reached the mock still
 * counts one request; one cancelled at once may be stopped before it leaves: at most one.
 */
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/index.js';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { ScriptedResponse } from '../../mock/scenarios.js';
import { press, realClick, shadow } from '../helpers/buyer.js';
import { answer, cryptoResponse } from '../helpers/crypto-checkout.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession, type MockSession } from '../helpers/mock-session.js';
import { checkProperty } from '../helpers/property-runs.js';
import { engine } from '../helpers/engine.js';
import { loadChecks } from '../../src/loading/checks.js';

/**
 * Sequences per element in Chromium, and in the other engines, where they check that the engine's
 * own event order (clicks, Enter, focus) keeps the rule: each run draws a fresh seed, so the runs
 * of every CI add up, and the property's logic is the same in all three. The fresh-clone CI has 30
 * minutes: at 100 each, this file took WebKit 33 s of it, at 40 it takes 17 s.
 */
const RUNS = { chromium: 100, other: 40 };
const DELAY = 60;
/** Crypto answers' payment windows close this soon after they are queued, so expiry is in play too. */
const WINDOW = 300;
const CHECKOUT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

type Action =
  | {
      a:
        | 'click'
        | 'double-click'
        | 'real-click'
        | 'submit()'
        | 'reset()'
        | 'reconnect'
        | 'move'
        | 'settle'
        | 'remove-on-submit'
        | 'remove-on-success';
    }
  | { a: 'enter'; field: 'domain' | 'ownerAddress' }
  | { a: 'disconnect'; afterSent: boolean }
  | { a: 'tick'; ms: number }
  | { a: 'set'; prop: 'domain' | 'years' | 'strings' | 'timeout' | 'walletAddrs'; value: unknown };

const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ a: 'click' as const }), weight: 4 },
  { arbitrary: fc.constant({ a: 'double-click' as const }), weight: 2 },
  { arbitrary: fc.constant({ a: 'real-click' as const }), weight: 1 },
  { arbitrary: fc.record({ a: fc.constant('enter' as const), field: fc.constantFrom('domain' as const, 'ownerAddress' as const) }), weight: 2 },
  { arbitrary: fc.constant({ a: 'submit()' as const }), weight: 3 },
  {
    arbitrary: fc.oneof(
      fc.record({ a: fc.constant('set' as const), prop: fc.constant('domain' as const), value: fc.constantFrom('example.org', 'shop.example') }),
      fc.record({ a: fc.constant('set' as const), prop: fc.constant('years' as const), value: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ a: fc.constant('set' as const), prop: fc.constant('strings' as const), value: fc.constant({ submitFiat: 'Pay', submitCrypto: 'Pay', submitting: 'Wait' }) }),
      fc.record({ a: fc.constant('set' as const), prop: fc.constant('timeout' as const), value: fc.constantFrom(15000, '30000') }),
      fc.record({ a: fc.constant('set' as const), prop: fc.constant('walletAddrs' as const), value: fc.constantFrom([], [{ addr: `0x${'ab'.repeat(20)}`, coinId: 60 }]) }),
    ),
    weight: 2,
  },
  { arbitrary: fc.record({ a: fc.constant('disconnect' as const), afterSent: fc.boolean() }), weight: 3 },
  { arbitrary: fc.constant({ a: 'reconnect' as const }), weight: 3 },
  { arbitrary: fc.constant({ a: 'move' as const }), weight: 1 },
  { arbitrary: fc.constant({ a: 'reset()' as const }), weight: 1 },
  { arbitrary: fc.constant({ a: 'remove-on-submit' as const }), weight: 1 },
  { arbitrary: fc.constant({ a: 'remove-on-success' as const }), weight: 1 },
  { arbitrary: fc.constant({ a: 'settle' as const }), weight: 2 },
  { arbitrary: fc.record({ a: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 30 }) }), weight: 2 },
);

type Checkout = MarketFiatCheckout | MarketCryptoCheckout;

interface Kind {
  tag: string;
  success: 'market-fiat-session' | 'market-crypto-payment';
  mount(baseUrl: string): Promise<Checkout>;
  /** A valid answer, delayed; `closes`: when a crypto payment window closes. */
  answer(closes: number): ScriptedResponse;
  /** Whether answers carry a payment window that closes. */
  expires: boolean;
}

const KINDS: Kind[] = [
  {
    tag: 'market-fiat-checkout',
    success: 'market-fiat-session',
    mount: (baseUrl) =>
      fixture(html`<market-fiat-checkout
        base-url=${baseUrl}
        partner-id=${PARTNER_ID}
        checkout-id=${CHECKOUT_ID}
        external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f"
        processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"
        domain="example.com"
        owner-address=${OWNER}
      ></market-fiat-checkout>`),
    expires: false,
    answer: () => ({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      delay: DELAY,
      body: JSON.stringify({
        checkoutId: CHECKOUT_ID,
        orderId: crypto.randomUUID(),
        processorCheckoutSession: 'cs_test_a1',
        processorCustomerId: 'cus_a1',
        processorEphemeralKey: 'ek_test_a1',
        processorPublishableKey: 'pk_test_a1',
      }),
    }),
  },
  {
    tag: 'market-crypto-checkout',
    success: 'market-crypto-payment',
    mount: (baseUrl) =>
      fixture(html`<market-crypto-checkout
        base-url=${baseUrl}
        partner-id=${PARTNER_ID}
        currency="BTC"
        domain="example.com"
        owner-address=${OWNER}
        owner-name="Ada Lovelace"
        owner-email="buyer@example.org"
      ></market-crypto-checkout>`),
    expires: true,
    answer: (closes) => ({ ...answer(cryptoResponse({ expiryDateEpoch: closes })), delay: DELAY }),
  },
];

const EVENTS = ['market-submit', 'market-error', 'market-fiat-session', 'market-crypto-payment', 'market-crypto-expired'];

interface Attempt {
  domain: string;
  /** Cancelled while pending: after its request reached the mock, or at once. */
  cancelled?: 'after-sent' | 'at-once';
}

interface Heard {
  type: string;
  where: 'element' | 'document';
  connected: boolean;
  domain: string | undefined;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeout = 5000): Promise<void> {
  const start = performance.now();
  while (!(await condition())) {
    if (performance.now() - start > timeout) throw new Error(`waited ${timeout} ms for ${what}`);
    await aTimeout(2);
  }
}

const wireDomains = async (m: MockSession) => (await m.requests()).map((r) => (r.body as { domain: string }).domain);

/** What the sequences did, so the report shows that double submits really happened. */
const tally = { attempts: 0, ignored: 0, 'cancelled after sent': 0, 'cancelled at once': 0, requests: 0 };

/** Plays `actions` on a fresh element and returns every broken promise, as text. */
async function play(kind: Kind, actions: Action[]): Promise<string[]> {
  const m = mockSession();
  const closes = Date.now() + WINDOW;
  await m.script(...Array.from({ length: 16 }, () => kind.answer(closes)));
  const el = await kind.mount(m.baseUrl('scripted'));
  const home = el.parentElement!;
  const heard: Heard[] = [];
  const attempts: Attempt[] = [];
  const idle: Promise<unknown>[] = [];
  let removeOnSubmit = false;
  let removeOnSuccess = false;
  // Whether the element was in the page when it fired an event (the element's own listener runs
  // first; a host listener may remove it before the event reaches the document).
  const firedInPage = new WeakMap<Event, boolean>();
  const record = (where: Heard['where']) => (e: Event) => {
    if (where === 'document' && e.composedPath()[0] !== el) return;
    if (where === 'element') firedInPage.set(e, el.isConnected);
    const detail = (e as CustomEvent<{ request?: { domain: string } }>).detail;
    heard.push({ type: e.type, where, connected: firedInPage.get(e) ?? el.isConnected, domain: detail?.request?.domain });
  };
  const onElement = record('element');
  const onDocument = record('document');
  for (const type of EVENTS) {
    el.addEventListener(type, onElement);
    document.addEventListener(type, onDocument);
  }
  // A host page that takes the checkout away as soon as it hears the purchase start.
  el.addEventListener('market-submit', () => {
    if (!removeOnSubmit) return;
    removeOnSubmit = false;
    attempts.at(-1)!.cancelled = 'at-once';
    el.remove();
  });
  // One that takes it away once the purchase went through (its payment window still open).
  el.addEventListener(kind.success, () => {
    if (!removeOnSuccess) return;
    removeOnSuccess = false;
    el.remove();
  });

  const submitButton = () => shadow(el).querySelector<HTMLButtonElement>('form button[part~="submit"]');
  const pending = () => el.state === 'submitting';
  /** Before a submit of any kind: when it will be an attempt, it gets a domain of its own. */
  const beforeSubmit = () => {
    if (!(el.isConnected && el.state === 'editing')) {
      tally.ignored += 1;
      return false;
    }
    const domain = `attempt-${attempts.length + 1}.example`;
    el.domain = domain;
    attempts.push({ domain });
    return true;
  };
  const cancelPending = async (afterSent: boolean) => {
    if (!pending()) return;
    const last = attempts.at(-1)!;
    if (afterSent) await until(async () => !pending() || (await wireDomains(m)).includes(last.domain), 'the request on the wire');
    if (pending()) last.cancelled ??= afterSent ? 'after-sent' : 'at-once';
  };

  try {
    for (const step of actions) {
      switch (step.a) {
        case 'click': {
          const b = submitButton();
          if (b && !b.disabled) beforeSubmit();
          b?.click();
          break;
        }
        case 'double-click': {
          // The second click lands before the first one's render has disabled the button.
          const b = submitButton();
          for (let i = 0; i < 2 && b && !b.disabled; i += 1) {
            beforeSubmit();
            b.click();
          }
          break;
        }
        case 'real-click': {
          const b = submitButton();
          if (!b || !el.isConnected) break;
          if (!b.disabled) beforeSubmit();
          await realClick(b);
          break;
        }
        case 'enter':
          if (!el.isConnected || !shadow(el).getElementById(`f-${step.field}`)) break;
          beforeSubmit();
          await press(el, step.field, 'Enter');
          break;
        case 'submit()': {
          const attempt = beforeSubmit();
          const result = el.submit();
          if (!attempt) idle.push(result);
          break;
        }
        case 'set':
          (el as unknown as Record<string, unknown>)[step.prop] = step.value;
          break;
        case 'disconnect':
          if (!el.isConnected) break;
          await cancelPending(step.afterSent);
          el.remove();
          break;
        case 'reconnect':
          if (!el.isConnected) home.append(el);
          break;
        case 'move':
          if (el.isConnected) home.append(el);
          break;
        case 'reset()':
          await cancelPending(false);
          el.reset();
          break;
        case 'remove-on-submit':
          removeOnSubmit = true;
          break;
        case 'remove-on-success':
          removeOnSuccess = true;
          break;
        case 'settle':
          if (el.isConnected) await until(() => !pending(), 'the answer');
          else await aTimeout(DELAY + 20);
          break;
        case 'tick':
          await aTimeout(step.ms);
          break;
      }
      await aTimeout(0);
    }
    // Whatever is still in flight answers now: into the page, or into nothing. A cancelled
    // request, or one of a removed element, gets the time to answer that it would have needed,
    // and a removed crypto checkout the time for its payment window to close.
    if (el.isConnected) await until(() => !pending(), 'the last answer');
    if (!el.isConnected || attempts.some((a) => a.cancelled)) {
      await aTimeout(Math.max(DELAY + 40, kind.expires ? closes + 100 - Date.now() : 0));
    }

    const problems: string[] = [];
    const wire = await wireDomains(m);
    tally.attempts += attempts.length;
    tally.requests += wire.length;
    for (const a of attempts) if (a.cancelled) tally[`cancelled ${a.cancelled === 'at-once' ? 'at once' : 'after sent'}`] += 1;
    for (const [i, a] of attempts.entries()) {
      const sent = wire.filter((d) => d === a.domain).length;
      const ok = a.cancelled === 'at-once' ? sent <= 1 : sent === 1;
      if (!ok) problems.push(`attempt ${i + 1}${a.cancelled ? ` (cancelled ${a.cancelled})` : ''} sent ${sent} requests`);
      const submits = heard.filter((h) => h.where === 'element' && h.type === 'market-submit' && h.domain === a.domain).length;
      if (submits !== 1) problems.push(`attempt ${i + 1} fired market-submit ${submits} times`);
      const successes = heard.filter((h) => h.where === 'element' && h.type === kind.success && h.domain === a.domain).length;
      if (successes !== (a.cancelled ? 0 : 1)) problems.push(`attempt ${i + 1} fired ${kind.success} ${successes} times`);
    }
    const strangers = wire.filter((d) => !attempts.some((a) => a.domain === d));
    if (strangers.length) problems.push(`${strangers.length} requests belong to no attempt`);
    const outside = heard.filter((h) => !h.connected);
    if (outside.length) problems.push(`events after removal: ${outside.map((h) => `${h.type} on the ${h.where}`).join(', ')}`);
    const errors = heard.filter((h) => h.type === 'market-error');
    if (errors.length) problems.push(`${errors.length} market-error`);
    const own = heard.filter((h) => h.where === 'element' && h.connected).map((h) => h.type);
    const page = heard.filter((h) => h.where === 'document').map((h) => h.type);
    if (own.join() !== page.join()) problems.push('the page did not hear what the element fired while in it');
    const results = await Promise.all(idle);
    if (results.some((r) => r !== undefined)) problems.push('a submit() that was no attempt resolved to a response');
    return problems;
  } finally {
    for (const type of EVENTS) document.removeEventListener(type, onDocument);
    el.remove();
  }
}

describe('Double submit, property-based', () => {
  // The check file here first: the model counts an attempt from the press, as the purchase does once
  // it is loaded. Presses while it loads are test/loading/imports-beside.test.ts's (one order).
  before(() => loadChecks());

  for (const kind of KINDS) {
    it(`<${kind.tag}>, ${RUNS.chromium} (${RUNS.other} off Chromium) random sequences of clicks, Enter, submit(), property changes, reset(), removal and re-insertion while pending: one request per attempt and no event once removed`, async function () {
      this.timeout(120_000);
      const wanted = (await engine()) === 'chromium' ? RUNS.chromium : RUNS.other;
      let sequences = 0;
      let steps = 0;
      const runs = await checkProperty(
        `double submit <${kind.tag}>`,
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
          steps += actions.length;
          const problems = await play(kind, actions);
          sequences += 1;
          if (problems.length) throw new Error(`${problems.join('; ')}\n  actions: ${JSON.stringify(actions)}`);
        }),
        wanted,
      );
      console.log(`[property] double submit <${kind.tag}>: ${steps} actions played in ${sequences} sequences (shrinking included)`);
      console.log(`[property] double submit <${kind.tag}>: ${Object.entries(tally).map(([k, n]) => `${n} ${k}`).join(', ')}`);
      for (const key of Object.keys(tally) as (keyof typeof tally)[]) tally[key] = 0;
      expect(runs).to.equal(wanted);
    });
  }
});
