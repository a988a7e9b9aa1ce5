import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import MagicString from 'magic-string';
import { minify } from 'terser';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { handleMockRequest } from './mock/mock-api.js';
import { qrcodeSubstitute } from './scripts/qrcode-substitutes.js';
import { BUILT_IN } from './src/locales/built-in.js';

/**
 * Terser over the minifier's output, two passes of its safe transforms (Lit and zod are not
 * written for its unsafe ones): 1.2% less gzip on the classic script and 1.3% on the payment file
 * than the default minifier alone, and less than terser alone (npm run bench). It rewrites the
 * files as written, with their source maps: the bundler writes the maps it made itself.
 */
function minifyAgain(): Plugin {
  return {
    name: 'market-minify-again',
    async writeBundle({ dir = 'dist' }, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const path = `${dir}/${file.fileName}`;
        const code = readFileSync(path, 'utf8');
        const mapped = existsSync(`${path}.map`);
        // The licence banner stays (`/*!`), and the source map's address, which the bundler wrote last.
        const mapUrl = /\n\/\/# sourceMappingURL=\S+\s*$/.exec(code)?.[0] ?? '';
        const out = await minify(code, {
          compress: { passes: 3 },
          module: !file.fileName.endsWith('.iife.js'),
          format: { comments: /^!/ },
          sourceMap: mapped && { content: readFileSync(`${path}.map`, 'utf8'), includeSources: true },
        });
        writeFileSync(path, out.code! + mapUrl);
        if (mapped) writeFileSync(`${path}.map`, out.map as string);
        // A name made from the content (the payment file's) is made again from what ships: a
        // change of terser alone must not leave a CDN's copy under the same name.
        const hashed = /^(payment\.)[\w-]+(\.js)$/.exec(file.fileName);
        if (hashed) {
          const name = `${hashed[1]}${createHash('sha256').update(out.code!).digest('base64url').slice(0, 8)}${hashed[2]}`;
          writeFileSync(`${dir}/${name}`, out.code! + mapUrl.replace(file.fileName, name));
          rmSync(path);
          if (mapped) renameSync(`${path}.map`, `${dir}/${name}.map`);
        }
      }
    },
  };
}

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

/** The address Vite prints is the server's root; the demo lives at /demo/, so the root sends there. */
function rootToDemo(): Plugin {
  return {
    name: 'market-root-to-demo',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/' && req.url !== '/index.html') return next();
        res.writeHead(302, { Location: '/demo/' });
        res.end();
      });
    },
  };
}

/** CSS without comments, and with no whitespace a browser would not miss; quoted strings are kept. */
function minifyCss(text: string): string {
  const small = text
    .split(/('[^']*'|"[^"]*")/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\/\*[^]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,>]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}'),
    )
    .join('');
  // An apostrophe in a comment reads as a quote: everything up to the next one stayed as written.
  if (small.includes('/*')) throw new Error(`A quote in a CSS comment kept it unminified: ${small.slice(small.indexOf('/*'), small.indexOf('/*') + 80)}`);
  return small;
}

/**
 * Lit's templates reach the browser as written, indentation and all, and no minifier touches a
 * string: this shrinks the static parts of `css` and `html` templates in our modules. In markup a
 * run of whitespace renders as one space, so that is what it becomes.
 */
