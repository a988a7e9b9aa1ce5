/**
 * "Check the address in your wallet": is what the buyer pasted or typed the receiving address?
 * It is compared as written, white space around it aside: whatever a wallet, a clipboard or a
 * device added or changed (a scheme, a query, a space, an invisible or look-alike character)
 * makes another address. Hex and bech32/cashaddr ignore case, base58 does not (core/address.ts).
 */
import { EVM_ADDRESS, ignoresCase } from '../core/address.js';

/** Far longer than any address with white space around it: a longer paste is not read at all. */
const MAX_TYPED = 256;
/** HTML's white space and the no-break space a web page's copy may bring; not U+FEFF or other invisibles. */
const OUTER_SPACE = /^[\t\n\f\r \u00a0]+|[\t\n\f\r \u00a0]+$/g;
/** Every address is printable ASCII: a look-alike (Cyrillic а, the Kelvin sign, which lower-cases to k) is not. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const CASHADDR_PREFIX = /^bitcoincash:/i;

/**
 * Whether `typed` is `address`, the receiving address on screen, paid with `scheme` (the checked
 * link's; without one, an EVM or a prefixed cashaddr address still compares without case).
 */
export function isSameAddress(typed: string, address: string, scheme?: string): boolean {
  if (typed.length > MAX_TYPED) return false;
  let value = typed.replace(OUTER_SPACE, '');
  if (!PRINTABLE_ASCII.test(value)) return false;
  const family = scheme ?? (CASHADDR_PREFIX.test(address) ? 'bitcoincash' : EVM_ADDRESS.test(address) ? 'ethereum' : '');
  // Wallets show a cashaddr with or without its prefix; it names the network, not the address.
  if (family === 'bitcoincash') {
    value = value.replace(CASHADDR_PREFIX, '');
    address = address.replace(CASHADDR_PREFIX, '');
  }
  return ignoresCase(family, address) ? value.toLowerCase() === address.toLowerCase() : value === address;
}
