// `npm test`'s server-rendering matrix: the README's "Server rendering" recipes, built as a partner
// builds them. Each app is a committed scaffold (test/frameworks/ssr/<app>/: configs, layout, the
// files `create-<framework>` writes) plus the README's own code blocks, written at the paths their
// first lines name (and the framework snippets the recipes use, at the paths the recipes give),
// into test/frameworks/ssr/readme/<app>/ (ignored by git). The only change made to the README's
// text is the service address, pointed at the mock. Each app gets its production build (which
// renders on the server, at build or per request), its own server, and each page is opened in
// Chromium (scripts/ssr-page.js says what is checked).
//
// The apps share one npm project, test/frameworks/ssr/, with its own lock (`npm ci` there when its
// node_modules is missing). Its frameworks need a newer Node than this repository's: the `node`
// package of that lock brings it, and every build and server runs on it.
//
// `node scripts/ssr-matrix.js [app…]` runs some apps only; `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from './find-browsers.js';
import { loadMockHandler } from './load-mock.js';
import { installOnce, pack, unpackInto } from './packed-package.js';
import { checkPage } from './ssr-page.js';

const SSR_DIR = resolve('test/frameworks/ssr');
const README = readFileSync('README.md', 'utf8');
const README_BASE_URL = 'https://market.example.com';
const NODE = join(SSR_DIR, 'node_modules', '.bin', 'node');
const bin = (name) => join(SSR_DIR, 'node_modules', '.bin', name);

/** The code blocks of README.md's section under `heading` (to the next heading), in order. */
function blocks(heading) {
  const start = README.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "${heading}"`);
  const rest = README.slice(start + heading.length + 2);
  const next = rest.search(/^#{1,3} /m);
  const section = next < 0 ? rest : rest.slice(0, next);
  const found = [...section.matchAll(/```\w*\n([\s\S]*?)```/g)].map((match) => match[1]);
  if (!found.length) throw new Error(`README.md's "${heading}" has no code block`);
  return found;
}

/** The path a recipe's block names in its first comment (`// app/x/page.tsx, with …`). */
const namedPath = (source) => /^(?:---\n)?(?:\/\/|<!--) ([\w./@+[\]-]+\.\w+)/.exec(source)?.[1];

const WALLETS = [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }];
const NEXT = '### Next.js (App Router)';

// Per app: the README's blocks it is made of (a section's blocks at the paths they name, or one
// `block` of it at `to`), how it is built and served, and the pages opened.
const APPS = {
  next: {
    files: [
      { heading: NEXT, block: 0 },
      { heading: '### React 18 and older', block: 0, to: 'app/checkout/checkout.tsx' },
      // The same page rendered per request (the scaffold's app/per-request/layout.tsx says so).
      { heading: NEXT, block: 0, to: 'app/per-request/checkout/page.tsx' },
      { heading: '### React 18 and older', block: 0, to: 'app/per-request/checkout/checkout.tsx' },
      { heading: NEXT, block: 1, to: 'app/checkout-element/page.tsx' },
      { heading: '### React 19', block: 0, to: 'app/checkout-element/checkout.tsx' },
      // What the README warns of: the React 19 snippet in the first page, hydrated.
      { heading: NEXT, block: 0, to: 'app/checkout-hydrated/page.tsx' },
      { heading: '### React 19', block: 0, to: 'app/checkout-hydrated/checkout.tsx' },
      { heading: '<!-- typings: react -->', block: 0, to: 'typings.d.ts' },
    ],
    build: [bin('next'), ['build']],
    serve: (port) => [bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1']],
    pages: [
      { path: '/checkout', tag: 'market-crypto-checkout', wallets: WALLETS },
      { path: '/per-request/checkout', tag: 'market-crypto-checkout', wallets: WALLETS },
      { path: '/checkout-element', tag: 'market-crypto-checkout', wallets: WALLETS, inServerHtml: false },
      // When React fixes its issue 35446 this page passes, and the README's warning goes.
      { path: '/checkout-hydrated', tag: 'market-crypto-checkout', wallets: WALLETS, fails: /^walletAddrs is \[\]/ },
    ],
  },
  nuxt: {
    files: [{ heading: '### Nuxt' }, { heading: '### Vue 3', block: 0, to: 'app/pages/checkout.vue' }],
    build: [bin('nuxt'), ['build']],
    serve: () => ['.output/server/index.mjs', []],
    pages: [{ path: '/checkout', tag: 'market-fiat-checkout', wallets: WALLETS }],
  },
  sveltekit: {
    files: [
      { heading: '### SvelteKit' },
      { heading: '### Svelte 5', block: 0, to: 'src/routes/checkout/Checkout.svelte' },
      // The same page without `prerender`: rendered per request.
      { heading: '### SvelteKit', block: 0, to: 'src/routes/per-request/+page.svelte' },
      { heading: '### Svelte 5', block: 0, to: 'src/routes/per-request/Checkout.svelte' },
    ],
    build: [bin('vite'), ['build']],
    serve: () => ['build/index.js', []],
    // Svelte's server writes every value on a custom element as an attribute (README, SvelteKit).
    pages: [
      { path: '/checkout', tag: 'market-crypto-checkout', wallets: WALLETS, serverAttribute: 'walletaddrs' },
      { path: '/per-request', tag: 'market-crypto-checkout', wallets: WALLETS, serverAttribute: 'walletaddrs' },
    ],
  },
  astro: {
    files: [{ heading: '### Astro' }, { heading: '### React 18 and older', block: 0, to: 'src/components/Checkout.tsx' }],
    build: [bin('astro'), ['build']],
    serve: (port) => [bin('astro'), ['preview', '--port', String(port), '--host', '127.0.0.1']],
    pages: [
      { path: '/checkout', tag: 'market-crypto-checkout', wallets: WALLETS },
      { path: '/pay', tag: 'market-crypto-checkout', wallets: WALLETS },
    ],
  },
  angular: {
    files: [{ heading: '### Angular with SSR' }, { heading: '### Angular', block: 0, to: 'src/app/checkout.component.ts' }],
    build: [bin('ng'), ['build']],
    serve: () => ['dist/server/server.mjs', []],
    pages: [
      { path: '/checkout', tag: 'market-fiat-checkout', wallets: WALLETS },
      { path: '/per-request', tag: 'market-fiat-checkout', wallets: WALLETS },
    ],
  },
};

/** test/frameworks/ssr/readme/<name>/: the scaffold, then the README's blocks over it. */
function writeApp(name, app, baseUrl) {
  const dir = join(SSR_DIR, 'readme', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(SSR_DIR, name), dir, { recursive: true });
  const write = (path, source) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source.replaceAll(README_BASE_URL, baseUrl));
  };
  for (const { heading, block, to } of app.files) {
    const found = blocks(heading);
    for (const [index, source] of found.entries()) {
      if (block !== undefined && index !== block) continue;
      const path = to ?? namedPath(source);
      if (!path) throw new Error(`README.md's "${heading}" block ${index + 1} does not name its file on its first line`);
      write(path, source);
    }
  }
  return dir;
}

