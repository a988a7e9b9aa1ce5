/**
 * Files the self-contained bundles load from beside themselves (the check file, the payment file,
 * the languages), each pinned by the hash the build put in the bundle: a partner who pins the
 * script with SRI so pins everything it runs.
 *
 * How, under a strict CSP with Trusted Types: a `<link rel="modulepreload" integrity>` for the
 * file, then `import()` of the same address. The module map keeps the preload's verdict for that
 * address, so a file that differs from its hash fails the import in Chromium and Firefox; waiting
 * for the preload's own `load` refuses it before the import is even tried. WebKit fires `load` for
 * a differing file and runs it: there the file fetched once more with its integrity, which every
 * engine checks on `fetch()`, is what refuses it (verify(), below).
 * `import()` of a same-origin module passes `script-src 'self'`, and neither a link nor an import
 * is a Trusted Types sink (a `<script src>` made here would need a policy of our own).
 */

import { watchCsp } from '../api/csp-refusal.js';

/** `{ "<path beside the bundle>": "sha256-…" }`, put in by the build (vite.config.ts). */
declare const __MARKET_BESIDE__: Record<string, string>;

// The classic script knows its address only while it first runs, so it is read then.
const BASE = (document.currentScript as HTMLScriptElement | null)?.src || import.meta.url;

const preloads = new Map<string, Promise<void>>();

/** Preloads `href` pinned to `integrity`; resolves once the browser accepted it. */
function preload(href: string, integrity: string): Promise<void> {
  let loaded = preloads.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.integrity = integrity;
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`${href} failed to load or differs from its hash`));
      document.head.append(link);
    });
    loaded = Promise.all([loaded, verify(href, integrity)]).then(() => undefined);
    // A refused file may be fixed on the server: the next load tries again.
    loaded.catch(() => preloads.delete(href));
    preloads.set(href, loaded);
  }
  return loaded;
}

/**
 * Fetches `href` with its integrity: rejects when the file differs (or cannot be had). A page whose
 * `connect-src` leaves out the script's origin refuses this fetch though not the module: then the
 * preload's verdict stands alone (Chromium and Firefox keep it; WebKit does not check it), and the
 * partner is told what to allow. With a content-hashed name the file comes from the cache.
 */
async function verify(href: string, integrity: string): Promise<void> {
  const csp = watchCsp(href);
  try {
    const response = await fetch(href, { integrity });
    void response.body?.cancel();
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  } catch (error) {
    const refused = await csp.refusal();
    if (!refused) throw error;
    console.warn(`market-checkout: the page's Content-Security-Policy refused checking ${href}; add ${refused.origin} to its ${refused.directive} directive so that every browser checks it.`);
  } finally {
    csp.stop();
  }
}

/**
 * The module at `path` beside the bundle, refused unless it is the file the build hashed: its hash
 * is in the bundle (the payment file, the languages' pins) or given (a language, from its pins).
 */
export async function importBeside<T>(path: string, integrity = __MARKET_BESIDE__[path]): Promise<T> {
  if (!integrity) throw new Error(`${path} is not a file of this build`);
  const href = new URL(path, BASE).href;
  await preload(href, integrity);
  return (await import(/* @vite-ignore */ href)) as T;
}

/** The content-hashed file named `<stem>.<hash>.js` beside the bundle (cached for good). */
const hashedFile = (stem: string) => Object.keys(__MARKET_BESIDE__).find((path) => path.startsWith(`${stem}.`)) ?? `${stem}.js`;

/** The payment file's name beside the bundle. */
export const paymentFile = (): string => hashedFile('payment');

/** The check file's name beside the bundle. */
export const checksFile = (): string => hashedFile('checks');

/** The price file's name beside the bundle. */
export const priceFile = (): string => hashedFile('price');
