/**
 * Keeps an accepted crypto payment in this tab's sessionStorage, so that a reload, or a phone
 * browser that discarded the tab while the buyer was in the wallet app, shows the same payment
 * again instead of the form (and a second order); and once it ended on the receipt or the late
 * screen, that screen, for as long as the tab's session lasts. What is kept is what the payment screen needs
 * and nothing personal: never the e-mail, the name or the owner address.
 *
 * Storage is a convenience here, never a requirement: missing, full or refusing storage (a
 * sandboxed frame, blocked site data) is ignored silently. What is read back is validated with
 * the same schemas as a fresh response (the check file's, handed in as `KeptReader`); anything
 * else is dropped and removed.
 */
import { readBaseUrl } from '../api/base-url.js';
import type { CryptoPurchaseResponse } from '../checks/schemas.js';
import type { ShownPrice, WalletSent } from './tracked-payment.js';
import { MAX_MAX_YEARS } from '../api/limits.js';
import { readPaymentStatus, type PaymentStatus } from './payment-status.js';

/** `persist`: `session` (the default) keeps the payment for this tab; `none` keeps nothing. */
export const PERSIST_MODES = ['session', 'none'] as const;
export type Persist = (typeof PERSIST_MODES)[number];

/** The `persist` setting, or undefined when it is none of the modes (unset means `session`). */
export function readPersist(value: unknown): Persist | undefined {
  if (value === undefined || value === null || value === '') return 'session';
  return PERSIST_MODES.find((mode) => mode === value);
}

export interface ResumablePayment {
  response: CryptoPurchaseResponse;
  expiresAt: number;
  domain: string;
  years: number;
  currency: string;
  status?: PaymentStatus;
  sent?: WalletSent;
  /** The total the buyer was shown at submit: the resumed screen shows the same. */
  price?: ShownPrice;
  chainStart?: unknown;
  ended?: unknown;
}

export interface ResumeStore {
  save(payment: ResumablePayment): void;
  /**
   * The kept payment while its deadline is ahead of `now` or once it ended; a stale or unreadable
   * one is removed. Undefined, and the entry left as it is, while nothing can read it yet.
   */
  load(now?: number): ResumablePayment | undefined;
  /** Whether anything is kept, read or not: a payment may be waiting for the check file to be read. */
  holds(): boolean;
  clear(): void;
}

/** A schema of the check file's (src/checks/schemas.ts), as the store uses it. */
interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The service's parts of a kept entry are read back with the same schemas as a fresh response. */
export interface KeptSchemas {
  response: Parser<CryptoPurchaseResponse>;
  domain: Parser<string>;
  currency: Parser<string>;
}

/** The check file's schemas for a kept entry; undefined while the file is not here. */
export type KeptReader = () => KeptSchemas | undefined;

const isWalletSent = (sent: unknown): sent is WalletSent => {
  const { txHash, chainId, wallet } = (sent ?? {}) as Record<string, unknown>;
  return (
    typeof txHash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(txHash) &&
    Number.isSafeInteger(chainId) &&
    (chainId as number) > 0 &&
    typeof wallet === 'string' &&
    wallet.length <= 200
  );
};

/** A kept total: two texts, which the price file checks again before it formats them (src/price/price-line.ts `format`). */
const isShownPrice = (value: unknown): value is ShownPrice => {
  const { currency, total } = (value ?? {}) as Record<string, unknown>;
  return typeof currency === 'string' && typeof total === 'string';
};

/** A kept entry read back, or undefined when it is not one: the service's parts by `schemas`, the element's own here. */
function readEntry(value: unknown, schemas: KeptSchemas): ResumablePayment | undefined {
  const entry = (value ?? {}) as Record<string, unknown>;
  const [response, domain, currency] = [schemas.response.safeParse(entry.response), schemas.domain.safeParse(entry.domain), schemas.currency.safeParse(entry.currency)];
  const { expiresAt, years, status, sent, price, chainStart, ended } = entry;
  if (!response.success || !domain.success || !currency.success) return undefined;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
  if (typeof years !== 'number' || !Number.isInteger(years) || years < 1 || years > MAX_MAX_YEARS) return undefined;
  if ((status !== undefined && !readPaymentStatus(status).ok) || (sent !== undefined && !isWalletSent(sent))) return undefined;
  if (price !== undefined && !isShownPrice(price)) return undefined;
  return {
    response: response.data,
    expiresAt,
    domain: domain.data,
    years,
    currency: currency.data,
    ...(status !== undefined && { status: status as PaymentStatus }),
    ...(sent !== undefined && { sent: { txHash: sent.txHash, chainId: sent.chainId, wallet: sent.wallet } }),
    ...(price !== undefined && { price: { currency: price.currency, total: price.total } }),
    ...(chainStart !== undefined && { chainStart }),
    ...(ended !== undefined && { ended }),
  };
}

const NOWHERE: ResumeStore = { save() {}, load: () => undefined, holds: () => false, clear() {} };

/** Any window: the page's own, or a frame's. */
type StorageScope = { readonly sessionStorage: Storage };

/**
 * The store of the element with these settings: one entry per service and partner, so that
 * elements of the same shop in one tab share the payment and other shops never see it.
 */
export function openResumeStore(
  settings: { persist: Persist; baseUrl: string; partnerId: string },
  reader: KeptReader,
  scope: StorageScope = window,
): ResumeStore {
  if (settings.persist !== 'session') return NOWHERE;
  const address = readBaseUrl(settings.baseUrl);
  if ('why' in address) return NOWHERE;
  const key = `market-checkout:crypto-payment ${address.url} ${settings.partnerId.trim().toLowerCase()}`;
  // Even reaching `sessionStorage` throws where the page may not store anything.
  const attempt = <T>(use: (storage: Storage) => T): T | undefined => {
    try {
      return use(scope.sessionStorage);
    } catch {
      return undefined;
    }
  };
  const clear = () => attempt((storage) => storage.removeItem(key));
  return {
    save(payment) {
      const entry: ResumablePayment = {
        response: payment.response,
        expiresAt: payment.expiresAt,
        domain: payment.domain,
        years: payment.years,
        currency: payment.currency,
        ...(payment.status && { status: payment.status }),
        ...(payment.sent && { sent: payment.sent }),
        ...(payment.chainStart !== undefined && { chainStart: payment.chainStart }),
        // Left out of the text when undefined, as JSON leaves them.
        price: payment.price,
        ended: payment.ended,
      };
      // When the new entry does not fit, an older one must not stay behind to be resumed instead.
      const stored = attempt((storage) => {
        storage.setItem(key, JSON.stringify(entry));
        return true;
      });
      if (!stored) clear();
    },
    load(now = Date.now()) {
      const schemas = reader();
      const text = schemas && attempt((storage) => storage.getItem(key));
      if (!schemas || text === undefined || text === null) return undefined;
      let kept: ResumablePayment | undefined;
      try {
        kept = readEntry(JSON.parse(text), schemas);
      } catch {
        kept = undefined;
      }
      if (kept && (kept.ended || kept.expiresAt > now)) return kept;
      clear();
      return undefined;
    },
    holds: () => (attempt((storage) => storage.getItem(key)) ?? null) !== null,
    clear,
  };
}
