/** `market-checkout/client`: the typed client and its schemas alone, no Lit and no DOM needed. */
export { createMarketClient, serverClockOffset, DEFAULT_TIMEOUT } from './client.js';
export type { MarketClient, MarketClientOptions, PurchaseOptions } from './client.js';
export { MarketError, ERROR_CODES } from './errors.js';
export type { MarketErrorCode, MarketErrorDetail, FieldIssue } from './errors.js';
export { MESSAGES, type MessageKey } from './messages.js';
export * from './schemas.js';
export { checkPaymentUri } from '../payment-uri.js';
