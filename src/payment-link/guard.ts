/**
 * The payment-link guard: what the buyer sees is what the wallet pays. A `uri` from the payment
 * service is shown as a link and a QR code only if it pays, on the asset and network the screen
 * names, exactly `amount` to `address`. Anything we cannot read with certainty is refused: a
 * refused link costs a retry, a wrong one costs money. One pass, no allocation beyond the split.
 */
import { BASE58_ADDRESS, EVM_ADDRESS, ignoresCase, RECEIVING_ADDRESS } from '../core/address.js';
import { EIP681_NUMBER, EIP681_TARGET } from '../core/eip681.js';
import { decimalEquals, isWholeDecimal, parseDecimal, parsePlainDecimal, shiftDecimal, type Decimal } from '../core/decimal.js';
import { tronAddressBytes } from '../core/tron-address.js';
import {
  assetsNamed,
  builtInAssets,
  EIP681_SCHEME,
  fold,
  PAYMENT_SCHEMES,
  SOLANA_PAY_SCHEME,
  TRON_SCHEME,
  type Asset,
} from './assets.js';
import { decodeBolt11, type Bolt11Invoice } from './bolt11.js';
import { linkToShow, MALFORMED, splitLink, type LinkParts } from './link.js';

export interface PaymentLinkInput {
  uri: string;
  /** The receiving address the screen shows. */
  address: string;
  /** The amount the screen shows, in the asset's units: the response's number, or exact decimal text. */
  amount: number | string;
  /** The response's currency label, e.g. "USDC" or "USDC on Base". */
  protocol: string;
}

/** A Lightning invoice the guard accepted: its amount is the purchase's, `request` is the invoice as the link carries it. */
export interface CheckedInvoice extends Bolt11Invoice {
  amountMsat: bigint;
  request: string;
}

/**
 * `asset` is what the link pays: the screen names its symbol and network ("USDC on Base"); `shown`
 * is the link the QR code and the wallet link carry (see `linkToShow`); `invoice`, the Lightning
 * invoice it carries, if any (its deadline may come before the payment's).
 */
export type PaymentLinkCheck = { ok: true; asset: Asset; shown: string; invoice?: CheckedInvoice } | { ok: false; reason: string };

/** What the link pays: the asset, and over Lightning the invoice. */
type Paid = { asset: Asset; invoice?: CheckedInvoice };

// The payment service may hand a cashaddr with its prefix; links carry it as the scheme.
const CASHADDR_PREFIX = /^bitcoincash:/i;
const ADDRESS_DIFFERS = 'the address in the payment link differs';
const AMOUNT_DIFFERS = 'the amount in the payment link differs';
const AMOUNT_MISSING = 'the amount in the payment link is missing';
const AMOUNT_MALFORMED = 'the amount in the payment link is malformed';
const OTHER_ASSET = 'the payment link pays another asset than the label names';
const OTHER_NETWORK = 'the payment link pays on another network than the label names';
const OTHER_TOKEN = 'the token in the payment link differs';
const UNSUPPORTED = 'unsupported payment link';
/** The `protocol` labels of a Lightning-only link, besides "<symbol> on Lightning". */
const LIGHTNING_LABELS = ['lightning', 'ln'];
/** An invoice must leave the buyer this long to pay it, when it is checked. */
const MIN_INVOICE_LIFE_MS = 60_000;

/** `now` (ms) is when an invoice's deadline is measured from. */
export function checkPaymentLink(input: PaymentLinkInput, assets: readonly Asset[] = builtInAssets(), now = Date.now()): PaymentLinkCheck {
  const amount = expectedAmount(input.amount);
  const result = amount ? paid(input, amount, assets, now) : 'the expected amount is invalid';
  return typeof result === 'string' ? { ok: false, reason: result } : { ok: true, ...result, shown: linkToShow(input.uri) };
}

/** What the link pays, or why it is refused. */
function paid(input: PaymentLinkInput, amount: Decimal, assets: readonly Asset[], now: number): Paid | string {
  const link = splitLink(input.uri);
  if (typeof link !== 'string' && link.scheme === 'lightning') return lightningOnly(input, link, amount, assets, now);
  const asset = paidAsset(input, link, amount, assets);
  if (typeof asset === 'string') return asset;
  // BIP-321 reads parameter names in any case. An asset with no Lightning network takes no invoice.
  const invoice = (link as LinkParts).params.find(([key]) => key.toLowerCase() === 'lightning')?.[1];
  return invoice === undefined ? { asset } : checkInvoice(invoice, [asset], amount, now);
}

