/**
 * The client as the card-only bundles expose it (src/fiat-script.ts): ./index.ts without the
 * payment-link guard and its asset table, which only a crypto purchase needs. Its client's
 * `purchaseCrypto` refuses; a page that also loads a crypto bundle gets the full client from it.
 */
import { createCardSender, validated, type MarketClient, type MarketClientOptions } from './client.js';
import { fiatRequestSchemaFor } from './schemas.js';

export { serverClockOffset, DEFAULT_TIMEOUT } from './client.js';
export { MarketError, ERROR_CODES } from './errors.js';
export { MESSAGES } from './messages.js';
// The schemas themselves go on window.MarketCheckout as getters (FIAT_SCHEMA_GETTERS).
export { DEFAULT_MAX_YEARS, MAX_MAX_YEARS, INVISIBLE, yearsSchema, makeFiatRequestSchema } from './schemas.js';
export type { WalletAddr, FiatPurchaseRequest, FiatPurchaseResponse } from './schemas.js';

export function createMarketClient(options: MarketClientOptions): MarketClient {
  const sender = createCardSender(options);
  return {
    purchaseFiat: async (request, purchase) => sender.purchaseFiat(validated(fiatRequestSchemaFor(options.maxYears), request), purchase),
    purchaseCrypto: () => Promise.reject(new TypeError('The card-only script sends no crypto purchase: load market-checkout.iife.js or market-crypto-checkout.iife.js.')),
  };
}
