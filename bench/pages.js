// The pages the bench opens, all served from memory by bench/server.js.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';

export const PARTNER_ID = '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b';
export const OWNER = '0x1234567890abcdef1234567890ABCDEF12345678';
export const CLASSIC_SCRIPT = '/dist/market-checkout.iife.js';
export const CARD_SCRIPT = '/dist/market-fiat-checkout.iife.js';

/** The crypto element's attributes for a purchase the mock accepts as it is. */
export const cryptoAttributes = (baseUrl) => ({
  'base-url': baseUrl,
  'partner-id': PARTNER_ID,
  domain: 'example.com',
  'owner-address': OWNER,
  'owner-email': 'buyer@example.org',
  'owner-name': 'Ada Lovelace',
  currency: 'BTC',
  // Every measured purchase is a new one: a payment kept for the tab would be resumed instead.
  persist: 'none',
});

/**
 * A partner's price on the startup pages (issue 52: the gates are measured with a price set): the
 * first year and a different renewal, so the line says both and each period carries its total.
 */
export const PRICE = { 'price-currency': 'EUR', price: '9.99', 'renewal-price': '15.99' };

const attributes = (map) =>
  Object.entries(map)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

const page = (body, { lang = 'en', head = '' } = {}) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`;

/** An empty page with the classic script loaded, as a partner's page has it. */
export const classicPage = () => page(`<script src="${CLASSIC_SCRIPT}"></script>`);

export const qrPage = () => page('<script src="/bench/qr.js"></script>');

/**
 * The classic script, as on classicPage, with the bare submit beside it (bench/pages/bare-submit.ts);
 * the first POST the page sends, the element's purchase, is kept for the bare submit to send again.
 */
export const submitPage = () =>
  page(`<script>
const send = window.fetch;
window.fetch = function (input, init) {
  if (!window.benchRequest && init?.method === 'POST') window.benchRequest = { url: String(input), init: { ...init, signal: undefined } };
  return send.call(this, input, init);
};
</script><script src="${CLASSIC_SCRIPT}"></script><script src="/bench/bare-submit.js"></script>`);

/** An empty page with the package loaded as an app's bundler splits it (the QR encoder a chunk of its own). */
export const packagePage = () => page('<script type="module" src="/pkg/entry.js"></script>');

/** The package `market-checkout` as an app's bundler ships it: esbuild, code splitting, minified. */
async function packageFiles() {
  const result = await build({
    entryPoints: { entry: 'dist/lib/index.js' },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    conditions: ['production'],
    outdir: '/pkg',
    write: false,
    // Not 'warning': esbuild notes that dist/lib keeps a bare import of a module without side effects.
    logLevel: 'error',
  });
  return result.outputFiles.map((file) => [file.path, { type: 'js', body: file.text }]);
}

/**
 * Elements in the markup, then `src` fetched and run as an inline script: the clock starts as the
 * script is evaluated (compile included, download not) and stops at the page's first paint, which
 * is the form's: nothing on the page paints before the elements render. `window.startup` resolves
 * to the figures, in three phases: evaluated (compiled, run, tags defined and the elements
 * upgraded), rendered (every Lit element on the page, nested ones too, done with its first update),
 * then painted (style, layout and paint, and any task run before the frame is presented, the
 * elements' own included). Each element's first `control` is then checked to be
 * laid out and to take focus, off the clock. With `warmIntl`, the page formats a number before the
 * clock starts: the first Intl formatter in a page starts Chromium's ICU, a cost of the page, not
 * of the script. With `capture`, it also answers the markup and style sheets each element rendered
 * (for bench/pages/plain-markup.ts). `before` is script run before the clock, e.g. data for `src`.
 *
 * The clock's stop (issue 46) is the `first-paint` entry of the Paint Timing API: its startTime is
 * Chromium's first paint itself, the presentation time its trace records as `firstPaint`
 * (`node bench/paint-clock.js`: within 1 ms in 58 of 60 loads, where two animation frames from the
 * render landed from 303 ms before it to 30 ms after). The setup warnings' setTimeout began before
 * it in every load, so it runs inside the clock (the former clock stopped in the task that
 * rendered, before it); Chromium paints the frame first and presents it while the task runs, so
 * the task lengthens the clock as far as it delays that presentation (bench/RESULTS.md has the run).
 *
 * A page in another language (issue 55): `lang` on the page's root, and `shows`, a text each
 * element's card must show, visible, before the clock stops: its first paint is then the form in
 * that language (an element draws no words until its language is here, so nothing paints before),
 * and a first paint before the frame that showed it throws. `head` goes in the page's head (a
 * partner's preload line). The script reads where it was loaded from (src/loading/beside.ts) as
 * `document.currentScript.src`, which an inline script lacks: the page names `src` there while the
 * script is evaluated, so that the files beside it come from beside it.
 *
 * A priced page (PRICE on an element) paints its form with the price line's room kept and busy
 * while the price file comes; the clock still stops at that first paint. Off the clock, the page
 * then waits for every line to show its total and answers when (`priceShown`, same origin as
 * `ms`): what a buyer waits for the figure.
 */
function startupPage(elements, src, { warmIntl = false, control = 'input', capture = false, before = '', lang, shows, head } = {}) {
  const priced = elements.some(([, attrs]) => attrs.price);
  const tags = [...new Set(elements.map(([tag]) => tag))].join(',');
  const markup = elements.map(([tag, attrs]) => `<${tag}${attributes(attrs)}></${tag}>`).join('');
  return page(`${markup}${before ? `<script>${before}</script>` : ''}<script>
