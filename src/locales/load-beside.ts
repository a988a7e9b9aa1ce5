/**
 * Loads a built-in language in the two self-contained bundles (vite.config.ts puts this module in
 * place of ./load.ts for them): from `locales/<tag>.js` beside the bundle, wherever the page
 * loaded it from. The classic script knows its address only while it first runs, so it is read
 * then. `import()` of a same-origin module passes `script-src 'self'`, and Trusted Types do not
 * govern it (a `<script src>` made here would need a policy of our own, which strict pages refuse).
 */
import type { Strings } from './strings.js';

const BASE = (document.currentScript as HTMLScriptElement | null)?.src || import.meta.url;

export async function loadBuiltIn(tag: string): Promise<Strings> {
  return (await import(/* @vite-ignore */ new URL(`locales/${tag}.js`, BASE).href)).default;
}
