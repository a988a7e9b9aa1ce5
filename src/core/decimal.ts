/**
 * Exact decimal numbers on BigInt, so amounts in payment links are compared without floating
 * point: 0.1 + 0.2 must not be "close enough" to 0.3 when money is at stake.
 */

/** The value `digits × 10^-scale`. Results of this module are normalized: `scale >= 0`, no trailing zeros. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** Caps for hostile input, so a link cannot make us build a BigInt with thousands of digits. */
export const MAX_DECIMAL_DIGITS = 400;
export const MAX_DECIMAL_EXPONENT = 400;

// An EIP-681 number: optional sign, digits, optional fraction, optional exponent.
// Plain decimals are the subset without exponent. ".5", "5." and "1e" are refused.
const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

export function parseDecimal(text: string): Decimal | undefined {
  const match = NUMBER.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (whole.length + fraction.length > MAX_DECIMAL_DIGITS) return undefined;
  if (!(Math.abs(exponent) <= MAX_DECIMAL_EXPONENT)) return undefined;
  return normalize({ digits: BigInt(sign + whole + fraction), scale: fraction.length - exponent });
}

/** BIP-21 and Solana Pay amounts: plain decimal, no sign, no exponent; undefined for anything else. */
export function parsePlainDecimal(text: string): Decimal | undefined {
  return /^\d+(?:\.\d+)?$/.test(text) ? parseDecimal(text) : undefined;
}

/**
 * The shortest decimal that reads back as `n`, written out in full: 1e-8 -> "0.00000001",
 * 1.5e21 -> "1500000000000000000000". `String(n)` already picks the shortest round-trip digits;
 * only its exponent has to be shifted away.
 */
export function toPlainDecimal(n: number): string {
  const parsed = Number.isFinite(n) ? parseDecimal(String(n)) : undefined;
  if (!parsed) throw new RangeError(`Not a finite number: ${n}`);
  return formatDecimal(parsed);
}

export function decimalEquals(a: Decimal, b: Decimal): boolean {
  const x = normalize(a);
  const y = normalize(b);
  return x.digits === y.digits && x.scale === y.scale;
}

/** `d × 10^places`, e.g. ether to wei with `places = 18`. */
export function shiftDecimal(d: Decimal, places: number): Decimal {
  return normalize({ digits: d.digits, scale: d.scale - places });
}

export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return normalize({ digits: a.digits * b.digits, scale: a.scale + b.scale });
}

export function isWholeDecimal(d: Decimal): boolean {
  return normalize(d).scale === 0;
}

/** Plain text without exponent or grouping, e.g. "-0.0012", "1500". */
export function formatDecimal(d: Decimal): string {
  const { digits, scale } = normalize(d);
  const sign = digits < 0n ? '-' : '';
  const text = (digits < 0n ? -digits : digits).toString();
  if (scale === 0) return sign + text;
  const padded = text.padStart(scale + 1, '0');
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** One spelling per value, so equality is field equality: 1.50 -> 1.5, 3e2 -> 300, 0.000 -> 0. */
function normalize({ digits, scale }: Decimal): Decimal {
  if (scale < 0) return { digits: digits * 10n ** BigInt(-scale), scale: 0 };
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale -= 1;
  }
  return { digits, scale };
}

/** `a - b`, exactly: what is still due after a partial payment. */
export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  [a, b] = [normalize(a), normalize(b)];
  const scale = Math.max(a.scale, b.scale);
  const widen = (d: Decimal) => d.digits * 10n ** BigInt(scale - d.scale);
  return normalize({ digits: widen(a) - widen(b), scale });
}
