/**
 * The payment-link guard: a `uri` from the payment service is shown as a link and a QR code
 * only if it is a payment scheme that pays `address` the expected `amount`. Anything we cannot
 * read with certainty is refused; a refused link costs a retry, a wrong one costs money.
 */
import {
  decimalEquals,
  isWholeDecimal,
  parseDecimal,
  shiftDecimal,
  toPlainDecimal,
  type Decimal,
} from './decimal.js';

export type PaymentUriCheck = { ok: true; scheme: string } | { ok: false; reason: string };

/** Real payment links are far shorter; the cap also bounds all the work below. */
export const MAX_PAYMENT_URI_LENGTH = 2048;

/** Opening these runs script, loads a page or file, or starts an app that is not a wallet. */
export const DENIED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'filesystem',
  'file',
  'http',
  'https',
  'ftp',
  'ws',
  'wss',
  'about',
  'chrome',
  'chrome-extension',
  'view-source',
  'intent',
  'mailto',
  'tel',
  'sms',
]);

/** BIP-21 style `scheme:ADDRESS?amount=DECIMAL`, the amount in the coin's main unit. */
export const BIP21_SCHEMES: ReadonlySet<string> = new Set([
  'bitcoin',
  'litecoin',
  'dogecoin',
  'bitcoincash',
  'dash',
  'zcash',
]);

/** EIP-681 `ethereum:[pay-]ADDRESS[@CHAINID]?value=WEI`. */
export const EIP681_SCHEME = 'ethereum';

/** Solana Pay transfer request `solana:RECIPIENT?amount=DECIMAL`. */
export const SOLANA_PAY_SCHEME = 'solana';

/** Address prefixes, per scheme, of case-insensitive encodings (bech32, cashaddr, EIP-55 hex); base58 is case-sensitive. */
export const CASE_INSENSITIVE_ADDRESS_PREFIXES: ReadonlyMap<string, readonly string[]> = new Map([
  ['bitcoin', ['bc1', 'tb1', 'bcrt1']],
  ['litecoin', ['ltc1', 'tltc1']],
  ['zcash', ['zs1', 'u1']],
  ['bitcoincash', ['q', 'p']],
  ['ethereum', ['0x']],
]);

/** Query keys that may repeat: Solana Pay allows several `reference` keys. */
export const REPEATABLE_PARAMS: ReadonlySet<string> = new Set(['reference']);

const EXPECTED_ADDRESS = /^[A-Za-z0-9]{20,128}$/;
// The payment service may hand a cashaddr with its prefix; links carry it as the scheme.
const CASHADDR_PREFIX = /^bitcoincash:/i;
// No whitespace, control or non-ASCII character anywhere: browsers drop some of them
// ("java\tscript:" runs as javascript:) and others make look-alike addresses.
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const PARAM_KEY = /^[A-Za-z0-9._-]+$/;
// BIP-21 and Solana Pay amounts: plain decimal, no sign, no exponent.
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;
// EIP-681 values must not be signed: "-" is never a payment and "+" reads as a space to form decoders.
const UNSIGNED = /^\d/;
const EIP681_TARGET = /^(?:pay-)?(0x[0-9A-Fa-f]{40})(?:@\d+)?$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const ADDRESS_DIFFERS = 'the address in the payment link differs';
const AMOUNT_DIFFERS = 'the amount in the payment link differs';
const AMOUNT_MISSING = 'the amount in the payment link is missing';
const AMOUNT_MALFORMED = 'the amount in the payment link is malformed';
const MALFORMED = 'the payment link is malformed';
const UNSUPPORTED = 'unsupported payment link';

export function checkPaymentUri(uri: string, address: string, amount: number): PaymentUriCheck {
  if (!EXPECTED_ADDRESS.test(address.replace(CASHADDR_PREFIX, ''))) return fail('the expected address is invalid');
  const expected = Number.isFinite(amount) && amount > 0 ? parseDecimal(toPlainDecimal(amount)) : undefined;
  if (!expected) return fail('the expected amount is invalid');
  if (uri.length > MAX_PAYMENT_URI_LENGTH) return fail('the payment link is too long');
  if (!PRINTABLE_ASCII.test(uri)) return fail('the payment link contains spaces, control or non-ASCII characters');
  const schemeMatch = SCHEME.exec(uri);
  if (!schemeMatch) return fail('the payment link has no scheme');
  const scheme = schemeMatch[1].toLowerCase();
  if (DENIED_SCHEMES.has(scheme)) return fail('the payment link uses a forbidden scheme');
  if (uri.includes('#')) return fail('the payment link has a fragment');

  const rest = uri.slice(schemeMatch[0].length);
  const queryStart = rest.indexOf('?');
  const target = queryStart === -1 ? rest : rest.slice(0, queryStart);
  if (target.includes('%')) return fail('the address in the payment link is percent-encoded');
  const params = parseQuery(queryStart === -1 ? '' : rest.slice(queryStart + 1));
  if (typeof params === 'string') return fail(params);

  const reason = BIP21_SCHEMES.has(scheme)
    ? checkBip21(scheme, target, params, address, expected)
    : scheme === EIP681_SCHEME
      ? checkEip681(target, params, address, expected)
      : scheme === SOLANA_PAY_SCHEME
        ? checkSolanaPay(target, params, address, expected)
        : checkOtherScheme(scheme, target, address);
  return reason === undefined ? { ok: true, scheme } : fail(reason);
}

