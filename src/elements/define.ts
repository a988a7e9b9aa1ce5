/**
 * Registers both tags, once: a page may load the classic script twice, or the script beside
 * the package; the first definition wins and later ones are skipped instead of throwing.
 */
import { MarketCryptoCheckout } from './crypto-checkout/crypto-checkout.js';
import { MarketFiatCheckout } from './fiat-checkout/fiat-checkout.js';

export function defineElements(): void {
  if (!customElements.get('market-fiat-checkout')) customElements.define('market-fiat-checkout', MarketFiatCheckout);
  if (!customElements.get('market-crypto-checkout')) customElements.define('market-crypto-checkout', MarketCryptoCheckout);
}
