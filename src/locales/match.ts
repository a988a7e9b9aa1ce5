/**
 * Which of the languages at hand suits a page's `lang` (BCP 47, any case): pure, no DOM. The
 * rules a buyer would expect: an exact match first, then the tag with its last subtags dropped
 * (`de-AT` → `de`), then any tag of the same language (`pt` and `pt-PT` → `pt-BR`, the only
 * Portuguese), and never across scripts: Chinese written in Traditional characters (`zh-TW`,
 * `zh-Hant`, `zh-HK`) is not served Simplified (`zh-CN`). Intl.Locale does the reading: it
 * canonicalizes case and old codes (`iw` is `he`) and knows each tag's likely script.
 */

interface Parsed {
  /** Lowercased, canonical, without extensions: `zh-hant-tw`. */
  tag: string;
  locale: Intl.Locale;
}

/** A language tag's shape: language, then subtags; anything else is no tag, and Intl.Locale would throw for it. */
export const TAG_SHAPE = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i;
/**
 * Withdrawn language codes and their current ones. Chromium's and Firefox's Intl.Locale replace them
 * (`iw` reads as `he`); WebKit's keeps them as they are, so they are replaced here first.
 */
const OLD_CODES: Readonly<Record<string, string>> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv', mo: 'ro' };
/** Every element reads the page's `lang` and the same available tags again on each change. */
const parsed = new Map<string, Parsed | undefined>();
const MAX_PARSED = 256;

function parse(lang: string): Parsed | undefined {
  if (parsed.has(lang)) return parsed.get(lang);
  const text = lang
    .trim()
    .replaceAll('_', '-')
    .replace(/^[a-z]+(?=-|$)/i, (code) => OLD_CODES[code.toLowerCase()] ?? code);
  let result: Parsed | undefined;
  // Checked first so that nothing throws: a page's first Error costs tens of milliseconds (see
  // src/api/base-url.ts).
  if (TAG_SHAPE.test(text)) {
    try {
      const locale = new Intl.Locale(text);
      result = { tag: locale.baseName.toLowerCase(), locale };
    } catch {
      // well-formed but not valid: "de-1"
    }
  }
  if (parsed.size < MAX_PARSED) parsed.set(lang, result);
  return result;
}

/** The script `locale` is written in, explicit or likely: `zh-TW` writes Hant, `zh` and `zh-SG` Hans. */
const scriptOf = (locale: Intl.Locale): string | undefined => locale.script ?? locale.maximize().script;

/**
 * Languages written in one script wherever they are spoken, with or without a region (`de-AT`),
 * the right-to-left ones in the group: their script and direction need no `maximize()`, whose
 * first call in a page loads ICU's likely-subtags data, 20 to 30 ms of the first paint. Every
 * built-in language but Chinese (Simplified or Traditional by region) is one of them.
 */
const ONE_SCRIPT = /^(?:en|de|es|fr|it|ja|ko|nl|pl|pt|ru|tr|uk|(ar|fa|he))(?:[-_](?:[a-z]{2}|\d{3}))?$/i;

/** Whether two tags of one language are written in one script; `maximize()` only when the tags themselves cannot tell. */
function sameScript(a: Intl.Locale, b: Intl.Locale): boolean {
  if (a.script && b.script) return a.script === b.script;
  // A language alone has one likely script.
  if (!a.script && !b.script && (ONE_SCRIPT.test(a.language) || (!a.region && !b.region))) return true;
  return scriptOf(a) === scriptOf(b);
}

/** The entry of `available` to use for `lang`, as spelled there; undefined when none suits. */
export function bestLocale(lang: string, available: readonly string[]): string | undefined {
  // A tag spelled as the page spells it needs no reading: `en` on an English page (the default)
  // then starts no Intl, whose first use in a page costs milliseconds of its startup.
  const spelled = (tag: string) => tag.trim().replaceAll('_', '-').toLowerCase();
  const exact = available.find((tag) => spelled(tag) === spelled(lang));
  if (exact && TAG_SHAPE.test(spelled(lang))) return exact;
  const wanted = parse(lang);
  if (!wanted) return undefined;
  // Only tags of the same language can match; their scripts are compared only then.
  const offered = available.flatMap((tag) => {
    const parsed = parse(tag);
    return parsed && parsed.locale.language === wanted.locale.language && sameScript(wanted.locale, parsed.locale) ? [{ tag, parsed }] : [];
  });
  const subtags = wanted.tag.split('-');
  for (let n = subtags.length; n > 0; n -= 1) {
    const prefix = subtags.slice(0, n).join('-');
    const exact = offered.find((o) => o.parsed.tag === prefix);
    if (exact) return exact.tag;
  }
  return offered[0]?.tag;
}

/** Scripts written right to left (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya). */
const RIGHT_TO_LEFT = /^(Arab|Hebr|Thaa|Syrc|Nkoo|Adlm|Rohg)$/;

/** The direction `lang` is written in, by its script, explicit or likely (`fa` writes Arabic). */
export function directionOf(lang: string): 'ltr' | 'rtl' {
  // As most pages write their language (`de`, `pt-BR`), every element asks at startup: without Intl.
  const known = ONE_SCRIPT.exec(lang.trim());
  if (known) return known[1] ? 'rtl' : 'ltr';
  const locale = parse(lang)?.locale;
  return locale && RIGHT_TO_LEFT.test(scriptOf(locale) ?? '') ? 'rtl' : 'ltr';
}

/**
 * The direction to lay out in: the nearest `dir` the page wrote (`ltr` or `rtl`, any case: the
 * page wins), and where none is written, the direction of `lang` (a page with `lang="ar"` and no
 * `dir` still reads right to left). `auto` and other values tell nothing here.
 */
export function layoutDirection(dir: string | null | undefined, lang: string): 'ltr' | 'rtl' {
  const written = dir?.trim().toLowerCase();
  return written === 'ltr' || written === 'rtl' ? written : directionOf(lang);
}
