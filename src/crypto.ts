/**
 * The package entry `market-checkout/crypto` (and dist/market-crypto-checkout.js):
 * `<market-crypto-checkout>` alone, defined on import, with its types and the client.
 */
import { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
import { define } from './elements/define.js';

define('market-crypto-checkout', MarketCryptoCheckout);

export { MarketCryptoCheckout };
export type { CheckoutState } from './controllers/purchase-controller.js';
export type { ShownPrice } from './controllers/events.js';
export type { PriceQuote, Quote } from './price/index.js';
export type { PaymentIds, PaymentStatusSource } from './payment/payment-ids.js';
export type { PaymentStatus } from './payment/payment-status.js';
export type {
  MarketCryptoCancelledDetail,
  MarketCryptoSentDetail,
  MarketCryptoExpiredDetail,
  MarketCryptoPaymentDetail,
  MarketCryptoStatusDetail,
  MarketErrorEventDetail,
  MarketSubmitDetail,
} from './controllers/events.js';
export { DEFAULT_STRINGS, type Strings } from './locales/strings.js';
export { registerLocale } from './locales/registry.js';
export * from './loading/client.js';
