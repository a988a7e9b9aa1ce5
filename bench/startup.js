// Startup: from evaluating the script to the page's first paint, the form's (bench/pages.js says
// why that paint and how it is read), each load in a fresh browser context. The gates (issue 32)
// compare each page with its markup baseline, the page's own first markup and CSS rendered by a
// plain Lit element with no logic, measured by the same clock, so that they measure our logic
// rather than the design: two pages loaded in alternation (A, B, A, B…), each load's time over
// its neighbour's, and the median of those ratios. The other figures come from turns over every
// page: ours (also with the page's Intl started first), the card-only page (the fiat element with
// its own script) with its one-element plain-Lit and plain-markup baselines, the plain-Lit
// baseline, the plain-markup baseline and the peer, the German pages (the crypto element alone,
// also with a partner's preload line, and the card-only page; issue 55) with their German markup
// baselines, so that drift on a noisy machine falls on all
// alike; each with its three phases. Each script is also compiled without being run, in the same
// turns: what its size costs at load.
import { freshPage } from './browser.js';
import { baselineStartupPage, cardStartupPage, CLASSIC_SCRIPT, compilePage, cryptoStartupPage, germanPage, markupStartupPage, oursStartupPage, peerStartupPage, PRICE } from './pages.js';
import { pairedRatios, summary } from './stats.js';

/**
 * Loads of each page in an alternation for the gates (STARTUP_BUDGETS, bench/budgets.js); issue 41
 * asks for at least 80, so that the median's 95% interval is narrow enough to tell a regression.
 */
export const PAIRED_LOADS = 80;
/**
 * The gates before issue 32, medians of one run over the plain-Lit baseline (and ours over its
 * markup baseline): printed beside their figures, gating nothing now.
 */
export const FORMER_STARTUP_TARGETS = { baseline: 2.6, markup: 2.0, card: 2.0 };
/** The clock's three spans (bench/pages.js): the script run, the first updates, then up to the first paint. */
export const PHASES = ['evaluate', 'render', 'paint'];

/** One load of `url` in a fresh browser context: the page's `window.startup`. */
export async function load(browser, url) {
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(url);
    const result = await page.evaluate(() => window.startup);
    check();
    return result;
  } finally {
    await close();
  }
}

/** Medians of the total and of each phase; on a priced page, of the time to its totals shown too. */
export function summarise(loads) {
  const phases = Object.fromEntries(PHASES.map((phase) => [phase, summary(loads.map((l) => l.phases[phase]))]));
  const priced = loads[0]?.priceShown !== undefined && { priceShown: summary(loads.map((l) => l.priceShown)) };
  return { ...summary(loads.map((l) => l.ms)), phases, ...priced };
}

/** `rounds` rounds of one load of each of `urls` in turn (one uncounted round first); the loads per url. */
export async function alternate(browser, urls, rounds, progress, what) {
  for (const url of urls) await load(browser, url);
  const loads = urls.map(() => []);
  for (let i = 0; i < rounds; i += 1) {
    for (const [j, url] of urls.entries()) loads[j].push(await load(browser, url));
    if ((i + 1) % 10 === 0) progress(`startup: ${what}, ${i + 1}/${rounds} loads of each`);
  }
  return loads;
}

/** `a` over `b` from loads that alternate: the per-load ratios, and each page's own figures. */
export async function pairedStartup(browser, a, b, rounds, progress, what) {
  const [aLoads, bLoads] = await alternate(browser, [a, b], rounds, progress, what);
  return { ratio: pairedRatios(aLoads.map((l) => l.ms), bLoads.map((l) => l.ms)), a: summarise(aLoads), b: summarise(bLoads) };
}

/**
 * Serves the startup pages: ours and the card-only page (with `scripts.ours`, `scripts.card` in
 * place of the built scripts when given), each with a partner's price (PRICE: issue 52 gates them
 * so) and without one, and their baselines, made from what an uncounted first load of each priced
 * page rendered: how many inputs the plain-Lit baselines hold, and the markup and CSS the markup
 * baselines render (the price line with its total, drawn at once).
 */
