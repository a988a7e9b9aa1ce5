/**
 * Generated 200 answers of the crypto purchase endpoint, hostile or inconsistent on purpose, each
 * with what the widget must make of it. A case is a valid answer (one of several coins, link
 * schemes and amount magnitudes) plus a few flaws; every flaw either breaks the answer (the
 * widget must refuse it as `bad-response`), closes the payment window (valid but already
 * expired), or is harmless (extra keys, notation, case, markup in a parameter no one reads): the
 * expected outcome follows from the flaws alone.
 *
 * Cases are plain data (lengths, not the huge strings themselves), so fast-check's report of a
 * counterexample stays short; `cryptoAnswer` writes the body text from one.
 */
import fc from 'fast-check';
import {
  ALNUM,
  applySharedFlaw,
  chars,
  draftOf,
  flawSets,
  get,
  INVISIBLE,
  insertAt,
  lastMissing,
  MARKUP,
  MARKUP_IN_PARAM,
  NOT_NUMBER,
  NOT_STRING,
  serialize,
  set,
  setRaw,
  shared,
  type Draft,
  type Effect,
  type Expected,
  type Variant,
} from './hostile-json.js';

/** Schemes whose links run script, load a page or a file: never a payment link. */
export const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript', 'http', 'https', 'file', 'blob'] as const;

export type CoinKind = 'bitcoin' | 'litecoin' | 'dogecoin' | 'ethereum' | 'solana' | 'other';

