/**
 * The package entry `market-checkout/client`: the typed client and its schemas alone, no Lit and
 * no DOM needed. Everything is here at import, the check file's modules (src/checks/) included:
 * an app that imports the client validates with the schemas as values.
 */
import { paymentLinkGuard } from './api/link-guard.js';
import { createMarketClient as clientWith, type MarketClient, type MarketClientOptions } from './checks/client.js';

export { serverClockOffset, DEFAULT_TIMEOUT } from './checks/client.js';
export { MarketError, ERROR_CODES } from './api/errors.js';
export { MESSAGES } from './api/messages.js';
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
} from './checks/schemas.js';
export { checkPaymentLink } from './payment-link/guard.js';
export { readAssets } from './payment-link/read-assets.js';
export * from './checks/eager-schemas.js';
export type { MarketClient, MarketClientOptions, PurchaseOptions } from './checks/client.js';
export type { MarketErrorCode, MarketErrorDetail, FieldIssue } from './api/errors.js';
export type { MessageKey } from './api/messages.js';
export type { CheckedInvoice, PaymentLinkCheck, PaymentLinkInput } from './payment-link/guard.js';
export type { Asset, AssetFields, PaymentScheme } from './payment-link/assets.js';

export function createMarketClient(options: MarketClientOptions): MarketClient {
  return clientWith(options, paymentLinkGuard(options));
}
