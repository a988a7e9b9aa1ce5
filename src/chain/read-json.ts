/**
 * The one way the payment file asks a chain endpoint anything: no cookies, no redirects followed,
 * a deadline, the answer read as a stream and cut at 1 MiB, then parsed. Whatever goes wrong
 * (network, CORS or CSP refusal, a redirect, a status, a hang, a hostile body) comes back as a
 * value with a reason for the host's developer: a reader never throws into the payment's owner.
 */

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

export const MAX_ANSWER_BYTES = 1024 * 1024;
export const READ_TIMEOUT_MS = 10_000;

export interface ReadOptions {
  /** A JSON-RPC request body; absent for a GET. */
  body?: unknown;
  /** The payment's owner stops reading (removed, reset, paid). */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

export const failed = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** `url`'s JSON answer, or why there is none. */
export async function readJson(url: string, { body, signal, timeoutMs = READ_TIMEOUT_MS }: ReadOptions = {}): Promise<Read<unknown>> {
  const stop = new AbortController();
  const abort = () => stop.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    if (signal?.aborted) return failed('stopped');
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      credentials: 'omit',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: stop.signal,
    });
    if (!response.ok) return failed(`answered HTTP ${response.status}`);
    const text = await boundedText(response);
    if (text === undefined) return failed(`answered more than ${MAX_ANSWER_BYTES} bytes`);
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    if (stop.signal.aborted) return failed(signal?.aborted ? 'stopped' : `did not answer within ${timeoutMs / 1000} s`);
    // fetch's TypeError covers a network failure, a CORS or CSP refusal and a redirect alike.
    return failed(error instanceof SyntaxError ? 'answered something that is not JSON' : `could not be reached (${String(error)})`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** The body as text, or undefined once it passes the cap (the rest is never downloaded). */
async function boundedText(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
