/**
 * BOLT11 invoices minted fresh, signed with a test key, for the tests, the screen's tests and the
 * demo's mock service: plain ESM with two dependencies (@noble/curves and its @noble/hashes), so it runs in a browser and,
 * bundled, in Node. Written from BOLT11 itself, apart from the decoder it tests (nothing of
 * src/payment-link/bolt11.ts is used here), and checked on the specification's own examples.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** A test key (BOLT11's examples are signed with it): never a real node's. */
export const TEST_PRIVATE_KEY = 'e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A tagged field: its type as the bech32 character BOLT11 names it by ('p', 's', 'd', …), and its 5-bit words. */
export interface InvoiceField {
  tag: string;
  words: number[];
}

export interface InvoiceOptions {
  /** The human-readable prefix: 'lnbc' (default), 'lntb', 'lntbs', 'lnbcrt'. */
  network?: string;
  /** The amount in millisatoshi; omitted: an invoice of any amount. */
  amountMsat?: bigint;
  /** The amount as written in the human-readable part ('2500u', '25m1'…), instead of `amountMsat`. */
  amountText?: string;
  /** Seconds since 1970; default now. */
  timestamp?: number;
  /** Seconds; omitted: no `x` field (BOLT11's default of 3600 s). */
  expiry?: number;
  /** Hex, 32 bytes; default fresh. The payment hash is its SHA-256. */
  preimage?: string;
  /** Hex, 32 bytes; default fresh. */
  paymentSecret?: string;
  /** Default 'Domain renewal', unless a `descriptionHash` is given. */
  description?: string;
  descriptionHash?: string;
  /** Adds the payee's key (`n`); BOLT11 then requires a low S. */
  payee?: boolean;
  /** Changes the fields before signing (drop one, add one, break a length). */
  fields?: (fields: InvoiceField[]) => InvoiceField[];
  /** Changes the signature (65 bytes: R, S, recovery id) after signing. */
  signature?: (signature: Uint8Array) => Uint8Array;
  /** Hex; default TEST_PRIVATE_KEY. */
  privateKey?: string;
}

export interface MintedInvoice {
  /** In lower case, as a payee's node writes it. */
  invoice: string;
  /** Hex: what a wallet that paid returns. */
  preimage: string;
  paymentHash: string;
  paymentSecret: string;
  /** Seconds since 1970. */
  timestamp: number;
  expiresAt: number;
}

export function mintInvoice(options: InvoiceOptions = {}): MintedInvoice {
  const preimage = options.preimage ?? toHex(randomBytes());
  const paymentHash = toHex(sha256(fromHex(preimage)));
  const paymentSecret = options.paymentSecret ?? toHex(randomBytes());
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const key = fromHex(options.privateKey ?? TEST_PRIVATE_KEY);
  const defaults: InvoiceField[] = [
    { tag: 'p', words: bytesToWords(fromHex(paymentHash)) },
    { tag: 's', words: bytesToWords(fromHex(paymentSecret)) },
    options.descriptionHash === undefined
      ? { tag: 'd', words: bytesToWords(new TextEncoder().encode(options.description ?? 'Domain renewal')) }
      : { tag: 'h', words: bytesToWords(fromHex(options.descriptionHash)) },
    ...(options.expiry === undefined ? [] : [{ tag: 'x', words: numberToWords(options.expiry) }]),
    ...(options.payee ? [{ tag: 'n', words: bytesToWords(secp256k1.getPublicKey(key)) }] : []),
  ];
  const fields = options.fields ? options.fields(defaults) : defaults;
  const hrp = (options.network ?? 'lnbc') + (options.amountText ?? (options.amountMsat === undefined ? '' : amountText(options.amountMsat)));
  if (fields.some(({ words }) => words.length > 1023)) throw new RangeError('A BOLT11 field holds 1023 words (639 bytes) at most.');
  const data = [...numberToWords(timestamp, 7), ...fields.flatMap(({ tag, words }) => [CHARSET.indexOf(tag), words.length >> 5, words.length & 31, ...words])];
  // BOLT11: the SHA-256 of the human-readable part's bytes and the data's bits padded to a byte.
  const signed = secp256k1.sign(concat(new TextEncoder().encode(hrp), wordsToBytes(data)), key, { format: 'recovered' });
  // noble puts the recovery id first; BOLT11 puts it last.
  let signature = concat(signed.subarray(1), signed.subarray(0, 1));
  if (options.signature) signature = options.signature(signature);
  return {
    invoice: bech32(hrp, [...data, ...bytesToWords(signature)]),
    preimage,
    paymentHash,
    paymentSecret,
    timestamp,
    expiresAt: timestamp + (options.expiry ?? 3600),
  };
}

/** BOLT11's amount for `msat`: the largest multiplier that writes it whole ('p' counts tenths of a millisatoshi). */
export function amountText(msat: bigint): string {
  for (const [multiplier, per] of [['', 100_000_000_000n], ['m', 100_000_000n], ['u', 100_000n], ['n', 100n]] as const) {
    if (msat % per === 0n) return `${msat / per}${multiplier}`;
  }
  return `${msat * 10n}p`;
}

/** A signature's S replaced by the curve order minus S: as valid, but high (BOLT11 refuses it beside `n`). */
export function highS(signature: Uint8Array): Uint8Array {
  const order = secp256k1.Point.CURVE().n;
  const s = BigInt(`0x${toHex(signature.subarray(32, 64))}`);
  const out = signature.slice();
  out.set(fromHex((order - s).toString(16).padStart(64, '0')), 32);
  // Negating S flips the recovered point's parity.
  out[64] = out[64]! ^ 1;
  return out;
}

export function bech32(hrp: string, data: number[]): string {
  const values = [...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0];
  const mod = polymod(values) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((w) => CHARSET[w]).join('')}`;
}

/** BIP-173's checksum, written out again here so that the tests do not check the decoder with itself. */
function polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    generators.forEach((g, i) => {
      if ((top >> i) & 1) chk ^= g;
    });
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** Bytes as 5-bit words, the last one padded with zero bits. */
export function bytesToWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) words.push((acc >> (bits -= 5)) & 31);
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}

function wordsToBytes(words: number[]): Uint8Array {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const word of words) {
    acc = (acc << 5) | word;
    bits += 5;
    while (bits >= 8) bytes.push((acc >> (bits -= 8)) & 255);
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) bytes.push((acc << (8 - bits)) & 255);
  return Uint8Array.from(bytes);
}

/** A number as big-endian 5-bit words: `length` of them, or as few as it needs (BOLT11's minimal `x`). */
export function numberToWords(value: number, length?: number): number[] {
  const words: number[] = [];
  for (let rest = value; length === undefined ? rest > 0 || words.length === 0 : words.length < length; rest = Math.floor(rest / 32)) {
    words.unshift(rest % 32);
  }
  return words;
}

function randomBytes(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}
