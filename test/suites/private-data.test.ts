/**
 * Prove it holds: private data. A buyer types a sentinel e-mail and name into the crypto checkout
 * and goes through a full purchase and through every way it can fail. The sentinel must turn up
 * in the request body on the wire (the mock's log) and in the fields the buyer typed into, and
 * nowhere else: not the console, not a URL (requests, location, history), not storage or cookies,
 * not an attribute or a text on screen, not the detail of a `market-error` a host may log.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketErrorEventDetail } from '../../src/controllers/events.js';
import type { Scenario } from '../../mock/scenarios.js';
import { control, fill, find, press, shadow } from '../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession, REFUSED_BASE_URL, TIMEOUT_MS } from '../helpers/mock-session.js';

const EMAIL = 'sentinel-4f1c@example.org';
const NAME = 'Sentinel Q. Person';
/** Matches either sentinel, raw or percent-encoded, in any case. */
const SENTINEL = /sentinel/i;

/** What went to the console, and what the page reported as uncaught. */
const said: string[] = [];
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'dirxml', 'table', 'group', 'groupCollapsed', 'assert', 'count', 'timeLog'] as const;
type ConsoleMethod = (typeof CONSOLE_METHODS)[number];
const realConsole = new Map<ConsoleMethod, (...args: unknown[]) => void>();

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message} ${value.stack ?? ''} ${asText(value.cause)}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const heardError = (event: ErrorEvent) => said.push(`uncaught: ${event.message} ${asText(event.error)}`);
const heardRejection = (event: PromiseRejectionEvent) => said.push(`unhandled: ${asText(event.reason)}`);

before(() => {
  // Instrumentation: each call is recorded, then goes on to the real console as before.
  for (const method of CONSOLE_METHODS) {
    const real = console[method] as (...args: unknown[]) => void;
    realConsole.set(method, real);
    console[method] = (...args: unknown[]) => {
      said.push(`console.${method}: ${args.map(asText).join(' ')}`);
      real.apply(console, args);
    };
  }
  window.addEventListener('error', heardError);
  window.addEventListener('unhandledrejection', heardRejection);
});

after(() => {
  for (const [method, real] of realConsole) console[method] = real;
  window.removeEventListener('error', heardError);
  window.removeEventListener('unhandledrejection', heardRejection);
});

const historyLength = history.length;
const startUrl = location.href;
// Every module the test page loads is a resource entry too: past the default 250 the browser
// drops new ones, and a request that leaked would no longer be seen.
performance.setResourceTimingBufferSize(100_000);

/** Every attribute and every text in the element, its shadow root and the rest of the page. */
function pageStrings(el: MarketCryptoCheckout): string[] {
  const out: string[] = [];
  const walk = (root: ParentNode) => {
    for (const node of root.querySelectorAll('*')) {
      for (const attribute of node.attributes) out.push(`<${node.localName} ${attribute.name}="${attribute.value}">`);
      if (node.shadowRoot) walk(node.shadowRoot);
    }
  };
  walk(document);
  for (const attribute of el.attributes) out.push(`host ${attribute.name}="${attribute.value}"`);
  out.push(`shadow text: ${shadow(el).textContent}`, `page text: ${document.body.textContent}`);
  return out;
}

