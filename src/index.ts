/**
 * The package entry `market-checkout`: defines both elements on import, and exports everything a
 * host needs to use and type them, the client included (`market-checkout/client` is the client
 * alone, without Lit).
 */
import { define } from './elements/define.js';
import { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
import { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';

define('market-fiat-checkout', MarketFiatCheckout);
define('market-crypto-checkout', MarketCryptoCheckout);

export { MarketCryptoCheckout, MarketFiatCheckout };
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
  MarketEventDetails,
  MarketEventName,
  MarketFiatCancelledDetail,
  MarketFiatSessionDetail,
  MarketSubmitDetail,
} from './controllers/events.js';
export { DEFAULT_STRINGS, type Strings } from './locales/strings.js';
export { registerLocale } from './locales/registry.js';
export * from './loading/client.js';
