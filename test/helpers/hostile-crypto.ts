/**
 * Generated 200 answers of the crypto purchase endpoint, hostile or inconsistent on purpose, each
 * with what the widget must make of it. A case is a valid answer (any built-in asset, its label
 * spelled one of the accepted ways, amounts of every magnitude it can carry) plus a few flaws,
 * among them links that pay another asset, network, contract, mint or unit. Every flaw either
 * breaks the answer (the widget must refuse it as `bad-response`), closes the payment window
 * (valid but already expired), or is harmless (extra keys, notation, case, the same symbol on
 * another network): the expected outcome follows from the flaws alone.
 *
 * Cases are plain data (lengths, not the huge strings themselves), so fast-check's report of a
 * counterexample stays short; `cryptoAnswer` writes the body text from one.
 */
import fc from 'fast-check';
import { type Asset } from '../../src/payment-link/assets.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { linkFor, toUnits, TRON_ADDRESSES } from './payment-links.js';
import {
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
/** Schemes no asset pays with, some of which open apps (search-ms: shows a remote folder as local). */
export const UNKNOWN_SCHEMES = ['search-ms', 'ms-settings', 'ms-word', 'monero', 'ton', 'web+pay', 'bitcoin2'] as const;

/** How the answer's `protocol` names the asset: its symbol alone, or its symbol and network. */
export type LabelKind = 'symbol' | 'symbol-and-network';

export interface CryptoBase {
  /** Which built-in asset the valid link pays. */
  asset: number;
  labelKind: LabelKind;
  address: string;
  /** The amount as plain decimal text, normalised (what the buyer must see). */
  amountText: string;
  expiresInMs: number;
  orderId: string;
  paymentId: string;
  protocol: string;
  /** EIP-681 `pay-` prefix and an explicit `@1`, Solana `label`: optional parts of a valid link. */
  ethPay: boolean;
  ethChainOnMainnet: boolean;
  solanaLabel: boolean;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdefABCDEF';

const ADDRESS: Record<Asset['scheme'], fc.Arbitrary<string>> = {
  bitcoin: chars(BECH32, 38, 58).map((s) => `bc1q${s}`),
  litecoin: chars(BECH32, 38, 58).map((s) => `ltc1q${s}`),
  dogecoin: chars(BASE58, 33, 33).map((s) => `D${s}`),
  bitcoincash: chars(BECH32, 41, 41).map((s) => `q${s}`),
  dash: chars(BASE58, 33, 33).map((s) => `X${s}`),
  zcash: chars(BASE58, 33, 33).map((s) => `t1${s}`),
  ethereum: chars(HEX, 40, 40).map((s) => `0x${s}`),
  solana: chars(BASE58, 32, 44),
  // A Tron address must pass its checksum: random characters would not.
  tron: fc.constantFrom(...TRON_ADDRESSES),
};

const assetOf = (base: CryptoBase): Asset => BUILT_IN_ASSETS[base.asset]!;

/** Spellings of a label, each in some letter case: all name the same asset(s). */
const labelSpelling = (asset: Asset, kind: LabelKind) =>
  fc
    .record({
      joiner: fc.constantFrom(' on ', '-', '.', '_'),
      cased: fc.constantFrom('as-is', 'lower', 'upper'),
    })
    .map(({ joiner, cased }) => {
      const label = kind === 'symbol' ? asset.symbol : `${asset.symbol}${joiner}${asset.network}`;
      return cased === 'lower' ? label.toLowerCase() : cased === 'upper' ? label.toUpperCase() : label;
    });

/** `digits × 10^exponent` as plain decimal text, normalised. */
function plainDecimal(digits: string, exponent: number): string {
  if (exponent >= 0) return digits + '0'.repeat(exponent);
  const padded = digits.padStart(1 - exponent, '0');
  return `${padded.slice(0, exponent)}.${padded.slice(exponent)}`.replace(/\.?0+$/, '');
}

/**
 * A positive decimal of at most 13 significant digits (so a double holds it exactly as text):
 * mostly everyday amounts, sometimes ones a float writes in exponent notation (1e-7, 2.5e24).
 */
const amountText = fc.oneof(
  { arbitrary: fc.record({ digits: fc.stringMatching(/^[1-9]\d{0,12}$/), exponent: fc.integer({ min: -8, max: 0 }) }), weight: 4 },
  { arbitrary: fc.record({ digits: fc.stringMatching(/^[1-9]\d{0,12}$/), exponent: fc.integer({ min: -30, max: 25 }) }), weight: 1 },
).map(({ digits, exponent }) => plainDecimal(digits, exponent));

const places = (amount: string) => (amount.split('.')[1] ?? '').length;

export const cryptoBase: fc.Arbitrary<CryptoBase> = fc
  .record({ asset: fc.nat({ max: BUILT_IN_ASSETS.length - 1 }), labelKind: fc.constantFrom<LabelKind>('symbol', 'symbol-and-network') })
  .chain(({ asset, labelKind }) =>
    fc.record({
      asset: fc.constant(asset),
      labelKind: fc.constant(labelKind),
      address: ADDRESS[BUILT_IN_ASSETS[asset]!.scheme],
      // A link cannot ask for less than the asset's smallest unit.
      amountText: amountText.filter((t) => places(t) <= BUILT_IN_ASSETS[asset]!.decimals),
      expiresInMs: fc.integer({ min: 60_000, max: 24 * 3_600_000 }),
      orderId: fc.uuid(),
      paymentId: fc.uuid(),
      protocol: labelSpelling(BUILT_IN_ASSETS[asset]!, labelKind),
      ethPay: fc.boolean(),
      ethChainOnMainnet: fc.boolean(),
      solanaLabel: fc.boolean(),
    }),
  );

/** A consistent payment link for `base` (or for `asset` instead), with `address` and `amount` as given (`null`: no amount). */
export function paymentUri(
  base: CryptoBase,
  address = base.address,
  amount: string | null = base.amountText,
  asset = assetOf(base),
): string {
  const uri = linkFor(asset, address, amount ?? '1', { pay: base.ethPay, chainOnMainnet: base.ethChainOnMainnet });
  const withLabel = asset.scheme === 'solana' && base.solanaLabel ? `${uri}&label=Domain%20purchase` : uri;
  return amount === null ? withLabel.replace(/[?&](?:amount|value|uint256)=[^&]*/, '').replace(/^([^?]*)&/, '$1?') : withLabel;
}

/** The link's amount parameter: what a wallet reads the amount from. */
const AMOUNT_PARAM = /([?&](?:amount|value|uint256)=)([^&]*)/;

/**
 * What a wallet pays when it opens `uri`, read independently of the guard: the asset (by scheme,
 * chain and token), the recipient and the amount in the asset's smallest unit. Undefined when
 * no built-in asset is paid or the link cannot be read. As strict as the strictest wallet-side
 * parser (MetaMask's reads `ethereum:` only, and EIP-681 numbers with no sign anywhere): the
 * scheme must be in lower case, though RFC 3986 calls other cases equal.
 */
export function walletReading(uri: string): { asset: Asset; recipient: string; units: bigint } | undefined {
  const match = /^([a-z+]+):([^?]*)(?:\?(.*))?$/.exec(uri);
  if (!match) return undefined;
  const [, scheme, target, query = ''] = match;
  const params = new Map(query.split('&').map((pair) => [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)] as const));
  const find = (test: (a: Asset) => boolean) => BUILT_IN_ASSETS.find((a) => a.scheme === scheme && test(a));
  if (scheme === 'ethereum') {
    const eip681 = /^(?:pay-)?(0x[0-9a-f]{40})(?:@(\d+))?(?:\/(\w+))?$/i.exec(target!);
    if (!eip681) return undefined;
    const [, to, chain = '1', call] = eip681;
    const asset = call
      ? find((a) => a.chainId === Number(chain) && a.token?.toLowerCase() === to!.toLowerCase())
      : find((a) => a.chainId === Number(chain) && !a.token);
    const units = eip681Units(params.get(call ? 'uint256' : 'value'));
    const recipient = call ? params.get('address') : to;
    return asset && recipient && units !== undefined ? { asset, recipient, units } : undefined;
  }
  const tokenKey = scheme === 'solana' ? 'spl-token' : scheme === 'tron' ? 'token' : undefined;
  const asset = tokenKey ? find((a) => a.token === params.get(tokenKey)) : find(() => true);
  const amount = params.get('amount');
  if (!asset || amount === undefined || places(amount) > asset.decimals) return undefined;
  return { asset, recipient: target!, units: BigInt(toUnits(amount, asset.decimals)) };
}

function eip681Units(text: string | undefined): bigint | undefined {
  const number = text === undefined ? undefined : /^(\d+)(?:\.(\d+))?(?:[eE](\d+))?$/.exec(text);
  if (!number) return undefined;
  const [, whole, fraction = '', exponent = '0'] = number;
  const shift = Number(exponent) - fraction.length;
  return shift < 0 ? undefined : BigInt(whole! + fraction) * 10n ** BigInt(shift);
}

/** `scheme` in upper case, capitalised, or with the letters a pattern of booleans picks in upper case. */
function cased(scheme: string, casing: unknown): string {
  if (casing === 'upper') return scheme.toUpperCase();
  if (casing === 'capital') return scheme[0]!.toUpperCase() + scheme.slice(1);
  const upper = casing as boolean[];
  return [...scheme].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
}

/** `amount` as `asset` can carry it: cut to its places (a different amount then, which is fine for a break). */
function amountFor(amount: string, asset: Asset): string {
  if (places(amount) <= asset.decimals) return amount;
  const cut = amount.slice(0, amount.length - places(amount) + asset.decimals).replace(/\.?0*$/, '');
  return /^[0.]*$/.test(cut) ? '1' : cut;
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

/** The assets a label names, by the contract: every network's for a symbol alone, else the one. */
const namedBy = (base: CryptoBase): Asset[] =>
  base.labelKind === 'symbol' ? BUILT_IN_ASSETS.filter((a) => a.symbol === assetOf(base).symbol) : [assetOf(base)];
const family = (a: Asset) => (a.scheme === 'ethereum' || a.scheme === 'solana' || a.scheme === 'tron' ? a.scheme : 'bip21');
const plainAmounts = (base: CryptoBase) => assetOf(base).scheme !== 'ethereum';
const isTransfer = (base: CryptoBase) => assetOf(base).scheme === 'ethereum' && !!assetOf(base).token;
/** Links that carry their recipient and amount (and token) alone: an ERC-20 transfer, any Tron link. */
const closedLink = (base: CryptoBase) => isTransfer(base) || assetOf(base).scheme === 'tron';
const indexOf = (a: Asset) => BUILT_IN_ASSETS.indexOf(a);

/** Assets the label does not name, of the same family first (a bitcoin: link for "LTC"). */
function strangers(base: CryptoBase): Asset[] {
  const named = namedBy(base);
  const others = BUILT_IN_ASSETS.filter((a) => !named.includes(a));
  const near = others.filter((a) => family(a) === family(assetOf(base)));
  return near.length ? near : others;
}

/** The same symbol on another network of the same scheme: valid when the label is the symbol alone. */
const sameSymbolElsewhere = (base: CryptoBase) =>
  base.labelKind === 'symbol'
    ? BUILT_IN_ASSETS.filter((a) => a !== assetOf(base) && a.symbol === assetOf(base).symbol && a.scheme === assetOf(base).scheme)
    : [];

/** Chain ids on which the label names no asset of the link's kind (coin or token contract). */
function strangeChains(base: CryptoBase): number[] {
  const asset = assetOf(base);
  const taken = new Set(namedBy(base).filter((a) => !a.token === !asset.token && (!a.token || a.token === asset.token)).map((a) => a.chainId));
  return [1, 10, 56, 100, 137, 250, 324, 8453, 42161, 43114, 59144, 11155111].filter((c) => !taken.has(c));
}

/** Tokens of the link's scheme other than its own: another stablecoin's contract or mint. */
const otherTokens = (base: CryptoBase) =>
  BUILT_IN_ASSETS.filter((a) => a.scheme === assetOf(base).scheme && a.token && a.token !== assetOf(base).token).map((a) => a.token!);

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
    fc.record({ kind: fc.constant('uri' as const), v: fc.constant('unknown-scheme'), scheme: fc.constantFrom(...UNKNOWN_SCHEMES) }),
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
        'amount-missing',
        'signed-amount',
      ),
    }),
    // The link pays an asset the label does not name: another coin, network, contract or mint.
    fc.record({ kind: fc.constant('asset' as const), v: fc.constant('another-asset'), to: fc.constantFrom(...strangers(base).map(indexOf)) }),
    ...(assetOf(base).scheme === 'ethereum'
      ? [
          fc.record({ kind: fc.constant('asset' as const), v: fc.constant('another-network'), chain: fc.constantFrom(...strangeChains(base)) }),
          fc.record({ kind: fc.constant('asset' as const), v: fc.constant('one-smallest-unit-off'), up: fc.boolean() }),
        ]
      : []),
    ...(assetOf(base).token
      ? [
          fc.record({
            kind: fc.constant('asset' as const),
            v: fc.constant('another-token'),
            token: fc.oneof(
              // Tron has one built-in token: another contract there is any other Tron address.
              fc.constantFrom(...otherTokens(base), ...(assetOf(base).scheme === 'tron' ? TRON_ADDRESSES : [])),
              assetOf(base).scheme === 'ethereum' ? chars(HEX, 40, 40).map((h) => `0x${h}`) : chars(BASE58, 32, 44),
            ),
          }),
          fc.record({ kind: fc.constant('asset' as const), v: fc.constant('the-coin-instead-of-the-token') }),
        ]
      : family(assetOf(base)) !== 'bip21'
        ? [fc.record({ kind: fc.constant('asset' as const), v: fc.constant('a-token-instead-of-the-coin'), token: fc.constantFrom(...otherTokens(base)) })]
        : []),
    ...(isTransfer(base)
      ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constant('extra-parameter-on-a-transfer'), extra: fc.constantFrom('value=0', 'gasPrice=1', `amount=${base.amountText}`, 'x-note=a', 'label=Domain') })]
      : []),
    ...(assetOf(base).scheme === 'tron'
      ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constant('extra-parameter-on-a-transfer'), extra: fc.constantFrom('memo=order-1', 'message=x', 'label=Domain', 'TOKEN=a', 'Amount=1') })]
      : []),
    ...(assetOf(base).scheme === 'ethereum' && !assetOf(base).token
      ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constant('ether-amount-beside-value') })]
      : []),
    ...(family(assetOf(base)) === 'bip21'
      ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constantFrom('req-parameter', 'lightning-invoice'), upper: fc.boolean() })]
      : []),
    // EIP-681 numbers have an exponent of digits only: wallets cannot read `9.8E+13` or `1e-3`.
    ...(assetOf(base).scheme === 'ethereum'
      ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constant('signed-exponent'), sign: fc.constantFrom('+', '-'), upper: fc.boolean() })]
      : []),
    // BIP-21 and Solana Pay amounts are plain decimals: exponent notation is refused there.
    ...(plainAmounts(base) ? [fc.record({ kind: fc.constant('uri' as const), v: fc.constant('amount-in-exponent-notation') })] : []),
  );

