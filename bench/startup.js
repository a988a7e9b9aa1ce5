// Startup: from evaluating the script to both elements rendered and interactive, each load in a
// fresh browser context. Ours (also with the page's Intl started first), the card-only page (the
// fiat element with its own script) with its one-element plain-Lit and plain-markup baselines,
// the plain-Lit baseline, the plain-markup baseline (our first markup and CSS, no logic) and the
// peer take turns, so that drift on a noisy machine falls on all alike. Each figure comes with its
// three phases. Each script is also compiled without being run, in the same turns: what its size
// costs at load.
import { freshPage } from './browser.js';
import { baselineStartupPage, cardStartupPage, CLASSIC_SCRIPT, compilePage, markupStartupPage, oursStartupPage, peerStartupPage } from './pages.js';
import { summary } from './stats.js';

/** Startup budgets: ours over each baseline, and the card-only page over its own, medians of one run. */
export const STARTUP_TARGETS = { baseline: 2.6, markup: 2.0, card: 2.0 };
export const PHASES = ['evaluate', 'render', 'layout'];

async function load(browser, url) {
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

/** Medians of the total and of each phase. */
function summarise(loads) {
  const phases = Object.fromEntries(PHASES.map((phase) => [phase, summary(loads.map((l) => l.phases[phase]))]));
  return { ...summary(loads.map((l) => l.ms)), phases };
}

export async function measureStartup(browser, { origin, files }, loads, progress) {
  const html = (body) => ({ type: 'html', body });
  const mock = `${origin}/mock/bench-startup/ok`;
  files.set('/startup/capture.html', html(oursStartupPage(mock, { capture: true })));
  files.set('/startup/ours.html', html(oursStartupPage(mock)));
  files.set('/startup/ours-intl.html', html(oursStartupPage(mock, { warmIntl: true })));
  files.set('/startup/peer.html', html(peerStartupPage()));
  files.set('/startup/card-capture.html', html(cardStartupPage(mock, { capture: true })));
  files.set('/startup/card.html', html(cardStartupPage(mock)));
  // Each script compiled and not run: what its size alone costs at load.
  const scripts = { ours: CLASSIC_SCRIPT, baseline: '/bench/baseline.js', peer: '/bench/peer.js' };
  for (const [name, src] of Object.entries(scripts)) files.set(`/startup/compile-${name}.html`, html(compilePage(src)));
  // The first load of ours, not counted, tells how many inputs the baseline must hold and what
  // markup and CSS the plain-markup baseline renders.
  const { inputs, markup } = await load(browser, `${origin}/startup/capture.html`);
  files.set('/startup/baseline.html', html(baselineStartupPage(inputs)));
  files.set('/startup/markup.html', html(markupStartupPage(markup)));
  // The card-only page's baselines: one plain Lit element with as many inputs as the fiat element,
  // and one rendering the fiat element's first markup and CSS with no logic (what its design costs).
  const card = await load(browser, `${origin}/startup/card-capture.html`);
  files.set('/startup/card-baseline.html', html(baselineStartupPage(card.inputs)));
  files.set('/startup/card-markup.html', html(markupStartupPage(card.markup)));
  const pages = ['ours', 'ours-intl', 'baseline', 'markup', 'peer', 'card', 'card-baseline', 'card-markup', ...Object.keys(scripts).map((name) => `compile-${name}`)];
  for (const name of pages.slice(2)) await load(browser, `${origin}/startup/${name}.html`);

  const samples = Object.fromEntries(pages.map((name) => [name, []]));
  for (let i = 0; i < loads; i += 1) {
    for (const name of pages) samples[name].push(await load(browser, `${origin}/startup/${name}.html`));
    if ((i + 1) % 5 === 0) progress(`startup: ${i + 1}/${loads} page loads of each`);
  }
  return {
    ours: summarise(samples.ours),
    oursIntlWarm: summarise(samples['ours-intl']),
    baseline: summarise(samples.baseline),
    markup: summarise(samples.markup),
    peer: summarise(samples.peer),
    card: summarise(samples.card),
    cardBaseline: summarise(samples['card-baseline']),
    cardMarkup: summarise(samples['card-markup']),
    cardInputs: card.inputs,
    compile: Object.fromEntries(Object.keys(scripts).map((name) => {
      const runs = samples[`compile-${name}`];
      return [name, { ...summary(runs.map((run) => run.ms)), bytes: runs[0].bytes }];
    })),
    inputs,
  };
}
