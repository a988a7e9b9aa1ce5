/** The address formats the widget checks, each written once. */

/** An EVM address: 0x and 40 hexadecimal digits (the owner address, an EIP-681 target or token contract). */
export const EVM_ADDRESS = /^0x[0-9A-Fa-f]{40}$/;

/**
 * A receiving address as the service may send it, whatever the chain: plain alphanumerics (no
 * spaces, no look-alike or direction-changing characters). The response schema refuses anything
 * else; the guard then checks it against the link.
 */
export const RECEIVING_ADDRESS = /^[A-Za-z0-9]{20,128}$/;

/** What the service may send as `address`: a receiving address, or for a Lightning-only payment the invoice (the guard decodes it). */
export const PAYMENT_ADDRESS = /^(?:[A-Za-z0-9]{20,128}|[Ll][Nn][A-Za-z0-9]{18,2046})$/;

/** A Solana address or mint: 32 to 44 base58 characters. */
export const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Address prefixes, per payment scheme, of case-insensitive encodings (bech32, cashaddr, hex); base58 is case-sensitive. */
const CASE_INSENSITIVE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  bitcoin: ['bc1', 'tb1', 'bcrt1'],
  litecoin: ['ltc1', 'tltc1'],
  zcash: ['zs1', 'u1'],
  bitcoincash: ['q', 'p'],
  ethereum: ['0x'],
};

/** Whether `address` (without a cashaddr prefix), paid with `scheme`, is written in an encoding that ignores case. */
export function ignoresCase(scheme: string, address: string): boolean {
  const folded = address.toLowerCase();
  return (CASE_INSENSITIVE_PREFIXES[scheme] ?? []).some((prefix) => folded.startsWith(prefix));
}
