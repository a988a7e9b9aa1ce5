/** Numbers as the element's language writes them: amounts of years, the countdown's digits, a time in words. */
import { numberingSystemFor } from './digits.js';

/**
 * Formatters by language and options. Making one costs far more than using it (about a third of
 * the elements' startup went into the years picker's formatters before they were kept), and
 * every render formats the same few numbers again. Pages use a handful of languages; the cap
 * only bounds a page that keeps inventing new ones.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 64;

/**
 * `n` formatted for `lang` (the browser's language when undefined); a `lang` that Intl refuses
 * falls back to English rather than throwing.
 */
export function formatNumber(n: number, lang: string | undefined, options?: Intl.NumberFormatOptions): string {
  const plain = plainEnglish(n, lang, options);
  if (plain !== undefined) return plain;
  const key = JSON.stringify([lang, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    // The digits are asked for by name: engines differ in the defaults they ship (src/locales/digits.ts).
    const digits = lang ? { numberingSystem: numberingSystemFor(lang), ...options } : options;
    try {
      formatter = new Intl.NumberFormat(lang || undefined, digits);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter.format(n);
}

/** Long units whose English plural is the singular and an s. */
const ENGLISH_UNITS: ReadonlySet<string> = new Set(['year', 'minute', 'second']);

/**
 * What Intl writes for a whole number from 0 to 999 in English, alone or as a long unit ("1 year",
 * "15 minutes"), without a formatter: the first one made in a page starts Chromium's ICU (12-20
 * ms), which the years picker made every English page pay at its first render. Undefined for
 * anything else (other languages, Unicode extensions such as `-u-nu-`, other options), which
 * Intl formats; test/locales/numbers.test.ts holds this to Intl's own output.
 */
function plainEnglish(n: number, lang: string | undefined, options?: Intl.NumberFormatOptions): string | undefined {
  if (!lang || !/^en(-[a-z]{2}|-\d{3})?$/i.test(lang) || !Number.isInteger(n) || n < 0 || n > 999 || Object.is(n, -0)) return undefined;
  if (!options) return String(n);
  const { style, unit, unitDisplay, ...rest } = options;
  if (style !== 'unit' || unitDisplay !== 'long' || !ENGLISH_UNITS.has(unit ?? '') || Object.keys(rest).length) return undefined;
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The digits of `text` (a countdown such as "14:59") in the digits `lang` writes. */
export function localDigits(text: string, lang: string): string {
  return text.replace(/\d/g, (d) => formatNumber(Number(d), lang));
}

/**
 * A standalone number a text writes ("253 characters", "من 1"), not one inside a token ("0x",
 * "SLIP-44", "ERC-20"): \\d is ASCII alone, so digits a language file already writes in its own
 * script (Persian) are left as they are.
 */
const WRITTEN = /(?<![\w.-])\d+(?![\w.-])/g;
const inDigits = new WeakMap<object, Map<string, object>>();

/**
 * A language's texts with the numbers they write in the digits `lang` writes, so that "من 1 إلى ١٠"
 * cannot happen on an `ar-SA` page, where the values filled in are Arabic-Indic. The same object
 * for the same texts and digits, so that the element sees no change where there is none.
 */
export function writtenDigits<T extends Record<string, string | undefined>>(texts: T, lang: string): T {
  const system = numberingSystemFor(lang);
  if (system === 'latn') return texts;
  let bySystem = inDigits.get(texts);
  if (!bySystem) inDigits.set(texts, (bySystem = new Map()));
  let written = bySystem.get(system) as T | undefined;
  if (!written) {
    written = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text?.replace(WRITTEN, (n) => localDigits(n, lang))])) as T;
    bySystem.set(system, written);
  }
  return written;
}

/** A milestone as words ("10 minutes", "30 seconds") in the page's language. */
export function spokenDuration(seconds: number, lang: string | undefined): string {
  const minutes = seconds >= 60 && seconds % 60 === 0;
  const unit = minutes ? 'minute' : 'second';
  return formatNumber(minutes ? seconds / 60 : seconds, lang, { style: 'unit', unit, unitDisplay: 'long' });
}
