import { configError } from './errors.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `URL.canParse` where the browser has it (not Safari before 17): parsing without throwing. */
const canParse = (text: string) => typeof URL.canParse !== 'function' || URL.canParse(text);

/**
 * The service address as a URL without a trailing slash, or why it is unusable. Plain http is
 * allowed on loopback only, where a developer runs the service locally. It makes no Error: the
 * elements read their settings on every update, from their constructor on, and the first Error a
 * page makes costs tens of milliseconds while V8 collects the source positions of the bundle it
 * was made in (measured by `npm run bench`'s startup).
 */
export function readBaseUrl(baseUrl: unknown): { url: string } | { why: string } {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') return { why: 'is missing' };
  const text = baseUrl.trim();
  let url: URL;
  try {
    if (!canParse(text)) return { why: 'is not a valid address' };
    url = new URL(text);
  } catch {
    return { why: 'is not a valid address' };
  }
  if (url.username || url.password) return { why: 'must not carry a user name or password' };
  if (url.search || url.hash) return { why: 'must not carry a query or a fragment' };
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    return { why: 'must use https (plain http is allowed for localhost only)' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { why: 'must use https' };
  return { url: url.href.replace(/\/+$/, '') };
}

/** readBaseUrl's address, or its reason as an `invalid-config` MarketError. */
export function parseBaseUrl(baseUrl: unknown): string {
  const read = readBaseUrl(baseUrl);
  if ('why' in read) throw configError('base-url', 'baseUrl', read.why);
  return read.url;
}