export interface CryptoBase {
  coin: CoinKind;
  /** The scheme of an `other` coin: no unit is known, so its link carries no amount. */
  otherScheme: string;
  address: string;
  /** The amount as plain decimal text, normalised (what the buyer must see). */
  amountText: string;
  expiresInMs: number;
  orderId: string;
  paymentId: string;
  protocol: string;
  /** EIP-681 `pay-` prefix and `@chainId`, Solana `label`: optional parts of a valid link. */
  ethPay: boolean;
  ethChain: number | undefined;
  solanaLabel: boolean;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdefABCDEF';

const ADDRESS: Record<CoinKind, fc.Arbitrary<string>> = {
  bitcoin: chars(BECH32, 38, 58).map((s) => `bc1q${s}`),
  litecoin: chars(BECH32, 38, 58).map((s) => `ltc1q${s}`),
  dogecoin: chars(BASE58, 33, 33).map((s) => `D${s}`),
  ethereum: chars(HEX, 40, 40).map((s) => `0x${s}`),
  solana: chars(BASE58, 32, 44),
  other: chars(ALNUM, 26, 64),
};

const PROTOCOL: Record<CoinKind, string> = {
  bitcoin: 'BTC',
  litecoin: 'LTC',
  dogecoin: 'DOGE',
  ethereum: 'ETH',
  solana: 'SOL',
  other: 'XMR',
};

/** `digits × 10^exponent` as plain decimal text, normalised. */
function plainDecimal(digits: string, exponent: number): string {
  if (exponent >= 0) return digits + '0'.repeat(exponent);
  const padded = digits.padStart(1 - exponent, '0');
  return `${padded.slice(0, exponent)}.${padded.slice(exponent)}`.replace(/\.?0+$/, '');
}

/**
 * A positive decimal of at most 13 significant digits (so a double holds it exactly as text):
 * mostly everyday amounts, sometimes ones a float writes in exponent notation (1e-20, 2.5e24).
 */
const amountText = fc.oneof(
  { arbitrary: fc.record({ digits: fc.stringMatching(/^[1-9]\d{0,12}$/), exponent: fc.integer({ min: -8, max: 0 }) }), weight: 4 },
  { arbitrary: fc.record({ digits: fc.stringMatching(/^[1-9]\d{0,12}$/), exponent: fc.integer({ min: -30, max: 25 }) }), weight: 1 },
).map(({ digits, exponent }) => plainDecimal(digits, exponent));

export const cryptoBase: fc.Arbitrary<CryptoBase> = fc
  .constantFrom<CoinKind>('bitcoin', 'litecoin', 'dogecoin', 'ethereum', 'solana', 'other')
  .chain((coin) =>
    fc.record({
      coin: fc.constant(coin),
      otherScheme: fc.constantFrom('monero', 'tron', 'cardano', 'ripple', 'web+pay'),
      address: ADDRESS[coin],
      // A link carries wei, whole numbers: an ether amount has at most 18 decimals.
      amountText: coin === 'ethereum' ? amountText.filter((t) => (t.split('.')[1] ?? '').length <= 18) : amountText,
      expiresInMs: fc.integer({ min: 60_000, max: 24 * 3_600_000 }),
      orderId: fc.uuid(),
      paymentId: fc.uuid(),
      protocol: fc.constant(PROTOCOL[coin]),
      ethPay: fc.boolean(),
      ethChain: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
      solanaLabel: fc.boolean(),
    }),
  );

/** `amount` in wei: the decimal shifted by 18 places. */
function toWei(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return (whole + fraction.padEnd(18, '0')).replace(/^0+(?=\d)/, '');
}

/** A consistent payment link for `base`, with `address` and `amount` as given (`null`: no amount). */
export function paymentUri(base: CryptoBase, address = base.address, amount: string | null = base.amountText): string {
  switch (base.coin) {
    case 'bitcoin':
    case 'litecoin':
    case 'dogecoin':
      return `${base.coin}:${address}${amount === null ? '' : `?amount=${amount}`}`;
    case 'ethereum': {
      const target = `${base.ethPay ? 'pay-' : ''}${address}${base.ethChain ? `@${base.ethChain}` : ''}`;
      return `ethereum:${target}${amount === null ? '' : `?value=${toWei(amount)}`}`;
    }
    case 'solana': {
      const query = [amount === null ? '' : `amount=${amount}`, base.solanaLabel ? 'label=Domain%20purchase' : '']
        .filter(Boolean)
        .join('&');
      return `solana:${address}${query ? `?${query}` : ''}`;
    }
    case 'other':
      return `${base.otherScheme}:${address}`;
  }
}

/** One more unit in the last digit: a different amount of the same shape. */
function bumpAmount(text: string): string {
  const [whole, fraction] = text.split('.');
  if (!fraction) return String(BigInt(whole!) + 1n);
  const digits = (BigInt(whole! + fraction) + 1n).toString().padStart(fraction.length + 1, '0');
  return `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`.replace(/\.?0+$/, '');
}

/** The next larger double: the smallest change a float can carry. */
function nextDouble(n: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}

/** `address` with one character changed to another of its kind, ignoring letter case. */
function alterAddress(address: string, at: number, by: number): string {
  const keep = address.startsWith('0x') ? 2 : /^(bc1q|ltc1q)/.test(address) ? 5 : 0;
  const i = keep + (at % (address.length - keep));
  const c = address[i]!;
  const pool = /\d/.test(c) ? '0123456789' : 'abcdefghijklmnopqrstuvwxyz';
  const others = [...pool].filter((p) => p !== c.toLowerCase());
  let next = others[by % others.length]!;
  if (c !== c.toLowerCase()) next = next.toUpperCase();
  return address.slice(0, i) + next + address.slice(i + 1);
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** The last instant a JavaScript Date can hold. */
export const MAX_DATE_MS = 8.64e15;

const uriBreaks = (base: CryptoBase) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('uri' as const),
      v: fc.constant('dangerous-scheme'),
      scheme: fc.constantFrom(...DANGEROUS_SCHEMES),
      upper: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
      // Often no padding and the valid link's own address and amount: then the scheme alone is wrong.
      pad: fc.oneof(
        { arbitrary: fc.constant(''), weight: 2 },
        { arbitrary: fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 3 }).map((a) => a.join('')), weight: 1 },
      ),
      padWhere: fc.constantFrom('before', 'inside', 'after-colon'),
      payload: fc.oneof(
        { arbitrary: fc.constant(`${base.address}?amount=${base.amountText}`), weight: 3 },
        {
          arbitrary: fc.constantFrom(
            `alert(document.domain)//${base.address}?amount=${base.amountText}`,
            'text/html,<script>alert(document.domain)</script>',
            'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
            'msgbox("x")',
            `//evil.example/${base.address}?amount=${base.amountText}`,
          ),
          weight: 2,
        },
      ),
    }),
    fc.record({ kind: fc.constant('uri' as const), v: fc.constant('markup-as-address'), markup: fc.constantFrom(...MARKUP) }),
    fc.record({
      kind: fc.constant('uri' as const),
      v: fc.constantFrom('invisible-char', 'invisible-char-in-a-parameter'),
      ch: fc.constantFrom(...INVISIBLE),
      at: fc.nat(),
    }),
    fc.record({ kind: fc.constant('uri' as const), v: fc.constant('huge'), n: fc.integer({ min: 2049, max: 200_000 }) }),
    fc.record({ kind: fc.constant('uri' as const), v: fc.constant('wrong-type'), value: fc.constantFrom(...NOT_STRING) }),
    fc.record({
      kind: fc.constant('uri' as const),
      v: fc.constantFrom(
        'empty',
        'solana-transaction-request',
        'fragment',
        'repeated-parameter',
        'percent-encoded-address',
        'token-transfer',
        'no-scheme',
      ),
    }),
    ...(base.coin === 'other'
      ? []
      : [fc.record({ kind: fc.constant('uri' as const), v: fc.constantFrom('amount-missing', 'signed-amount') })]),
    // BIP-21 and Solana Pay amounts are plain decimals: exponent notation is refused there.
    ...(['bitcoin', 'litecoin', 'dogecoin', 'solana'].includes(base.coin)
      ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constant('amount-in-exponent-notation') })]
      : []),
  );

