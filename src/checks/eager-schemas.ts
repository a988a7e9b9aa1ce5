/**
 * The schemas, and the built-in asset table, as `market-checkout/client` exports them: values,
 * made when this module loads (an app that imports the client validates with them). The check
 * file does not carry this module: it makes each on first use (./schemas.ts, where the rules
 * live), and the scripts make the asset table on first use (src/payment-link/assets.ts).
 */
import {
  cryptoRequestSchemaFor,
  fiatRequestSchemaFor,
  getCryptoResponseSchema,
  getCurrencySchema,
  getDomainSchema,
  getEmailSchema,
  getFiatResponseSchema,
  getOwnerAddressSchema,
  getOwnerNameSchema,
  getPartnerIdSchema,
  getWalletAddrSchema,
  getWalletAddrsSchema,
} from './schemas.js';
import { builtInAssets } from '../payment-link/assets.js';

export type { WalletAddr, FiatPurchaseRequest, FiatPurchaseResponse, CryptoPurchaseRequest, CryptoPurchaseResponse } from './schemas.js';

// The same names as the check file's getter tables (FIAT_SCHEMA_GETTERS, CRYPTO_SCHEMA_GETTERS),
// written out rather than read from them: the tables would weigh 100 B more in the client entry.
// test/dist/bundles.test.ts holds the two lists to each other.
export const domainSchema = getDomainSchema();
export const ownerAddressSchema = getOwnerAddressSchema();
export const walletAddrSchema = getWalletAddrSchema();
export const walletAddrsSchema = getWalletAddrsSchema();
export const partnerIdSchema = getPartnerIdSchema();
export const fiatRequestSchema = fiatRequestSchemaFor();
export const fiatResponseSchema = getFiatResponseSchema();
export const emailSchema = getEmailSchema();
export const ownerNameSchema = getOwnerNameSchema();
export const currencySchema = getCurrencySchema();
export const cryptoRequestSchema = cryptoRequestSchemaFor();
export const cryptoResponseSchema = getCryptoResponseSchema();
export const BUILT_IN_ASSETS = builtInAssets();
