/**
 * A price as its currency counts it: whole minor units (cents) in a BigInt, so a total is exact
 * however large, and a price is never rounded on its way in. Pure, no Intl: the minor unit is the
 * caller's (./currency.ts).
 */

/** A plain decimal as the contract takes it: digits, an optional fraction; no sign, exponent, grouping or space. */
const PLAIN = /^(\d+)(?:\.(\d+))?$/;
/** More digits than any real price: a hostile string does not become a huge BigInt. */
const MAX_DIGITS = 30;

/** `text` in minor units of a currency with `minor` decimal places; undefined when malformed or more precise than `minor`. */
export function toMinorUnits(text: string, minor: number): bigint | undefined {
  const match = PLAIN.exec(text);
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  if (fraction.length > minor || whole.length + fraction.length > MAX_DIGITS) return undefined;
  return BigInt(whole + fraction.padEnd(minor, '0'));
}

/** Minor units back to a plain decimal with exactly `minor` places: 2598n, 2 → "25.98"; 5n, 0 → "5". */
export function fromMinorUnits(units: bigint, minor: number): string {
  const digits = units.toString().padStart(minor + 1, '0');
  return minor ? `${digits.slice(0, -minor)}.${digits.slice(-minor)}` : digits;
}

/** The total for `years` years: the first year at `first`, each later one at `renewal`. */
export function totalFor(years: number, first: bigint, renewal: bigint): bigint {
  return first + BigInt(years - 1) * renewal;
}