export async function serveStartupPages(browser, { origin, files }, scripts = {}) {
  const html = (body) => ({ type: 'html', body });
  const mock = `${origin}/mock/bench-startup/ok`;
  const price = PRICE;
  files.set('/startup/capture.html', html(oursStartupPage(mock, { capture: true, src: scripts.ours, price })));
  files.set('/startup/ours.html', html(oursStartupPage(mock, { src: scripts.ours, price })));
  files.set('/startup/ours-unpriced.html', html(oursStartupPage(mock, { src: scripts.ours })));
  files.set('/startup/ours-intl.html', html(oursStartupPage(mock, { warmIntl: true, src: scripts.ours, price })));
  files.set('/startup/peer.html', html(peerStartupPage()));
  files.set('/startup/card-capture.html', html(cardStartupPage(mock, { capture: true, src: scripts.card, price })));
  files.set('/startup/card.html', html(cardStartupPage(mock, { src: scripts.card, price })));
  files.set('/startup/card-unpriced.html', html(cardStartupPage(mock, { src: scripts.card })));
  const { inputs, markup } = await load(browser, `${origin}/startup/capture.html`);
  files.set('/startup/baseline.html', html(baselineStartupPage(inputs)));
  files.set('/startup/markup.html', html(markupStartupPage(markup)));
  const card = await load(browser, `${origin}/startup/card-capture.html`);
  files.set('/startup/card-baseline.html', html(baselineStartupPage(card.inputs)));
  files.set('/startup/card-markup.html', html(markupStartupPage(card.markup)));
  // German (issue 55): the crypto element alone and the card-only page, each with its German markup baseline.
  const [german, preloaded] = [await germanPage(), await germanPage({ preload: true })];
  for (const [name, made] of [['de', cryptoStartupPage], ['de-card', cardStartupPage]]) {
    files.set(`/startup/${name}-capture.html`, html(made(mock, { capture: true, language: german })));
    files.set(`/startup/${name}.html`, html(made(mock, { language: german })));
    const captured = await load(browser, `${origin}/startup/${name}-capture.html`);
    files.set(`/startup/${name}-markup.html`, html(markupStartupPage(captured.markup, german.lang)));
  }
  files.set('/startup/de-preload.html', html(cryptoStartupPage(mock, { language: preloaded })));
  return { inputs, cardInputs: card.inputs };
}

export async function measureStartup(browser, site, loads, progress) {
  const { origin, files } = site;
  const html = (body) => ({ type: 'html', body });
  // Each script compiled and not run: what its size alone costs at load.
  const scripts = { ours: CLASSIC_SCRIPT, baseline: '/bench/baseline.js', peer: '/bench/peer.js' };
  for (const [name, src] of Object.entries(scripts)) files.set(`/startup/compile-${name}.html`, html(compilePage(src)));
  const { inputs, cardInputs } = await serveStartupPages(browser, site);
  const url = (name) => `${origin}/startup/${name}.html`;

  const pages = ['ours', 'ours-unpriced', 'ours-intl', 'baseline', 'markup', 'peer', 'card', 'card-unpriced', 'card-baseline', 'card-markup', 'de', 'de-preload', 'de-markup', 'de-card', 'de-card-markup', ...Object.keys(scripts).map((name) => `compile-${name}`)];
  const turns = await alternate(browser, pages.map(url), loads, progress, 'every page in turn');
  const samples = Object.fromEntries(pages.map((name, i) => [name, turns[i]]));
  const paired = {
    ours: await pairedStartup(browser, url('ours'), url('markup'), PAIRED_LOADS, progress, 'both elements and their markup baseline'),
    card: await pairedStartup(browser, url('card'), url('card-markup'), PAIRED_LOADS, progress, 'the card-only page and its markup baseline'),
    de: await pairedStartup(browser, url('de'), url('de-markup'), PAIRED_LOADS, progress, 'the crypto element in German and its markup baseline'),
    deCard: await pairedStartup(browser, url('de-card'), url('de-card-markup'), PAIRED_LOADS, progress, 'the card-only page in German and its markup baseline'),
  };
  return {
    ours: summarise(samples.ours),
    oursUnpriced: summarise(samples['ours-unpriced']),
    oursIntlWarm: summarise(samples['ours-intl']),
    baseline: summarise(samples.baseline),
    markup: summarise(samples.markup),
    peer: summarise(samples.peer),
    card: summarise(samples.card),
    cardUnpriced: summarise(samples['card-unpriced']),
    cardBaseline: summarise(samples['card-baseline']),
    cardMarkup: summarise(samples['card-markup']),
    de: summarise(samples.de),
    dePreload: summarise(samples['de-preload']),
    deMarkup: summarise(samples['de-markup']),
    deCard: summarise(samples['de-card']),
    deCardMarkup: summarise(samples['de-card-markup']),
    cardInputs,
    compile: Object.fromEntries(Object.keys(scripts).map((name) => {
      const runs = samples[`compile-${name}`];
      return [name, { ...summary(runs.map((run) => run.ms)), bytes: runs[0].bytes }];
    })),
    inputs,
    paired,
  };
}
