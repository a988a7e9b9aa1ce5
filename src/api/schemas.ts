/**
 * The schemas as `market-checkout/client` exports them: values, made when this module loads (an
 * app that imports the client validates with them). The elements and the scripts never import
 * this module: they make each schema on first use (./lazy-schemas.ts, where the rules live).
 */
import { CRYPTO_SCHEMA_GETTERS as CRYPTO, FIAT_SCHEMA_GETTERS as FIAT } from './lazy-schemas.js';

export type { WalletAddr, FiatPurchaseRequest, FiatPurchaseResponse, CryptoPurchaseRequest, CryptoPurchaseResponse } from './lazy-schemas.js';

export const domainSchema = FIAT.domainSchema();
export const ownerAddressSchema = FIAT.ownerAddressSchema();
export const walletAddrSchema = FIAT.walletAddrSchema();
export const walletAddrsSchema = FIAT.walletAddrsSchema();
export const partnerIdSchema = FIAT.partnerIdSchema();
export const fiatRequestSchema = FIAT.fiatRequestSchema();
export const fiatResponseSchema = FIAT.fiatResponseSchema();
export const emailSchema = CRYPTO.emailSchema();
export const ownerNameSchema = CRYPTO.ownerNameSchema();
export const currencySchema = CRYPTO.currencySchema();
export const cryptoRequestSchema = CRYPTO.cryptoRequestSchema();
export const cryptoResponseSchema = CRYPTO.cryptoResponseSchema();
