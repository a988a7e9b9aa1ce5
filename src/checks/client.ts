/**
 * The typed purchase client: validates each request before it leaves and each response before
 * anyone sees it, and turns every way a request can fail into one MarketError. It never retries
 * a POST by itself: a purchase sent twice could be a purchase made twice. It travels in the check
 * file (./index.ts); the payment-link guard it checks crypto answers with stays in the script.
 */
import type * as z from 'zod/mini';
import { DEFAULT_TIMEOUT } from '../api/limits.js';
import type { LinkGuard } from '../api/link-guard.js';
// The check file's build swaps these for the script's own, lent by useScript (checksFromScript, scripts/vite/swaps.ts).
import { parseBaseUrl } from '../api/base-url.js';
import { configError, keyedError, MarketError } from '../api/errors.js';
import { fill, isMessageKey, MESSAGES, type MessageKey } from '../api/messages.js';
import { toFieldIssues } from './issues.js';
import {
  getCryptoResponseSchema,
  getFiatResponseSchema,
  cryptoRequestSchemaFor,
  fiatRequestSchemaFor,
  INVISIBLE,
  type CryptoPurchaseRequest,
  type CryptoPurchaseResponse,
  type FiatPurchaseRequest,
  type FiatPurchaseResponse,
} from './schemas.js';
import type { Asset, AssetFields } from '../payment-link/assets.js';
import type { CheckedInvoice } from '../payment-link/guard.js';
import type { RequestWatch } from '../api/csp-refusal.js';

/** A service's own words are shown as text: hidden and direction-changing characters become spaces. */
const HIDDEN = new RegExp(INVISIBLE.source, 'g');

export { DEFAULT_TIMEOUT };
export const FIAT_PATH = '/v1/market/purchase';
export const CRYPTO_PATH = '/v1/market/crypto/purchase';
/** Timers fire at once for a longer delay (it overflows 32 bits), so longer timeouts wait this long. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A purchase answer is a few hundred bytes; reading stops past this, whatever the service sends. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The response headers the client reads. Read from another origin they are visible only when the
 * service lists them in `Access-Control-Expose-Headers` (the README's CORS list is this list).
 */
export const READ_HEADERS = { date: 'Date', retryAfter: 'Retry-After' } as const;
/** A `Retry-After` longer than this holds the buyer no longer: past it they may try again. */
const MAX_RETRY_AFTER_S = 600;
/** Stripe-style secret (`sk_`) and restricted (`rk_`) keys: never meant for a browser. */
const SECRET_KEY = /^(?:sk|rk)_/i;

export interface MarketClientOptions {
  baseUrl: string;
  /** Milliseconds for the whole exchange, body included. */
  timeout?: number;
  /** The most years a request may ask for, as the element's `max-years`; default 10, at most 100. */
  maxYears?: number;
  fetch?: typeof fetch;
  /** Assets the guard accepts besides the built-in ones (see Payment-link rules). */
  assets?: readonly AssetFields[];
}

export interface PurchaseOptions {
  /** Cancels the request; the promise then rejects with the signal's reason, not a MarketError. */
  signal?: AbortSignal;
}

export interface MarketClient {
  purchaseFiat(request: FiatPurchaseRequest, options?: PurchaseOptions): Promise<FiatPurchaseResponse>;
  /**
   * Resolves with `uri` as wallets read it: the checked link with its scheme in lower case, nothing
   * else changed; and, when the link carries a Lightning invoice, its checked fields as `invoice`.
   */
  purchaseCrypto(request: CryptoPurchaseRequest, options?: PurchaseOptions): Promise<CryptoPurchaseResponse & { invoice?: CheckedInvoice }>;
}

/**
 * A crypto answer the payment-link guard accepted, with what the guard established: the asset the
 * link pays (`response.uri` is the link as wallets read it). The element keeps both, so nothing
 * checks the same link again to draw it.
 */
export interface CheckedPayment {
  response: CryptoPurchaseResponse;
  asset: Asset;
  /** The Lightning invoice the link carries, checked. */
  invoice?: CheckedInvoice;
}

/**
 * The client's second half: sends a request that was already validated with the schema of
 * `requestSchemas(maxYears)` and reads the answer. The elements use it after validating with that
 * same schema themselves (they must, to fire `market-submit` with the parsed request), so each
 * purchase is validated once, by one schema.
 */
