/** The shapes of an EIP-681 (`ethereum:`) link's parts, each written once: the guard and the wallet step read the same link. */

/**
 * Its target: an optional `pay-`, the EVM address (group 1), an optional `@` chain id (group 2),
 * an optional `/` function name (group 3).
 */
export const EIP681_TARGET = /^(?:pay-)?(0x[0-9A-Fa-f]{40})(?:@([1-9]\d{0,15}))?(?:\/([A-Za-z0-9_]+))?$/;

/**
 * Its numbers as wallets read them: digits, an optional fraction, an optional exponent of digits
 * only (`1.5e18`). No sign anywhere: "-" is never a payment, "+" reads as a space to form
 * decoders, and wallet-side parsers refuse `9.8E+13` outright.
 */
export const EIP681_NUMBER = /^\d+(?:\.\d+)?(?:[eE]\d+)?$/;
