/**
 * `window.MarketCheckout`, which every classic script fills with what it carries (the combined one
 * with everything, a one-element script with its element, the client and `version`). What a script
 * finds there already stays: a page that loads a script twice, or two of them, keeps the first
 * classes, so `instanceof` checks stay true whichever copy made the object. The one exception is
 * a card-only script's client, which cannot send a crypto purchase, and its `loadSchemas`, which
 * gives the card purchase's schemas alone: a crypto script replaces both.
 */
import type * as Client from '../loading/client.js';
import type { Asset } from '../payment-link/assets.js';
import type { registerLocale } from '../locales/registry.js';
import type { DEFAULT_STRINGS } from '../locales/strings.js';
import type { MarketCryptoCheckout } from './crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from './fiat-checkout/fiat-checkout.js';

export type MarketCheckoutGlobal = typeof Client & {
  version: string;
  MarketFiatCheckout: typeof MarketFiatCheckout;
  MarketCryptoCheckout: typeof MarketCryptoCheckout;
  /** The form's English; the payment screen's travels in the payment file. */
  DEFAULT_STRINGS: typeof DEFAULT_STRINGS;
  registerLocale: typeof registerLocale;
  /** The built-in asset table, made when first read (crypto scripts). */
  BUILT_IN_ASSETS: readonly Asset[];
};

declare global {
  interface Window {
    MarketCheckout: MarketCheckoutGlobal;
  }
}

/**
 * Adds `parts` to `window.MarketCheckout` where absent, read-only; `getters` likewise, each made
 * on first read (the asset table: a page builds none before its first render). `cardOnly`: this
 * script's client cannot send a crypto purchase, so it alone (and its `loadSchemas`) is left
 * replaceable (configurable) for a crypto script.
 */
/** What a card-only script has less of than a crypto script. */
const CARD_ONLY = ['createMarketClient', 'loadSchemas'];

export function expose(parts: Partial<MarketCheckoutGlobal>, { getters = {}, cardOnly = false }: { getters?: Record<string, () => unknown>; cardOnly?: boolean } = {}): void {
  const global = (window.MarketCheckout ??= {} as MarketCheckoutGlobal);
  const entries: [string, PropertyDescriptor][] = [
    ...Object.entries(parts).map(([name, value]): [string, PropertyDescriptor] => [name, { value, configurable: cardOnly && CARD_ONLY.includes(name) }]),
    ...Object.entries(getters).map(([name, get]): [string, PropertyDescriptor] => [name, { get }]),
  ];
  for (const [name, descriptor] of entries) {
    const present = Object.getOwnPropertyDescriptor(global, name);
    if (present && (cardOnly || !present.configurable)) continue;
    Object.defineProperty(global, name, { ...descriptor, enumerable: true });
  }
}
