// `npm run bench:profile [-- ours|card|de|de-card [loads] [--save LABEL]]`: where a first load's main-thread
// time goes, from the script's evaluation to the first paint, as the startup bench clocks it
// (bench/pages.js): the same page, each load in a fresh browser context, in pairs of loads: one
// traced, one with V8's sampling profiler (every 50 µs) on. Run after `npm run build` (it profiles
// dist/ as it is). Both slow the page down: read the shares, not the milliseconds. A tool for
// finding what to cut, not a benchmark.
//
// First the phases (bench/trace.js), medians over the loads: evaluate (script run while the script
// is evaluated: the tags defined, the elements upgraded), compile (V8 parsing and compiling,
// wherever it falls), render (script from the first update to the paint, with the share of it in
// the tasks run after the first render, such as the setup warnings), layout (the browser's style,
// layout and paint), gc, and other (waiting for the frame and its presentation). Then the sampled
// functions of each span between the page's marks (evaluate, render, then the tasks before the
// paint), by self time and "within" (each of our functions on the stack once per sample, so nested
// ones overlap), mapped back to our sources and packages through the script's source map. In
// `evaluate`, the page's own frame that appends the script (profile.html) holds V8's compiling of
// it. `--save before` (or any label) keeps the phases in bench/profile-<page>.json and refreshes
// the profile's table in bench/RESULTS.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { freshPage, launchChromium } from './browser.js';
import { cardStartupPage, CARD_SCRIPT, CLASSIC_SCRIPT, cryptoStartupPage, germanPage, oursStartupPage, pageFiles, PRICE } from './pages.js';
import { PROFILE_PHASES, saveProfile } from './profile-record.js';
import { startServer } from './server.js';
import { summary } from './stats.js';
import { mainThread, timeByKind, TRACE_CATEGORIES, traceFirstPaint } from './trace.js';

const { TraceMap, originalPositionFor } = createRequire(import.meta.url)('@jridgewell/trace-mapping');

const args = process.argv.slice(2);
const saveAt = args.indexOf('--save');
const label = saveAt >= 0 ? args.splice(saveAt, 2)[1] : undefined;
if (saveAt >= 0 && !label) throw new Error('bench/profile.js: --save needs a label, e.g. --save before.');
const [which = 'ours', loadsText = '20'] = args;
/** Each page profiled: how it is made (bench/pages.js), its script and how the report names it. */
const PAGES = {
  // As the gates load them (bench/startup.js): with a partner's price.
  ours: { make: oursStartupPage, script: CLASSIC_SCRIPT, name: 'Both elements, a price set', price: PRICE },
  card: { make: cardStartupPage, script: CARD_SCRIPT, name: 'The card-only page, a price set', price: PRICE },
  // The German gates' pages (issue 55): up to the first paint of the German form.
  de: { make: cryptoStartupPage, script: CLASSIC_SCRIPT, name: 'The crypto element on a German page', german: true },
  'de-card': { make: cardStartupPage, script: CARD_SCRIPT, name: 'The card-only page in German', german: true },
};
if (!PAGES[which]) throw new Error(`bench/profile.js profiles one of ${Object.keys(PAGES).join(', ')}.`);
const { make, script, name, german, price } = PAGES[which];
const loads = Number(loadsText);
/** The spans between the page's marks that the sampled functions are told by. */
const SPANS = ['evaluate', 'render', 'tasks before the paint'];
const TOP = 25;

/** The startup page with a user-timing mark at each of its phase boundaries, for the trace. */
async function markedPage(mock) {
  const page = make(mock, { price, ...(german && { language: await germanPage() }) });
  const mark = (name) => `performance.mark('startup:${name}');`;
  const edits = [
    ['const start = performance.now();', `${mark('start')}const start = performance.now();`],
    ['const evaluated = performance.now();', `const evaluated = performance.now();${mark('evaluated')}`],
    ['const rendered = performance.now();', `const rendered = performance.now();${mark('rendered')}`],
  ];
  return edits.reduce((html, [from, to]) => {
    // The startup page (bench/pages.js) changed: a phase would go unmarked.
    if (!html.includes(from)) throw new Error(`bench/profile.js: the startup page no longer has ${JSON.stringify(from)}.`);
    return html.replace(from, to);
  }, page);
}

const map = new TraceMap(readFileSync(`.${script}.map`, 'utf8'));

const packageMaps = new Map();
/** A package file's own source map (Lit ships minified files with theirs), so its frames name the function. */
function packageMap(source) {
  if (!source.startsWith('node_modules/')) return undefined;
  if (!packageMaps.has(source)) {
    let inner;
    try {
      inner = new TraceMap(readFileSync(`${source}.map`, 'utf8'));
    } catch {
      inner = undefined;
    }
    packageMaps.set(source, inner);
  }
  return packageMaps.get(source);
}

