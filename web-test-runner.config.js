// Browser tests in real Chromium, Firefox and WebKit (every engine this machine has, or those named
// in TEST_BROWSERS; Chromium is required), against the same mock service that `npm start` serves.
// The middlewares and plugins live in scripts/wtr/ (and scripts/test-*.js), one concern per file.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { frameworkSnippets } from './scripts/framework-snippets.js';
import { testChain } from './scripts/test-chain.js';
import { testChainApis } from './scripts/test-chain-apis.js';
import { testCappedRpc } from './scripts/test-capped-rpc.js';
import { testTronRpc } from './scripts/test-tron-rpc.js';
import { blockedCsp } from './scripts/test-csp.js';
import { serveCdn } from './scripts/serve-cdn.js';
import { accessibilityTree } from './scripts/wtr/accessibility-tree.js';
import { browsersFor } from './scripts/wtr/browsers.js';
import { builtScripts } from './scripts/wtr/built-scripts.js';
import { clipboardPermission } from './scripts/wtr/clipboard-permission.js';
import { commonjsAsEsm } from './scripts/wtr/commonjs-as-esm.js';
import { demoPage } from './scripts/wtr/demo-page.js';
import { emulation } from './scripts/wtr/emulation.js';
import { ONE_ENGINE_FILES } from './scripts/wtr/one-engine.js';
import { engineCommand } from './scripts/wtr/engine.js';
import { fileTimings } from './scripts/wtr/file-timings.js';
import { heapAfterGc } from './scripts/wtr/heap-after-gc.js';
import { mockService } from './scripts/wtr/mock-service.js';
import { pageVisibility } from './scripts/wtr/page-visibility.js';
import { platformFonts } from './scripts/wtr/platform-fonts.js';
import { screenshotsInFront } from './scripts/wtr/screenshots.js';
import { serverRendered } from './scripts/wtr/server-rendered.js';
import { strictCsp } from './scripts/wtr/strict-csp.js';

const browsers = browsersFor();
// `--files` picks files for a run of its own, in every engine of the run: no group then.
const picked = process.argv.some((arg) => arg.startsWith('--files'));

export default {
  // The framework matrices install their apps' packages under test/frameworks/apps/ and ssr/ (their own tests are not ours).
  files: ['test/**/*.test.ts', '!test/frameworks/apps/**', '!test/frameworks/ssr/**', ...(picked ? [] : ONE_ENGINE_FILES.map((glob) => `!${glob}`))],
  // Pure logic runs in Chromium alone (scripts/wtr/one-engine.js); a run without Chromium skips it.
  groups: picked ? [] : [{ name: 'one-engine', files: ONE_ENGINE_FILES, browsers: browsers.chromium ? [browsers.chromium] : [] }],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 2,
  // A hang detector, not a speed measure: three engines share two cores while the suite runs, and
  // on a slower machine (2026-11-26) a buyer's whole purchase, typed key by key, ran past 20 s.
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 600000,
  browserStartTimeout: 60000,
  reporters: [defaultReporter(), fileTimings()],
  // Each request goes through these in order.
  middleware: [
    mockService, // /mock/<session>/…
    strictCsp, // test/suites/csp-*.html
    blockedCsp, // test/suites/csp-blocked-*.html
    serveCdn, // /cdn/…: dist/cdn/ alone, as a partner copies it
    builtScripts, // dist/*.js and dist/locales/*.js, as built; /altered/, /missing/, /slow/, /late/ faults
    serverRendered, // /server-rendered.html: both elements rendered by Lit's SSR, hydrated
  ],
  // Server commands (executeServerCommand) and served files.
  plugins: [
    commonjsAsEsm, // qrcode, jsqr, fake-timers as ES modules
    frameworkSnippets, // /__frameworks/<name>.js
    demoPage, // /demo/index.html as Vite serves it: the package by its name, ?raw imports
    testChain, // 'chain-start', 'chain-balance', 'chain-receipt'
    testChainApis, // loopback Esplora and Solana JSON-RPC over transactions a test makes; 'own-chain'
    testCappedRpc, // 'capped-rpc': an anvil node behind an endpoint that caps eth_getLogs' span
    testTronRpc, // 'tron-rpc', 'tron-pay', …: an anvil node with USDT's TRC-20 behind fronts that answer as java-tron
    engineCommand, // 'engine'
    emulation, // 'viewport', 'media', 'phone', 'tap'
    accessibilityTree, // 'accessibility-tree'
    clipboardPermission, // 'clipboard-permission'
    heapAfterGc, // 'heap-after-gc'
    pageVisibility, // 'page-visibility'
    platformFonts, // 'platform-fonts'
    screenshotsInFront, // 'visual-diff'
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }),
  ],
  browsers: Object.values(browsers),
};
