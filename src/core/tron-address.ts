/**
 * Tron addresses: base58check of 21 bytes, the version byte 0x41 and the 20 an EVM-style log names,
 * with 4 bytes of checksum (the first of the payload's double SHA-256). Base58 is case-sensitive:
 * one wrong letter case is another address, which the checksum refuses.
 */
import { sha256 } from './sha256.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Version 0x41 gives 34 characters starting with T; the hex forms (`0x…`, `41…`) never match. */
const SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** The 25 bytes (payload, then checksum) that 34 base58 characters spell, unchecked. */
function base58Bytes(address: string): number[] {
  let n = 0n;
  for (const c of address) n = n * 58n + BigInt(BASE58.indexOf(c));
  // T and 33 characters spell less than 2^199: 25 bytes hold them all.
  const bytes: number[] = [];
  for (let i = 0; i < 25; i++, n >>= 8n) bytes.unshift(Number(n & 255n));
  return bytes;
}

/** The 21 bytes `address` stands for (0x41 first), or undefined unless it is a Tron address whose checksum holds. */
export function tronAddressBytes(address: string): number[] | undefined {
  const bytes = SHAPE.test(address) ? base58Bytes(address) : [];
  const payload = bytes.slice(0, 21);
  return bytes[0] === 0x41 && `${sha256(sha256(payload)).slice(0, 4)}` === `${bytes.slice(21)}` ? payload : undefined;
}

/**
 * An address the guard accepted as the hex a Tron node's JSON-RPC takes: `0x` and the 20 bytes
 * after 0x41. Nothing is checked again, so the payment file's reads carry no SHA-256.
 */
export const tronHex = (address: string): string =>
  '0x' + base58Bytes(address).slice(1, 21).map((b) => b.toString(16).padStart(2, '0')).join('');
