/**
 * Keeps an accepted crypto payment in this tab's sessionStorage, so that a reload, or a phone
 * browser that discarded the tab while the buyer was in the wallet app, shows the same payment
 * again instead of the form (and a second order); and once it ended on the receipt or the late
 * screen, that screen, for as long as the tab's session lasts. What is kept is what the payment screen needs
 * and nothing personal: never the e-mail, the name or the owner address.
 *
 * Storage is a convenience here, never a requirement: missing, full or refusing storage (a
 * sandboxed frame, blocked site data) is ignored silently. What is read back is validated with
 * the same schemas as a fresh response; anything else is dropped and removed.
 */
import * as z from 'zod/mini';
import { readBaseUrl } from '../api/base-url.js';
import { getCryptoResponseSchema, getCurrencySchema, getDomainSchema, MAX_MAX_YEARS, type CryptoPurchaseResponse } from '../api/schemas.js';
import { lazy } from '../core/lazy.js';
import type { WalletSent } from './tracked-payment.js';
import { readPaymentStatus, type PaymentStatus } from './payment-status.js';

/** `persist`: `session` (the default) keeps the payment for this tab; `none` keeps nothing. */
export const PERSIST_MODES = ['session', 'none'] as const;
export type Persist = (typeof PERSIST_MODES)[number];

/** The `persist` setting, or undefined when it is none of the modes (unset means `session`). */
export function readPersist(value: unknown): Persist | undefined {
  if (value === undefined || value === null || value === '') return 'session';
  return PERSIST_MODES.find((mode) => mode === value);
}

/** Made when a kept payment is first read back. */
const storedSchema = lazy(() =>
  z.object({
    response: getCryptoResponseSchema(),
    /** The deadline on this page's clock, ms since the epoch. */
    expiresAt: z.number().check(z.refine(Number.isFinite)),
    domain: getDomainSchema(),
    years: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_MAX_YEARS)),
    currency: getCurrencySchema(),
    /** The last status the host reported, so a resumed payment that was seen is not offered to pay again. */
    status: z.optional(z.custom<PaymentStatus>((value) => readPaymentStatus(value).ok)),
    /** A wallet's hash, so that a reload shows "sent" and never the wallet buttons again. */
    // Plain refinements, as in src/api/eager-schemas.ts: z.regex and z.maxLength bring check classes of
    // their own (450 B gzip of every crypto script).
    sent: z.optional(
      z.object({
        txHash: z.string().check(z.refine((s) => /^0x[0-9a-fA-F]{64}$/.test(s))),
        chainId: z.number().check(z.refine((n) => Number.isSafeInteger(n) && n > 0)),
        wallet: z.string().check(z.refine((s) => s.length <= 200)),
      }),
    ),
    /** Where the element began reading the chain (src/chain/ readers' own record), so a reload counts nothing twice. */
    chainStart: z.optional(z.unknown()),
    /** Where it ended, paid or late (the payment file's own record, read by src/payment/payment-moves.ts `keptEnd`): kept with no deadline. */
    ended: z.optional(z.unknown()),
  }),
);

export interface ResumablePayment {
  response: CryptoPurchaseResponse;
  expiresAt: number;
  domain: string;
  years: number;
  currency: string;
  status?: PaymentStatus;
  sent?: WalletSent;
  chainStart?: unknown;
  ended?: unknown;
}

export interface ResumeStore {
  save(payment: ResumablePayment): void;
  /** The kept payment while its deadline is ahead of `now` or once it ended; a stale or unreadable one is removed. */
  load(now?: number): ResumablePayment | undefined;
  clear(): void;
}

const NOWHERE: ResumeStore = { save() {}, load: () => undefined, clear() {} };

/** Any window: the page's own, or a frame's. */
type StorageScope = { readonly sessionStorage: Storage };

/**
 * The store of the element with these settings: one entry per service and partner, so that
 * elements of the same shop in one tab share the payment and other shops never see it.
 */
export function openResumeStore(
  settings: { persist: Persist; baseUrl: string; partnerId: string },
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
        // Left out of the text when undefined, as JSON leaves it.
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
      const text = attempt((storage) => storage.getItem(key));
      if (text === undefined || text === null) return undefined;
      let parsed: ReturnType<ReturnType<typeof storedSchema>['safeParse']> | undefined;
      try {
        parsed = storedSchema().safeParse(JSON.parse(text));
      } catch {
        parsed = undefined;
      }
      if (parsed?.success && (parsed.data.ended || parsed.data.expiresAt > now)) return parsed.data;
      clear();
      return undefined;
    },
    clear,
  };
}
