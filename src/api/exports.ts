/**
 * `market-checkout/client` less its schemas as values: what a classic script puts on
 * `window.MarketCheckout` as it is. The scripts add the schemas as getters (FIAT_SCHEMA_GETTERS and
 * CRYPTO_SCHEMA_GETTERS in ./schemas.ts), so that a page builds none before its first render.
 */
export { createMarketClient, serverClockOffset, DEFAULT_TIMEOUT } from './client.js';
export { MarketError, ERROR_CODES } from './errors.js';
export { MESSAGES } from './messages.js';
export {
  DEFAULT_MAX_YEARS,
  MAX_MAX_YEARS,
  INVISIBLE,
  yearsSchema,
  makeFiatRequestSchema,
  makeCryptoRequestSchema,
  fiatRequestSchemaFor,
  cryptoRequestSchemaFor,
  requestSchemas,
} from './schemas.js';
export { checkPaymentLink } from '../payment-link/guard.js';
export { readAssets } from '../payment-link/read-assets.js';