const ENV = {
  ...process.env,
  // The frameworks' own Node first on the path, for whatever they start themselves.
  PATH: `${join(SSR_DIR, 'node_modules', '.bin')}:${process.env.PATH}`,
  NEXT_TELEMETRY_DISABLED: '1',
  NUXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  NG_CLI_ANALYTICS: 'false',
  CI: '1',
};

function build(name, app, dir) {
  const started = Date.now();
  const [command, args] = app.build;
  const result = spawnSync(NODE, [command, ...args], { cwd: dir, env: ENV, encoding: 'utf8' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) throw new Error(`build failed (${seconds} s):\n${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-40).join('\n')}`);
  console.log(`  built in ${seconds} s`);
}

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** Starts the app's server; resolves to its origin and a stop function once it answers. */
async function serve(app, dir) {
  const port = await freePort();
  const [command, args] = app.serve(port);
  const child = spawn(NODE, [command, ...args], { cwd: dir, env: { ...ENV, PORT: String(port), HOST: '127.0.0.1', NITRO_HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => new Promise((done) => (child.exitCode === null ? (child.once('exit', done), child.kill()) : done()));
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (await fetch(origin).then(() => true, () => false)) return { origin, stop, output: () => output };
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 60 s:\n${output}`);
}

/** The mock service on a port of its own; one session per run. */
async function startMock() {
  const handle = await loadMockHandler('.cache/ssr-mock-server.mjs');
  const server = createServer((req, res) => void handle(req, res).then((handled) => handled || (res.writeHead(404), res.end())));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  // localhost, where the pages are on 127.0.0.1: every request is cross-origin, as in a partner's page.
  const root = `http://localhost:${server.address().port}/mock/ssr-matrix`;
  return {
    baseUrl: `${root}/ok`,
    requests: async () => (await fetch(`${root}/requests`)).json(),
    clear: () => fetch(`${root}/requests`, { method: 'DELETE' }),
    close: () => new Promise((done) => server.close(done)),
  };
}

async function runApp(name, app, browser, mock) {
  const version = (pkg) => JSON.parse(readFileSync(join(SSR_DIR, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  const framework = { next: 'next', nuxt: 'nuxt', sveltekit: '@sveltejs/kit', astro: 'astro', angular: '@angular/ssr' }[name];
  console.log(`\n${name} (${framework} ${version(framework)})`);
  const dir = writeApp(name, app, mock.baseUrl);
  build(name, app, dir);
  const server = await serve(app, dir);
  let ok = true;
  try {
    for (const page of app.pages) {
      const failures = await checkPage(browser, { ...page, url: `${server.origin}${page.path}` }, mock);
      // A page the README says fails must fail as it says.
      const failed = page.fails ? !failures.some((failure) => page.fails.test(failure)) : failures.length > 0;
      if (failed) ok = false;
      const verdict = failed ? 'FAIL' : page.fails ? `fails as the README says (${page.fails.source})` : 'pass';
      console.log(`  ${verdict}: ${page.path} <${page.tag}>${failures.map((failure) => `\n    ${failure}`).join('')}`);
    }
  } finally {
    await server.stop();
  }
  if (!ok && server.output().trim()) console.log(`  the server said:\n${server.output().trim().replace(/^/gm, '    ')}`);
  return ok;
}

const only = process.argv.slice(2);
const started = Date.now();
installOnce(SSR_DIR, 'server-rendered apps');
const tarball = pack();
unpackInto(tarball, SSR_DIR);
rmSync(dirname(tarball), { recursive: true, force: true });
const mock = await startMock();
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
let ok = true;
for (const [name, app] of Object.entries(APPS)) {
  if (only.length && !only.includes(name)) continue;
  try {
    if (!(await runApp(name, app, browser, mock))) ok = false;
  } catch (error) {
    console.log(`  FAIL: ${error.message}`);
    ok = false;
  }
}
await browser.close();
await mock.close();
console.log(`\nserver-rendering matrix: ${ok ? 'pass' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (!ok) process.exit(1);