const uriHarmless = (base: CryptoBase) =>
  fc.oneof(
    fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('upper-case-scheme') }),
    fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('markup-in-a-parameter'), markup: fc.constantFrom(...MARKUP_IN_PARAM) }),
    fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('long-but-not-too-long'), length: fc.integer({ min: 1000, max: 2048 }) }),
    ...(['bitcoin', 'litecoin', 'dogecoin', 'solana'].includes(base.coin)
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constantFrom('amount-trailing-zeros', 'amount-leading-zeros'), zeros: fc.integer({ min: 1, max: 6 }) })]
      : []),
    // EIP-681 numbers may carry an exponent: 2.1e15 wei is 2100000000000000 wei.
    ...(base.coin === 'ethereum'
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('value-in-exponent-notation'), mantissa: fc.boolean() })]
      : []),
    ...(['bitcoin', 'litecoin', 'ethereum'].includes(base.coin)
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('address-upper-case') })]
      : []),
  );

const addressBreaks = fc.oneof(
  fc.record({ kind: fc.constant('address' as const), v: fc.constant('markup'), markup: fc.constantFrom(...MARKUP) }),
  fc.record({ kind: fc.constant('address' as const), v: fc.constant('invisible-char'), ch: fc.constantFrom(...INVISIBLE), at: fc.nat() }),
  fc.record({ kind: fc.constant('address' as const), v: fc.constant('huge'), n: fc.integer({ min: 129, max: 200_000 }) }),
  fc.record({ kind: fc.constant('address' as const), v: fc.constant('wrong-type'), value: fc.constantFrom(...NOT_STRING) }),
  fc.record({ kind: fc.constant('address' as const), v: fc.constantFrom('empty', 'too-short'), pad: fc.constant('') }),
  fc.record({ kind: fc.constant('address' as const), v: fc.constant('padded'), pad: fc.constantFrom(' ', '\n', '\u200b', '\t') }),
);

const addressDiffers = fc.record({
  kind: fc.constant('address-differs' as const),
  v: fc.constantFrom('in-the-field', 'in-the-link'),
  at: fc.nat(),
  by: fc.nat(),
});

const amountBreaks = fc.oneof(
  fc.record({ kind: fc.constant('amount' as const), v: fc.constantFrom('as-string', 'null', 'negative', 'zero', 'minus-zero') }),
  fc.record({
    kind: fc.constant('amount' as const),
    v: fc.constant('raw'),
    text: fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '0x10', '.5', '+1', '1_000'),
  }),
  fc.record({ kind: fc.constant('amount' as const), v: fc.constant('wrong-type'), value: fc.constantFrom(...NOT_NUMBER) }),
);

