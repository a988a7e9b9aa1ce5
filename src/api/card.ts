/**
 * The client as the card-only bundles expose it (src/fiat-script.ts): ./index.ts without the
 * payment-link guard and its asset table, which only a crypto purchase needs. Its client's
 * `purchaseCrypto` refuses; a page that also loads a crypto bundle gets the full client from it.
 */
import { createClient, createSender, type MarketClient, type MarketClientOptions } from './client.js';

export { serverClockOffset, DEFAULT_TIMEOUT } from './client.js';
export { MarketError, ERROR_CODES } from './errors.js';
export { MESSAGES } from './messages.js';
export * from './schemas.js';

export function createMarketClient(options: MarketClientOptions): MarketClient {
  return createClient(options, createSender(options));
}