/** `name source:line` for a frame: our sources and packages through the source map, the page's own as they are. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  if (lineNumber >= 0 && url === '') {
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (at.source) {
      const source = at.source.replace(/^(\.\.\/)+/, '');
      const inner = packageMap(source);
      if (inner) {
        const original = originalPositionFor(inner, { line: at.line, column: at.column });
        if (original.source) return `${original.name || functionName || '(anonymous)'} ${source.replace('node_modules/', '')}→${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
      }
      return `${functionName || at.name || '(anonymous)'} ${source.replace('node_modules/', '')}:${at.line}`;
    }
  }
  // The script runs from a script element's text: its frames have no address, only positions.
  if (url === '' && lineNumber >= 0) return `${functionName || '(top level)'} the script, unmapped`;
  return `${functionName || '(anonymous)'} ${url ? `${url.replace(/.*\//, '')}:${lineNumber + 1}` : '(native)'}`;
}

/** A load's span boundaries from its trace (µs): the page's marks, then Chromium's first paint. */
function spansOf(traceEvents) {
  const { marks, pid } = mainThread(traceEvents, 'startup:start');
  const bounds = ['start', 'evaluated', 'rendered'].map((name) => marks[`startup:${name}`]);
  const painted = traceFirstPaint(traceEvents, pid);
  if (!(painted > bounds[2])) throw new Error('bench/profile.js: no first paint after the render in the trace.');
  return [...bounds, painted];
}

/** One load's phases (PROFILE_PHASES, ms) from its trace. */
function phasesOf(traceEvents) {
  const { events } = mainThread(traceEvents, 'startup:start');
  const [start, evaluated, rendered, painted] = spansOf(traceEvents);
  const [a, b, c] = [[start, evaluated], [evaluated, rendered], [rendered, painted]].map(([from, to]) => timeByKind(events, from, to));
  const whole = timeByKind(events, start, painted);
  const phases = {
    evaluate: a.script, compile: whole.compile, render: b.script + c.script, 'of which tasks after the render': c.script,
    layout: whole.layout, gc: whole.gc, other: whole.other, total: (painted - start) / 1000,
  };
  return phases;
}

/** Adds one load's samples, by span, to `self` and `within` (ms per load). */
function addSamples(profile, [start, evaluated, rendered, painted]) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  let t = profile.startTime;
  profile.samples.forEach((id, s) => {
    t += profile.timeDeltas[s];
    if (t < start || t >= painted) return;
    const span = SPANS[t < evaluated ? 0 : t < rendered ? 1 : 2];
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[s + 1] ?? 0) / 1000 / loads;
    add(self[span], frameName(node.callFrame), ms);
    const ours = new Set();
    for (let at = node; at; at = parents.get(at.id)) {
      const name = frameName(at.callFrame);
      if (name.includes(' src/')) ours.add(name);
    }
    for (const name of ours) add(within[span], name, ms);
  });
}

const files = await pageFiles();
const server = await startServer(files);
files.set('/profile.html', { type: 'html', body: await markedPage(`${server.origin}/mock/bench-startup/ok`) });
const browser = await launchChromium();
const self = Object.fromEntries(SPANS.map((span) => [span, new Map()]));
const within = Object.fromEntries(SPANS.map((span) => [span, new Map()]));
const add = (totals, key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);
const perLoad = [];
const [loadAtStart] = os.loadavg();
/**
 * One load of the profile page, traced with `categories`, with V8's sampling profiler on when
 * `sampled`: the trace's events and the profile.
 */
async function profileLoad(categories, sampled) {
  const { page, check, close } = await freshPage(browser);
  try {
    const cdp = await page.createCDPSession();
    if (sampled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
    }
    await page.tracing.start({ categories });
    await page.goto(`${server.origin}/profile.html`);
    await page.evaluate(() => window.startup);
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const profile = sampled ? (await cdp.send('Profiler.stop')).profile : undefined;
    check();
    return { traceEvents, profile };
  } finally {
    await close();
  }
}

try {
  // One load of each kind first, not counted: the browser's own first-use costs. The phases come
  // from loads without the sampling profiler, which slows V8's compiling (it logs every function
  // compiled); the sampled loads keep a light trace, for the marks that tell their spans.
  for (let i = 0; i <= loads; i += 1) {
    const traced = await profileLoad(TRACE_CATEGORIES, false);
    const sampled = await profileLoad(['blink.user_timing', 'loading'], true);
    if (i === 0) continue;
    perLoad.push(phasesOf(traced.traceEvents));
    // The profile and the trace share one clock (the profile's startTime is the trace's time).
    addSamples(sampled.profile, spansOf(sampled.traceEvents));
  }
} finally {
  await browser.close();
  await server.close();
}

const medians = Object.fromEntries(PROFILE_PHASES.map((phase) => [phase, summary(perLoad.map((p) => p[phase])).median]));
/** Each phase's share of all the loads' time together: shares add up where medians of ms need not. */
const sum = (phase) => perLoad.reduce((total, p) => total + p[phase], 0);
const shares = Object.fromEntries(PROFILE_PHASES.map((phase) => [phase, sum(phase) / sum('total')]));
const load = `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`;
const rows = (totals) => [...totals].sort((x, y) => y[1] - x[1]).slice(0, TOP).map(([name, ms]) => `${ms.toFixed(2).padStart(8)}  ${name}`);
console.log(`${name}, ${script}: script evaluated → first paint, ${loads} traced loads and ${loads} sampled; load average ${load}`);
console.log('\nphases: median ms per load (medians need not sum to the total), and share of all the loads\' time:');
for (const phase of PROFILE_PHASES) console.log(`${medians[phase].toFixed(1).padStart(8)} ${`${(shares[phase] * 100).toFixed(0)}%`.padStart(5)}  ${phase}`);
for (const span of SPANS) {
  const total = [...self[span].values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${span}: ${total.toFixed(1)} ms of samples per load\n  self time:\n${rows(self[span]).join('\n')}\n  within our functions:\n${rows(within[span]).join('\n')}`);
}
if (label) {
  saveProfile(which, label, { date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), load, loads, script, phases: medians, shares });
  console.log(`\nsaved as "${label}" in bench/profile-${which}.json and bench/RESULTS.md`);
}
