/**
 * The host's price, read and checked: the three attributes, or a quote's answer. Each reading
 * gives the prices in minor units or the problems found, one message per setting (the element
 * warns once per message); nothing is ever rounded or guessed.
 */
import { minorUnit } from './currency.js';
import { toMinorUnits } from './money.js';

/** A price the form can show: its currency and minor unit, the first year's and each renewal's price in minor units. */
export interface Price {
  currency: string;
  minor: number;
  first: bigint;
  renewal: bigint;
}

/** A total asked of the host's `quote`: shown as it came, with the first and renewal prices when given. */
export interface Quoted {
  currency: string;
  minor: number;
  total: bigint;
  first?: bigint;
  renewal?: bigint;
}

export type Reading<T> = { price: T } | { problems: string[] } | undefined;

const PLAIN_RULE = 'a plain decimal (digits, one optional point; no sign, exponent, grouping or spaces)';

function currencyProblem(setting: string, code: unknown): string {
  return `${setting} ${code === undefined || code === '' ? 'is missing' : `is malformed: ${JSON.stringify(code)} is not an ISO 4217 currency code this browser formats`}; no price is shown.`;
}

function amountProblem(setting: string, text: unknown, currency: string, minor: number): string {
  return `${setting} is malformed: ${JSON.stringify(text)} must be ${PLAIN_RULE} with at most ${minor} decimal place${minor === 1 ? '' : 's'} for ${currency}; no price is shown.`;
}

/** The three attributes as the host set them; undefined when none is set (no price configured). */
export function readPriceAttributes(currency: string, price: string, renewalPrice: string): Reading<Price> {
  if (!currency && !price && !renewalPrice) return undefined;
  const minor = minorUnit(currency);
  if (minor === undefined) return { problems: [currencyProblem('price-currency', currency || undefined)] };
  const first = toMinorUnits(price, minor);
  const renewal = renewalPrice ? toMinorUnits(renewalPrice, minor) : first;
  const problems = [
    ...(first === undefined ? [price ? amountProblem('price', price, currency, minor) : 'price is missing beside price-currency; no price is shown.'] : []),
    ...(renewalPrice && renewal === undefined ? [amountProblem('renewal-price', renewalPrice, currency, minor)] : []),
  ];
  return first === undefined || renewal === undefined ? { problems } : { price: { currency, minor, first, renewal } };
}

/**
 * A quote's answer: `undefined` is the host's quiet "no price"; anything else must be
 * `{ currency, total, price?, renewalPrice? }` with plain decimal strings (markup or any other
 * text is refused, never shown).
 */
export function readQuoteAnswer(answer: unknown): Reading<Quoted> {
  if (answer === undefined) return undefined;
  if (typeof answer !== 'object' || answer === null) return { problems: [`quote answered ${typeof answer}, not { currency, total }; no price is shown.`] };
  const { currency, total, price, renewalPrice } = answer as Record<string, unknown>;
  const minor = typeof currency === 'string' ? minorUnit(currency) : undefined;
  if (minor === undefined) return { problems: [currencyProblem("quote's currency", currency)] };
  const read = (setting: string, text: unknown) => {
    const units = typeof text === 'string' ? toMinorUnits(text, minor) : undefined;
    return units === undefined ? amountProblem(setting, text, currency as string, minor) : units;
  };
  const [t, first, renewal] = [read("quote's total", total), price === undefined ? undefined : read("quote's price", price), renewalPrice === undefined ? undefined : read("quote's renewalPrice", renewalPrice)];
  const problems = [t, first, renewal].filter((x): x is string => typeof x === 'string');
  if (problems.length) return { problems };
  return { price: { currency: currency as string, minor, total: t as bigint, first: first as bigint | undefined, renewal: renewal as bigint | undefined } };
}
