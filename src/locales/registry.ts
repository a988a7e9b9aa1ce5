/**
 * The languages a page has: English in the code, the built-in ones once loaded, and whatever the
 * host registered. A built-in language comes in two halves, each loaded once per page however many
 * elements ask: the form's texts the first time an element needs the language, the payment
 * screen's with the payment file (`paymentTexts`). A half that fails to load, or is not here
 * within LOAD_BOUND_MS, stays English, with one warning for the site owner and nothing for the buyer.
 */
import type { Strings } from './strings.js';
import { BUILT_IN } from './built-in.js';
// The self-contained bundles swap this for ./load-beside.js (filesBeside, scripts/vite/swaps.ts).
import { loadForm, loadPayment } from './load.js';
import { bestLocale } from './match.js';

/**
 * How long a half of a language may take from the moment it is asked for (the README says so):
 * until then an element shows no words rather than English; after, English, and the file is not
 * used when it comes (a form does not change its words under the buyer).
 */
export const LOAD_BOUND_MS = 3500;

/** The texts of a language for `lang` that are here now, and whether its form's texts are still on their way. */
export interface Locale {
  tag: string;
  strings: Partial<Strings>;
  /** A built-in language asked for and not here yet, nor failed: English is not what to show meanwhile. */
  pending: boolean;
}

/** Texts by tag, lowercased; English is the defaults themselves, an empty layer. */
const texts = new Map<string, Partial<Strings>>([['en', {}]]);
/** As spelled by whoever named them, for matching: English first, then the built-in ones, then the host's. */
const tags: string[] = ['en', ...BUILT_IN];
/**
 * Where a language's texts stand (lowercased): the host's (a built-in half never replaces them), a
 * built-in language's form texts here, or given up (English for the page); absent until then.
 */
const kinds = new Map<string, 'host' | 'here' | 'failed'>([['en', 'here']]);
/** Each built-in half asked for, by tag and half: settles once arrived or given up. */
const halves = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const tell = () => listeners.forEach((listener) => listener());

/**
 * Adds a language, or replaces one (a built-in language included, whose files are then never
 * fetched): elements showing it, or whose `lang` it now suits better, switch to it. It may hold
 * either half of the texts or both; keys left out show in English.
 */
export function registerLocale(tag: string, strings: Partial<Strings>): void {
  const key = tag.toLowerCase();
  if (!tags.some((t) => t.toLowerCase() === key)) tags.push(tag);
  kinds.set(key, 'host');
  texts.set(key, { ...strings });
  tell();
}

/**
 * Loads one half of a built-in language once (`half` names it: '' for the form's texts), given up
 * after LOAD_BOUND_MS. The loader is passed in, so a script that shows no payment screen carries none.
 */
function loadHalf(tag: string, load: (tag: string) => Promise<Partial<Strings>>, half = ''): Promise<void> {
  const key = tag.toLowerCase();
  let loading = halves.get(key + half);
  if (!loading) {
    loading = new Promise<Partial<Strings>>((resolve, reject) => {
      setTimeout(reject, LOAD_BOUND_MS, `not here after ${LOAD_BOUND_MS / 1000} s`);
      load(tag).then(resolve, reject);
    }).then(
      (loaded) => {
        // A language the host registered while this half was on its way stays the host's.
        if (kinds.get(key) === 'host') return;
        texts.set(key, { ...texts.get(key), ...loaded });
        if (!half) kinds.set(key, 'here');
        tell();
      },
      (error: unknown) => {
        console.warn(`market-checkout: "${tag}"${half} not loaded, English shown (${error})`);
        if (!half && !kinds.has(key)) kinds.set(key, 'failed');
        tell();
      },
    );
    halves.set(key + half, loading);
  }
  return loading;
}

/** The tag of the language for `lang` (`en` for no match), as spelled where it was named. */
const tagFor = (lang: string): string => bestLocale(lang, tags) ?? 'en';

/**
 * The texts for `lang` that are here now (an empty layer, that is English, for no match, for a
 * language that failed, and until a built-in language arrives, `pending` meanwhile), and the tag
 * they are for; asks for a missing built-in language's form texts unless `load` is false (a server).
 */
export function localeFor(lang: string, load = true): Locale {
  const tag = tagFor(lang);
  const key = tag.toLowerCase();
  const kind = kinds.get(key);
  if (kind === 'host' || kind === 'here') return { tag, strings: texts.get(key)!, pending: false };
  const pending = load && !kind;
  if (pending) void loadHalf(tag, loadForm);
  return { tag: 'en', strings: texts.get('en')!, pending };
}

/**
 * The payment screen's texts for `lang`: resolves once they are here, or given up (English, with a
 * warning), so a payment screen never waits longer than LOAD_BOUND_MS for them; at once for English,
 * a language the host registered, or one with no match. Never rejects.
 */
export function paymentTexts(lang: string): Promise<void> {
  const tag = tagFor(lang);
  const kind = kinds.get(tag.toLowerCase());
  return tag !== 'en' && kind !== 'host' && kind !== 'failed' ? loadHalf(tag, loadPayment, ' payment screen') : Promise.resolve();
}

/** Calls `listener` whenever a language (or a half of one) arrives, fails or is registered; returns the unsubscribe. */
export function onLocales(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
