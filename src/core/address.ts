/** The address formats the widget checks, each written once. */

/** An EVM address: 0x and 40 hexadecimal digits (the owner address, an EIP-681 target or token contract). */
export const EVM_ADDRESS = /^0x[0-9A-Fa-f]{40}$/;

/** A Solana address or mint: 32 to 44 base58 characters. */
export const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
