/**
 * The client as the card-only entries export it (`market-checkout/fiat`, the card-only script):
 * the same methods as `market-checkout/client`'s, which load the check file (./checks.ts) on their
 * first call; the schemas, values there, come from `loadSchemas()`. No payment-link guard: its
 * `purchaseCrypto` refuses, and a page that also loads a crypto script gets the full client
 * (./client.ts) from it.
 */
import type { MarketClient, MarketClientOptions } from '../checks/client.js';
import { checksNow, loadChecks, type ChecksModule } from './checks.js';

export { MarketError, ERROR_CODES } from '../api/errors.js';
export { MESSAGES } from '../api/messages.js';
export { DEFAULT_MAX_YEARS, DEFAULT_TIMEOUT, MAX_MAX_YEARS } from '../api/limits.js';
export type { MarketClient, MarketClientOptions, PurchaseOptions } from '../checks/client.js';
export type { MarketErrorCode, MarketErrorDetail, FieldIssue } from '../api/errors.js';
export type { MessageKey } from '../api/messages.js';
export type { WalletAddr, FiatPurchaseRequest, FiatPurchaseResponse } from '../checks/schemas.js';

/** `make`'s client once the check file is here; a file that could not be had is asked for again at the next call. */
export function clientOnChecks(make: (checks: ChecksModule) => MarketClient): MarketClient {
  let client: MarketClient | undefined;
  const ready = async () => (client ??= make(await loadChecks()));
  return {
    purchaseFiat: async (request, options) => (await ready()).purchaseFiat(request, options),
    purchaseCrypto: async (request, options) => (await ready()).purchaseCrypto(request, options),
  };
}

export function createMarketClient(options: MarketClientOptions): MarketClient {
  const { purchaseFiat } = clientOnChecks((checks) => checks.createMarketClient(options, NO_GUARD));
  return { purchaseFiat, purchaseCrypto: async () => NO_GUARD() };
}

/** A card-only client has no payment-link guard, so no crypto purchase: refused before anything is sent. */
const NO_GUARD = (): never => {
  throw new TypeError('The card-only script sends no crypto purchase: load market-checkout.iife.js or market-crypto-checkout.iife.js.');
};

/**
 * How far the service's clock was ahead of this one when it sent `response` (ms); 0 for anything
 * the client did not return, as before the check file, which made every response, arrived.
 */
export function serverClockOffset(response: object): number {
  return checksNow()?.serverClockOffset(response) ?? 0;
}

/**
 * `loadSchemas()`'s answer: each schema by its name in `market-checkout/client`, and the request
 * schema for another `max-years` (the elements' own). The client entry alone has the rest
 * (`makeFiatRequestSchema`, `yearsSchema`, `INVISIBLE`…): the check file carries what the elements use.
 */
export type Schemas = Record<string, unknown> & Pick<ChecksModule, 'fiatRequestSchemaFor' | 'cryptoRequestSchemaFor'>;

/** The schemas of `getters`, made, with the request schemas by `max-years`. */
export function schemasOf(checks: ChecksModule, getters: Record<string, () => unknown>): Schemas {
  const made = Object.fromEntries(Object.entries(getters).map(([name, get]) => [name, get()]));
  return { ...made, fiatRequestSchemaFor: checks.fiatRequestSchemaFor, cryptoRequestSchemaFor: checks.cryptoRequestSchemaFor };
}

/** The card purchase's schemas, once the check file is here. */
export async function loadSchemas(): Promise<Schemas> {
  const checks = await loadChecks();
  return schemasOf(checks, checks.FIAT_SCHEMA_GETTERS);
}