function checkBip21(
  scheme: string,
  target: string,
  params: Map<string, string>,
  address: string,
  expected: Decimal,
): string | undefined {
  if (!sameAddress(scheme, target, address)) return ADDRESS_DIFFERS;
  return checkPlainAmount(params.get('amount'), expected);
}

/** Plain transfers only: with `/transfer` the amount is in token units we cannot check. */
function checkEip681(target: string, params: Map<string, string>, address: string, expected: Decimal): string | undefined {
  if (target.includes('/')) return UNSUPPORTED;
  const match = EIP681_TARGET.exec(target);
  if (!match) return MALFORMED;
  if (!sameAddress(EIP681_SCHEME, match[1], address)) return ADDRESS_DIFFERS;
  // Some wallets read `amount` (in ether) instead of `value`: two amounts are one too many.
  if (params.has('amount')) return MALFORMED;
  const raw = params.get('value');
  if (raw === undefined) return AMOUNT_MISSING;
  const wei = UNSIGNED.test(raw) ? parseDecimal(raw) : undefined;
  if (!wei || !isWholeDecimal(wei)) return AMOUNT_MALFORMED;
  return decimalEquals(wei, shiftDecimal(expected, 18)) ? undefined : AMOUNT_DIFFERS;
}

/** Transfer requests only: a transaction request (`solana:https://…`) lets a server write the transaction. */
function checkSolanaPay(
  target: string,
  params: Map<string, string>,
  address: string,
  expected: Decimal,
): string | undefined {
  if (target.includes(':')) return UNSUPPORTED;
  if (!BASE58.test(target)) return MALFORMED;
  if (!sameAddress(SOLANA_PAY_SCHEME, target, address)) return ADDRESS_DIFFERS;
  return checkPlainAmount(params.get('amount'), expected);
}

/** Unknown coins: the unit of any amount is unknown too, so only the address is checked. */
function checkOtherScheme(scheme: string, target: string, address: string): string | undefined {
  const addressPart = target.split(/[/@]/, 1)[0];
  return sameAddress(scheme, addressPart, address) ? undefined : ADDRESS_DIFFERS;
}

/** The amount is required: a wallet that is not told the amount lets the buyer pay any sum. */
function checkPlainAmount(raw: string | undefined, expected: Decimal): string | undefined {
  if (raw === undefined) return AMOUNT_MISSING;
  const value = PLAIN_DECIMAL.test(raw) ? parseDecimal(raw) : undefined;
  if (!value) return AMOUNT_MALFORMED;
  return decimalEquals(value, expected) ? undefined : AMOUNT_DIFFERS;
}

function sameAddress(scheme: string, found: string, address: string): boolean {
  const bare = address.replace(CASHADDR_PREFIX, '');
  // A cashaddr with its prefix belongs in a bitcoincash link only.
  if (bare !== address && scheme !== 'bitcoincash') return false;
  const prefixes = CASE_INSENSITIVE_ADDRESS_PREFIXES.get(scheme) ?? [];
  const folded = bare.toLowerCase();
  if (prefixes.some((prefix) => folded.startsWith(prefix))) return found.toLowerCase() === folded;
  return found === bare;
}

/**
 * Query parameters by key, values left raw: amounts are then checked exactly as a wallet that
 * does not decode would read them. Every value must still decode, and keys must not repeat,
 * not even in another letter case: wallets disagree on which one counts.
 */
function parseQuery(query: string): Map<string, string> | string {
  const params = new Map<string, string>();
  const seen = new Set<string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (!PARAM_KEY.test(key) || !decodes(value)) return MALFORMED;
    const folded = key.toLowerCase();
    if (seen.has(folded) && !REPEATABLE_PARAMS.has(folded)) return 'the payment link repeats a parameter';
    seen.add(folded);
    params.set(key, value);
  }
  return params;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function fail(reason: string): PaymentUriCheck {
  return { ok: false, reason };
}
