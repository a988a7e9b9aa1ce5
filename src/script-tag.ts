/**
 * The classic-script entry (dist/market-checkout.iife.js): defines both tags and exposes
 * `window.MarketCheckout`. A page that loads the script twice, or beside the package, keeps the
 * first `window.MarketCheckout` and the first definitions, so `instanceof` checks against
 * `MarketCheckout.MarketError` and the element classes stay true whichever copy made the object.
 */
import * as client from './api/index.js';
import { defineElements } from './elements/define.js';
import type { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';
import { registerLocale } from './locales/registry.js';
import { DEFAULT_STRINGS } from './locales/strings.js';

defineElements();

/** package.json's version, put in by the build (vite.config.ts). */
declare const __MARKET_CHECKOUT_VERSION__: string;

export type MarketCheckoutGlobal = typeof client & {
  version: string;
  MarketFiatCheckout: typeof MarketFiatCheckout;
  MarketCryptoCheckout: typeof MarketCryptoCheckout;
  DEFAULT_STRINGS: typeof DEFAULT_STRINGS;
  registerLocale: typeof registerLocale;
};

declare global {
  interface Window {
    MarketCheckout: MarketCheckoutGlobal;
  }
}

// The registered classes, which are this copy's only if it was the first to define them.
window.MarketCheckout ??= Object.freeze({
  ...client,
  MarketFiatCheckout: customElements.get('market-fiat-checkout') as typeof MarketFiatCheckout,
  MarketCryptoCheckout: customElements.get('market-crypto-checkout') as typeof MarketCryptoCheckout,
  DEFAULT_STRINGS,
  registerLocale,
  version: __MARKET_CHECKOUT_VERSION__,
});
