// Startup: from evaluating the script to both elements rendered and interactive, each load in a
// fresh browser context, ours (also with the page's Intl started first) and the plain-Lit
// baseline taking turns so that drift on a noisy machine falls on all alike.
import { freshPage } from './browser.js';
import { baselineStartupPage, oursStartupPage } from './pages.js';
import { summary } from './stats.js';

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

export async function measureStartup(browser, { origin, files }, loads, progress) {
  const html = (body) => ({ type: 'html', body });
  files.set('/startup/ours.html', html(oursStartupPage(`${origin}/mock/bench-startup/ok`)));
  files.set('/startup/ours-intl.html', html(oursStartupPage(`${origin}/mock/bench-startup/ok`, { warmIntl: true })));
  // The first load of ours, not counted, tells how many inputs the baseline must hold.
  const { inputs } = await load(browser, `${origin}/startup/ours.html`);
  files.set('/startup/baseline.html', html(baselineStartupPage(inputs)));
  await load(browser, `${origin}/startup/baseline.html`);

  const ours = [];
  const oursIntlWarm = [];
  const baseline = [];
  for (let i = 0; i < loads; i += 1) {
    ours.push((await load(browser, `${origin}/startup/ours.html`)).ms);
    oursIntlWarm.push((await load(browser, `${origin}/startup/ours-intl.html`)).ms);
    baseline.push((await load(browser, `${origin}/startup/baseline.html`)).ms);
    if ((i + 1) % 5 === 0) progress(`startup: ${i + 1}/${loads} page loads of each`);
  }
  return { ours: summary(ours), oursIntlWarm: summary(oursIntlWarm), baseline: summary(baseline), inputs };
}
