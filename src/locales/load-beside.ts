/**
 * Loads a built-in language in the self-contained bundles (vite.config.ts puts this module in
 * place of ./load.ts for them): from `locales/<tag>.js` beside the bundle, pinned by its hash
 * (src/loading/beside.ts), which `locales/integrity.js` holds (itself pinned by the bundle). A
 * file that differs is not used: the registry keeps English and warns.
 */
import { importBeside } from '../loading/beside.js';
import type { Strings } from './strings.js';

type Pins = Record<string, string>;

/** Each language's hash, from dist/locales/integrity.js (pinned in the bundle), loaded with the first language a page needs. */
let pins: Promise<Pins> | undefined;

export async function loadBuiltIn(tag: string): Promise<Strings> {
  pins ??= importBeside<{ default: Pins }>('locales/integrity.js').then(
    (module) => module.default,
    (error: unknown) => {
      pins = undefined;
      throw error;
    },
  );
  const path = `locales/${tag}.js`;
  return (await importBeside<{ default: Strings }>(path, (await pins)[path])).default;
}