const uriHarmless = (base: CryptoBase) =>
  fc.oneof(
    // Schemes are case-insensitive (RFC 3986); the screen must still show them in lower case.
    fc.record({
      kind: fc.constant('uri-ok' as const),
      v: fc.constant('mixed-case-scheme'),
      casing: fc.oneof(fc.constant('upper'), fc.constant('capital'), fc.array(fc.boolean(), { minLength: 11, maxLength: 11 })),
    }),
    // A transfer or a Tron link allows nothing but its recipient, amount and token: there these are breaks (above).
    ...(closedLink(base)
      ? []
      : [
          fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('markup-in-a-parameter'), markup: fc.constantFrom(...MARKUP_IN_PARAM) }),
          fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('long-but-not-too-long'), length: fc.integer({ min: 1000, max: 2048 }) }),
        ]),
    ...(plainAmounts(base)
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constantFrom('amount-trailing-zeros', 'amount-leading-zeros'), zeros: fc.integer({ min: 1, max: 6 }) })]
      : []),
    // EIP-681 numbers may carry an exponent: 2.1e15 wei is 2100000000000000 wei.
    ...(assetOf(base).scheme === 'ethereum'
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('value-in-exponent-notation'), mantissa: fc.boolean() })]
      : []),
    ...(['bitcoin', 'litecoin', 'bitcoincash', 'ethereum'].includes(assetOf(base).scheme)
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('address-upper-case') })]
      : []),
    // "ETH" or "USDC" alone: the link's network decides, and the screen must name that one.
    ...(sameSymbolElsewhere(base).length
      ? [fc.record({ kind: fc.constant('uri-ok' as const), v: fc.constant('same-symbol-on-another-network'), to: fc.constantFrom(...sameSymbolElsewhere(base).map(indexOf)) })]
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

/** Labels that may name a built-in asset: a symbol, alone or followed by a separator and more. */
const MAYBE_KNOWN = new RegExp(`^(${[...new Set(BUILT_IN_ASSETS.map((a) => a.symbol))].join('|')})([-._ ]|$)`, 'i');

const protocolBreaks = (base: CryptoBase) => fc.oneof(
  // A label that names nothing, or names an asset the link does not pay.
  fc.record({
    kind: fc.constant('protocol' as const),
    v: fc.constant('names-nothing'),
    label: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}$/).filter((l) => !MAYBE_KNOWN.test(l)),
  }),
  fc.record({
    kind: fc.constant('protocol' as const),
    v: fc.constant('names-another-asset'),
    label: fc.constantFrom(
      ...BUILT_IN_ASSETS.filter((a) => a !== assetOf(base)).map((a) =>
        a.symbol === assetOf(base).symbol ? `${a.symbol} on ${a.network}` : a.symbol,
      ),
    ),
  }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('markup'), markup: fc.constantFrom(...MARKUP) }),
  // An inner space is fine in a label ("BTC Lightning"); a leading one is a variant of its own.
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('invisible-char'), ch: fc.constantFrom(...INVISIBLE.filter((c) => c !== ' ')), at: fc.nat() }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('huge'), n: fc.integer({ min: 33, max: 200_000 }) }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constant('wrong-type'), value: fc.constantFrom(...NOT_STRING) }),
  fc.record({ kind: fc.constant('protocol' as const), v: fc.constantFrom('empty', 'leading-space') }),
);

