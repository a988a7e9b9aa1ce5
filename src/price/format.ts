/**
 * A price as the buyer's language writes money: Intl.NumberFormat in currency style, given the
 * decimal string itself (Intl formats a string's exact value; a Number would round a large sum's
 * cents away), with the digits the element writes in.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** `amount` (a plain decimal) in `currency`, written for `lang` in `numberingSystem`'s digits; English when Intl refuses `lang`. */
export function formatMoney(amount: string, currency: string, lang: string, numberingSystem: string): string {
  const key = `${lang} ${numberingSystem} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = { style: 'currency', currency, numberingSystem } as const;
    try {
      formatter = new Intl.NumberFormat(lang || undefined, options);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, formatter);
  }
  // Typed for numbers only before ES2023's lib; every engine the elements support formats a string exactly.
  return formatter.format(amount as `${number}`);
}
