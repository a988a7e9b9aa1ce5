/**
 * dist/market-crypto-checkout.iife.js: `<market-crypto-checkout>` alone, as a classic script. It
 * adds its element, the client (with the payment-link guard) and `version` to `window.MarketCheckout`.
 */
import * as client from './loading/client.js';
import { builtInAssets } from './payment-link/assets.js';
import { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
import { define } from './elements/define.js';
import { expose } from './elements/global.js';
import { warnOfOther } from './elements/other-element.js';
import { registerLocale } from './locales/registry.js';
import { DEFAULT_STRINGS } from './locales/strings.js';

declare const __MARKET_CHECKOUT_VERSION__: string;

// Before define(), which reads the element's callbacks once.
warnOfOther('market-crypto-checkout', MarketCryptoCheckout, 'market-fiat-checkout');
define('market-crypto-checkout', MarketCryptoCheckout);

expose(
  {
    ...client,
    MarketCryptoCheckout: customElements.get('market-crypto-checkout') as typeof MarketCryptoCheckout,
    DEFAULT_STRINGS,
    registerLocale,
    version: __MARKET_CHECKOUT_VERSION__,
  },
  { getters: { BUILT_IN_ASSETS: builtInAssets } },
);
