/** `market-checkout/client`: the typed client and its schemas alone, no Lit and no DOM needed. */
export { createMarketClient, serverClockOffset, DEFAULT_TIMEOUT } from './client.js';
export type { MarketClient, MarketClientOptions, PurchaseOptions } from './client.js';
export { MarketError, ERROR_CODES } from './errors.js';
export type { MarketErrorCode, MarketErrorDetail, FieldIssue } from './errors.js';
export { MESSAGES, type MessageKey } from './messages.js';
export * from './schemas.js';
export { checkPaymentLink } from '../payment-link/guard.js';
export type { PaymentLinkCheck, PaymentLinkInput } from '../payment-link/guard.js';
export { BUILT_IN_ASSETS } from '../payment-link/assets.js';
export type { Asset, AssetFields, PaymentScheme } from '../payment-link/assets.js';
export { readAssets } from '../payment-link/read-assets.js';