const deep = (root, out = []) => {
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) deep(el.shadowRoot, out);
  }
  return out;
};
const firstPaint = new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName('first-paint')[0];
    if (!entry) return;
    observer.disconnect();
    resolve(entry);
  }).observe({ type: 'paint', buffered: true });
});
window.startup = (async () => {
  const code = await (await fetch(${JSON.stringify(src)})).text();
  const script = document.createElement('script');
  script.textContent = code;
  const hosts = [...document.querySelectorAll(${JSON.stringify(tags)})];${warmIntl ? "\n  new Intl.NumberFormat('en').format(1);" : ''}
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src: new URL(${JSON.stringify(src)}, location.href).href }) });
  const start = performance.now();
  document.head.append(script);
  const evaluated = performance.now();
  delete document.currentScript;
  for (;;) {
    const pending = deep(document).filter((el) => el.isUpdatePending);
    if (!pending.length) break;
    await Promise.all(pending.map((el) => el.updateComplete));
  }
  const rendered = performance.now();${shows ? `
  // The frame that first shows the language: checked at each animation frame, before it paints.
  const showing = () => hosts.every((host) => {
    const card = host.shadowRoot?.querySelector('[part~="card"]');
    return card && getComputedStyle(card).visibility !== 'hidden' && card.textContent.includes(${JSON.stringify(shows)});
  });
  const shownAt = await new Promise((resolve) => {
    const look = () => (showing() ? resolve(performance.now()) : requestAnimationFrame(look));
    look();
  });` : ''}
  const paint = await firstPaint;
  // A paint before the elements rendered would be another's (the page's own), not the form's.
  if (paint.startTime < rendered) throw new Error('the page painted before the elements rendered');${shows ? `
  if (paint.startTime < shownAt) throw new Error('the page painted before the form showed its language');` : ''}
  const painted = paint.startTime;${priced ? `
  const totals = () => hosts.every((host) => host.shadowRoot.querySelector('[part="price"][aria-busy="false"] strong'));
  const priceShown = await new Promise((resolve) => {
    const look = () => (totals() ? resolve(performance.now() - start) : requestAnimationFrame(look));
    look();
  });` : ''}
  for (const host of hosts) {
    const input = deep(host.shadowRoot).find((el) => el.matches(${JSON.stringify(control)}));
    if (!input?.getBoundingClientRect().width) throw new Error(host.localName + ' is not laid out');
    input.focus();
    if (input.getRootNode().activeElement !== input) throw new Error(host.localName + ' did not take focus');
  }
  const sheets = [];
  const captured = ${capture} && hosts.map((host) => ({
    tag: host.localName,
    markup: host.shadowRoot.innerHTML.replace(/<!--[^]*?-->/g, ''),
    sheets: host.shadowRoot.adoptedStyleSheets.map((sheet) => {
      if (!sheets.includes(sheet)) sheets.push(sheet);
      return sheets.indexOf(sheet);
    }),
  }));
  return {
    ms: painted - start,${priced ? '\n    priceShown,' : ''}
    phases: { evaluate: evaluated - start, render: rendered - evaluated, paint: painted - rendered },
    inputs: hosts.map((host) => host.shadowRoot.querySelectorAll('input, select, textarea').length),
    markup: captured && { elements: captured, sheets: sheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\\n')) },
  };
})();
</script>`, { lang, head });
}

/**
 * Both elements as a partner's page has them, set up in full: `persist` left at its default, so
 * startup reads the tab's storage; the card element with the ids a card purchase needs (without
 * them it warned the site owner at every load, and the bench measured those warnings).
 */
const oursElements = (baseUrl, price = {}) => [
  ['market-crypto-checkout', { ...Object.fromEntries(Object.entries(cryptoAttributes(baseUrl)).filter(([name]) => name !== 'persist')), ...price }],
  ['market-fiat-checkout', {
    'base-url': baseUrl,
    'partner-id': PARTNER_ID,
    domain: 'example.com',
    'external-user-id': '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
    'processor-connected-account-id': 'acct_1Nv0FGQ9RKHgCVdK',
    ...price,
  }],
];

/**
 * `src`: another build of the combined script in place of the built one (an A/B). `language`: a
 * page in another language, `{ lang, shows, head }` (startupPage). `price`: attributes such as
 * PRICE on every element.
 */
export function oursStartupPage(baseUrl, { warmIntl = false, capture = false, src = CLASSIC_SCRIPT, language = {}, price } = {}) {
  return startupPage(oursElements(baseUrl, price), src, { warmIntl, capture, ...language });
}

/** A card-only partner's page: the fiat element alone, with its own script. */
export function cardStartupPage(baseUrl, { capture = false, src = CARD_SCRIPT, language = {}, price } = {}) {
  return startupPage([oursElements(baseUrl, price)[1]], src, { capture, ...language });
}

/** The crypto element alone, with the combined script (the German gate's page). */
export function cryptoStartupPage(baseUrl, { capture = false, src = CLASSIC_SCRIPT, language = {}, price } = {}) {
  return startupPage([oursElements(baseUrl, price)[0]], src, { capture, ...language });
}

/**
 * A page in German for the startup pages: what it must show (its period label, on both forms),
 * and, with `preload`, a partner's preload line for the language's form file, its pin from
 * dist/locales/integrity.js (README's quick start).
 */
export async function germanPage({ preload = false } = {}) {
  const { default: texts } = await import('../dist/locales/de.js');
  const { default: pins } = await import('../dist/locales/integrity.js');
  const head = preload ? `<link rel="modulepreload" href="/dist/locales/de.js" integrity="${pins['locales/de.js']}">` : '';
  return { lang: 'de', shows: texts.yearsLabel, head };
}

/**
 * `src`'s text compiled and not run: wrapped in a function that is never called, so the clock
 * covers what V8 does with the text at load (it pre-parses every function; it compiles a function
 * whole only when it is first called). `window.startup` resolves to `{ ms }`.
 */
export function compilePage(src) {
  return page(`<script>
