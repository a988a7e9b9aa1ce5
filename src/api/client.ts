/**
 * The typed purchase client: validates each request before it leaves and each response before
 * anyone sees it, and turns every way a request can fail into one MarketError. It never retries
 * a POST by itself: a purchase sent twice could be a purchase made twice.
 */
import type * as z from 'zod/mini';
import { parseBaseUrl } from './base-url.js';
import { MarketError } from './errors.js';
import { toFieldIssues } from './issues.js';
import {
  cryptoRequestSchema,
  cryptoResponseSchema,
  fiatRequestSchema,
  fiatResponseSchema,
  type CryptoPurchaseRequest,
  type CryptoPurchaseResponse,
  type FiatPurchaseRequest,
  type FiatPurchaseResponse,
} from './schemas.js';
import { checkPaymentUri } from '../payment-uri.js';

export const DEFAULT_TIMEOUT = 20_000;
export const FIAT_PATH = '/v1/market/purchase';
export const CRYPTO_PATH = '/v1/market/crypto/purchase';
/** Timers fire at once for a longer delay (it overflows 32 bits), so longer timeouts wait this long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface MarketClientOptions {
  baseUrl: string;
  /** Milliseconds for the whole exchange, body included. */
  timeout?: number;
  fetch?: typeof fetch;
}

export interface PurchaseOptions {
  /** Cancels the request; the promise then rejects with the signal's reason, not a MarketError. */
  signal?: AbortSignal;
}

export interface MarketClient {
  purchaseFiat(request: FiatPurchaseRequest, options?: PurchaseOptions): Promise<FiatPurchaseResponse>;
  purchaseCrypto(request: CryptoPurchaseRequest, options?: PurchaseOptions): Promise<CryptoPurchaseResponse>;
}

/** Server clock minus client clock, per response, for the responses that carried a `Date`. */
const clockOffsets = new WeakMap<object, number>();

/**
 * How far the service's clock is ahead of this one (ms) when it answered `response`; 0 when its
 * `Date` header was missing or unreadable (cross-origin without Access-Control-Expose-Headers).
 */
export function serverClockOffset(response: object): number {
  return clockOffsets.get(response) ?? 0;
}

export function createMarketClient(options: MarketClientOptions): MarketClient {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function post<Req, Res extends object>(
    path: string,
    requestSchema: z.ZodMiniType<Req>,
    responseSchema: z.ZodMiniType<Res>,
    request: Req,
    signal: AbortSignal | undefined,
  ): Promise<{ body: Res; sent: Req }> {
    const base = parseBaseUrl(options.baseUrl);
    if (!(Number.isFinite(timeout) && timeout > 0)) {
      throw new MarketError('invalid-config', 'The timeout setting must be a positive number of milliseconds.', {
        issues: [{ path: 'timeout', message: 'timeout must be a positive number of milliseconds.' }],
      });
    }
    const checked = requestSchema.safeParse(request);
    if (!checked.success) {
      const issues = toFieldIssues(checked.error.issues);
      throw new MarketError('invalid-input', `Some details need attention: ${issues[0]?.message ?? ''}`.trim(), {
        issues,
      });
    }
    signal?.throwIfAborted();

    const timer = new AbortController();
    const timeoutId = setTimeout(() => timer.abort(), Math.min(timeout, MAX_TIMER_MS));
    const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(base + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(checked.data),
          credentials: 'omit',
          cache: 'no-store',
          signal: combined,
        });
        text = await res.text();
      } catch (cause) {
        if (signal?.aborted) throw signal.reason;
        if (timer.signal.aborted) {
          throw new MarketError('timeout', 'The payment service took too long to answer. Please try again.', { cause });
        }
        throw new MarketError('network', 'We could not reach the payment service. Check your connection and try again.', {
          cause,
        });
      }
      if (!res.ok) throw httpError(res, text);
      const body = readBody(text, responseSchema);
      const date = Date.parse(res.headers.get('Date') ?? '');
      if (Number.isFinite(date)) clockOffsets.set(body, clockOffset(date, Date.now()));
      return { body, sent: checked.data };
    } finally {
      clearTimeout(timeoutId);
    }
  }

  return {
    async purchaseFiat(request, { signal } = {}) {
      const { body, sent } = await post(FIAT_PATH, fiatRequestSchema, fiatResponseSchema, request, signal);
      if (body.checkoutId.toLowerCase() !== sent.checkoutId.toLowerCase()) {
        throw badResponse('The payment service answered for a different checkout.');
      }
      return body;
    },
    async purchaseCrypto(request, { signal } = {}) {
      const { body } = await post(CRYPTO_PATH, cryptoRequestSchema, cryptoResponseSchema, request, signal);
      const uri = checkPaymentUri(body.uri, body.address, body.amount);
      if (!uri.ok) throw badResponse(`The payment details did not check out (${uri.reason}).`);
      return body;
    },
  };
}

/**
 * `Date` has whole seconds, so an offset under a second and a half is indistinguishable from
 * rounding and latency: correcting it would only add jitter.
 */
function clockOffset(serverDate: number, clientNow: number): number {
  const offset = serverDate + 500 - clientNow;
  return Math.abs(offset) < 1500 ? 0 : offset;
}

function badResponse(message: string): MarketError {
  return new MarketError('bad-response', message);
}

function readBody<T>(text: string, schema: z.ZodMiniType<T>): T {
  if (text.trim() === '') throw badResponse('The payment service sent an empty answer.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badResponse('The payment service sent an answer we could not read.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badResponse('The payment service sent an answer with missing or invalid details.');
  return parsed.data;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The payment service did not accept these details.',
  401: 'This checkout is not authorised. Please contact the site owner.',
  403: 'This checkout is not allowed. Please contact the site owner.',
  404: 'The payment service could not find this checkout. Please contact the site owner.',
  409: 'This purchase conflicts with another one. Please check the details and try again.',
  422: 'The payment service could not process these details.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

function httpError(res: Response, text: string): MarketError {
  const status = res.status;
  let message =
    STATUS_MESSAGES[status] ??
    (status >= 500
      ? 'The payment service is having trouble. Please try again in a moment.'
      : 'The payment service refused the request.');
  let issues;
  if (status === 429) {
    const wait = Number(res.headers.get('Retry-After'));
    if (Number.isInteger(wait) && wait > 0) message = `Too many attempts. Please wait ${wait} seconds and try again.`;
  }
  if (status < 500) {
    const body = parseErrorBody(text);
    if (body.message) message = body.message;
    issues = body.issues;
  }
  return new MarketError('http', message, { status, ...(issues ? { issues } : {}) });
}

/** A 4xx body's own message and field issues, as plain text; anything else is ignored. */
function parseErrorBody(text: string): { message?: string; issues?: { path: string; message: string }[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null) return {};
  const { message, issues } = json as { message?: unknown; issues?: unknown };
  const out: { message?: string; issues?: { path: string; message: string }[] } = {};
  const clean = (s: unknown) =>
    typeof s === 'string' ? s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ').trim().slice(0, 300) : '';
  const text_ = clean(message);
  if (text_) out.message = text_;
  if (Array.isArray(issues)) {
    const list = issues
      .map((i: { path?: unknown; message?: unknown }) => ({ path: clean(i?.path), message: clean(i?.message) }))
      .filter((i) => i.path && i.message);
    if (list.length) out.issues = list;
  }
  return out;
}
