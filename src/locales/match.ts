/**
 * Which of the languages at hand suits a page's `lang` (BCP 47, any case): pure, no DOM. The
 * rules a buyer would expect: an exact match first, then the tag with its last subtags dropped
 * (`de-AT` → `de`), then any tag of the same language (`pt` and `pt-PT` → `pt-BR`, the only
 * Portuguese) unless the two are written in different scripts: Chinese in Traditional characters
 * (`zh-TW`, `zh-Hant`, `zh-HK`) is not served Simplified (`zh-CN`).
 */

/** Old codes still found in pages, by the code Intl and BCP 47 use now. */
const RENAMED: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv', mo: 'ro' };

/** Chinese without a script subtag: regions that write Traditional; everywhere else Simplified. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

interface Parsed {
  language: string;
  /** The tag lowercased, `_` read as `-`, the language code renamed where it was. */
  tag: string;
  /** The script written, explicit or implied (only Chinese implies one here). */
  script?: string;
}

function parse(lang: string): Parsed | undefined {
  const subtags = lang.trim().toLowerCase().replaceAll('_', '-').split('-');
  if (!subtags.every((s) => /^[a-z\d]{1,8}$/.test(s)) || !/^[a-z]{2,3}$/.test(subtags[0]!)) return undefined;
  const language = RENAMED[subtags[0]!] ?? subtags[0]!;
  subtags[0] = language;
  // After the language: an optional four-letter script, then an optional region.
  let script = subtags[1]?.length === 4 ? subtags[1] : undefined;
  const region = subtags.slice(1, 3).find((s) => /^([a-z]{2}|\d{3})$/.test(s));
  if (!script && language === 'zh') script = TRADITIONAL_REGIONS.has(region ?? '') ? 'hant' : 'hans';
  return { language, tag: subtags.join('-'), script };
}

/** The entry of `available` to use for `lang`, as spelled there; undefined when none suits. */
export function bestLocale(lang: string, available: readonly string[]): string | undefined {
  const wanted = parse(lang);
  if (!wanted) return undefined;
  const offered = available.flatMap((tag) => {
    const parsed = parse(tag);
    return parsed ? [{ tag, parsed }] : [];
  });
  const subtags = wanted.tag.split('-');
  // Scripts must agree throughout: `zh-TW` is not served by a `zh` that implies Simplified.
  for (let n = subtags.length; n > 0; n -= 1) {
    const prefix = subtags.slice(0, n).join('-');
    const exact = offered.find((o) => o.parsed.tag === prefix && o.parsed.script === wanted.script);
    if (exact) return exact.tag;
  }
  return offered.find((o) => o.parsed.language === wanted.language && o.parsed.script === wanted.script)?.tag;
}