/** The asset the link pays, or why it is refused. */
function paidAsset({ address, protocol }: PaymentLinkInput, link: LinkParts | string, amount: Decimal, assets: readonly Asset[]): Asset | string {
  if (!RECEIVING_ADDRESS.test(address.replace(CASHADDR_PREFIX, ''))) return 'the expected address is invalid';
  const named = assetsNamed(protocol, assets);
  if (named.length === 0) return 'the currency label names no known asset';
  if (typeof link === 'string') return link;
  const { scheme } = link;
  // An allow-list: a scheme no asset pays with (search-ms:, ms-*:, javascript:, https:…) is never a payment.
  if (!(PAYMENT_SCHEMES as readonly string[]).includes(scheme) || !assets.some((a) => a.scheme === scheme)) {
    return 'the payment link uses a scheme that is not allowed';
  }
  const candidates = named.filter((a) => a.scheme === scheme);
  if (candidates.length === 0) return OTHER_ASSET;
  return (
    repeatedParam(link) ??
    (scheme === EIP681_SCHEME
      ? checkEip681(link, candidates, address, amount)
      : scheme === SOLANA_PAY_SCHEME
        ? checkSolanaPay(link, candidates, address, amount)
        : scheme === TRON_SCHEME
          ? checkTron(link, candidates, address, amount)
          : checkBip21(link, candidates[0]!, address, amount))
  );
}

/** The amount on screen as an exact decimal; undefined unless it is a positive finite number. */
function expectedAmount(amount: number | string): Decimal | undefined {
  if (typeof amount === 'string') {
    const parsed = parsePlainDecimal(amount);
    return parsed && parsed.digits > 0n ? parsed : undefined;
  }
  // `String` writes the shortest digits that read back as the number, in exponent form when long.
  return Number.isFinite(amount) && amount > 0 ? parseDecimal(String(amount)) : undefined;
}

/** The keys the guard reads; a wallet that ignores case would read `SPL-TOKEN` as one of them. */
const READ_KEYS = ['amount', 'value', 'uint256', 'address', 'spl-token'];

/** Keys must not repeat, not even in another letter case: wallets disagree on which one counts. */
function repeatedParam({ scheme, params }: LinkParts): string | undefined {
  const seen = new Set<string>();
  for (const [key] of params) {
    const folded = key.toLowerCase();
    // Solana Pay allows several `reference` keys.
    if (seen.has(folded) && !(scheme === SOLANA_PAY_SCHEME && folded === 'reference')) {
      return 'the payment link repeats a parameter';
    }
    if (folded !== key && READ_KEYS.includes(folded)) return MALFORMED;
    seen.add(folded);
  }
  return undefined;
}

function param(link: LinkParts, key: string): string | undefined {
  return link.params.find(([k]) => k === key)?.[1];
}

function checkBip21(link: LinkParts, asset: Asset, address: string, amount: Decimal): Asset | string {
  if (!sameAddress(link.scheme, link.target, address)) return ADDRESS_DIFFERS;
  for (const [key] of link.params) {
    // BIP-21: a client must not pay what it does not understand.
    if (/^req-/i.test(key)) return 'the payment link requires a parameter we cannot check';
  }
  return checkPlainAmount(param(link, 'amount'), amount, asset);
}

/** `ethereum:[pay-]TARGET[@CHAIN][/transfer]`: a chain's own coin, or an ERC-20 `transfer`. */
function checkEip681(link: LinkParts, candidates: Asset[], address: string, amount: Decimal): Asset | string {
  const match = EIP681_TARGET.exec(link.target);
  if (!match) return link.target.includes('/') ? UNSUPPORTED : MALFORMED;
  const [, target, chain = '1', call] = match;
  const onChain = candidates.filter((a) => a.chainId === Number(chain));
  if (onChain.length === 0) return OTHER_NETWORK;
  if (call === undefined) {
    const coin = onChain.find((a) => !a.token);
    if (!coin) return OTHER_ASSET;
    if (!sameAddress(EIP681_SCHEME, target!, address)) return ADDRESS_DIFFERS;
    // Some wallets read `amount` (in ether) instead of `value`: two amounts are one too many.
    if (param(link, 'amount') !== undefined) return MALFORMED;
    return checkUnits(param(link, 'value'), amount, coin);
  }
  if (call !== 'transfer') return UNSUPPORTED;
  const tokens = onChain.filter((a) => a.token);
  if (tokens.length === 0) return OTHER_ASSET;
  const token = tokens.find((a) => a.token!.toLowerCase() === target!.toLowerCase());
  if (!token) return OTHER_TOKEN;
  // Exactly the recipient and the amount: any other parameter (a `value` in ether, a gas price
  // that burns the payment) is something the screen does not say.
  if (link.params.some(([key]) => key !== 'address' && key !== 'uint256')) return MALFORMED;
  const recipient = param(link, 'address');
  if (recipient === undefined || !EVM_ADDRESS.test(recipient)) return MALFORMED;
  if (!sameAddress(EIP681_SCHEME, recipient, address)) return ADDRESS_DIFFERS;
  return checkUnits(param(link, 'uint256'), amount, token);
}

/** Transfer requests only: a transaction request (`solana:https://…`) lets a server write the transaction. */
function checkSolanaPay(link: LinkParts, candidates: Asset[], address: string, amount: Decimal): Asset | string {
  if (link.target.includes(':')) return UNSUPPORTED;
  if (!BASE58_ADDRESS.test(link.target)) return MALFORMED;
  return checkTokenTransfer(link, 'spl-token', candidates, address, amount);
}

