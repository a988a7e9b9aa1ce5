// `npm run bench:profile [-- ours|card [loads]]`: where a first load's main-thread time goes, phase
// by phase, as the startup bench measures it (bench/startup.js): the same page, each load in a fresh
// browser context with V8's sampling profiler on (every 50 µs), then the time of the samples per load
// by function, mapped back to our sources and packages through the script's source map. Run after
// `npm run build` (it profiles dist/ as it is). The profiler slows everything down about twofold:
// read the shares, not the milliseconds. A tool for finding what to cut, not a benchmark.
//
// Phases are told apart by 3 ms marker functions the page calls at the bench's phase boundaries
// (at 1 ms the profiler sometimes took no sample of one); self time is the function running when
// sampled, and "within" counts each of our functions on the stack once per sample (so nested ones
// overlap). In `evaluate`, the page's own frame that appends the script (profile.html) holds V8's
// compiling of it; in `layout`, the browser's style, layout and focus.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium } from './browser.js';
import { cardStartupPage, CARD_SCRIPT, CLASSIC_SCRIPT, oursStartupPage, pageFiles } from './pages.js';
import { startServer } from './server.js';

const { TraceMap, originalPositionFor } = createRequire(import.meta.url)('@jridgewell/trace-mapping');

const [which = 'ours', loadsText = '20'] = process.argv.slice(2);
if (!['ours', 'card'].includes(which)) throw new Error('bench/profile.js profiles `ours` (both elements) or `card` (the card-only page).');
const loads = Number(loadsText);
const PHASES = ['evaluate', 'render', 'layout'];
const TOP = 25;

/** The startup page with a marker called at each phase boundary. */
function markedPage(mock) {
  const page = which === 'card' ? cardStartupPage(mock) : oursStartupPage(mock);
  const marker = (name) => `function __mark_${name}(){const t=performance.now();while(performance.now()-t<3);}`;
  const edits = [
    ['<script>\nconst deep', `<script>${[...PHASES, 'end'].map(marker).join('')}\nconst deep`],
    ['const start = performance.now();', '__mark_evaluate();const start = performance.now();'],
    ['const evaluated = performance.now();', 'const evaluated = performance.now();__mark_render();'],
    ['const rendered = performance.now();', 'const rendered = performance.now();__mark_layout();'],
    ['const ready = performance.now();', 'const ready = performance.now();__mark_end();'],
  ];
  return edits.reduce((html, [from, to]) => {
    // The startup page (bench/pages.js) changed: a phase would go unmarked and run on unseen.
    if (!html.includes(from)) throw new Error(`bench/profile.js: the startup page no longer has ${JSON.stringify(from)}.`);
    return html.replace(from, to);
  }, page);
}

const script = which === 'card' ? CARD_SCRIPT : CLASSIC_SCRIPT;
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

const files = await pageFiles();
const server = await startServer(files);
files.set('/profile.html', { type: 'html', body: markedPage(`${server.origin}/mock/bench-startup/ok`) });
const browser = await launchChromium();
const self = Object.fromEntries(PHASES.map((phase) => [phase, new Map()]));
const within = Object.fromEntries(PHASES.map((phase) => [phase, new Map()]));
const add = (totals, key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);
try {
  // One load first, not counted: the browser's own first-use costs.
  for (let i = 0; i <= loads; i += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.origin}/profile.html`);
    await page.evaluate(() => window.startup);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    if (i === 0) continue;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
    let phase;
    profile.samples.forEach((id, s) => {
      const node = nodes.get(id);
      // A marker is sampled in its own loop or in the performance.now() it calls.
      const marker = [node, parents.get(id)].map((at) => at && /^__mark_(\w+)$/.exec(at.callFrame.functionName)).find(Boolean);
      if (marker) phase = marker[1];
      if (marker || !PHASES.includes(phase)) return;
      const ms = (profile.timeDeltas[s + 1] ?? 0) / 1000 / loads;
      add(self[phase], frameName(node.callFrame), ms);
      const ours = new Set();
      for (let at = node; at; at = parents.get(at.id)) {
        const name = frameName(at.callFrame);
        if (name.includes(' src/')) ours.add(name);
      }
      for (const name of ours) add(within[phase], name, ms);
    });
  }
} finally {
  await browser.close();
  await server.close();
}

const rows = (totals) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([name, ms]) => `${ms.toFixed(2).padStart(8)}  ${name}`);
console.log(`${which === 'card' ? 'The card-only page' : 'Both elements'}, ${script}: ms of samples per load, ${loads} loads, profiler on`);
for (const phase of PHASES) {
  const total = [...self[phase].values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${phase}: ${total.toFixed(1)} ms\n  self time:\n${rows(self[phase]).join('\n')}\n  within our functions:\n${rows(within[phase]).join('\n')}`);
}
