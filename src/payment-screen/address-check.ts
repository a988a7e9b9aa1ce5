/**
 * "Check the address in your wallet": is what the buyer pasted or typed the receiving address?
 * ASCII white space is not part of any address, so it is left out wherever it is: the buyer may
 * type the groups of four the screen draws, or paste the address as a wallet wraps it. Everything
 * else is compared as written: whatever a wallet, a clipboard or a device added or changed (a
 * scheme, a query, a no-break space, an invisible or look-alike character) makes another address.
 * Hex and bech32/cashaddr ignore case, base58 does not (core/address.ts).
 */
import { EVM_ADDRESS, ignoresCase } from '../core/address.js';

/** Far longer than any address, grouped or wrapped: a longer paste is not read at all. */
const MAX_TYPED = 256;
/** ASCII white space as HTML defines it: tab, line feed, form feed, carriage return, space. Not U+00A0 or U+FEFF. */
const ASCII_SPACE = /[\t\n\f\r ]/g;
/** Every address is printable ASCII: a look-alike (Cyrillic а, the Kelvin sign, which lower-cases to k) is not. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const CASHADDR_PREFIX = /^bitcoincash:/i;

/** What the buyer typed, without its ASCII white space: the characters that are compared. */
export const typedCharacters = (typed: string): string => typed.replace(ASCII_SPACE, '');

/**
 * Whether `typed` is `address`, the receiving address on screen, paid with `scheme` (the checked
 * link's; without one, an EVM or a prefixed cashaddr address still compares without case).
 */
export function isSameAddress(typed: string, address: string, scheme?: string): boolean {
  if (typed.length > MAX_TYPED) return false;
  let value = typedCharacters(typed);
  if (!PRINTABLE_ASCII.test(value)) return false;
  const family = scheme ?? (CASHADDR_PREFIX.test(address) ? 'bitcoincash' : EVM_ADDRESS.test(address) ? 'ethereum' : '');
  // Wallets show a cashaddr with or without its prefix; it names the network, not the address.
  if (family === 'bitcoincash') {
    value = value.replace(CASHADDR_PREFIX, '');
    address = address.replace(CASHADDR_PREFIX, '');
  }
  return ignoresCase(family, address) ? value.toLowerCase() === address.toLowerCase() : value === address;
}
