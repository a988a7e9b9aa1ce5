/**
 * Loads a built-in language in the self-contained bundles (vite.config.ts puts this module in
 * place of ./load.ts for them): from `locales/<tag>.js` beside the bundle, pinned by its hash
 * (src/loading/beside.ts). A file that differs is not used: the registry keeps English and warns.
 */
import { importBeside } from '../loading/beside.js';
import type { Strings } from './strings.js';

export async function loadBuiltIn(tag: string): Promise<Strings> {
  return (await importBeside<{ default: Strings }>(`locales/${tag}.js`)).default;
}
