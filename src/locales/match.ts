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
  language: string;
  /** Explicit or likely: `zh-TW` writes Hant, `zh` and `zh-SG` Hans. */
  script: string | undefined;
}

function parse(lang: string): Parsed | undefined {
  try {
    const locale = new Intl.Locale(lang.trim().replaceAll('_', '-'));
    return { tag: locale.baseName.toLowerCase(), language: locale.language, script: locale.maximize().script };
  } catch {
    return undefined; // not a language tag: "", "*", "x-klingon"
  }
}

/** The entry of `available` to use for `lang`, as spelled there; undefined when none suits. */
export function bestLocale(lang: string, available: readonly string[]): string | undefined {
  const wanted = parse(lang);
  if (!wanted) return undefined;
  const offered = available.flatMap((tag) => {
    const parsed = parse(tag);
    return parsed && parsed.script === wanted.script ? [{ tag, parsed }] : [];
  });
  const subtags = wanted.tag.split('-');
  for (let n = subtags.length; n > 0; n -= 1) {
    const prefix = subtags.slice(0, n).join('-');
    const exact = offered.find((o) => o.parsed.tag === prefix);
    if (exact) return exact.tag;
  }
  return offered.find((o) => o.parsed.language === wanted.language)?.tag;
}

/** Scripts written right to left (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya). */
const RIGHT_TO_LEFT = /^(Arab|Hebr|Thaa|Syrc|Nkoo|Adlm|Rohg)$/;

/** The direction `lang` is written in, by its script, explicit or likely (`fa` writes Arabic). */
export function directionOf(lang: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.test(parse(lang)?.script ?? '') ? 'rtl' : 'ltr';
}
