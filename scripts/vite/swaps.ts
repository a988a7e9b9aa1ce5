import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isSubstitutedAway, qrcodeAsModule, qrcodeSubstitute } from '../qrcode-substitutes.js';

/**
 * The self-contained bundles load a language from `locales/<tag>.js`, the payment screen from
 * `payment.<hash>.js`, the checks from `checks.<hash>.js` and the price from `price.<hash>.js`, beside them rather than by the
 * package's dynamic imports, which would split them into chunks (src/locales/load-beside.ts,
 * src/loading/imports-beside.ts).
 */
export function filesBeside(): Plugin {
  const SWAPS: [string, string, string][] = [
    ['./load.js', '/src/locales/registry.ts', './load-beside.js'],
    ['./imports.js', '/src/loading/payment.ts', './imports-beside.js'],
    ['./imports.js', '/src/loading/checks.ts', './imports-beside.js'],
    ['./imports.js', '/src/loading/price.ts', './imports-beside.js'],
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
export function litFromScript(): Plugin {
  // `npm run build` builds from the project's root.
  const index = resolve('src/payment-screen/index.ts');
  return {
    name: 'market-lit-from-script',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!/^lit(\/|$)/.test(source) || !importer?.includes('/src/payment-screen/')) return null;
      if (source !== 'lit') throw new Error(`${importer} imports ${source}; the payment file has only html and nothing of the script's Lit.`);
      return this.resolve('./lit-from-script.js', index, options);
    },
  };
}

/**
 * The payment file counts with the decimal arithmetic of the bundle that loads it
 * (src/payment-screen/decimal-from-script.ts): its modules' imports of core/decimal point there.
 */
export function decimalFromScript(): Plugin {
  const lent = resolve('src/payment-screen/decimal-from-script.ts');
  return {
    name: 'market-decimal-from-script',
    enforce: 'pre',
    resolveId(source, importer) {
      return /\/core\/decimal\.js$/.test(source) && importer?.includes('/src/') && importer !== lent ? lent : null;
    },
  };
}

/**
 * The check file uses the error class, the messages, the address reader and the policy watch of
 * the bundle that loads it (src/checks/from-script.ts): its modules' imports of those point there.
 */
export function checksFromScript(): Plugin {
  const lent = resolve('src/checks/from-script.ts');
  return {
    name: 'market-checks-from-script',
    enforce: 'pre',
    resolveId(source, importer) {
      return /\/api\/(errors|messages|base-url|csp-refusal)\.js$/.test(source) && importer?.includes('/src/') && importer !== lent ? lent : null;
    },
  };
}

/** qrcode's core as ES modules, without its segment optimiser and other levels' tables, in whichever file bundles it (scripts/qrcode-substitutes.js). */
export function qrcodeSubstitutes(): Plugin {
  // A module made there is served under an id of its own ("\0": no other plugin touches it).
  const made = new Map<string, string>();
  return {
    name: 'market-qrcode-substitutes',
    enforce: 'pre',
    resolveId(source, importer) {
      const substitute = qrcodeSubstitute(source, importer);
      if (!substitute?.contents) return substitute?.path ?? null;
      made.set(`\0${substitute.path}`, substitute.contents);
      return `\0${substitute.path}`;
    },
    load: (id) => made.get(id) ?? null,
    transform: (code, id) => qrcodeAsModule(code, id) ?? null,
    // qrcode's core still names what the substitutes leave out (Segments.rawSplit, Regex.testKanji…)
    // on paths only a string or its optimiser takes; qr-path.ts always hands it planned segments, so
    // those imports being undefined is the point. The same warning for any other module still shows.
    onLog: (_level, log) => !(log.code === 'IMPORT_IS_UNDEFINED' && isSubstitutedAway(log)),
  };
}
