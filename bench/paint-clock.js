// `node bench/paint-clock.js [loads] [pairs]`: the evidence for the startup clock's stop (bench/pages.js). Run
// after `npm run build`. On the startup pages (the card-only page, both elements, and their markup
// baselines), each load in a fresh context:
// - with a trace on: the clock's first paint against Chromium's own (the trace's `firstPaint`), and
//   two animation frames from the end of the render, the other stop the issue offered, against it;
// - where the element's zero-delay timers run (the setup warnings' setTimeout): before the first
//   paint or after, timed by a wrapper the page puts on setTimeout before the script runs;
// - the same page with those timers held back 3 s, in alternation with the plain one: how much of
//   the timers' task the clock sees (the median of per-pair differences).
import os from 'node:os';
import { freshPage, launchChromium } from './browser.js';
import { cardStartupPage, markupStartupPage, oursStartupPage, pageFiles } from './pages.js';
import { startServer } from './server.js';
import { load, serveStartupPages } from './startup.js';
import { medianInterval, summary } from './stats.js';
import { TRACE_CATEGORIES, traceFirstPaint } from './trace.js';

const [loads, pairs] = [Number(process.argv[2] ?? '15'), Number(process.argv[3] ?? '40')];

/** `html` (a startup page) with a start mark, two animation frames timed from the render, and the zero-delay timers timed, run `hold` ms late. */
function probed(html, hold) {
  const timers = `<script>window.benchTimers=[];const queue=window.setTimeout;window.setTimeout=function(f,ms,...a){return ms?queue.call(this,f,ms,...a):queue.call(this,()=>{const t=[performance.now()];try{f(...a)}finally{t.push(performance.now());benchTimers.push(t)}},${hold})};</script>`;
  const edits = [
    ['<body>', `<body>${timers}`],
    ['const start = performance.now();', "performance.mark('startup:start');const start = performance.now();"],
    ['const rendered = performance.now();', 'const rendered = performance.now();window.benchFrames=new Promise((r)=>requestAnimationFrame(()=>requestAnimationFrame(()=>r(performance.now()))));'],
  ];
  return edits.reduce((page, [from, to]) => {
    if (!page.includes(from)) throw new Error(`bench/paint-clock.js: the startup page no longer has ${JSON.stringify(from)}.`);
    return page.replace(from, to);
  }, html);
}

/** One load of `url`: the clock, the page's paint entry, two frames and the timers, from the start; with `traced`, Chromium's first paint too. */
async function probe(browser, url, traced) {
  const { page, check, close } = await freshPage(browser);
  try {
    if (traced) await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.goto(url);
    const got = await page.evaluate(async () => {
      const startup = await window.startup;
      const start = performance.getEntriesByName('startup:start')[0].startTime;
      const entry = performance.getEntriesByName('first-paint')[0];
      return { ms: startup.ms, mainThreadPaint: entry.paintTime - start, frames: (await window.benchFrames) - start, timers: window.benchTimers.map((t) => t.map((x) => x - start)) };
    });
    if (traced) {
      const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
      // A loaded machine sometimes loses part of a trace: such a load is left out.
      const mark = traceEvents.find((e) => e.name === 'startup:start');
      const painted = mark && traceFirstPaint(traceEvents, mark.pid);
      got.chromium = painted === undefined ? undefined : (painted - mark.ts) / 1000;
    }
    check();
    return got;
  } finally {
    await close();
  }
}

const fmt = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)} ms`;
const spread = (values) => {
  const s = summary(values);
  return `median ${fmt(s.median)} (${fmt(s.min)} to ${fmt(s.max)})`;
};

/** What `runs` (traced loads of one page) show of the clock, two frames and the element's timers. */
function describe(name, runs) {
  const timers = runs.flatMap((r) => r.timers.map(([begin, end]) => ({ begin, end, r })));
  const off = runs.map((r) => r.ms - r.chromium);
  const count = (f) => timers.filter(f).length;
  return [
    `\n${name}: clock ${summary(runs.map((r) => r.ms)).median.toFixed(1)} ms (median)`,
    `  clock − Chromium's first paint (trace): ${spread(off)}; within 1 ms in ${off.filter((x) => Math.abs(x) <= 1).length} of ${runs.length} loads`,
    `  two animation frames − Chromium's first paint: ${spread(runs.map((r) => r.frames - r.chromium))}`,
    `  main-thread paint (the entry's paintTime) − first paint: ${spread(runs.map((r) => r.mainThreadPaint - r.chromium))}`,
    ...(timers.length ? [
      `  the element's zero-delay timer tasks: ${timers.length} in ${runs.length} loads; began before the first paint in ${count((t) => t.begin < t.r.chromium)}, ` +
      `ended before it in ${count((t) => t.end <= t.r.chromium)}, ended before the main thread painted in ${count((t) => t.end <= t.r.mainThreadPaint)}, ` +
      `ended before two frames in ${count((t) => t.end <= t.r.frames)}; median ${summary(timers.map((t) => t.end - t.begin)).median.toFixed(1)} ms`,
    ] : []),
  ].join('\n');
}

const files = await pageFiles();
const server = await startServer(files);
const browser = await launchChromium();
try {
  const { origin } = server;
  const mock = `${origin}/mock/bench-startup/ok`;
  await serveStartupPages(browser, { origin, files });
  const captured = async (name) => (await load(browser, `${origin}/startup/${name}.html`)).markup;
  const pages = {
    card: cardStartupPage(mock),
    'card-markup': markupStartupPage(await captured('card-capture')),
    ours: oursStartupPage(mock),
    markup: markupStartupPage(await captured('capture')),
  };
  for (const [name, html] of Object.entries(pages)) {
    files.set(`/clock/${name}.html`, { type: 'html', body: probed(html, 0) });
    files.set(`/clock/${name}-held.html`, { type: 'html', body: probed(html, 3000) });
  }
  console.log(`${loads} loads of each page; load average ${os.loadavg()[0].toFixed(1)}`);
  for (const name of Object.keys(pages)) {
    await probe(browser, `${origin}/clock/${name}.html`, true);
    const runs = [];
    while (runs.length < loads) {
      const run = await probe(browser, `${origin}/clock/${name}.html`, true);
      if (run.chromium !== undefined) runs.push(run);
    }
    console.log(describe(name, runs));
    if (!runs.some((r) => r.timers.length)) continue;
    const diffs = [];
    for (let i = 0; i < pairs; i += 1) {
      const plain = await probe(browser, `${origin}/clock/${name}.html`, false);
      const held = await probe(browser, `${origin}/clock/${name}-held.html`, false);
      diffs.push(plain.ms - held.ms);
    }
    const i = medianInterval(diffs);
    console.log(`  clock with the timers run − with them held 3 s, per pair: median ${fmt(summary(diffs).median)}, 95% interval ${fmt(i.low)} to ${fmt(i.high)} (${pairs} pairs)`);
  }
  console.log(`\nload average ${os.loadavg()[0].toFixed(1)} at the end`);
} finally {
  await browser.close();
  await server.close();
}