/**
 * `tron:ADDRESS?amount=AMOUNT[&token=CONTRACT]` and nothing else (`TOKEN=` included: a wallet that
 * ignores case would read it). The address must be one a Tron wallet can pay: base58check,
 * version 0x41, its checksum right (never a hex form), the link's the same to the letter.
 */
function checkTron(link: LinkParts, candidates: Asset[], address: string, amount: Decimal): Asset | string {
  if (!tronAddressBytes(address)) return 'the address is not a Tron address';
  if (link.params.some(([key]) => key !== 'amount' && key !== 'token')) return MALFORMED;
  return checkTokenTransfer(link, 'token', candidates, address, amount);
}

/** A recipient and an `amount`, and `key` naming the token exactly when the asset is one (without it, the link pays the coin). */
function checkTokenTransfer(link: LinkParts, key: string, candidates: Asset[], address: string, amount: Decimal): Asset | string {
  const token = param(link, key);
  const asset = candidates.find((a) => a.token === token);
  if (!asset) {
    if (token === undefined) return OTHER_ASSET;
    return candidates.some((a) => a.token) ? OTHER_TOKEN : OTHER_ASSET;
  }
  if (!sameAddress(link.scheme, link.target, address)) return ADDRESS_DIFFERS;
  return checkPlainAmount(param(link, 'amount'), amount, asset);
}

/**
 * The amount is required: a wallet not told the amount lets the buyer pay any sum. It is written
 * with no more places than the asset has: a wallet would refuse it or round it.
 */
function checkPlainAmount(raw: string | undefined, expected: Decimal, asset: Asset): Asset | string {
  if (raw === undefined) return AMOUNT_MISSING;
  const value = parsePlainDecimal(raw);
  if (!value) return AMOUNT_MALFORMED;
  if (!decimalEquals(value, expected)) return AMOUNT_DIFFERS;
  // Solana Pay wallets must refuse it then, even for trailing zeros; others may round it.
  return (raw.split('.')[1] ?? '').length <= asset.decimals ? asset : 'the amount has more places than the asset';
}

/** An EIP-681 number of the asset's smallest unit (wei, token units): whole, unsigned, exponent allowed. */
function checkUnits(raw: string | undefined, expected: Decimal, asset: Asset): Asset | string {
  if (raw === undefined) return AMOUNT_MISSING;
  const units = EIP681_NUMBER.test(raw) ? parseDecimal(raw) : undefined;
  if (!units || !isWholeDecimal(units)) return AMOUNT_MALFORMED;
  return decimalEquals(units, shiftDecimal(expected, asset.decimals)) ? asset : AMOUNT_DIFFERS;
}

/** `lightning:INVOICE` alone: `protocol` names Lightning and `address` is the invoice. */
function lightningOnly({ address, protocol }: PaymentLinkInput, link: LinkParts, amount: Decimal, assets: readonly Asset[], now: number): Paid | string {
  const label = fold(protocol);
  const named = assets.filter((a) => a.lightning && [...LIGHTNING_LABELS, `${fold(a.symbol)} on lightning`].includes(label));
  if (named.length === 0) return OTHER_ASSET;
  if (link.params.length) return MALFORMED;
  return link.target.toLowerCase() === address.toLowerCase() ? checkInvoice(link.target, named, amount, now) : ADDRESS_DIFFERS;
}

/**
 * A BOLT11 invoice that pays `amount` exactly, on the Lightning network of one of `candidates`,
 * with a minute left at least. LNURL (its prefix is no network's) and `lightning://` (no bech32)
 * bind no amount: the decoder refuses them.
 */
function checkInvoice(request: string, candidates: Asset[], amount: Decimal, now: number): Paid | string {
  const decoded = decodeBolt11(request);
  if (!decoded.ok) return decoded.reason;
  const { invoice } = decoded;
  const asset = candidates.find((a) => a.lightning === invoice.network);
  if (!asset) return OTHER_NETWORK;
  if (invoice.amountMsat === undefined) return AMOUNT_MISSING;
  // Millisatoshi: three places below the satoshi.
  if (!decimalEquals({ digits: invoice.amountMsat, scale: 0 }, shiftDecimal(amount, asset.decimals + 3))) return AMOUNT_DIFFERS;
  if (invoice.expiresAt * 1000 - now < MIN_INVOICE_LIFE_MS) return 'the lightning invoice expires too soon';
  return { asset, invoice: { ...invoice, amountMsat: invoice.amountMsat, request } };
}

function sameAddress(scheme: string, found: string, address: string): boolean {
  const bare = address.replace(CASHADDR_PREFIX, '');
  // A cashaddr with its prefix belongs in a bitcoincash link only.
  if (bare !== address && scheme !== 'bitcoincash') return false;
  return ignoresCase(scheme, bare) ? found.toLowerCase() === bare.toLowerCase() : found === bare;
}
