// The builds `npm run build` runs (scripts/build.js), one per mode, and the demo's dev server.
// The plugins live in scripts/vite/, one concern per file.
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { besideIntegrity } from './scripts/vite/beside-integrity.js';
import { builtFiles, mockService, rootToDemo } from './scripts/vite/dev-server.js';
import { licenceBanner, licencesFile } from './scripts/vite/licences.js';
import { minifyAgain } from './scripts/vite/minify-again.js';
import { minifyTemplates } from './scripts/vite/minify-templates.js';
import { selfContained } from './scripts/vite/self-contained.js';
import { checksFromScript, decimalFromScript, filesBeside, litFromScript, qrcodeSubstitutes } from './scripts/vite/swaps.js';
import { BUILT_IN } from './src/locales/built-in.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** Left as bare imports in the package build, so an app bundles one Lit for everything it uses. */
const DEPENDENCIES = /^(lit|@lit\/[^/]+|lit-html|lit-element|zod|qrcode|react)(\/|$)/;

/**
 * - `package`: the npm entries (`market-checkout`, `/crypto`, `/fiat`, `/client`, `/react`,
 *   `/locales/<tag>`), one file per source module under dist/lib/, dependencies left as bare imports;
 * - `bundle`/`script`, `crypto-…`, `fiat-…`: the self-contained pairs, dist/<name>.js and .iife.js;
 * - `checks`: dist/checks.<hash>.js, the check file (zod, the schemas, the client), named by its content;
 * - `payment`: dist/payment.<hash>.js, named by its content so a partner's CDN may cache it for good;
 * - `locales`: two ES modules per built-in language, loaded from beside the bundles: dist/locales/<tag>.js
 *   (the form's texts) and dist/locales/payment/<tag>.js (the payment screen's).
 */
const BUILDS: Record<string, UserConfig['build']> = {
  package: {
    outDir: 'dist/lib',
    lib: {
      entry: {
        index: 'src/index.ts',
        crypto: 'src/crypto.ts',
        fiat: 'src/fiat.ts',
        client: 'src/client.ts',
        react: 'src/react.ts',
        // `market-checkout/locales/<tag>`: both halves of a language in one import.
        ...Object.fromEntries(BUILT_IN.map((tag) => [`locales/whole/${tag}`, `src/locales/whole/${tag}.ts`])),
      },
      formats: ['es'],
    },
    minify: false,
    rolldownOptions: {
      external: (id) => DEPENDENCIES.test(id),
      // A constant inlined into another module of dist/lib left a bare import of its own (`import
      // "../api/limits.js"`), which an app's bundler drops under package.json's `sideEffects`, with a
      // warning about our files; the app's bundler inlines them itself (test/node/partner-esbuild.test.js).
      optimization: { inlineConst: false },
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
  ...selfContained('bundle', 'script', 'src/index.ts', 'src/script-tag.ts', 'market-checkout'),
  ...selfContained('crypto-bundle', 'crypto-script', 'src/crypto.ts', 'src/crypto-script.ts', 'market-crypto-checkout'),
  ...selfContained('fiat-bundle', 'fiat-script', 'src/fiat.ts', 'src/fiat-script.ts', 'market-fiat-checkout'),
  checks: {
    lib: { entry: 'src/checks/entry-beside.ts', formats: ['es'], fileName: () => 'checks.[hash].js' },
    rolldownOptions: { output: { minify: true, postBanner: (chunk) => licenceBanner(chunk.moduleIds) } },
    // Pinned by the scripts like the payment file: its map unnamed.
    sourcemap: 'hidden',
  },
  payment: {
    lib: { entry: 'src/payment-screen/entry-beside.ts', formats: ['es'], fileName: () => 'payment.[hash].js' },
    rolldownOptions: { output: { minify: true, postBanner: (chunk) => licenceBanner(chunk.moduleIds) } },
    // The map is written beside it but not named in it: the scripts pin this file's bytes, which
    // dist/cdn/ ships without its maps (scripts/cdn.js), and a name there would point to nothing.
    sourcemap: 'hidden',
  },
  // dist/price.<hash>.js: the price line's reading, arithmetic, formatting and quote calls, fetched on a priced page alone.
  price: {
    lib: { entry: 'src/price/index.ts', formats: ['es'], fileName: () => 'price.[hash].js' },
    rolldownOptions: { output: { minify: true } },
    sourcemap: 'hidden',
  },
  locales: {
    outDir: 'dist/locales',
    lib: {
      entry: Object.fromEntries(BUILT_IN.flatMap((tag) => [[tag, `src/locales/${tag}.ts`], [`payment/${tag}`, `src/locales/payment/${tag}.ts`]])),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { output: { minify: true } },
    // Pinned too (dist/locales/integrity.js): the map unnamed, as the payment file's.
    sourcemap: 'hidden',
  },
};

/** The modes of the self-contained bundles, which load files from beside them. */
const SELF_CONTAINED = /^((crypto|fiat)-)?(bundle|script)$/;

/** Each build's plugins, in order. The package leaves qrcode and minifying to the app's bundler. */
const pluginsOf = (mode: string): Plugin[] => [
  minifyTemplates(),
  ...(SELF_CONTAINED.test(mode) ? [filesBeside(), licencesFile()] : []),
  ...(mode !== 'package' ? [minifyAgain(), qrcodeSubstitutes()] : []),
  ...(mode === 'payment' ? [litFromScript(), decimalFromScript()] : []),
  ...(mode === 'checks' ? [checksFromScript()] : []),
];

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') {
    return {
      plugins: [mockService(), rootToDemo(), builtFiles()],
      define: { __MARKET_CHECKOUT_VERSION__: JSON.stringify(version) },
      // The demo imports the package by its name, as a partner's app does; here that is the source.
      resolve: {
        alias: [
          { find: /^market-checkout$/, replacement: '/src/index.ts' },
          { find: /^market-checkout\/client$/, replacement: '/src/client.ts' },
        ],
      },
      // demo/script-tag.html names this address in its base-url, as a partner page names its service.
      server: { port: 5173, strictPort: true },
    };
  }
  const build = BUILDS[mode];
  if (!build) throw new Error(`Build with npm run build; vite build needs --mode ${Object.keys(BUILDS).join(', --mode ')}.`);
  return {
    plugins: pluginsOf(mode),
    define: {
      ...(SELF_CONTAINED.test(mode) ? { __MARKET_BESIDE__: JSON.stringify(besideIntegrity(mode)) } : {}),
      // `MarketCheckout.version` in the classic script (src/script-tag.ts).
      __MARKET_CHECKOUT_VERSION__: JSON.stringify(version),
      // A classic script has no import.meta: src/locales/load-beside.ts finds it by document.currentScript.
      ...(mode.endsWith('script') ? { 'import.meta.url': 'undefined' } : {}),
    },
    // Lit's production build: the development condition would add dev-mode warnings and checks.
    resolve: { conditions: ['module', 'browser', 'production'] },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      ...build,
      // Which plugin took how long is a question for a profile, not a line in every partner's build.
      rolldownOptions: { ...build.rolldownOptions, checks: { bundlerTimings: false } },
    },
  };
});
