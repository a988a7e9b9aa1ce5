import type { UserConfig } from 'vite';
import { licenceBanner } from './licences.js';

type Build = UserConfig['build'];

/**
 * One element's (or both elements') self-contained pair: dist/<name>.js, everything in one ES
 * module for `<script type="module">`, and dist/<name>.iife.js, everything in one classic script.
 */
export function selfContained(esMode: string, scriptMode: string, esEntry: string, scriptEntry: string, name: string): Record<string, Build> {
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