export interface MarketSender {
  purchaseFiat: MarketClient['purchaseFiat'];
  /** A crypto purchase, its answer checked by `guard`, with the guard's verdict. */
  purchaseCheckedCrypto(request: CryptoPurchaseRequest, guard: LinkGuard, options?: PurchaseOptions): Promise<CheckedPayment>;
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

/** The client: `guard`, the script's payment-link guard (src/api/link-guard.ts), checks each crypto answer. */
export function createMarketClient(options: MarketClientOptions, guard: LinkGuard): MarketClient {
  const sender = createSender(options);
  return {
    purchaseFiat: async (request, purchase) => sender.purchaseFiat(validated(fiatRequestSchemaFor(options.maxYears), request), purchase),
    // The invoice joins the answer the app gets (the element keeps them apart: `amountMsat` is a BigInt, which JSON cannot hold).
    purchaseCrypto: async (request, purchase) => {
      const { response, invoice } = await sender.purchaseCheckedCrypto(validated(cryptoRequestSchemaFor(options.maxYears), request), guard, purchase);
      return invoice ? Object.assign(response, { invoice }) : response;
    },
  };
}


/** The request as the schema parsed it, or the `invalid-input` error naming each field. */
export function validated<Req>(schema: z.ZodMiniType<Req>, request: Req): Req {
  const checked = schema.safeParse(request);
  if (checked.success) return checked.data;
  const issues = toFieldIssues(checked.error.issues);
  throw new MarketError('invalid-input', `Some details need attention: ${issues[0]?.message ?? ''}`.trim(), { issues });
}

/**
 * Watches a request for the page's Content-Security-Policy refusing it (./csp-refusal.ts). The
 * elements pass one, so that a buyer on a page whose policy leaves out the service reads
 * `invalid-config` and the partner a warning; `market-checkout/client` alone carries none (an app
 * reads a refused request as `network`), which keeps the watch and its words out of its weight.
 */
export type PolicyWatch = (url: string) => RequestWatch;

/**
 * The sender of both purchases. The crypto answer is checked by the `guard` it is handed (the
 * script's: the check file carries no payment-link guard, so that a card-only page loads no crypto
 * code), which returns what it established (the asset, and the link as wallets read it), or throws.
 */
export function createSender(options: MarketClientOptions, watch?: PolicyWatch): MarketSender {
  const post = createPost(options, watch);
  async function purchaseCheckedCrypto(request: CryptoPurchaseRequest, guard: LinkGuard, { signal }: PurchaseOptions = {}): Promise<CheckedPayment> {
    const check = guard();
    const body = await post(CRYPTO_PATH, getCryptoResponseSchema(), request, signal);
    const { asset, shown, invoice } = check(body);
    // A new answer with the link as the element shows it, the service's left as it came: a partner
    // drawing their own QR code from `uri` gets one every wallet reads (`ETHEREUM:` is valid, yet
    // some wallets' parsers refuse it). The clock offset goes with it.
    const response = { ...body, uri: shown };
    clockOffsets.set(response, serverClockOffset(body));
    return invoice ? { response, asset, invoice } : { response, asset };
  }
  return { purchaseFiat: fiatPurchase(post), purchaseCheckedCrypto };
}

function fiatPurchase(post: Post): MarketSender['purchaseFiat'] {
  return async (request, { signal } = {}) => {
    const body = await post(FIAT_PATH, getFiatResponseSchema(), request, signal);
    if (body.checkoutId.toLowerCase() !== request.checkoutId.toLowerCase()) {
      throw badResponse('errorCheckoutId');
    }
    if (SECRET_KEY.test(body.processorPublishableKey)) throw badResponse('errorSecretKey');
    return body;
  };
}

/** Sends a validated request to `path` and reads its answer with `schema`; every failure is a MarketError, or the caller's abort reason. */
type Post = <Res extends object>(path: string, schema: z.ZodMiniType<Res>, request: unknown, signal: AbortSignal | undefined) => Promise<Res>;

function createPost(options: MarketClientOptions, watch: PolicyWatch | undefined): Post {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let base: string | undefined;
  return async (path, schema, request, signal) => {
    // Parsed on the first purchase, once; a bad address throws here, on every attempt.
    base ??= parseBaseUrl(options.baseUrl);
    if (!(Number.isFinite(timeout) && timeout > 0)) {
      throw configError('timeout', 'timeout', 'must be a positive number of milliseconds');
    }
    signal?.throwIfAborted();
    const { res, text } = await exchange(doFetch, base + path, request, timeout, signal, watch);
    if (!res.ok) throw httpError(res, text ?? '');
    if (text === undefined) throw badResponse('errorTooLarge');
    const body = readBody(text, schema);
    const date = Date.parse(res.headers.get(READ_HEADERS.date) ?? '');
    if (Number.isFinite(date)) clockOffsets.set(body, clockOffset(date, Date.now()));
    return body;
  };
}

/** An answer as it arrived: its text is undefined when it was longer than MAX_BODY_BYTES. */
interface Answer {
  res: Response;
  text: string | undefined;
}

/** The POST and its answer's text, within the timeout and the caller's signal; each way it fails is a MarketError, or the signal's reason. */
async function exchange(
  doFetch: typeof fetch,
  url: string,
  request: unknown,
  timeout: number,
  signal: AbortSignal | undefined,
  watch: PolicyWatch | undefined,
): Promise<Answer> {
  // One controller for the timer and the caller's signal, not AbortSignal.any(): WebKit lets an
  // any() signal that only fetch holds be collected, and the fetch then never aborts.
  const timer = new AbortController();
  const timeoutId = setTimeout(() => timer.abort(), Math.min(timeout, MAX_TIMER_MS));
  const cancel = () => timer.abort(signal!.reason);
  signal?.addEventListener('abort', cancel);
  const csp = watch?.(url);
  try {
    return await fetchAnswer(doFetch, url, request, timer.signal);
  } catch (cause) {
    if (cause instanceof MarketError) throw cause;
    if (signal?.aborted) throw signal.reason;
    if (timer.signal.aborted) throw keyedError('timeout', 'errorTimeout', { cause });
    throw await failure(cause, csp);
  } finally {
    clearTimeout(timeoutId);
    signal?.removeEventListener('abort', cancel);
    csp?.stop();
  }
}

/** The POST itself; a redirect is refused and the body read up to MAX_BODY_BYTES. */
async function fetchAnswer(doFetch: typeof fetch, url: string, request: unknown, signal: AbortSignal): Promise<Answer> {
  const res = await doFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
    credentials: 'omit',
    cache: 'no-store',
    // A 307 would post the buyer's details to wherever it points: a purchase never follows one.
    redirect: 'manual',
    signal,
  });
  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
    await discard(res.body);
    throw badResponse('errorRedirect');
  }
  return { res, text: await readCapped(res) };
}

