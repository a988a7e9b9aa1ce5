// Browser tests in real Chromium, Firefox and WebKit (every engine this machine has; Chromium is
// required), against the same mock service that `npm start` serves.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium, findFirefox, findWebKit } from './scripts/find-browsers.js';
import { webkitLauncher } from './scripts/webkit-launcher.js';
import { loadMockHandler } from './scripts/load-mock.js';
import { qrcodeSubstitute } from './scripts/qrcode-substitutes.js';
import { frameworkSnippets } from './scripts/framework-snippets.js';
import { blockedCsp } from './scripts/test-csp.js';
import { testChain } from './scripts/test-chain.js';
import { testChainApis } from './scripts/test-chain-apis.js';

const handleMockRequest = await loadMockHandler('.cache/mock-api.mjs');

// These packages are CommonJS only; the test server cannot hand them to the browser as they
// are (see shared notes: qrcode breaks under the commonjs plugin), so each file the browser
// asks for is answered with that module bundled into one ES module by esbuild.
const COMMONJS = /\/node_modules\/(qrcode|jsqr|@sinonjs\/fake-timers|@sinonjs\/commons)\//;
// The file a served path names: under the root, or above it (/__wds-outside-root__/<levels up>/…),
// as a worktree's node_modules is when it links to another checkout's.
function servedFile(path) {
  const [, up = 0, rest = path] = /^\/__wds-outside-root__\/(\d+)(\/.*)$/.exec(path) ?? [];
  return resolve('../'.repeat(Number(up)), `.${rest}`);
}
// qrcode as the payment file carries it (scripts/qrcode-substitutes.js), so that the tests run
// what ships; but qrcode's own segments.js, which a test compares with, comes whole, with the
// regular expressions its mode checks need.
const QRCODE_SEGMENTS = '/node_modules/qrcode/lib/core/segments.js';
const qrcodeSubstitutes = {
  name: 'qrcode-substitutes',
  setup(build) {
    build.onResolve({ filter: /^\.\/\w+$/ }, ({ path, importer }) => {
      const substitute = qrcodeSubstitute(path, importer);
      return substitute ? { path: substitute } : undefined;
    });
  },
};
const commonjsAsEsm = {
  name: 'commonjs-as-esm',
  async serve(context) {
    const file = servedFile(context.path);
    if (!COMMONJS.test(file)) return undefined;
    const result = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      plugins: file.endsWith(QRCODE_SEGMENTS) ? [] : [qrcodeSubstitutes],
      // fake-timers reaches for Node's `util` only when `process` exists, which it does not here.
      external: ['util'],
      write: false,
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

// `executeServerCommand('clipboard-permission', { granted })` lets a test read back what a copy
// button wrote (headless Chromium denies clipboard reads unless the origin is granted them), or
// take the grant away again to see the element's answer to a refused copy. It answers false where
// the engine cannot do what is asked, and the test leaves that part out there. Firefox has no
// clipboard permission to set (BiDi knows no 'clipboard-read'): a page may write even from a click
// by script, so a refusal cannot be caused, and reading back is allowed by a launch preference.
// WebKit's WebDriver has no permissions: a write needs a real click's user activation, as in Safari
// (a click by script is refused), and a page cannot read the clipboard back.
const clipboardPermission = {
  name: 'clipboard-permission',
  async executeCommand({ command, payload, session }) {
    if (command !== 'clipboard-permission') return undefined;
    const engine = engineOf(session.browser);
    if (engine === 'firefox') return Boolean(payload?.granted);
    if (engine === 'webkit') return !payload?.granted;
    const page = session.browser.getPage(session.id);
    const context = page.browserContext();
    if (!payload?.granted) await context.clearPermissionOverrides();
    else {
      const permissions = ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'];
      await context.overridePermissions(new URL(page.url()).origin, permissions);
    }
    return true;
  },
};

// `executeServerCommand('heap-after-gc')` collects garbage in the test's page (a full GC through
// the DevTools protocol, repeated so that what weak references and finalizers freed goes too),
// then answers the bytes still in use: V8's heap, and Blink's (DOM nodes live there) when reported.
const heapAfterGc = {
  name: 'heap-after-gc',
  async executeCommand({ command, session }) {
    if (command !== 'heap-after-gc') return undefined;
    // Only Chromium's DevTools protocol collects garbage and reads the heap on demand: elsewhere
    // the answer is false and the heap assertions are Chromium's (test/helpers/heap.ts).
    if (engineOf(session.browser) !== 'chromium') return false;
    const page = session.browser.getPage(session.id);
    // A page in a background tab (two test files run at once) draws no frames, and Chromium lets
    // go of removed elements whose CSS animation ran (a spinner) only at the next frame: bring the
    // page to the front and let a frame pass, so that only what is really held is counted.
    await page.bringToFront();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const cdp = await page.createCDPSession();
    try {
      for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
      return { jsHeap: usedSize, domHeap: embedderHeapUsedSize ?? 0 };
    } finally {
      await cdp.detach();
    }
  },
};

// `executeServerCommand('page-visibility', { visible })` makes the test's page visible or hidden
// for real, as a buyer switching to the wallet app does. Pages of test files running at the same
// time hide each other (only the front one is visible), so a test that needs a visible page asks
// for it: focus emulation keeps a page visible whatever is in front. Hidden is emulation off with
// a blank page of our own brought to the front over it.
// Firefox: each test page has a window of its own (its launcher's createPage), so it is visible
// whatever runs beside it; hidden is a tab of ours opened over it in its window, closed to show it.
// WebKit: one page at a time in its window, which hidden minimises (scripts/webkit-launcher.js).
const visibility = new Map();
async function firefoxPageVisible(page, visible) {
  const bidi = page.browser().connection;
  const cover = visibility.get(page);
  if (visible && cover) {
    visibility.delete(page);
    await bidi.send('browsingContext.close', { context: cover });
  } else if (!visible && !cover) {
    const { result } = await bidi.send('browsingContext.create', { type: 'tab', referenceContext: page.mainFrame()._id });
    visibility.set(page, result.context);
    page.once('close', () => {
      visibility.delete(page);
      void bidi.send('browsingContext.close', { context: result.context }).catch(() => undefined);
    });
  }
  const wanted = visible ? 'visible' : 'hidden';
  for (let i = 0; i < 200 && (await page.evaluate(() => document.visibilityState)) !== wanted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pageVisibility = {
  name: 'page-visibility',
  async executeCommand({ command, payload, session }) {
    if (command !== 'page-visibility') return undefined;
    const engine = engineOf(session.browser);
    if (engine === 'webkit') {
      await session.browser.setPageVisible(Boolean(payload?.visible));
      return true;
    }
    const page = session.browser.getPage(session.id);
    if (engine === 'firefox') {
      await firefoxPageVisible(page, Boolean(payload?.visible));
      return true;
    }
    let state = visibility.get(session.id);
    if (!state) {
      state = { cdp: await page.createCDPSession(), cover: undefined };
      visibility.set(session.id, state);
      page.once('close', () => {
        visibility.delete(session.id);
        void state.cover?.close().catch(() => undefined);
      });
    }
    await state.cdp.send('Emulation.setFocusEmulationEnabled', { enabled: Boolean(payload?.visible) });
    if (payload?.visible) {
      // Our page to the front before its cover goes: closing the tab in front would hand the front
      // to whichever tab Chromium picks, a hidden page of another test file running beside this one.
      await page.bringToFront();
      await state.cover?.close();
      state.cover = undefined;
    } else {
      state.cover ??= await page.browser().newPage();
      await state.cover.bringToFront();
    }
    // Done only once the page itself says so (another file's page may have taken the front).
    const wanted = payload?.visible ? 'visible' : 'hidden';
    for (let i = 0; i < 40 && (await page.evaluate(() => document.visibilityState)) !== wanted; i += 1) {
      await (payload?.visible ? page : state.cover).bringToFront();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  },
};

// `executeServerCommand('engine')` answers which engine runs the test page: chromium, firefox or
// webkit, for the few tests that hold only in some (test/helpers/engine.ts says which and why).
function engineOf(browser) {
  if (browser.type === 'webdriver') return 'webkit';
  return browser.name === 'Firefox' ? 'firefox' : 'chromium';
}
const engineCommand = {
  name: 'engine',
  executeCommand({ command, session }) {
    return command === 'engine' ? engineOf(session.browser) : undefined;
  },
};

// `executeServerCommand('viewport', { width, height })` and `('media', { colorScheme, reducedMotion })`
// (test/helpers/emulate.ts): the runner's own setViewport and emulateMedia work in Chromium only.
// The viewport is set in every engine (WebKit: its window is sized, scripts/webkit-launcher.js).
// Media features only Chromium can emulate (DevTools); Firefox over BiDi and WebKitGTK's WebDriver
// have no such command, so `media` answers false there and the tests that need it skip.
const emulation = {
  name: 'emulation',
  async executeCommand({ command, payload, session }) {
    if (command === 'viewport') {
      if (session.browser.type === 'webdriver') await session.browser.setViewport(payload);
      else await session.browser.getPage(session.id).setViewport(payload);
      return true;
    }
    if (command === 'media') {
      if (engineOf(session.browser) !== 'chromium') return false;
      const features = Object.entries({ 'prefers-color-scheme': payload.colorScheme, 'prefers-reduced-motion': payload.reducedMotion })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ({ name, value }));
      await session.browser.getPage(session.id).emulateMediaFeatures(features);
      return true;
    }
    return undefined;
  },
};

// Pages under test/suites/ named csp-*.html are served with the strict policy a careful partner
// sends as a header (a <meta> policy would do for these directives too; the header is what a
// real site sends, and it names the exact origin of the mock service for connect-src).
// csp-blocked-*.html get scripts/test-csp.js's policy instead.
const STRICT_CSP_PAGE = /^\/test\/suites\/csp-(?!blocked-)[\w-]+\.html$/;
const strictCsp = (origin) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `connect-src ${origin}`,
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');

// Screenshot tests (test/screenshots/): the baselines are committed under test/screenshots/baseline/,
// and a change in look fails until they are rewritten on purpose, by running those tests with
// --update-visual-baseline. Failures and their diffs land in test/screenshots/failed/ (ignored).
const screenshots = visualRegressionPlugin({
  update: process.argv.includes('--update-visual-baseline'),
  baseDir: 'test/screenshots',
  getBaselineName: ({ name }) => `baseline/${name}`,
  getDiffName: ({ name }) => `failed/${name}-diff`,
  getFailedName: ({ name }) => `failed/${name}`,
  diffOptions: { threshold: 0.1 },
  failureThresholdType: 'pixel',
  failureThreshold: 20,
});
// A page in a background tab (two test files run at once) draws no frames, so its screenshot
// never comes: each is taken in turn, its page brought to the front first.
let screenshotQueue = Promise.resolve();
const screenshotsInFront = {
  name: 'screenshots-in-front',
  executeCommand(args) {
    if (args.command !== 'visual-diff') return undefined;
    const shot = screenshotQueue.then(async () => {
      await args.session.browser.getPage(args.session.id).bringToFront();
      const result = await screenshots.executeCommand(args);
      // A missing baseline fails (in CI and anywhere else): only --update-visual-baseline writes
      // one, on purpose, to be looked at and committed.
      if (result && !result.passed && /no baseline/.test(result.errorMessage ?? '')) {
        result.errorMessage =
          `No baseline test/screenshots/baseline/${args.payload.name}.png: draw it with ` +
          `npx wtr --files ${args.session.testFile.replace(`${process.cwd()}/`, '')} --update-visual-baseline, look at it, and commit it.`;
      }
      return result;
    });
    screenshotQueue = shot.catch(() => undefined);
    return shot;
  },
};

// The engines: all that are installed, or those named in TEST_BROWSERS (a comma-separated list of
// chromium, firefox, webkit) to run one engine alone.
const ENGINES = ['chromium', 'firefox', 'webkit'];
const asked = process.env.TEST_BROWSERS?.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
const unknown = asked?.filter((name) => !ENGINES.includes(name)) ?? [];
if (unknown.length > 0) throw new Error(`TEST_BROWSERS names ${unknown.join(', ')}: the engines are ${ENGINES.join(', ')}.`);
const wanted = (engine) => !asked || asked.includes(engine);

const browsers = [];
if (wanted('chromium')) {
  browsers.push(chromeLauncher({ launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS } }));
}
if (wanted('firefox')) {
  const firefox = findFirefox();
  if (firefox) {
    // puppeteer-core speaks WebDriver BiDi to Firefox; the runner names it from `browser`.
    browsers.push(
      chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: {
          browser: 'firefox',
          executablePath: firefox,
          headless: true,
          // Lets a test read back what a copy button wrote without Firefox's paste prompt.
          extraPrefsFirefox: { 'dom.events.testing.asyncClipboard': true },
        },
        // One test file at a time, in a window of its own: Firefox fires focus and blur only in the
        // focused window, and has no focus emulation to keep two pages focused as Chromium does.
        concurrency: 1,
        createPage: ({ context }) => context.newPage({ type: 'window' }),
      }),
    );
  } else if (asked) throw new Error(`TEST_BROWSERS asks for Firefox, which is not installed (${INSTALL_HINT.firefox}).`);
  else console.log(`Firefox not found: its run is skipped (${INSTALL_HINT.firefox}).`);
}
if (wanted('webkit')) {
  const webkit = findWebKit();
  if (webkit) browsers.push(webkitLauncher(webkit));
  else if (asked) throw new Error(`TEST_BROWSERS asks for WebKit, which is not installed (${INSTALL_HINT.webkit}).`);
  else console.log(`WebKit not found: its run is skipped (${INSTALL_HINT.webkit}).`);
}

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 2,
  // A hang detector, not a speed measure: three engines share two cores while the suite runs, and
  // on a slower machine (2026-11-26) a buyer's whole purchase, typed key by key, ran past 20 s.
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 600000,
  browserStartTimeout: 60000,
  middleware: [
    async (ctx, next) => {
      ctx.respond = false;
      if (await handleMockRequest(ctx.req, ctx.res)) return;
      ctx.respond = true;
      return next();
    },
    async (ctx, next) => {
      await next();
      if (STRICT_CSP_PAGE.test(ctx.path)) ctx.set('Content-Security-Policy', strictCsp(ctx.origin));
    },
    blockedCsp,
    // The built scripts byte for byte, as a partner serves them: the files a bundle loads beside
    // itself are pinned by their hashes, which the server's inlined source maps would break.
    // Under /altered/, /missing/ and /slow/ the same scripts find the files beside them changed by
    // one comment, gone, or late by a second (test/loading/beside.test.ts).
    async (ctx, next) => {
      const [, fault, path] = /^\/(?:(altered|missing|slow)\/)?dist\/((?:locales\/)?[^/]+\.js)$/.exec(ctx.path) ?? [];
      if (!path) return next();
      const file = await readFile(`dist/${path}`).catch(() => undefined);
      // The languages' pins stay as built: an altered language is refused by its own pin.
      const beside = !path.startsWith('market-') && (fault !== 'altered' || path !== 'locales/integrity.js');
      if (!file || (fault === 'missing' && beside)) return next();
      if (fault === 'slow' && beside) await new Promise((resolve) => setTimeout(resolve, 1000));
      ctx.type = 'js';
      // Module scripts are fetched with CORS: a sandboxed frame's opaque origin needs this, as the README says.
      ctx.set('Access-Control-Allow-Origin', '*');
      // Fetched again by every page, so that each records its own request (WebKit records none for a cached file).
      ctx.set('Cache-Control', 'no-store');
      ctx.body = fault === 'altered' && beside ? `${file}\n// altered\n` : file;
    },
  ],
  plugins: [commonjsAsEsm, frameworkSnippets, testChain, testChainApis, engineCommand, emulation, clipboardPermission, heapAfterGc, pageVisibility, screenshotsInFront, esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers,
};