/** Everywhere the sentinel must not be, each place with what it holds. */
async function placesOutsideTheForm(el: MarketCryptoCheckout): Promise<Record<string, string[]>> {
  const storage = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`);
  return {
    console: [...said],
    'request URLs': performance.getEntriesByType('resource').map((e) => e.name),
    location: [location.href, document.referrer, window.name],
    history: [String(history.length - historyLength), asText(history.state)],
    localStorage: storage(localStorage),
    sessionStorage: storage(sessionStorage),
    cookies: [document.cookie],
    'IndexedDB databases': (await indexedDB.databases()).map((db) => db.name ?? ''),
    'Cache Storage': await caches.keys(),
    'attributes and texts': pageStrings(el),
  };
}

async function expectSentinelOnlyWhereItBelongs(el: MarketCryptoCheckout, errors: MarketErrorEventDetail[]): Promise<void> {
  const places = await placesOutsideTheForm(el);
  for (const [place, held] of Object.entries(places)) {
    expect(held.filter((text) => SENTINEL.test(text)), place).to.deep.equal([]);
  }
  expect(places.location[0], 'the page did not navigate').to.equal(startUrl);
  expect(places.history[0], 'no history entry was added').to.equal('0');
  expect(errors.map(asText).filter((text) => SENTINEL.test(text)), 'market-error details').to.deep.equal([]);
  // …and it is where the buyer put it, whenever the form is on screen.
  if (el.state === 'editing') {
    expect(control(el, 'ownerName')!.value).to.equal(NAME);
    expect(control(el, 'ownerEmail')!.value).to.match(SENTINEL);
  }
}

async function mount(baseUrl: string, attributes: Record<string, string> = {}): Promise<MarketCryptoCheckout> {
  const el = document.createElement('market-crypto-checkout');
  const all = { 'base-url': baseUrl, 'partner-id': PARTNER_ID, currency: 'BTC', domain: 'example.com', 'owner-address': OWNER, ...attributes };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  return fixture<MarketCryptoCheckout>(html`${el}`);
}

/** The buyer types the sentinels in and sends with Enter; resolves to the `market-error` details heard. */
async function typeAndSend(el: MarketCryptoCheckout, email = EMAIL): Promise<MarketErrorEventDetail[]> {
  const errors: MarketErrorEventDetail[] = [];
  el.addEventListener('market-error', (e) => errors.push(e.detail));
  await fill(el, 'ownerName', NAME);
  await fill(el, 'ownerEmail', email);
  const settled = Promise.race([oneEvent(el, 'market-error'), oneEvent(el, 'market-crypto-payment')]);
  await press(el, 'ownerName', 'Enter');
  await settled;
  await el.updateComplete;
  return errors;
}

/** What the service got, for a purchase that went out: the sentinels, exactly as typed. */
async function expectOnTheWire(mock: ReturnType<typeof mockSession>): Promise<void> {
  const sent = await mock.requests();
  expect(sent).to.have.length(1);
  expect(sent[0]!.body).to.include({ ownerEmail: EMAIL, ownerName: NAME });
}

describe('Private data: the buyer’s e-mail and name go to the service and nowhere else', () => {
  it('a full purchase, sent with Enter, up to the payment details', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    const errors = await typeAndSend(el);
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(find(el, '[part~="address"]').textContent).to.not.equal('');
    await expectOnTheWire(mock);
    await expectSentinelOnlyWhereItBelongs(el, errors);
    expect(errors).to.deep.equal([]);
    // Back to the form: the buyer's entries are still in their fields, and still only there.
    el.reset();
    await el.updateComplete;
    await expectSentinelOnlyWhereItBelongs(el, errors);
    expect(control(el, 'ownerEmail')!.value).to.equal(EMAIL);
  });

  it('invalid-input: an e-mail the form refuses is not repeated in the message', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    const errors = await typeAndSend(el, 'sentinel-4f1c@');
    expect(errors.map((e) => e.error.code)).to.deep.equal(['invalid-input']);
    expect(find(el, '#e-ownerEmail').textContent).to.not.equal('');
    expect(await mock.requests()).to.deep.equal([]);
    await expectSentinelOnlyWhereItBelongs(el, errors);
  });

  it('invalid-config: a site set up wrong sends nothing and says nothing of the buyer', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl(), { 'partner-id': 'not-a-uuid' });
    const errors = await typeAndSend(el);
    expect(errors.map((e) => e.error.code)).to.deep.equal(['invalid-config']);
    expect(await mock.requests()).to.deep.equal([]);
    await expectSentinelOnlyWhereItBelongs(el, errors);
  });

  it('network: a service that cannot be reached', async () => {
    const el = await mount(REFUSED_BASE_URL);
    const errors = await typeAndSend(el);
    expect(errors.map((e) => e.error.code)).to.deep.equal(['network']);
    await expectSentinelOnlyWhereItBelongs(el, errors);
  });

  it('timeout: a service that does not answer in time', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('hang'), { timeout: String(TIMEOUT_MS) });
    const errors = await typeAndSend(el);
    expect(errors.map((e) => e.error.code)).to.deep.equal(['timeout']);
    await expectOnTheWire(mock);
    await expectSentinelOnlyWhereItBelongs(el, errors);
  });

  const failures: [Scenario, string][] = [
    ['http-400', 'http'],
    ['http-409', 'http'],
    ['http-422', 'http'],
    ['http-429', 'http'],
    ['http-500', 'http'],
    ['http-503', 'http'],
    ['html-error', 'http'],
    ['empty', 'bad-response'],
    ['text-200', 'bad-response'],
    ['truncated', 'bad-response'],
    ['malformed', 'bad-response'],
    ['uri-javascript', 'bad-response'],
    ['uri-address-mismatch', 'bad-response'],
    ['uri-amount-mismatch', 'bad-response'],
  ];
  for (const [scenario, code] of failures) {
    it(`${code}: the service answers ${scenario}`, async () => {
      const mock = mockSession();
      const el = await mount(mock.baseUrl(scenario));
      const errors = await typeAndSend(el);
      expect(errors.map((e) => e.error.code)).to.deep.equal([code]);
      await expectOnTheWire(mock);
      await expectSentinelOnlyWhereItBelongs(el, errors);
    });
  }

  it('a service that names the e-mail field in its refusal: the field is marked, the address is not repeated', async () => {
    const mock = mockSession();
    await mock.script({
      status: 422,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: 'invalid', issues: [{ path: 'ownerEmail', message: 'This address cannot receive mail.' }] }),
    });
    const el = await mount(mock.baseUrl('scripted'));
    const errors = await typeAndSend(el);
    expect(errors.map((e) => e.error.code)).to.deep.equal(['http']);
    expect(control(el, 'ownerEmail')!.getAttribute('aria-invalid')).to.equal('true');
    await expectOnTheWire(mock);
    await expectSentinelOnlyWhereItBelongs(el, errors);
  });

  it('the checks can fail: a sentinel the page itself leaks is found in each place', async () => {
    const el = await mount(mockSession().baseUrl());
    await fill(el, 'ownerName', NAME);
    await fill(el, 'ownerEmail', EMAIL);
    console.debug(`leak ${EMAIL}`);
    sessionStorage.setItem('leak', NAME);
    document.cookie = `leak=${encodeURIComponent(NAME)}; path=/`;
    el.setAttribute('data-leak', NAME);
    await (await fetch(`/package.json?leak=${encodeURIComponent(EMAIL)}`)).text();
    try {
      const places = await placesOutsideTheForm(el);
      const leaking = Object.entries(places)
        .filter(([, held]) => held.some((text) => SENTINEL.test(text)))
        .map(([place]) => place);
      expect(leaking).to.deep.equal(['console', 'request URLs', 'sessionStorage', 'cookies', 'attributes and texts']);
    } finally {
      said.length = 0;
      performance.clearResourceTimings();
      sessionStorage.removeItem('leak');
      document.cookie = 'leak=; path=/; max-age=0';
      el.removeAttribute('data-leak');
    }
  });
});
