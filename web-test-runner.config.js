// Browser tests in real Chromium, against the same mock service that `npm start` serves.
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.js';
import { loadMockHandler } from './scripts/load-mock.js';
import { frameworkSnippets } from './scripts/framework-snippets.js';
import { blockedCsp } from './scripts/test-csp.js';
import { testChain } from './scripts/test-chain.js';

const handleMockRequest = await loadMockHandler('.cache/mock-api.mjs');

// These packages are CommonJS only; the test server cannot hand them to the browser as they
// are (see shared notes: qrcode breaks under the commonjs plugin), so each file the browser
// asks for is answered with that module bundled into one ES module by esbuild.
const COMMONJS = /^\/node_modules\/(qrcode|jsqr|@sinonjs\/fake-timers|@sinonjs\/commons)\//;
const commonjsAsEsm = {
  name: 'commonjs-as-esm',
  async serve(context) {
    if (!COMMONJS.test(context.path)) return undefined;
    const result = await build({
      entryPoints: ['.' + context.path],
      bundle: true,
      format: 'esm',
      platform: 'browser',
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
// take the grant away again to see the element's answer to a refused copy.
const clipboardPermission = {
  name: 'clipboard-permission',
  async executeCommand({ command, payload, session }) {
    if (command !== 'clipboard-permission') return undefined;
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
const visibility = new Map();
const pageVisibility = {
  name: 'page-visibility',
  async executeCommand({ command, payload, session }) {
    if (command !== 'page-visibility') return undefined;
    const page = session.browser.getPage(session.id);
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
      await state.cover?.close();
      state.cover = undefined;
    } else {
      state.cover ??= await page.browser().newPage();
      await state.cover.bringToFront();
    }
    return true;
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
      return screenshots.executeCommand(args);
    });
    screenshotQueue = shot.catch(() => undefined);
    return shot;
  },
};

const chromium = findChromium();

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
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
  ],
  plugins: [commonjsAsEsm, frameworkSnippets, testChain, clipboardPermission, heapAfterGc, pageVisibility, screenshotsInFront, esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromium,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
};