/**
 * A request that got no answer, neither aborted nor timed out: the page's own policy refused it
 * (no connection would help, the site must change), or the network failed.
 */
async function failure(cause: unknown, csp: RequestWatch | undefined): Promise<MarketError> {
  const refused = cause instanceof TypeError ? await csp?.refused(cause) : undefined;
  return refused ?? keyedError('network', 'errorNetwork', { cause });
}

/**
 * `Date` has whole seconds, so an offset under a second and a half is indistinguishable from
 * rounding and latency: correcting it would only add jitter.
 */
function clockOffset(serverDate: number, clientNow: number): number {
  const offset = serverDate + 500 - clientNow;
  return Math.abs(offset) < 1500 ? 0 : offset;
}

function badResponse(key: MessageKey, values?: Record<string, string>): MarketError {
  return keyedError('bad-response', key, { values });
}

/** Reads no more of a body (its stream, or the reader holding it), whatever state it is in. */
async function discard(body: { cancel(): Promise<void> } | null): Promise<void> {
  await body?.cancel().catch(() => undefined);
}

/**
 * The body as text, read as a stream and given up past MAX_BODY_BYTES (undefined then): a
 * hostile or broken service cannot make the page hold megabytes.
 */
async function readCapped(res: Response): Promise<string | undefined> {
  if (Number(res.headers.get('Content-Length')) > MAX_BODY_BYTES || !res.body) {
    await discard(res.body);
    return res.body ? undefined : '';
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_BODY_BYTES) {
      await discard(reader);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function readBody<T>(text: string, schema: z.ZodMiniType<T>): T {
  if (text.trim() === '') throw badResponse('errorEmpty');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badResponse('errorUnreadable');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badResponse('errorInvalid');
  return parsed.data;
}

function httpError(res: Response, text: string): MarketError {
  const status = res.status;
  const wait = status === 429 ? retryAfterSeconds(res.headers.get(READ_HEADERS.retryAfter), Date.now()) : undefined;
  const values = wait ? { seconds: wait } : undefined;
  // The statuses with a message of their own (`errorHttp404`…); the others are `errorHttp5xx` or `errorHttp`.
  const own = `errorHttp${status}`;
  const key: MessageKey = values
    ? 'errorHttp429Wait'
    : isMessageKey(own)
      ? own
      : status >= 500
        ? 'errorHttp5xx'
        : 'errorHttp';
  // A 4xx may explain itself: its own words replace the English message, and `key` still says
  // which kind of refusal it is.
  const body = status < 500 ? parseErrorBody(text) : undefined;
  const issues = Array.isArray(body?.issues)
    ? (body.issues as { path?: unknown; message?: unknown }[])
        .map((issue) => ({ path: plainText(issue?.path), message: plainText(issue?.message) }))
        .filter((issue) => issue.path && issue.message)
    : [];
  const serverMessage = plainText(body?.message);
  return new MarketError('http', serverMessage || fill(MESSAGES[key], values), {
    status,
    key,
    ...(values ? { values, retryAfter: values.seconds * 1000 } : {}),
    ...(issues.length ? { issues } : {}),
    ...(serverMessage ? { serverMessage } : {}),
  });
}

/** `Retry-After` in whole seconds from `now`: delay-seconds or an HTTP date; undefined when absent, past or unreadable. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : Math.ceil((Date.parse(header) - now) / 1000);
  return seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_S) : undefined;
}

/** A 4xx body's own `message` and `issues`, when it is JSON; anything else is ignored. */
function parseErrorBody(text: string): { message?: unknown; issues?: unknown } | undefined {
  try {
    return JSON.parse(text) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A service's words as plain, bounded text: anything but a string is no text at all. */
function plainText(value: unknown): string {
  return typeof value === 'string' ? value.replace(HIDDEN, ' ').trim().slice(0, 300) : '';
}
