/**
 * dist/market-fiat-checkout.iife.js: `<market-fiat-checkout>` alone, as a classic script, with no
 * crypto code (no payment-link guard, no asset table, no payment file). It adds its element, the
 * card-only client and `version` to `window.MarketCheckout`.
 */
import * as client from './loading/card-client.js';
import { define } from './elements/define.js';
import { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';
import { expose } from './elements/global.js';
import { warnOfOther } from './elements/other-element.js';
import { registerLocale } from './locales/registry.js';
import { DEFAULT_STRINGS } from './locales/strings.js';

declare const __MARKET_CHECKOUT_VERSION__: string;

// Before define(), which reads the element's callbacks once.
warnOfOther('market-fiat-checkout', MarketFiatCheckout, 'market-crypto-checkout');
define('market-fiat-checkout', MarketFiatCheckout);

expose(
  {
    ...client,
    MarketFiatCheckout: customElements.get('market-fiat-checkout') as typeof MarketFiatCheckout,
    DEFAULT_STRINGS,
    registerLocale,
    version: __MARKET_CHECKOUT_VERSION__,
  },
  { cardOnly: true },
);
