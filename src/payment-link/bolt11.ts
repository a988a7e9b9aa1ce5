/**
 * BOLT11 Lightning invoices, decoded by hand: the maintained npm decoders weigh 5.5–117 KB gzip or
 * need Node's Buffer, for a check that fits in well under 1 KB. Pure and total: any input gives
 * an invoice or a refusal, never an exception. What BOLT11 tells a reader to fail is refused;
 * whether an invoice pays this purchase is the guard's question. The signature is read, not
 * verified: whoever swaps an invoice signs their own (see the contract's "Lightning").
 */

/** Longer inputs are refused before any decoding (the payment link's own cap). */
export const MAX_INVOICE_LENGTH = 2048;

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
const HRP = new RegExp(`^(${LIGHTNING_NETWORKS.join('|')})(?:([1-9]\\d*)([munp]?))?$`);
/** Millisatoshi per unit of each multiplier; `p` is a tenth of one, handled apart. */
const MSAT: Record<string, bigint> = { '': 100_000_000_000n, m: 100_000_000n, u: 100_000n, n: 100n };
/** Tagged fields read here, by their 5-bit type. */
const P = 1, X = 6, D = 13, S = 16, N = 19, H = 23, FEATURES = 5;
/** The fields of fixed length (in 5-bit words): a wrong length fails the payment (BOLT11 since 2025). */
const FIXED: Record<number, number> = { [P]: 52, [S]: 52, [H]: 52, [N]: 53 };
/** Even (required) feature bits BOLT 9 defines for invoices; any other even bit fails the payment. */
const KNOWN_EVEN_FEATURES = [8, 14, 16, 24, 36, 48];
/** Timestamp (7 words) and signature (104 words: 64 bytes R‖S and a recovery id). */
const TIMESTAMP_WORDS = 7, SIGNATURE_WORDS = 104;
/** Half the curve's order, in hex: a higher S is refused beside the payee's key (`n`). */
const HALF_ORDER = '7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0';

const refuse = (reason: string): Bolt11Decoding => ({ ok: false, reason: `the lightning invoice ${reason}` });
const NOT_BECH32 = 'is not bech32';
const UNKNOWN_AMOUNT = 'names an unknown network or amount';
const MALFORMED = 'is malformed';
const MISSING_OR_REPEATED = 'lacks or repeats a field';

export function decodeBolt11(text: string): Bolt11Decoding {
  if (text.length > MAX_INVOICE_LENGTH) return refuse(NOT_BECH32);
  const lower = text.toLowerCase();
  // Bech32 reads one case at a time; anything outside ASCII is no bech32 at all.
  if (!/^[!-~]*$/.test(text) || (text !== lower && text !== text.toUpperCase())) return refuse(NOT_BECH32);
  const split = lower.lastIndexOf('1');
  const hrp = lower.slice(0, split);
  const words = [...lower.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  if (split < 1 || words.length < 6 || words.includes(-1) || checksum(hrp, words) !== 1) return refuse(NOT_BECH32);
  const head = HRP.exec(hrp);
  if (!head) return refuse(UNKNOWN_AMOUNT);
  const [, network, digits, multiplier = ''] = head;
  let amountMsat: bigint | undefined;
  if (digits) {
    const units = BigInt(digits);
    // A `p` amount is tenths of a millisatoshi, which no payment can carry.
    if (multiplier === 'p' && units % 10n) return refuse(UNKNOWN_AMOUNT);
    amountMsat = multiplier === 'p' ? units / 10n : units * MSAT[multiplier]!;
  }
  const data = words.slice(0, -6);
  const end = data.length - SIGNATURE_WORDS;
  if (end < TIMESTAMP_WORDS) return refuse(MALFORMED);
  const fields = readFields(data, end);
  if (typeof fields === 'string') return refuse(fields);
  const { [P]: hash, [S]: secret, [D]: description, [H]: descriptionHash, [X]: expiry = [], [N]: payee } = fields;
  if (!hash || !secret || !description === !descriptionHash) return refuse(MISSING_OR_REPEATED);
  if (impossibleSignature(hex(bytes(data.slice(end))), !!payee)) return refuse('has an impossible signature');
  const timestamp = number(data.slice(0, TIMESTAMP_WORDS));
  const expiresAt = timestamp + (expiry.length ? number(expiry) : 3600);
  if (!Number.isSafeInteger(expiresAt)) return refuse(MALFORMED);
  return {
    ok: true,
    invoice: {
      network: network as LightningNetwork,
      ...(amountMsat === undefined ? {} : { amountMsat }),
      timestamp,
      expiresAt,
      paymentHash: hex(bytes(hash)),
      paymentSecret: hex(bytes(secret)),
      ...(description ? { description: new TextDecoder().decode(new Uint8Array(bytes(description))) } : {}),
      ...(descriptionHash ? { descriptionHash: hex(bytes(descriptionHash)) } : {}),
    },
  };
}

/** The fields this decoder reads, by type; or why the invoice fails. Other fields are skipped. */
function readFields(data: number[], end: number): Record<number, number[]> | string {
  const fields: Record<number, number[]> = {};
  for (let i = TIMESTAMP_WORDS; i < end; ) {
    const type = data[i]!;
    const value = data.slice(i + 3, (i += 3 + data[i + 1]! * 32 + data[i + 2]!));
    if (i > end) return MALFORMED;
    if (type in FIXED && value.length !== FIXED[type]) return 'has a field of the wrong length';
    if (type === FEATURES && unknownRequiredFeature(value)) return 'requires an unknown feature';
    if (type in fields) return MISSING_OR_REPEATED;
    if (type === FEATURES || [P, S, D, H, X, N].includes(type)) fields[type] = value;
  }
  return fields;
}

/** Feature bits are numbered from the last word's lowest bit; an unknown even one must not be paid. */
function unknownRequiredFeature(words: number[]): boolean {
  for (let bit = 0; bit < words.length * 5; bit += 2) {
    if ((words[words.length - 1 - ((bit / 5) | 0)]! >> bit % 5) & 1 && !KNOWN_EVEN_FEATURES.includes(bit)) return true;
  }
  return false;
}

/**
 * What can be told of a signature without verifying it. Recovery ids 2 and 3 name a point whose x
 * is R plus the curve's order, which no signer meets but with odds of 2^-127; beside the payee's
 * key (`n`), BOLT11 requires a low S. `signature` is hex: R, S, recovery id.
 */
function impossibleSignature(signature: string, payeeGiven: boolean): boolean {
  return signature.slice(128) > '01' || (payeeGiven && signature.slice(64, 128) > HALF_ORDER);
}

function checksum(hrp: string, words: number[]): number {
  let chk = 1;
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  for (const v of [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31), ...words]) {
    const top = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >> i) & 1) chk ^= [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3][i]!;
  }
  return chk;
}

/** Big-endian 5-bit words as a number (35 bits at most for a timestamp). */
function number(words: number[]): number {
  return words.reduce((n, w) => n * 32 + w, 0);
}

/** 5-bit words as bytes; the padding bits at the end are dropped. */
function bytes(words: number[]): number[] {
  const out: number[] = [];
  let acc = 0, bits = 0;
  for (const w of words) {
    acc = ((acc << 5) | w) & 0xfff;
    bits += 5;
    if (bits >= 8) out.push((acc >> (bits -= 8)) & 0xff);
  }
  return out;
}

function hex(bytes: number[]): string {
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}
