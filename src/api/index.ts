/** `market-checkout/client`: the typed client and its schemas alone, no Lit and no DOM needed. */
export * from './exports.js';
export * from './eager-schemas.js';
export type { MarketClient, MarketClientOptions, PurchaseOptions } from './client.js';
export type { MarketErrorCode, MarketErrorDetail, FieldIssue } from './errors.js';
export type { MessageKey } from './messages.js';
export type { CheckedInvoice, PaymentLinkCheck, PaymentLinkInput } from '../payment-link/guard.js';
export type { Asset, AssetFields, PaymentScheme } from '../payment-link/assets.js';
