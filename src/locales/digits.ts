/**
 * The digits a language writes numbers in: its CLDR default numbering system (CLDR 48), asked of
 * Intl by name. Engines disagree when left to themselves (WebKit writes `ar` in Arabic-Indic
 * digits, Chromium and Firefox in Latin ones), so one table says it for all of them. Pure, no
 * DOM. Amounts, addresses and ids never go through here: they are copied and compared, and stay
 * in Latin digits whatever the language.
 */
import { TAG_SHAPE } from './match.js';

/** Tags whose default is not Latin digits; a more specific tag (`ar-EG`) wins over its language (`ar`). */
const NATIVE_DIGITS: Readonly<Record<string, string>> = {
  // Arabic writes Latin digits by default, and Arabic-Indic ones in these regions.
  ...Object.fromEntries(
    'bh dj eg er il iq jo km kw lb mr om ps qa sa sd so ss sy td ye'.split(' ').map((region) => [`ar-${region}`, 'arab']),
  ),
  fa: 'arabext',
  ps: 'arabext',
  ks: 'arabext',
  'ur-in': 'arabext',
  'uz-arab': 'arabext',
  'pa-arab': 'arabext',
  ckb: 'arab',
  sd: 'arab',
  bn: 'beng',
  as: 'beng',
  mni: 'beng',
  mr: 'deva',
  ne: 'deva',
  my: 'mymr',
  dz: 'tibt',
  sat: 'olck',
};


/**
 * The numbering system to write numbers in for `lang` (`latn`, `arabext`, …): its own `-u-nu-`
 * when the page wrote one, else the most specific entry of the table (language-region, then
 * language-script, then language), else Latin.
 */
export function numberingSystemFor(lang: string | undefined): string {
  const tag = (lang ?? '').trim().replaceAll('_', '-').toLowerCase();
  if (!TAG_SHAPE.test(tag)) return 'latn';
  const chosen = /-u(?:-[a-z0-9]{2,8})*?-nu-([a-z0-9]{3,8})\b/.exec(tag);
  if (chosen) return chosen[1]!;
  // Subtags up to the first singleton (an extension): language, then script and region if any.
  const [language, ...rest] = tag.split(/-[a-z0-9]-/)[0]!.split('-');
  const script = rest.find((s) => s.length === 4 && /^[a-z]/.test(s));
  const region = rest.find((s) => s.length === 2 || /^\d{3}$/.test(s));
  for (const key of [region && `${language}-${region}`, script && `${language}-${script}`, language]) {
    if (key && NATIVE_DIGITS[key]) return NATIVE_DIGITS[key];
  }
  return 'latn';
}
