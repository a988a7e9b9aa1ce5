// Submit to QR on screen: the buyer presses the crypto element's button with a valid form; the
// clock stops when the QR code's SVG is in the shadow DOM and laid out. The mock answers at once,
// so this is the widget's own time plus one request over loopback. Measured with the classic
// script, warm, and with the package as an app's bundler splits it, each purchase the first of a
// fresh page: the QR encoder's chunk is fetched from the submit on, beside the request.
import { freshPage } from './browser.js';
import { cryptoAttributes } from './pages.js';
import { summary } from './stats.js';

/** Runs in the page: `runs` purchases, one fresh element each; milliseconds per purchase. */
async function purchases(runs, attributes) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const element = document.createElement('market-crypto-checkout');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    await element.updateComplete;
    // A buyer presses a button that is on screen: the new form is laid out before the clock
    // starts, or its first layout would be counted in the click (Blink lays out a dirty page
    // while it activates a submit button).
    element.getBoundingClientRect();
    const root = element.shadowRoot;
    const qr = () => root.querySelector('svg[part~="qr"]');
    const shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!qr()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    const start = performance.now();
    root.querySelector('button[part~="submit"]').click();
    await shown;
    if (!qr().getBoundingClientRect().width) throw new Error('the QR code is not laid out');
    times.push(performance.now() - start);
    element.remove();
  }
  return times;
}

/** Each run a fresh page with the package split by a bundler, and its first purchase. */
export async function measureFirstSubmit(browser, { origin }, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const { page, check, close } = await freshPage(browser);
    try {
      await page.goto(`${origin}/package.html`);
      await page.evaluate(() => customElements.whenDefined('market-crypto-checkout'));
      const attributes = cryptoAttributes(`${origin}/mock/bench-first-submit/ok`);
      times.push(...(await page.evaluate(purchases, 1, attributes)));
      check();
    } finally {
      await close();
    }
  }
  return summary(times);
}

export async function measureSubmit(browser, { origin }, runs) {
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/classic.html`);
    const attributes = cryptoAttributes(`${origin}/mock/bench-submit/ok`);
    // Warm-up, not counted: the first purchases compile the code paths and open the connection.
    await page.evaluate(purchases, 5, attributes);
    const times = await page.evaluate(purchases, runs, attributes);
    check();
    return summary(times);
  } finally {
    await close();
  }
}
