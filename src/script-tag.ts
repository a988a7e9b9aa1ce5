/**
 * The classic-script entry (dist/market-checkout.iife.js): defines both tags and exposes
 * `window.MarketCheckout` with everything (src/elements/global.ts). A page that loads the script
 * twice, or beside the package or a one-element script, keeps the first definitions and values.
 */
import * as client from './loading/client.js';
import { builtInAssets } from './payment-link/assets.js';
import { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
import { define } from './elements/define.js';
import { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';
import { expose } from './elements/global.js';
import { registerLocale } from './locales/registry.js';
import { DEFAULT_STRINGS } from './locales/strings.js';

export type { MarketCheckoutGlobal } from './elements/global.js';

/** package.json's version, put in by the build (vite.config.ts). */
declare const __MARKET_CHECKOUT_VERSION__: string;

define('market-fiat-checkout', MarketFiatCheckout);
define('market-crypto-checkout', MarketCryptoCheckout);

// The registered classes, which are this copy's only if it was the first to define them.
expose(
  {
    ...client,
    MarketFiatCheckout: customElements.get('market-fiat-checkout') as typeof MarketFiatCheckout,
    MarketCryptoCheckout: customElements.get('market-crypto-checkout') as typeof MarketCryptoCheckout,
    DEFAULT_STRINGS,
    registerLocale,
    version: __MARKET_CHECKOUT_VERSION__,
  },
  { getters: { BUILT_IN_ASSETS: builtInAssets } },
);
