/** The package entry: both elements, defined on import, and everything a host needs to type them. */
import { defineElements } from './define.js';

defineElements();

export { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
export { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';
export type { CheckoutState } from './controllers/purchase-controller.js';
export type * from './events.js';
export { DEFAULT_STRINGS, type Strings } from './strings.js';
export * from './api/index.js';
