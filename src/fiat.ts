/**
 * The package entry `market-checkout/fiat` (and dist/market-fiat-checkout.js):
 * `<market-fiat-checkout>` alone, defined on import, with its types and the card-only client.
 */
import { define } from './elements/define.js';
import { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';

define('market-fiat-checkout', MarketFiatCheckout);

export { MarketFiatCheckout };
export type { CheckoutState } from './controllers/purchase-controller.js';
export type { ShownPrice } from './controllers/events.js';
export type { PriceQuote, Quote } from './price/index.js';
export type { MarketErrorEventDetail, MarketFiatCancelledDetail, MarketFiatSessionDetail, MarketSubmitDetail } from './controllers/events.js';
export { DEFAULT_STRINGS, type Strings } from './locales/strings.js';
export { registerLocale } from './locales/registry.js';
export * from './loading/card-client.js';