function minifyTemplates(): Plugin {
  return {
    name: 'market-minify-templates',
    transform: {
      filter: { id: /\/src\/.*\.ts$/ },
      handler(code) {
        if (!/\b(css|html)`/.test(code)) return null;
        const out = new MagicString(code);
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) return node.forEach(visit);
          const n = node as { type?: string; tag?: { type: string; name: string }; quasi?: { quasis: { start: number; end: number; value: { raw: string } }[] } };
          if (n.type === 'TaggedTemplateExpression' && n.tag?.type === 'Identifier' && (n.tag.name === 'css' || n.tag.name === 'html')) {
            const minify = n.tag.name === 'css' ? minifyCss : (raw: string) => raw.replace(/\s+/g, ' ');
            for (const { start, end, value } of n.quasi!.quasis) {
              const small = minify(value.raw);
              if (small !== value.raw) out.overwrite(start, end, small);
            }
          }
          Object.values(node).forEach(visit);
        };
        visit(this.parse(code));
        return { code: out.toString(), map: out.generateMap({ hires: true }) };
      },
    },
  };
}

/**
 * The self-contained bundles load a language from `locales/<tag>.js`, and the payment screen from
 * `payment.<hash>.js`, beside them rather than by the package's dynamic imports, which would split
 * them into chunks (src/locales/load-beside.ts, src/loading/payment-import-beside.ts).
 */
function filesBeside(): Plugin {
  const SWAPS: [string, string, string][] = [
    ['./load.js', '/src/locales/registry.ts', './load-beside.js'],
    ['./payment-import.js', '/src/loading/payment.ts', './payment-import-beside.js'],
  ];
  return {
    name: 'market-files-beside',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const swap = SWAPS.find(([from, by]) => source === from && importer?.endsWith(by));
      return swap ? this.resolve(swap[2], importer, options) : null;
    },
  };
}

/** The payment file renders with the Lit of the bundle that loads it (src/payment-screen/lit-from-script.ts). */
function litFromScript(): Plugin {
  return {
    name: 'market-lit-from-script',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!/^lit(\/|$)/.test(source) || !importer?.includes('/src/payment-screen/')) return null;
      if (source !== 'lit') throw new Error(`${importer} imports ${source}; the payment file has only html and nothing of the script's Lit.`);
      return this.resolve('./lit-from-script.js', `${import.meta.dirname}/src/payment-screen/index.ts`, options);
    },
  };
}

/** qrcode without its segment optimiser, in whichever file bundles it (scripts/qrcode-substitutes.js). */
function qrcodeSubstitutes(): Plugin {
  return {
    name: 'market-qrcode-substitutes',
    enforce: 'pre',
    resolveId: (source, importer) => qrcodeSubstitute(source, importer) ?? null,
  };
}

/**
 * `{ "<path beside the bundles>": "sha256-…" }` of the payment file and of the languages' pins
 * (dist/locales/integrity.js, which holds each language's hash), built before the bundles
 * (scripts/build.js): each bundle refuses a file beside it that differs (src/loading/beside.ts).
 * SHA-256, which SRI accepts as it does SHA-384 (dist/integrity.json's, for partners): a hash is
 * incompressible text in every buyer's first load. The card-only bundles never load the payment file.
 */
function besideIntegrity(mode: string): Record<string, string> {
  const sri = (path: string) => `sha256-${createHash('sha256').update(readFileSync(`dist/${path}`)).digest('base64')}`;
  const payment = existsSync('dist') ? readdirSync('dist').filter((name) => /^payment\.[\w-]+\.js$/.test(name)) : [];
  if (payment.length !== 1 || !existsSync('dist/locales/integrity.js')) {
    throw new Error('Build the payment file and the languages before the bundles: npm run build.');
  }
  return Object.fromEntries([...(mode.startsWith('fiat') ? [] : payment), 'locales/integrity.js'].map((path) => [path, sri(path)]));
}

/** Left as bare imports in the package build, so an app bundles one Lit for everything it uses. */
const DEPENDENCIES = /^(lit|@lit\/[^/]+|lit-html|lit-element|zod|qrcode|react)(\/|$)/;

const PACKAGE = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; license: string };

/** The licence file's name the bundles point to, written beside them (dist/). */
const LICENCES_FILE = 'market-checkout.licenses.txt';

interface BundledPackage {
  name: string;
  /** SPDX identifier, from the package's package.json. */
  licence: string;
  /** The copyright paragraph of its licence file, on one line. */
  copyright: string;
  /** Its licence file as shipped. */
  text: string;
}

/** Every package whose code a bundle carries, with its licence, by name. */
function bundledPackages(moduleIds: readonly string[]): BundledPackage[] {
  // Each module's package folder: the last node_modules/<name>/ in its path (nested ones too).
  const folders = new Map<string, string>();
  for (const id of moduleIds) {
    const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
    if (match) folders.set(match[2]!, match[1]!);
  }
  return [...folders]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, folder]) => {
      // Named LICENSE, LICENSE.md or license, as each package ships it.
      const file = readdirSync(folder).find((name) => /^licen[cs]e(\.md|\.txt)?$/i.test(name));
      if (!file) throw new Error(`${name} ships no licence file to carry with the bundle.`);
      const text = readFileSync(`${folder}/${file}`, 'utf8').trim();
      const copyright = /^copyright\b.*(\n[ \t]+\S.*)*/im.exec(text)?.[0].replace(/\s+/g, ' ');
      if (!copyright) throw new Error(`${name}'s licence file names no copyright holder.`);
      const { license } = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')) as { license: string };
      return { name, licence: license, copyright, text };
    });
}

