/**
 * The client as the entries with the crypto element export it (the package's `market-checkout`,
 * `/crypto`, the combined and crypto scripts' `window.MarketCheckout`): ./card-client.ts's, with
 * crypto purchases checked by the script's payment-link guard (src/api/link-guard.ts).
 */
import { paymentLinkGuard } from '../api/link-guard.js';
import type { MarketClient, MarketClientOptions } from '../checks/client.js';
import { clientOnChecks, schemasOf, type Schemas } from './card-client.js';
import { loadChecks } from './checks.js';

export { MarketError, ERROR_CODES, MESSAGES, DEFAULT_MAX_YEARS, DEFAULT_TIMEOUT, MAX_MAX_YEARS, serverClockOffset } from './card-client.js';
export type { MarketClient, MarketClientOptions, PurchaseOptions, FieldIssue, MarketErrorCode, MarketErrorDetail, MessageKey, Schemas } from './card-client.js';
export { checkPaymentLink } from '../payment-link/guard.js';
export { readAssets } from '../payment-link/read-assets.js';
export type { WalletAddr, FiatPurchaseRequest, FiatPurchaseResponse, CryptoPurchaseRequest, CryptoPurchaseResponse } from '../checks/schemas.js';
export type { PaymentLinkCheck, PaymentLinkInput } from '../payment-link/guard.js';
export type { Asset, AssetFields, PaymentScheme } from '../payment-link/assets.js';

export function createMarketClient(options: MarketClientOptions): MarketClient {
  const guard = paymentLinkGuard(options);
  return clientOnChecks((checks) => checks.createMarketClient(options, guard));
}

/** Every schema `market-checkout/client` exports, and the functions that make them, once the check file is here. */
export async function loadSchemas(): Promise<Schemas> {
  const checks = await loadChecks();
  return schemasOf(checks, { ...checks.FIAT_SCHEMA_GETTERS, ...checks.CRYPTO_SCHEMA_GETTERS });
}
