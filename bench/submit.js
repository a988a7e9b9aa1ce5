// Submit to QR on screen: the buyer presses the crypto element's button with a valid form; the
// clock stops when the QR code's SVG is in the shadow DOM and laid out. The mock answers at once,
// so this is the widget's own time plus one request over loopback. Measured with the classic
// script, warm, and with the package as an app's bundler splits it, each purchase the first of a
// fresh page: the QR encoder's chunk is fetched from the submit on, beside the request. The warm
// figure is gated as a ratio over a bare fetch() and the same QR render, measured beside it.
import { freshPage } from './browser.js';
import { cryptoAttributes } from './pages.js';
import { pairedRatios, summary } from './stats.js';

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

/**
 * Submit → QR with the classic script, warm, interleaved with its floor: the same request sent
 * again by a bare fetch() to the same mock and the answer's QR code drawn with the same encoder
 * (bench/pages/bare-submit.ts). Purchase, bare, purchase, bare…: the gate is the median of the
 * per-pair ratios, as the startup gates are, since a burst of other work falls on both members of a
 * pair; the ratio of the two medians is shown beside it.
 */
export async function measureSubmit(browser, { origin }, runs) {
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/submit.html`);
    const attributes = cryptoAttributes(`${origin}/mock/bench-submit/ok`);
    await page.evaluate(`window.benchPurchases = ${purchases}`);
    const interleaved = (n, attributes) =>
      (async () => {
        const real = [];
        const bare = [];
        for (let i = 0; i < n; i += 1) {
          real.push(...(await window.benchPurchases(1, attributes)));
          bare.push(await window.benchBareSubmit());
        }
        return { real, bare };
      })();
    // Warm-up, not counted: the first purchases compile the code paths and open the connection
    // (and record the request the bare submit sends again).
    await page.evaluate(interleaved, 5, attributes);
    const { real, bare } = await page.evaluate(interleaved, runs, attributes);
    check();
    return { ...summary(real), bare: summary(bare), ratio: pairedRatios(real, bare) };
  } finally {
    await close();
  }
}