/**
 * The bundles' first comment (`/*!`, which minifiers keep): our licence, then each bundled
 * package's licence and copyright holder, and the file beside the bundle that holds their full
 * texts. Lit's BSD-3-Clause and zod's MIT licence ask that their notice travel with every copy: a
 * partner who copies a bundle to their CDN copies that file with it (README). The full texts in
 * the bundle itself weighed 1.6 KB gzip of every buyer's first load.
 */
function licenceBanner(moduleIds: readonly string[]): string {
  // Lit's four packages share one notice: named together once.
  const holders = new Map<string, string[]>();
  for (const { name, licence, copyright } of bundledPackages(moduleIds)) {
    const notice = `${licence}, ${copyright.replaceAll('*/', '* /')}`;
    holders.set(notice, [...(holders.get(notice) ?? []), name]);
  }
  const bundled = [...holders].map(([notice, names]) => `${names.join(', ')} (${notice})`).join('; ');
  return `/*! ${PACKAGE.name} ${PACKAGE.version} | ${PACKAGE.license} License | Copyright (c) market-checkout contributors\nBundled: ${bundled}. Their licences: ${LICENCES_FILE} */`;
}

/** The modules the payment file carries, from its source map. */
function paymentModuleIds(): string[] {
  const map = readdirSync('dist').find((name) => /^payment\.[\w-]+\.js\.map$/.test(name));
  if (!map) return [];
  const { sources } = JSON.parse(readFileSync(`dist/${map}`, 'utf8')) as { sources: string[] };
  return sources.map((source) => resolvePath('dist', source));
}

/** Writes the full licence texts the banner points to (identical texts once) beside the bundle. */
function licencesFile(): Plugin {
  return {
    name: 'market-licences-file',
    generateBundle(_options, bundle) {
      // The payment file beside the bundle (built first) is covered by the same file.
      const moduleIds = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])).concat(paymentModuleIds());
      const texts = new Map<string, string[]>();
      for (const { name, text } of bundledPackages(moduleIds)) texts.set(text, [...(texts.get(text) ?? []), name]);
      const notices = [...texts].map(([text, names]) => `${names.join(', ')}:\n\n${text}`);
      const source = `Third-party notices for the code of these packages bundled in ${PACKAGE.name} ${PACKAGE.version}'s scripts in dist/ and the payment file beside them:\n\n${notices.join('\n\n----\n\n')}\n`;
      this.emitFile({ type: 'asset', fileName: LICENCES_FILE, source });
    },
  };
}

/**
 * One element's (or both elements') self-contained pair: dist/<name>.js, everything in one ES
 * module for `<script type="module">`, and dist/<name>.iife.js, everything in one classic script.
 */