const amountDiffers = fc.record({
  kind: fc.constant('amount-differs' as const),
  v: fc.constantFrom('doubled-in-the-field', 'next-double-in-the-field', 'one-unit-more-in-the-field', 'one-unit-more-in-the-link'),
});

const amountNotation = fc.record({
  kind: fc.constant('amount-notation' as const),
  v: fc.constantFrom('exponent', 'exponent-upper-case', 'trailing-zeros'),
});

const expiryBreaks = fc.oneof(
  fc.record({ kind: fc.constant('expiry' as const), v: fc.constantFrom('NaN', 'null', 'as-string', 'negative', 'zero', 'fraction', '1e300', 'true') }),
  fc.record({ kind: fc.constant('expiry' as const), v: fc.constant('not-a-date'), value: fc.integer({ min: MAX_DATE_MS + 1, max: MAX_SAFE }) }),
);

/** Valid expiries in other shapes or times: in seconds, far ahead, or already past (`expires`). */
const expiryOther = fc.oneof(
  fc.record({ kind: fc.constant('expiry-ok' as const), v: fc.constant('past-ms'), ago: fc.integer({ min: 1_000, max: 7e11 }) }),
  fc.record({ kind: fc.constant('expiry-ok' as const), v: fc.constant('past-seconds'), value: fc.integer({ min: 1, max: 1_700_000_000 }) }),
  fc.record({ kind: fc.constant('expiry-ok' as const), v: fc.constant('in-seconds'), value: fc.constant(0) }),
  fc.record({ kind: fc.constant('expiry-ok' as const), v: fc.constant('far-future-ms'), value: fc.integer({ min: 2e12, max: MAX_DATE_MS }) }),
  fc.record({ kind: fc.constant('expiry-ok' as const), v: fc.constant('far-future-seconds'), value: fc.integer({ min: 2e9, max: 1e12 - 1 }) }),
);

const protocolBreaks = fc.oneof(
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('markup'), markup: fc.constantFrom(...MARKUP) }),
  // An inner space is fine in a label ("BTC Lightning"); a leading one is a variant of its own.
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('invisible-char'), ch: fc.constantFrom(...INVISIBLE.filter((c) => c !== ' ')), at: fc.nat() }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('huge'), n: fc.integer({ min: 33, max: 200_000 }) }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('wrong-type'), value: fc.constantFrom(...NOT_STRING) }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constantFrom('empty', 'leading-space') }),
);

const protocolHarmless = fc.record({
  kind: fc.constant('protocol-ok' as const),
  v: fc.constant('another-label'),
  label: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}$/),
});

const idBreaks = fc.record({
  kind: fc.constant('ids' as const),
  v: fc.constantFrom('markup', 'empty', 'number', 'not-a-uuid', 'trailing-space', 'invisible-char'),
  key: fc.constantFrom('orderId', 'paymentId'),
});
const idHarmless = fc.record({ kind: fc.constant('ids-ok' as const), v: fc.constant('upper-case'), key: fc.constantFrom('orderId', 'paymentId') });

const CRYPTO_KEYS = ['address', 'amount', 'expiryDateEpoch', 'orderId', 'paymentId', 'protocol', 'uri'] as const;
export type CryptoFlaw = Variant<string>;

/** Flaws that fit `base`, at most one of each kind. */
function cryptoFlaws(base: CryptoBase): fc.Arbitrary<CryptoFlaw[]> {
  const [missing, extra, duplicate, body, truncated, pretty] = shared(CRYPTO_KEYS);
  const breaking = fc.oneof(
    { arbitrary: uriBreaks(base), weight: 4 },
    { arbitrary: addressBreaks, weight: 2 },
    { arbitrary: addressDiffers, weight: 2 },
    { arbitrary: amountBreaks, weight: 1 },
    { arbitrary: base.coin === 'other' ? amountBreaks : amountDiffers, weight: 2 },
    { arbitrary: expiryBreaks, weight: 1 },
    { arbitrary: protocolBreaks, weight: 1 },
    { arbitrary: idBreaks, weight: 1 },
    { arbitrary: missing!, weight: 1 },
    { arbitrary: fc.oneof(body!, truncated!), weight: 1 },
  ) as fc.Arbitrary<CryptoFlaw>;
  const harmless = fc.oneof(
    uriHarmless(base),
    amountNotation,
    expiryOther,
    protocolHarmless,
    idHarmless,
    extra!,
    duplicate!,
    pretty!,
  ) as fc.Arbitrary<CryptoFlaw>;
  return flawSets(breaking, harmless);
}

