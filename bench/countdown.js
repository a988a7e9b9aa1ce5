// What the running countdown costs: how often the crypto element renders while it counts, and
// the main thread's time per one-second tick, from the CDP's Performance.getMetrics
// (TaskDuration and ScriptDuration deltas), sampled once a second half-way between two ticks.
// The same sampling on the same page with the element removed gives the idle figure: what the
// sampling itself and an empty page cost.
import { freshPage } from './browser.js';
import { cryptoAttributes } from './pages.js';
import { summary } from './stats.js';

/** Runs in the page: a subclass of the shipped element that logs the timer text of each render. */
async function mountCounting(attributes) {
  window.renders = [];
  class Counted extends window.MarketCheckout.MarketCryptoCheckout {
    updated(changed) {
      super.updated(changed);
      window.renders.push(this.shadowRoot.querySelector('[part~="timer"] [dir="ltr"]')?.textContent ?? '');
      window.onRender?.();
    }
  }
  customElements.define('bench-counted-checkout', Counted);
  const element = document.createElement('bench-counted-checkout');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await element.updateComplete;
  await element.submit();
  await element.updateComplete;
  if (element.state !== 'awaiting-payment') throw new Error(`the purchase ended in ${element.state}`);
}

/** `m:ss` or `h:mm:ss` in seconds. */
const seconds = (text) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

const sleepUntil = (time) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/** `ticks` one-second intervals, from half a second after the next render when `align`. */
async function sample(page, ticks, align) {
  if (align) await page.evaluate(() => new Promise((resolve) => (window.onRender = resolve)));
  const start = Date.now() + 500;
  const samples = [];
  for (let k = 0; k <= ticks; k += 1) {
    await sleepUntil(start + k * 1000);
    const { TaskDuration, ScriptDuration } = await page.metrics();
    const renders = await page.evaluate(() => [window.renders.length, window.renders.at(-1)]);
    samples.push({ task: TaskDuration * 1000, script: ScriptDuration * 1000, renders });
  }
  const deltas = (key) => samples.slice(1).map((s, i) => s[key] - samples[i][key]);
  const [first, last] = [samples[0].renders, samples.at(-1).renders];
  return { task: deltas('task'), script: deltas('script'), renders: last[0] - first[0], shown: [first[1], last[1]] };
}

export async function measureCountdown(browser, { origin }, ticks, progress) {
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/classic.html`);
    await page.evaluate(mountCounting, cryptoAttributes(`${origin}/mock/bench-countdown/ok`));
    const counting = await sample(page, ticks, true);
    progress(`countdown: ${ticks} ticks sampled; now as many seconds of the idle page`);
    await page.evaluate(() => document.querySelector('bench-counted-checkout').remove());
    const idle = await sample(page, ticks, false);
    check();
    const advanced = seconds(counting.shown[0]) - seconds(counting.shown[1]);
    return {
      renders: counting.renders,
      advanced,
      // Renders per second the countdown showed; no advance at all means it is not counting.
      perSecond: advanced > 0 ? counting.renders / advanced : Infinity,
      task: summary(counting.task),
      script: summary(counting.script),
      idleTask: summary(idle.task),
      ticks,
    };
  } finally {
    await close();
  }
}
