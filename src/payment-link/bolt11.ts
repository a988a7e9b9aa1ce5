/**
 * BOLT11 Lightning invoices, decoded by hand: the maintained npm decoders weigh 5.5–117 KB gzip or
 * need Node's Buffer, for a check of about 1.3 KB gzip here. Pure and total: any input gives
 * an invoice or a refusal, never an exception. What BOLT11 tells a reader to fail is refused;
 * whether an invoice pays this purchase is the guard's question. The signature is read, not
 * verified: whoever swaps an invoice signs their own (see the contract's "Lightning").
 */

import { MAX_PAYMENT_URI_LENGTH } from '../core/payment-uri.js';

/** Longer inputs are refused before any decoding: the payment link's own cap. */
export const MAX_INVOICE_LENGTH = MAX_PAYMENT_URI_LENGTH;

/** The human-readable prefixes of Bitcoin's networks: regtest, signet, testnet, mainnet (longest first, as the pattern reads them). */
export const LIGHTNING_NETWORKS = ['lnbcrt', 'lntbs', 'lntb', 'lnbc'] as const;
export type LightningNetwork = (typeof LIGHTNING_NETWORKS)[number];

export interface Bolt11Invoice {
  network: LightningNetwork;
  /** Absent for an invoice of any amount (BOLT11 allows it; the guard does not). */
  amountMsat?: bigint;
  /** Seconds since 1970, when the payee made it. */
  timestamp: number;
  /** Seconds since 1970: the timestamp plus the expiry (`x`, 3600 s when absent). */
  expiresAt: number;
  /** Hex, 32 bytes: the SHA-256 of the preimage a payment reveals. */
  paymentHash: string;
  /** Hex, 32 bytes. */
  paymentSecret: string;
  /** Exactly one of these two; the description is the payee's words, to be shown as plain text. */
  description?: string;
  descriptionHash?: string;
}

export type Bolt11Decoding = { ok: true; invoice: Bolt11Invoice } | { ok: false; reason: string };

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
/** The prefix, then an amount: digits without a leading zero and a multiplier (milli, micro, nano, pico). */
const HRP = new RegExp(`^(${LIGHTNING_NETWORKS.join('|')})(?:([1-9]\\d*)([munp]?))?$`);
/** Fixed lengths in 5-bit words, by field type (p, s, h, n): BOLT11 fails any other (since 2025). */
const LENGTH: Record<number, number> = { 1: 52, 16: 52, 23: 52, 19: 53 };
/** The even (required) feature bits BOLT 9 defines for invoices, 8, 14, 16, 24, 36 and 48: any other fails the payment. */
const KNOWN_EVEN_FEATURES = 0x1001001014100n;
/** Half the curve's order, in hex. */
const HALF_ORDER = '7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0';

const refuse = (reason: string): Bolt11Decoding => ({ ok: false, reason: `the lightning invoice ${reason}` });
const NOT_BECH32 = 'is not bech32';
const MALFORMED = 'is malformed';

export function decodeBolt11(text: string): Bolt11Decoding {
  if (text.length > MAX_INVOICE_LENGTH) return refuse(NOT_BECH32);
  const lower = text.toLowerCase();
  const split = lower.lastIndexOf('1');
  const words = [...lower.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  const hrp = [...lower.slice(0, split)].map((c) => c.charCodeAt(0));
  // Bech32: one case at a time, ASCII alone, and its checksum.
  if (/[^!-~]/.test(text) || (text !== lower && text !== text.toUpperCase()) || split < 1 || words.includes(-1) || checksum([...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31), ...words]) !== 1) {
    return refuse(NOT_BECH32);
  }
  const [, network, digits, multiplier = ''] = HRP.exec(lower.slice(0, split)) ?? [];
  // Millisatoshi per unit: 10^11 for a bitcoin, three places fewer for each of m, u, n; `p` is a
  // tenth of a millisatoshi (places -1), so its amount must end in 0.
  const places = 11 - 3 * ' munp'.indexOf(multiplier);
  const units = digits ? BigInt(digits) : undefined;
  if (!network || (places < 0 && units! % 10n)) return refuse('names an unknown network or amount');
  // A timestamp of 7 words, fields, a signature of 104 (R, S, recovery id), a checksum of 6.
  const end = words.length - 110;
  if (end < 7) return refuse(MALFORMED);
  const fields: number[][] = [];
  for (let i = 7; i < end; ) {
    const type = words[i]!;
    const value = words.slice(i + 3, (i += 3 + words[i + 1]! * 32 + words[i + 2]!));
    // Type 5 is the feature bits.
    if (i > end || (LENGTH[type] ?? value.length) !== value.length || (type === 5 && unknownRequiredFeature(value))) return refuse(MALFORMED);
    // A field given twice counts once, the first time, as BOLT11 has payers read it.
    fields[type] ??= value;
  }
  // By type: payment hash (p), secret (s), description (d) or its hash (h), expiry (x), payee key (n).
  const [hash, secret, description, descriptionHash, expiry, payee] = [1, 16, 13, 23, 6, 19].map((type) => fields[type]);
  if (!hash || !secret || !description === !descriptionHash) return refuse(MALFORMED);
  const timestamp = number(words.slice(0, 7));
  const expiresAt = timestamp + (expiry ? number(expiry) : 3600);
  const signature = hex(words.slice(end, end + 104));
  // Recovery ids 2 and 3 need an R above the curve's order, which no signer meets but with odds of
  // 2^-127; beside the payee's key, BOLT11 requires a low S. Nothing else of the signature is checked.
  if (signature.slice(128) > '01' || (payee && signature.slice(64, 128) > HALF_ORDER) || !Number.isSafeInteger(expiresAt)) return refuse(MALFORMED);
  return {
    ok: true,
    invoice: {
      network: network as LightningNetwork,
      ...(units && { amountMsat: places < 0 ? units / 10n : units * 10n ** BigInt(places) }),
      timestamp,
      expiresAt,
      paymentHash: hex(hash),
      paymentSecret: hex(secret),
      ...(description && { description: new TextDecoder().decode(new Uint8Array(bytes(description))) }),
      ...(descriptionHash && { descriptionHash: hex(descriptionHash) }),
    },
  };
}

/** Feature bits count from the last word's lowest bit; an unknown even one must not be paid. */
function unknownRequiredFeature(words: number[]): boolean {
  const bits = words.reduce((all, word) => (all << 5n) | BigInt(word), 0n);
  // (4^k - 1) / 3 has every even bit below 2k set.
  return (bits & ~KNOWN_EVEN_FEATURES & ((4n ** BigInt(5 * words.length) - 1n) / 3n)) > 0n;
}

function checksum(values: number[]): number {
  return values.reduce((chk, value) => {
    const top = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3].forEach((g, i) => (chk ^= (top >> i) & 1 && g));
    return chk;
  }, 1);
}

/** Big-endian 5-bit words as a number. */
function number(words: number[]): number {
  return words.reduce((n, w) => n * 32 + w, 0);
}

/** 5-bit words as bytes; the padding bits at the end are dropped. */
function bytes(words: number[]): number[] {
  const out: number[] = [];
  let bits = 0;
  words.reduce((acc, w) => {
    acc = ((acc << 5) | w) & 0xfff;
    if ((bits += 5) >= 8) out.push((acc >> (bits -= 8)) & 0xff);
    return acc;
  }, 0);
  return out;
}

/** 5-bit words as the hex of their bytes. */
function hex(words: number[]): string {
  return bytes(words).map((b) => b.toString(16).padStart(2, '0')).join('');
}