export interface CryptoCase {
  base: CryptoBase;
  flaws: CryptoFlaw[];
}

export const cryptoCase: fc.Arbitrary<CryptoCase> = cryptoBase.chain((base) =>
  fc.record({ base: fc.constant(base), flaws: cryptoFlaws(base) }),
);

function flawEffect(f: CryptoFlaw): Effect {
  if (['uri-ok', 'amount-notation', 'protocol-ok', 'ids-ok', 'extra', 'duplicate', 'pretty'].includes(f.kind)) {
    return 'harmless';
  }
  if (f.kind === 'expiry-ok') return f.v === 'past-ms' || f.v === 'past-seconds' ? 'expires' : 'harmless';
  return 'breaks';
}

export interface WrittenAnswer {
  body: string;
  expected: Expected;
  /** What a correct payment view shows, for the expected outcomes other than bad-response. */
  shown?: { address: string; amount: string; protocol: string; uri: string; orderId: string; paymentId: string };
  /** One line per flaw, for the property's own failure message. */
  flaws: string[];
}

function expectedOf(effects: Effect[]): Expected {
  if (effects.includes('breaks')) return 'bad-response';
  return effects.includes('expires') ? 'expired' : 'payment';
}

/** The body text of a generated crypto answer, and what the widget must make of it, at `now`. */
export function cryptoAnswer({ base, flaws }: CryptoCase, now: number): WrittenAnswer {
  const d = draftOf({
    address: base.address,
    amount: Number(base.amountText),
    expiryDateEpoch: now + base.expiresInMs,
    orderId: base.orderId,
    paymentId: base.paymentId,
    protocol: base.protocol,
    uri: paymentUri(base),
  });
  for (const f of lastMissing(flaws)) applyCryptoFlaw(d, f, base, now);
  const expected = expectedOf(flaws.map(flawEffect));
  const body = serialize(d);
  const lines = flaws.map((f) => `${f.kind}: ${f.v} (${flawEffect(f)})`);
  if (expected === 'bad-response') return { body, expected, flaws: lines };
  const shown = {
    address: base.address,
    amount: base.amountText,
    protocol: get(d, 'protocol') as string,
    uri: get(d, 'uri') as string,
    orderId: get(d, 'orderId') as string,
    paymentId: get(d, 'paymentId') as string,
  };
  return { body, expected, shown, flaws: lines };
}

