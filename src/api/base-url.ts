import { configError } from './errors.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The service address as a URL without a trailing slash, or an `invalid-config` error.
 * Plain http is allowed on loopback only, where a developer runs the service locally.
 */
export function parseBaseUrl(baseUrl: unknown): string {
  const fail = (why: string) => configError('base-url', 'baseUrl', why);
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') throw fail('is missing');
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw fail('is not a valid address');
  }
  if (url.username || url.password) throw fail('must not carry a user name or password');
  if (url.search || url.hash) throw fail('must not carry a query or a fragment');
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    throw fail('must use https (plain http is allowed for localhost only)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fail('must use https');
  return url.href.replace(/\/+$/, '');
}
