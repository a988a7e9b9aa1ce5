// `node bench/lit-compiler-ab.js`: an A/B of @lit-labs/compiler (issue 32), Lit's build-time template
// preparation, which is not a dependency of the project. It takes the compiler and the TypeScript
// it runs on from LIT_COMPILER_DIR (a scratch folder where `npm install @lit-labs/compiler` was
// run), builds the combined and the card-only classic scripts again as `npm run build` does, with
// the compiler applied to our modules after the template minifier, and measures the gzip sizes
// and the startup gates of both builds, each page's loads alternating with its markup baseline's.
// Run after `npm run build` (the payment file and languages in dist/ are shared by both builds).
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchChromium } from './browser.js';
import { CARD_SCRIPT, CLASSIC_SCRIPT, pageFiles } from './pages.js';
import { startServer } from './server.js';
import { STARTUP_BUDGETS } from './budgets.js';
import { PAIRED_LOADS, alternate, serveStartupPages, summarise } from './startup.js';
import { pairedRatios } from './stats.js';

const dir = process.env.LIT_COMPILER_DIR;
if (!dir) throw new Error('LIT_COMPILER_DIR: a folder where `npm install @lit-labs/compiler` was run.');
const require = createRequire(join(dir, 'package.json'));
const ts = require('typescript');
const { compileLitTemplates } = await import(require.resolve('@lit-labs/compiler'));
const progress = (message) => console.log(`lit-compiler A/B: ${message}`);

/** The compiler over each of our modules with a template, as JavaScript after the bundler's TypeScript step. */
function litCompiler() {
  let compiled = 0;
  return {
    name: 'bench-lit-compiler',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('html`')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, sourceMap: true },
        transformers: { before: [compileLitTemplates()] },
      });
      if (!out.outputText.includes('_$litType$')) return null;
      compiled += 1;
      return { code: out.outputText, map: JSON.parse(out.sourceMapText) };
    },
    buildEnd() {
      progress(`${compiled} modules with templates compiled`);
    },
  };
}

const SCRIPTS = { script: 'market-checkout.iife.js', 'fiat-script': 'market-fiat-checkout.iife.js' };

/** Both classic scripts, built with the compiler or without (the control, built the same way here). */
async function buildScripts(withCompiler) {
  const outDir = mkdtempSync(join(tmpdir(), `market-lit-compiler-${withCompiler ? 'b' : 'a'}-`));
  try {
    const files = {};
    for (const [mode, name] of Object.entries(SCRIPTS)) {
      await build({ mode, logLevel: 'warn', plugins: withCompiler ? [litCompiler()] : [], build: { outDir, emptyOutDir: false } });
      files[name] = readFileSync(join(outDir, name), 'utf8');
    }
    return files;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const builds = { a: await buildScripts(false), b: await buildScripts(true) };
for (const name of Object.values(SCRIPTS)) {
  const [a, b] = [gzip(builds.a[name]), gzip(builds.b[name])];
  progress(`${name}: ${a} B gzip without, ${b} B with (${b - a >= 0 ? '+' : ''}${b - a} B, ${((b / a - 1) * 100).toFixed(1)}%)`);
}

const files = await pageFiles();
for (const [which, scripts] of Object.entries(builds)) {
  for (const [name, text] of Object.entries(scripts)) files.set(`/ab/${which}/${name}`, { type: 'js', body: text });
}
const server = await startServer(files);
const browser = await launchChromium();
const site = { origin: server.origin, files };
try {
  const url = (name) => `${server.origin}/startup/${name}.html`;
  // The markup baselines are made from the shipped scripts' first render; each build's pages are
  // served under its own names, and the three pages of a figure load in turn: A, B, markup, A, B…
  const pages = {};
  for (const which of ['a', 'b']) {
    const paths = { ours: `/ab/${which}/${SCRIPTS.script}`, card: `/ab/${which}/${SCRIPTS['fiat-script']}` };
    await serveStartupPages(browser, site, paths);
    for (const page of ['ours', 'card']) pages[`${page}-${which}`] = files.get(`/startup/${page}.html`);
  }
  await serveStartupPages(browser, site, { ours: CLASSIC_SCRIPT, card: CARD_SCRIPT });
  for (const [name, file] of Object.entries(pages)) files.set(`/startup/${name}.html`, file);
  for (const [page, markup, budget] of [['ours', 'markup', STARTUP_BUDGETS.ours], ['card', 'card-markup', STARTUP_BUDGETS.card]]) {
    const [a, b, base] = await alternate(browser, [url(`${page}-a`), url(`${page}-b`), url(markup)], PAIRED_LOADS, progress, `${page}: without, with, markup`);
    const ms = (loads) => loads.map((load) => load.ms);
    const [aOver, bOver, bOverA] = [pairedRatios(ms(a), ms(base)), pairedRatios(ms(b), ms(base)), pairedRatios(ms(b), ms(a))];
    progress(
      `${page} (${a.length} loads of each): over its markup baseline ${aOver.median.toFixed(2)}× without, ${bOver.median.toFixed(2)}× with ` +
        `(budget ${budget}×); with over without ${bOverA.median.toFixed(2)}× (per-load ratios ${bOverA.min.toFixed(2)}–${bOverA.max.toFixed(2)})`,
    );
    const phases = (loads) => Object.entries(summarise(loads).phases).map(([phase, s]) => `${phase} ${s.median.toFixed(1)}`).join(', ');
    progress(`${page}, median ms: without ${phases(a)}; with ${phases(b)}; markup ${phases(base)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
