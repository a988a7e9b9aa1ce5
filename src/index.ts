/**
 * The package entry `market-checkout`: defines both elements on import, and exports everything a
 * host needs to use and type them, the client included (`market-checkout/client` is the client
 * alone, without Lit).
 */
import { defineElements } from './define.js';

defineElements();

export { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
export { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';
export type { CheckoutState } from './controllers/purchase-controller.js';
export type { PaymentIds, PaymentStatusSource } from './controllers/status-poller.js';
export type { PaymentStatus } from './payment-status.js';
export type {
  MarketCryptoCancelledDetail,
  MarketCryptoExpiredDetail,
  MarketCryptoPaymentDetail,
  MarketCryptoStatusDetail,
  MarketErrorEventDetail,
  MarketEventDetails,
  MarketEventName,
  MarketFiatCancelledDetail,
  MarketFiatSessionDetail,
  MarketSubmitDetail,
} from './events.js';
export { DEFAULT_STRINGS, type Strings } from './strings.js';
export { registerLocale } from './locales/registry.js';
export * from './api/index.js';
