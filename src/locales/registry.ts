/**
 * The languages a page has: English in the code, the built-in ones once loaded, and whatever the
 * host registered. A built-in language is loaded the first time an element needs it, once per
 * page however many elements ask at once; one that fails to load stays English, with one warning
 * for the site owner and nothing for the buyer.
 */
import type { Strings } from './strings.js';
import { BUILT_IN } from './built-in.js';
// The self-contained bundles swap this for ./load-beside.js (filesBeside, scripts/vite/swaps.ts).
import { loadBuiltIn } from './load.js';
import { bestLocale } from './match.js';

/** Texts by tag, lowercased; English is the defaults themselves, an empty layer. */
const texts = new Map<string, Partial<Strings>>([['en', {}]]);
/** As spelled by whoever named them, for matching: English first, then the built-in ones, then the host's. */
const tags: string[] = ['en', ...BUILT_IN];
const loading = new Set<string>();
const listeners = new Set<() => void>();

/**
 * Adds a language, or replaces one (a built-in language included): elements showing it, or whose
 * `lang` it now suits better, switch to it. Keys left out show in English.
 */
export function registerLocale(tag: string, strings: Partial<Strings>): void {
  const key = tag.toLowerCase();
  if (!tags.some((t) => t.toLowerCase() === key)) tags.push(tag);
  texts.set(key, { ...strings });
  listeners.forEach((listener) => listener());
}

/**
 * The texts for `lang` that are here now (an empty layer, that is English, for no match and until
 * a built-in language arrives), and the tag they are for; asks for a missing built-in language.
 */
export function localeFor(lang: string): { tag: string; strings: Partial<Strings> } {
  const tag = bestLocale(lang, tags) ?? 'en';
  const key = tag.toLowerCase();
  const strings = texts.get(key);
  if (strings) return { tag, strings };
  if (!loading.has(key)) {
    loading.add(key);
    loadBuiltIn(tag).then(
      // A language the host registered while this one was on its way stays the host's.
      (loaded) => texts.has(key) || registerLocale(tag, loaded),
      (error: unknown) => console.warn(`market-checkout: "${tag}" not loaded, English shown (${error})`),
    );
  }
  return { tag: 'en', strings: texts.get('en')! };
}

/** Calls `listener` whenever a language arrives or is registered; returns the unsubscribe. */
export function onLocales(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
