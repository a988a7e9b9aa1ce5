import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { handleMockRequest } from './mock/mock-api.js';

/** Serves the mock purchase service under /mock/ from the dev server, as the tests do. */
function mockService(): Plugin {
  return {
    name: 'market-mock-service',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // Every mock route is /mock/<session>/…; a single segment is a source file the demo imports.
        if (/^\/mock\/[^/]*(\?|$)/.test(req.url ?? '')) return next();
        handleMockRequest(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

/** Left as bare imports in the package build, so an app bundles one Lit for everything it uses. */
const DEPENDENCIES = /^(lit|@lit\/|lit-html|lit-element|zod|qrcode)(\/|$)/;

/**
 * The three library builds `npm run build` (scripts/build.js) runs, one per mode:
 * - `package`: the npm entries `market-checkout` and `market-checkout/client`, one file per
 *   source module under dist/lib/, dependencies left as bare imports;
 * - `bundle`: dist/market-checkout.js, everything in one ES module for `<script type="module">`;
 * - `script`: dist/market-checkout.iife.js, everything in one classic script.
 */
const LIBRARY_BUILDS: Record<string, UserConfig['build']> = {
  package: {
    outDir: 'dist/lib',
    lib: { entry: { index: 'src/index.ts', 'api/index': 'src/api/index.ts' }, formats: ['es'] },
    minify: false,
    rolldownOptions: {
      external: (id) => DEPENDENCIES.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // The compiler's decorator helper would otherwise sit under a path naming its version.
        entryFileNames: ({ name }) => (name.endsWith('helpers/esm/decorate') ? 'decorate.js' : '[name].js'),
      },
    },
  },
  bundle: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'market-checkout.js' },
    // Vite keeps an ES library's whitespace for other bundlers; this one goes to browsers as it is.
    rolldownOptions: { output: { minify: true } },
  },
  script: {
    // Vite requires a name for an IIFE; src/script-tag.ts assigns window.MarketCheckout itself.
    lib: { entry: 'src/script-tag.ts', formats: ['iife'], name: 'MarketCheckout', fileName: () => 'market-checkout.iife.js' },
    // Modules are strict code; the classic script keeps their semantics, as the ES bundle does.
    rolldownOptions: { output: { strict: true } },
  },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') {
    return {
      plugins: [mockService()],
      // The demo imports the package by its name, as a partner's app does; here that is the source.
      resolve: {
        alias: [
          { find: /^market-checkout$/, replacement: '/src/index.ts' },
          { find: /^market-checkout\/client$/, replacement: '/src/api/index.ts' },
        ],
      },
      // demo/script-tag.html names this address in its base-url, as a partner page names its service.
      server: { port: 5173, strictPort: true },
    };
  }
  const build = LIBRARY_BUILDS[mode];
  if (!build) {
    throw new Error(`Build with npm run build; vite build needs --mode ${Object.keys(LIBRARY_BUILDS).join(', --mode ')}.`);
  }
  return {
    // Lit's production build: the development condition would add dev-mode warnings and checks.
    resolve: { conditions: ['module', 'browser', 'production'] },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      ...build,
    },
  };
});
