/**
 * Which currency codes the elements show a price in: ISO 4217 codes the browser formats as money.
 * Intl formats any three letters (`BTC` as "BTC 0.00"), so its list of currencies decides; a
 * crypto symbol is never on it.
 */

/** The browser's ISO 4217 currencies, read once. */
let known: ReadonlySet<string> | undefined;

/** The number of decimal places of `code`'s minor unit (JPY 0, EUR 2, KWD 3), or undefined when `code` is not a currency. */
export function minorUnit(code: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  known ??= new Set(Intl.supportedValuesOf('currency'));
  if (!known.has(code)) return undefined;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
}
