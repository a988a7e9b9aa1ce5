// One page of a server-rendered app, checked in Chromium as a buyer meets it (scripts/ssr-matrix.js):
// the server's HTML holds the tag; in the browser the element upgrades and shows its form, gets the
// `walletAddrs` the app gives it as a property, and a purchase against the mock fires the event
// whose detail the README's listener reads; the page logs no error or warning (a failed hydration
// is one, in every framework's production build) and throws nothing.
import { isDeepStrictEqual } from 'node:util';

// The purchase a buyer makes on each element: the fields typed, the button pressed.
const PURCHASES = {
  'market-crypto-checkout': {
    fields: { domain: 'example.com', ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' },
    button: 'Get payment details',
    event: 'market-crypto-payment',
  },
  'market-fiat-checkout': {
    fields: { domain: 'example.com', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' },
    button: 'Continue to card payment',
    event: 'market-fiat-session',
  },
};

/**
 * Before any script of the page: counts how often listeners on the element read
 * `detail.response` of `type` (the detail is deep-frozen: the event is handed a counting view).
 */
function countReads(type) {
  window.__reads = 0;
  window.addEventListener(
    type,
    (event) => {
      const counting = new Proxy(event.detail, {
        get: (target, name) => {
          if (name === 'response') window.__reads += 1;
          return Reflect.get(target, name);
        },
      });
      Object.defineProperty(event, 'detail', { get: () => counting, configurable: true });
    },
    { capture: true },
  );
  window.addEventListener(type, () => (window.__fired = true));
}

/** In the page: the element's state once it is upgraded and shows its form. */
function upgraded(tag) {
  const el = document.querySelector(tag);
  const form = el?.shadowRoot?.querySelector('form');
  if (!el || !form || !(el instanceof customElements.get(tag))) return false;
  return { walletAddrs: el.walletAddrs, attributes: el.getAttributeNames() };
}

/** In the page: types into the fields as a keystroke does, then presses the button. */
async function buy(tag, fields, label) {
  const el = document.querySelector(tag);
  for (const [path, text] of Object.entries(fields)) {
    const input = el.shadowRoot.getElementById(`f-${path}`);
    if (!input) throw new Error(`no field ${path}`);
    input.focus();
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    input.blur();
    await el.updateComplete;
  }
  const button = [...el.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes(label));
  if (!button) throw new Error(`no button "${label}"`);
  button.click();
}

/**
 * Opens `url` and checks it; returns the failures (empty when the page passes). `wallets` is what
 * the app gives the element; `serverAttribute`, the attribute the framework's server writes for it
 * (which the README tells of, and the element ignores); `inServerHtml: false` for a page that
 * renders the element in the browser only; `mock` the mock session the app's base-url points at.
 */
export async function checkPage(browser, { url, tag, wallets, serverAttribute, inServerHtml = true }, mock) {
  const failures = [];
  const html = await (await fetch(url)).text();
  if (html.includes(`<${tag}`) !== inServerHtml) failures.push(`the server's HTML ${inServerHtml ? 'has no' : 'has a'} <${tag}>`);

  const purchase = PURCHASES[tag];
  await mock.clear();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const logged = [];
  page.on('console', (message) => {
    // A failed load is told with its address below; the console's line for it has none.
    if (message.text().startsWith('Failed to load resource')) return;
    if (['error', 'warn', 'warning', 'assert'].includes(message.type())) logged.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    // No app here has an icon, and the browser asks for one.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) logged.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  // Not ERR_ABORTED: under load Chromium reports it for a cross-origin POST whose preflight it has
  // just finished, and the purchase goes through all the same (one request at the mock, the
  // answer on screen); a purchase that does fail fails the checks below.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') logged.push(`request failed: ${request.url()} ${reason}`);
  });
  try {
    await page.evaluateOnNewDocument(countReads, purchase.event);
    await page.goto(url, { waitUntil: 'load' });
    const state = await page.waitForFunction(upgraded, { timeout: 20_000 }, tag).then((handle) => handle.jsonValue());
    // Hydration sets the property after the upgrade in some frameworks: wait for it a while.
    const got = await page
      .waitForFunction((t, w) => JSON.stringify(document.querySelector(t).walletAddrs) === w, { timeout: 5_000 }, tag, JSON.stringify(wallets))
      .then(() => wallets, () => page.evaluate((t) => document.querySelector(t).walletAddrs, tag));
    if (!isDeepStrictEqual(got, wallets)) failures.push(`walletAddrs is ${JSON.stringify(got)}, not ${JSON.stringify(wallets)}`);
    const stray = state.attributes.filter((name) => /wallet/i.test(name) && name !== serverAttribute);
    if (stray.length) failures.push(`walletAddrs went to the attribute ${stray.join(', ')} instead of the property`);

    await page.evaluate(buy, tag, purchase.fields, purchase.button);
    await page.waitForFunction(() => window.__fired === true, { timeout: 20_000 }).catch(() => failures.push(`no ${purchase.event} after the purchase`));
    const reads = await page.evaluate(() => window.__reads);
    if (reads !== 1) failures.push(`the README's ${purchase.event} listener read event.detail.response ${reads} times, not once`);
    const sent = await mock.requests();
    if (sent.length !== 1) failures.push(`${sent.length} purchase requests reached the mock, not 1`);
    else if (!isDeepStrictEqual(sent[0].body.walletAddrs, wallets)) failures.push(`the request carried walletAddrs ${JSON.stringify(sent[0].body.walletAddrs)}`);
  } catch (error) {
    failures.push(error.message.split('\n')[0]);
  } finally {
    await context.close();
  }
  return [...failures, ...logged];
}