/** Another spelling of a label naming the same asset(s): "usdc-base" for "USDC on Base". */
const protocolHarmless = (base: CryptoBase) =>
  fc.record({ kind: fc.constant('protocol-ok' as const), v: fc.constant('another-spelling'), label: labelSpelling(assetOf(base), base.labelKind) });

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
    { arbitrary: amountDiffers, weight: 2 },
    { arbitrary: expiryBreaks, weight: 1 },
    { arbitrary: protocolBreaks(base), weight: 1 },
    { arbitrary: idBreaks, weight: 1 },
    { arbitrary: missing!, weight: 1 },
    { arbitrary: fc.oneof(body!, truncated!), weight: 1 },
  ) as fc.Arbitrary<CryptoFlaw>;
  const harmless = fc.oneof(
    uriHarmless(base),
    amountNotation,
    expiryOther,
    protocolHarmless(base),
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
  shown?: {
    address: string;
    amount: string;
    protocol: string;
    /** The asset the link pays, which the screen must name: its symbol and network. */
    asset: Asset;
    /** The link the QR code and the wallet link carry: the one sent, with its scheme in lower case. */
    uri: string;
    orderId: string;
    paymentId: string;
  };
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
  const moved = flaws.find((f) => f.v === 'same-symbol-on-another-network');
  // A label naming another asset breaks the answer, unless the link was moved to that very asset
  // ("ETH on Arbitrum One" over a link that pays ETH on Arbitrum One): then the two agree.
  const movedTo = moved && BUILT_IN_ASSETS[moved.to as number]!;
  const effectOf = (f: CryptoFlaw): Effect =>
    f.v === 'names-another-asset' && movedTo && f.label === `${movedTo.symbol} on ${movedTo.network}` ? 'harmless' : flawEffect(f);
  const expected = expectedOf(flaws.map(effectOf));
  const body = serialize(d);
  const lines = flaws.map((f) => `${f.kind}: ${f.v} (${effectOf(f)})`);
  if (expected === 'bad-response') return { body, expected, flaws: lines };
  const shown = {
    address: base.address,
    amount: base.amountText,
    protocol: get(d, 'protocol') as string,
    asset: movedTo ?? assetOf(base),
    // What the QR code and the wallet link carry: the link sent, its scheme in lower case.
    uri: (get(d, 'uri') as string).replace(/^[^:]+/, (scheme) => scheme.toLowerCase()),
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
        // Tether's contract, the amount in wei as if it were ether.
        'token-transfer': () =>
          `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7/transfer?address=${base.address}&uint256=${toUnits(base.amountText, 18)}`,
        'unknown-scheme': () => current.replace(/^[^:]*:/, `${f.scheme}:`),
        'extra-parameter-on-a-transfer': () => `${current}&${f.extra}`,
        'ether-amount-beside-value': () => `${current}${current.includes('?') ? '&' : '?'}amount=${base.amountText}`,
        'req-parameter': () => `${current}${current.includes('?') ? '&' : '?'}${f.upper ? 'REQ-' : 'req-'}note=pay-more`,
        // An invoice that fails its checksum refuses the whole link (a valid one for BTC is accepted:
        // test/payment-link/guard.test.ts), and any invoice beside another coin does.
        'lightning-invoice': () =>
          `${current}${current.includes('?') ? '&' : '?'}${f.upper ? 'LIGHTNING' : 'lightning'}=lnbc1500n1pj9x7xmpp5qqqsyqcyq5rqwzqf`,
        'no-scheme': () => `${base.address}?amount=${base.amountText}`,
        'amount-missing': () => paymentUri(base, base.address, null),
        'signed-amount': () => current.replace(/([?&](?:amount|value|uint256)=)/, '$1+'),
        // The right number of units, with a sign in its exponent: 98e+12, or 98000e-3 for 98.
        'signed-exponent': () =>
          current.replace(/([?&](?:value|uint256)=)[^&]*/, (_, k: string) => {
            const units = toUnits(amountFor(base.amountText, assetOf(base)), assetOf(base).decimals);
            const digits = units.replace(/0+$/, '') || '0';
            const e = f.upper ? 'E' : 'e';
            return f.sign === '+' ? `${k}${digits}${e}+${units.length - digits.length}` : `${k}${units}000${e}-3`;
          }),
        'amount-in-exponent-notation': () =>
          current.replace(/([?&]amount=)([\d.]+)/, (_, k: string, a: string) => `${k}${Number(a).toExponential()}`),
      };
      set(d, 'uri', next[f.v]!());
      return;
    }
    case 'asset': {
      const asset = assetOf(base);
      const as = (other: Asset) => set(d, 'uri', paymentUri(base, base.address, amountFor(base.amountText, other), other));
      if (f.v === 'another-asset') as(BUILT_IN_ASSETS[f.to as number]!);
      if (f.v === 'another-network') as({ ...asset, chainId: f.chain as number });
      if (f.v === 'another-token') as({ ...asset, token: f.token as string });
      if (f.v === 'a-token-instead-of-the-coin') as({ ...asset, token: f.token as string });
      if (f.v === 'the-coin-instead-of-the-token') {
        const { token: _, ...coin } = asset;
        as(coin);
      }
      if (f.v === 'one-smallest-unit-off') {
        const current = str(uri) ?? paymentUri(base);
        set(d, 'uri', current.replace(AMOUNT_PARAM, (_, key: string, units: string) => {
          const n = eip681Units(units);
          return n === undefined ? `${key}${units}1` : `${key}${n + (f.up ? 1n : -1n)}`;
        }));
      }
      return;
    }
    case 'uri-ok': {
      const current = str(uri);
      if (current === undefined) return;
      // Moves a valid link only: it must not mend a link another flaw broke.
      if (f.v === 'same-symbol-on-another-network' && current === paymentUri(base)) {
        set(d, 'uri', paymentUri(base, base.address, base.amountText, BUILT_IN_ASSETS[f.to as number]!));
      }
      if (f.v === 'mixed-case-scheme') set(d, 'uri', current.replace(/^[a-z+]+(?=:)/, (scheme) => cased(scheme, f.casing)));
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
        set(d, 'uri', current.replace(/([?&](?:value|uint256)=)(\d+)/, (_, k: string, wei: string) => {
          const digits = wei.replace(/0+$/, '') || '0';
          const zeros = wei.length - digits.length;
          return f.mantissa && digits.length > 1
            ? `${k}${digits[0]}.${digits.slice(1)}e${zeros + digits.length - 1}`
            : `${k}${digits}e${zeros}`;
        }));
      }
      if (f.v === 'amount-trailing-zeros') {
        // Within the asset's places: more is a different (refused) spelling.
        const zeros = Math.min(f.zeros as number, assetOf(base).decimals - places(base.amountText));
        set(d, 'uri', current.replace(/([?&]amount=)(\d+(?:\.\d+)?)/, (_, k: string, a: string) =>
          zeros > 0 ? `${k}${a}${a.includes('.') ? '' : '.'}${'0'.repeat(zeros)}` : `${k}${a}`));
      }
      if (f.v === 'address-upper-case') {
        const upper = base.address.startsWith('0x') ? `0x${base.address.slice(2).toUpperCase()}` : base.address.toUpperCase();
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
        'names-nothing': () => f.label,
        'names-another-asset': () => f.label,
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
