/**
 * Registers both tags, once: a page may load the classic script twice, or the script beside
 * the package; the first definition wins and later ones are skipped instead of throwing.
 */
import { MarketCryptoCheckout } from './elements/crypto-checkout/crypto-checkout.js';
import { MarketFiatCheckout } from './elements/fiat-checkout/fiat-checkout.js';

export const TAGS = {
  'market-fiat-checkout': MarketFiatCheckout,
  'market-crypto-checkout': MarketCryptoCheckout,
} as const;

export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(TAGS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
