// Browser tests in real Chromium, against the same mock service that `npm start` serves.
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { findChromium } from './scripts/find-chromium.js';

// The mock is TypeScript shared with Vite; Node 20 cannot import .ts, so bundle it once here.
await build({
  entryPoints: ['mock/mock-api.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: '.cache/mock-api.mjs',
  logLevel: 'warning',
});
const { handleMockRequest } = await import('./.cache/mock-api.mjs');

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
  ],
  plugins: [commonjsAsEsm, clipboardPermission, esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromium,
        headless: true,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
        ],
      },
    }),
  ],
};