window.startup = (async () => {
  const code = await (await fetch(${JSON.stringify(src)})).text();
  const script = document.createElement('script');
  script.textContent = 'window.unrun = function () {\\n' + code + '\\n};';
  const start = performance.now();
  document.head.append(script);
  return { ms: performance.now() - start, bytes: code.length };
})();
</script>`);
}

/** As many plain Lit elements as ours, each with as many inputs as its counterpart. */
export function baselineStartupPage(inputs) {
  return startupPage(
    inputs.map((n) => ['bench-plain-form', { inputs: n }]),
    '/bench/baseline.js',
  );
}

/** Plain Lit elements rendering the markup and CSS ours rendered (`captured`), with no logic; on a page in `lang`. */
export function markupStartupPage(captured, lang) {
  const elements = captured.elements.map((element, i) => ({ ...element, tag: `bench-markup-${i}` }));
  return startupPage(
    elements.map(({ tag }) => [tag, {}]),
    '/bench/plain-markup.js',
    { before: `window.benchMarkup=${JSON.stringify({ ...captured, elements }).replace(/</g, '\\u003c')}`, lang },
  );
}

/** The peer's button and payment flow, as a page shows them before the buyer connects a wallet. */
export function peerStartupPage() {
  return startupPage(
    [['bc-button', {}], ['bc-pay-button', {}]],
    '/bench/peer.js',
    { control: 'button' },
  );
}

/** How a bench page's script is bundled for the browser: minified like the classic script, Lit's production build. */
export const PAGE_BUILD = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  platform: 'browser',
  conditions: ['production'],
  tsconfig: 'tsconfig.json',
  write: false,
  logLevel: 'warning',
};

/** bench/pages/*.ts bundled for the browser (PAGE_BUILD). */
async function bundlePage(entry) {
  // The peer's Lightning libraries import Node's crypto on a path no page takes.
  const result = await build({ ...PAGE_BUILD, entryPoints: [entry], external: ['crypto'] });
  return result.outputFiles[0].text;
}

/** Every file the server answers with; call after the build. */
export async function pageFiles() {
  const js = (body) => ({ type: 'js', body });
  // The files the scripts load from beside themselves: the check file, the payment file, the price file and the languages.
  const beside = readdirSync('dist', { recursive: true })
    .map((path) => String(path).split('\\').join('/'))
    .filter((path) => /^((?:checks|payment|price)\.[\w-]+|locales\/(?:payment\/)?[\w-]+)\.js$/.test(path));
  return new Map([
    [CLASSIC_SCRIPT, js(readFileSync('.' + CLASSIC_SCRIPT))],
    [CARD_SCRIPT, js(readFileSync('.' + CARD_SCRIPT))],
    ...beside.map((path) => [`/dist/${path}`, js(readFileSync(`dist/${path}`))]),
    ['/bench/baseline.js', js(await bundlePage('bench/pages/baseline.ts'))],
    ['/bench/plain-markup.js', js(await bundlePage('bench/pages/plain-markup.ts'))],
    ['/bench/peer.js', js(await bundlePage('bench/pages/peer.ts'))],
    ['/bench/qr.js', js(await bundlePage('bench/pages/qr.ts'))],
    ['/bench/bare-submit.js', js(await bundlePage('bench/pages/bare-submit.ts'))],
    ['/submit.html', { type: 'html', body: submitPage() }],
    ['/classic.html', { type: 'html', body: classicPage() }],
    ['/package.html', { type: 'html', body: packagePage() }],
    ...(await packageFiles()),
    ['/qr.html', { type: 'html', body: qrPage() }],
  ]);
}
