// `npm run bench`: builds the project, then measures size, startup, submit to QR, the countdown
// and memory side by side, prints one table, writes it to bench/RESULTS.md with the machine it
// ran on, refreshes the README's size line, and exits non-zero when a budget is broken. A
// benchmark, not a test: nothing here asserts a time. `--save-before LABEL` also keeps this run's
// startup as the "before" that later runs print their gates and phases beside (bench/before.json).
// `--only startup,submit` (any of PARTS) measures those parts alone and prints their rows, the
// startup beside the "before" and broken budgets without writing any file but the "before" asked
// for; `--no-build` measures dist/ as it is.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { findChromium } from '../scripts/find-browsers.js';
import { launchChromium } from './browser.js';
import { measureCountdown } from './countdown.js';
import { measureMemory } from './memory.js';
import { pageFiles } from './pages.js';
import { measureQr } from './qr.js';
import { budgetFailures, phaseTable, readBefore, resultsMarkdown, sizeLine, table } from './report.js';
import { startServer } from './server.js';
import { measureSizes, sizeBudgetFailures } from './size.js';
import { measureStartup } from './startup.js';
import { measureFirstSubmit, measureSubmit } from './submit.js';
import { hostileFiles, measureHostile } from './hostile.js';

const PARTS = ['sizes', 'startup', 'submit', 'first-submit', 'qr', 'countdown', 'memory', 'hostile'];
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const only = option('--only')?.split(',');
const unknown = only?.filter((part) => !PARTS.includes(part));
if (unknown?.length) throw new Error(`bench: no part named ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}.`);
const parts = new Set(only ?? PARTS);

const started = Date.now();
// Other work on the machine is the first thing to know when reading the times.
const [loadAtStart] = os.loadavg();
const progress = (message) => console.log(`bench [${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

if (!process.argv.includes('--no-build')) {
  progress('building (npm run build)');
  try {
    execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'pipe' });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    console.error('bench: the build failed; nothing was measured.');
    process.exit(1);
  }
}

const results = {};
if (parts.has('sizes')) {
  progress('sizes');
  results.sizes = await measureSizes();
}
const files = new Map([...(await pageFiles()), ...(await hostileFiles())]);
const server = await startServer(files);
const browser = await launchChromium();
const site = { origin: server.origin, files };
const steps = [
  ['startup', 'startup', () => measureStartup(browser, site, 25, progress)],
  ['submit', 'submit → QR, interleaved with a bare fetch and the QR render', () => measureSubmit(browser, site, 50)],
  ['first-submit', 'first submit → QR, package split by a bundler', () => measureFirstSubmit(browser, site, 15)],
  ['qr', 'QR render', () => measureQr(browser, site, 50)],
  ['countdown', 'countdown (20 s)', () => measureCountdown(browser, site, 10, progress)],
  ['memory', 'memory', () => measureMemory(browser, site, 1000, progress)],
  ['hostile', 'a hostile 1 MiB answer', () => measureHostile(browser, site, 10)],
];
let chromium;
try {
  for (const [part, what, measure] of steps) {
    if (!parts.has(part)) continue;
    progress(what);
    results[part.replace(/-(\w)/g, (_, c) => c.toUpperCase())] = await measure();
  }
} finally {
  chromium = await browser.version();
  await browser.close();
  await server.close();
}

const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const load = `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`;
if (process.argv.includes('--save-before')) {
  const before = { label: option('--save-before') ?? 'before', date, load, startup: results.startup, submit: results.submit, sizes: results.sizes };
  writeFileSync('bench/before.json', JSON.stringify(before, null, 2) + '\n');
  progress('this run kept as the "before" in bench/before.json');
}

if (only) {
  const failures = budgetFailures(results, results.sizes ? sizeBudgetFailures(results.sizes) : []);
  console.log(`\n${table(results)}\n`);
  if (results.startup) console.log(phaseTable(results.startup, readBefore()));
  progress(`load average ${load}`);
  progress(`done (${only.join(', ')} alone: no file written)`);
  for (const failure of failures) console.error(`budget broken: ${failure}`);
  process.exit(failures.length ? 1 : 0);
}

const failures = budgetFailures(results, sizeBudgetFailures(results.sizes));
const cpus = os.cpus();
const machine = {
  date,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
  memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GB`,
  load,
  node: process.version,
  chromium: `${chromium.replace('/', ' ')} (${findChromium()}), headless`,
};
const seconds = (Date.now() - started) / 1000;
writeFileSync('bench/RESULTS.md', resultsMarkdown({ results, machine, seconds, failures, before: readBefore() }));

// The README quotes the size line between these markers; the rest of it is not ours to touch.
const README = 'README.md';
const marked = /(<!-- bench:size -->\n)[^]*?(\n<!-- \/bench:size -->)/;
const readme = readFileSync(README, 'utf8');
if (marked.test(readme)) writeFileSync(README, readme.replace(marked, (_, open, close) => open + sizeLine(results.sizes) + close));
else progress('README.md has no <!-- bench:size --> markers: its size line was not updated');

console.log(`\n${table(results)}\n`);
progress(`done; written to bench/RESULTS.md`);
for (const failure of failures) console.error(`budget broken: ${failure}`);
process.exit(failures.length ? 1 : 0);