function selfContained(esMode: string, scriptMode: string, esEntry: string, scriptEntry: string, name: string): Record<string, UserConfig['build']> {
  return {
    [esMode]: {
      lib: { entry: esEntry, formats: ['es'], fileName: () => `${name}.js` },
      // Vite keeps an ES library's whitespace for other bundlers; this one goes to browsers as it is.
      // One file: the payment screen and the languages load from beside it (src/loading/).
      rolldownOptions: { output: { minify: true, codeSplitting: false, postBanner: (chunk) => licenceBanner(chunk.moduleIds) } },
    },
    [scriptMode]: {
      // Vite requires a name for an IIFE; the entry fills window.MarketCheckout itself (src/elements/global.ts).
      lib: { entry: scriptEntry, formats: ['iife'], name: 'MarketCheckout', fileName: () => `${name}.iife.js` },
      // Modules are strict code; the classic script keeps their semantics, as the ES bundle does.
      rolldownOptions: { output: { strict: true, codeSplitting: false, postBanner: (chunk) => licenceBanner(chunk.moduleIds) } },
    },
  };
}

/** The modes of the self-contained bundles, which load files from beside them. */
const SELF_CONTAINED = /^((crypto|fiat)-)?(bundle|script)$/;

/**
 * The library builds `npm run build` (scripts/build.js) runs, one per mode:
 * - `package`: the npm entries `market-checkout` and `market-checkout/client`, one file per
 *   source module under dist/lib/, dependencies left as bare imports (qrcode's through the QR
 *   loader's dynamic import, so an app's bundler splits it off the first load);
 * - `bundle`: dist/market-checkout.js, everything in one ES module for `<script type="module">`;
 * - `script`: dist/market-checkout.iife.js, everything in one classic script;
 * - `locales`: dist/locales/<tag>.js, one ES module per built-in language, which both bundles
 *   load from beside them when a page needs it.
 */
const LIBRARY_BUILDS: Record<string, UserConfig['build']> = {
  package: {
    outDir: 'dist/lib',
    lib: {
      // Each language is an entry of its own too: `market-checkout/locales/<tag>` (package.json).
      entry: {
        index: 'src/index.ts',
        crypto: 'src/crypto.ts',
        fiat: 'src/fiat.ts',
        'api/index': 'src/api/index.ts',
        react: 'src/react.ts',
        ...Object.fromEntries(BUILT_IN.map((tag) => [`locales/${tag}`, `src/locales/${tag}.ts`])),
      },
      formats: ['es'],
    },
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
  ...selfContained('bundle', 'script', 'src/index.ts', 'src/script-tag.ts', 'market-checkout'),
  ...selfContained('crypto-bundle', 'crypto-script', 'src/crypto.ts', 'src/crypto-script.ts', 'market-crypto-checkout'),
  ...selfContained('fiat-bundle', 'fiat-script', 'src/fiat.ts', 'src/fiat-script.ts', 'market-fiat-checkout'),
  payment: {
    // dist/payment.<hash>.js, named by its content so a partner's CDN may cache it for good.
    lib: { entry: 'src/payment-screen/beside.ts', formats: ['es'], fileName: () => 'payment.[hash].js' },
    rolldownOptions: { output: { minify: true, postBanner: (chunk) => licenceBanner(chunk.moduleIds) } },
  },
  locales: {
    outDir: 'dist/locales',
    lib: {
      entry: Object.fromEntries(BUILT_IN.map((tag) => [tag, `src/locales/${tag}.ts`])),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { output: { minify: true } },
  },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') {
    return {
      plugins: [mockService(), rootToDemo()],
      define: { __MARKET_CHECKOUT_VERSION__: JSON.stringify(PACKAGE.version) },
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
    plugins: [
      minifyTemplates(),
      ...(SELF_CONTAINED.test(mode) ? [filesBeside(), licencesFile()] : []),
      // The package leaves qrcode to the app's bundler.
      ...(mode !== 'package' ? [minifyAgain(), qrcodeSubstitutes()] : []),
      ...(mode === 'payment' ? [litFromScript()] : []),
    ],
    define: {
      ...(SELF_CONTAINED.test(mode) ? { __MARKET_BESIDE__: JSON.stringify(besideIntegrity(mode)) } : {}),
      // `MarketCheckout.version` in the classic script (src/script-tag.ts).
      __MARKET_CHECKOUT_VERSION__: JSON.stringify(PACKAGE.version),
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
    },
  };
});