function applyCryptoFlaw(d: Draft, f: CryptoFlaw, base: CryptoBase, now: number): void {
  const uri = get(d, 'uri');
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  switch (f.kind) {
    case 'uri': {
      const current = str(uri) ?? paymentUri(base);
      const next: Record<string, () => unknown> = {
        'dangerous-scheme': () => {
          const upper = f.upper as boolean[];
          const cased = [...(f.scheme as string)].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
          const pad = f.pad as string;
          if (f.padWhere === 'before') return `${pad}${cased}:${f.payload}`;
          if (f.padWhere === 'after-colon') return `${cased}:${pad}${f.payload}`;
          return `${insertAt(cased, pad, 2)}:${f.payload}`;
        },
        'markup-as-address': () => paymentUri(base, f.markup as string),
        'invisible-char': () => insertAt(current, f.ch as string, f.at as number),
        // Where nothing else would catch it: a parameter no one reads.
        'invisible-char-in-a-parameter': () => `${current}${current.includes('?') ? '&' : '?'}x-note=a${f.ch}b`,
        huge: () => `${current}${current.includes('?') ? '&' : '?'}pad=${'a'.repeat(f.n as number)}`,
        'wrong-type': () => f.value,
        empty: () => '',
        'solana-transaction-request': () => `solana:https://evil.example/tx?amount=${base.amountText}`,
        fragment: () => `${current}#${base.address}`,
        'repeated-parameter': () => `${current}${current.includes('?') ? '&' : '?'}label=a&Label=b`,
        'percent-encoded-address': () =>
          paymentUri(base, `%${base.address.charCodeAt(0).toString(16)}${base.address.slice(1)}`),
        'token-transfer': () =>
          `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7/transfer?address=${base.address}&uint256=${toWei(base.amountText)}`,
        'no-scheme': () => `${base.address}?amount=${base.amountText}`,
        'amount-missing': () => paymentUri(base, base.address, null),
        'signed-amount': () => current.replace(/([?&](?:amount|value)=)/, '$1+'),
        'amount-in-exponent-notation': () =>
          current.replace(/([?&]amount=)([\d.]+)/, (_, k: string, a: string) => `${k}${Number(a).toExponential()}`),
      };
      set(d, 'uri', next[f.v]!());
      return;
    }
    case 'uri-ok': {
      const current = str(uri);
      if (current === undefined) return;
      if (f.v === 'upper-case-scheme') set(d, 'uri', current.replace(/^[a-z+]+:/, (s) => s.toUpperCase()));
      if (f.v === 'markup-in-a-parameter') {
        set(d, 'uri', `${current}${current.includes('?') ? '&' : '?'}x-note=${f.markup}`);
      }
      if (f.v === 'long-but-not-too-long') {
        const pad = `${current.includes('?') ? '&' : '?'}x-pad=`;
        set(d, 'uri', current + pad + 'p'.repeat(Math.max(0, (f.length as number) - current.length - pad.length)));
      }
      if (f.v === 'amount-leading-zeros') {
        set(d, 'uri', current.replace(/([?&]amount=)(?=\d)/, `$1${'0'.repeat(f.zeros as number)}`));
      }
      if (f.v === 'value-in-exponent-notation') {
        set(d, 'uri', current.replace(/([?&]value=)(\d+)/, (_, k: string, wei: string) => {
          const digits = wei.replace(/0+$/, '') || '0';
          const zeros = wei.length - digits.length;
          return f.mantissa && digits.length > 1
            ? `${k}${digits[0]}.${digits.slice(1)}e${zeros + digits.length - 1}`
            : `${k}${digits}e${zeros}`;
        }));
      }
      if (f.v === 'amount-trailing-zeros') {
        set(d, 'uri', current.replace(/([?&]amount=)(\d+(?:\.\d+)?)/, (_, k: string, a: string) =>
          `${k}${a}${a.includes('.') ? '' : '.'}${'0'.repeat(f.zeros as number)}`));
      }
      if (f.v === 'address-upper-case') {
        const upper = base.coin === 'ethereum' ? `0x${base.address.slice(2).toUpperCase()}` : base.address.toUpperCase();
        set(d, 'uri', current.replace(base.address, upper));
      }
      return;
    }
    case 'address': {
      const replaced: Record<string, () => unknown> = {
        markup: () => f.markup,
        'invisible-char': () => insertAt(base.address, f.ch as string, f.at as number),
        huge: () => base.address + 'a'.repeat(f.n as number),
        'wrong-type': () => f.value,
        empty: () => '',
        'too-short': () => base.address.slice(0, 19),
        padded: () => `${f.pad}${base.address}`,
      };
      const address = replaced[f.v]!();
      set(d, 'address', address);
      // The link names the same (bad) address, so only the address itself is at fault.
      if (typeof address === 'string' && f.v !== 'padded' && str(uri)?.includes(base.address)) {
        set(d, 'uri', str(uri)!.replace(base.address, address));
      }
      return;
    }
    case 'address-differs': {
      const other = alterAddress(base.address, f.at as number, f.by as number);
      if (f.v === 'in-the-field') set(d, 'address', other);
      else set(d, 'uri', paymentUri(base, other));
      return;
    }
    case 'amount': {
      const amount = Number(base.amountText);
      if (f.v === 'as-string') set(d, 'amount', base.amountText);
      if (f.v === 'null') set(d, 'amount', null);
      if (f.v === 'negative') set(d, 'amount', -amount);
      if (f.v === 'zero') set(d, 'amount', 0);
      if (f.v === 'minus-zero') setRaw(d, 'amount', '-0');
      if (f.v === 'raw') setRaw(d, 'amount', f.text as string);
      if (f.v === 'wrong-type') set(d, 'amount', f.value);
      return;
    }
    case 'amount-differs': {
      const amount = Number(base.amountText);
      if (f.v === 'doubled-in-the-field') set(d, 'amount', amount * 2);
      if (f.v === 'next-double-in-the-field') set(d, 'amount', nextDouble(amount));
      if (f.v === 'one-unit-more-in-the-field') {
        // Past 15 digits one more unit may round to the same double: then the next double it is.
        const bumped = Number(bumpAmount(base.amountText));
        set(d, 'amount', bumped === amount ? nextDouble(amount) : bumped);
      }
      if (f.v === 'one-unit-more-in-the-link') set(d, 'uri', paymentUri(base, base.address, bumpAmount(base.amountText)));
      return;
    }
    case 'amount-notation': {
      const amount = get(d, 'amount');
      if (typeof amount !== 'number' || !(amount > 0)) return;
      if (f.v === 'exponent') setRaw(d, 'amount', amount.toExponential());
      if (f.v === 'exponent-upper-case') setRaw(d, 'amount', amount.toExponential().toUpperCase());
      if (f.v === 'trailing-zeros' && !String(amount).includes('e')) {
        setRaw(d, 'amount', `${amount}${String(amount).includes('.') ? '' : '.'}000`);
      }
      return;
    }
    case 'expiry':
    case 'expiry-ok': {
      const ms = now + base.expiresInMs;
      // Another valid time replaces a valid time only: it must not mend an expiry another flaw broke.
      if (f.kind === 'expiry-ok' && get(d, 'expiryDateEpoch') !== ms) return;
      const raw: Record<string, string> = {
        NaN: 'NaN',
        null: 'null',
        'as-string': JSON.stringify(String(ms)),
        negative: String(-ms),
        zero: '0',
        fraction: `${ms}.5`,
        '1e300': '1e300',
        true: 'true',
        'not-a-date': String(f.value),
        'past-ms': String(now - (f.ago as number)),
        'past-seconds': String(f.value),
        'in-seconds': String(Math.floor(ms / 1000)),
        'far-future-ms': String(f.value),
        'far-future-seconds': String(f.value),
      };
      setRaw(d, 'expiryDateEpoch', raw[f.v]!);
      return;
    }
    case 'protocol': {
      const value: Record<string, () => unknown> = {
        markup: () => f.markup,
        'invisible-char': () => insertAt(base.protocol, f.ch as string, f.at as number),
        huge: () => 'B'.repeat(f.n as number),
        'wrong-type': () => f.value,
        empty: () => '',
        'leading-space': () => ` ${base.protocol}`,
      };
      set(d, 'protocol', value[f.v]!());
      return;
    }
    case 'protocol-ok':
      // Relabels a valid answer only: it must not mend a label another flaw broke.
      if (get(d, 'protocol') === base.protocol) set(d, 'protocol', f.label);
      return;
    case 'ids': {
      const id = (get(d, f.key as string) as string | undefined) ?? base.orderId;
      const value: Record<string, unknown> = {
        markup: '<img src=x onerror=alert(1)>',
        empty: '',
        number: 42,
        'not-a-uuid': id.replace(/-/g, ''),
        'trailing-space': `${id} `,
        'invisible-char': `${id}\u200b`,
      };
      set(d, f.key as string, value[f.v]);
      return;
    }
    case 'ids-ok': {
      const id = get(d, f.key as string);
      if (typeof id === 'string') set(d, f.key as string, id.toUpperCase());
      return;
    }
    default:
      applySharedFlaw(d, f);
  }
}
