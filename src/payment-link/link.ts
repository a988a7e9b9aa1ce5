/**
 * A payment link split into scheme, target (the part before `?`) and raw query parameters, with
 * the rules every payment link obeys whatever it pays: printable ASCII, bounded length, no
 * fragment, no percent-encoding in the target, no repeated parameter.
 */

import { MAX_PAYMENT_URI_LENGTH } from '../core/payment-uri.js';

export { MAX_PAYMENT_URI_LENGTH };

export interface LinkParts {
  /** In lower case. */
  scheme: string;
  target: string;
  /** In link order, values left raw: amounts are then read exactly as a wallet that does not decode reads them. */
  params: [key: string, value: string][];
}

// No whitespace, control or non-ASCII character anywhere: browsers drop some of them
// ("java\tscript:" runs as javascript:) and others make look-alike addresses.
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const PARAM_KEY = /^[A-Za-z0-9._-]+$/;

export const MALFORMED = 'the payment link is malformed';

/** The link's parts, or why no wallet should be handed it. */
export function splitLink(uri: string): LinkParts | string {
  if (uri.length > MAX_PAYMENT_URI_LENGTH) return 'the payment link is too long';
  if (!PRINTABLE_ASCII.test(uri)) return 'the payment link contains spaces, control or non-ASCII characters';
  const scheme = SCHEME.exec(uri);
  if (!scheme) return 'the payment link has no scheme';
  if (uri.includes('#')) return 'the payment link has a fragment';
  const rest = uri.slice(scheme[0].length);
  const queryStart = rest.indexOf('?');
  const target = queryStart === -1 ? rest : rest.slice(0, queryStart);
  if (target.includes('%')) return 'the address in the payment link is percent-encoded';
  const params: [string, string][] = [];
  for (const pair of queryStart === -1 ? [] : rest.slice(queryStart + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (!PARAM_KEY.test(key) || !decodes(value)) return MALFORMED;
    // A BOLT12 offer binds no amount the guard can check, whatever else the link pays.
    if (/^lno$/i.test(key)) return 'the payment link carries a lightning offer';
    params.push([key, value]);
  }
  return { scheme: scheme[1]!.toLowerCase(), target, params };
}

/**
 * The link the QR code and the "open in wallet" link carry: `uri` (one the guard accepted) with its
 * scheme in lower case and nothing else changed. Schemes are case-insensitive by RFC 3986, but not
 * every wallet reads `ETHEREUM:`; the rest is left byte for byte, since that is what was checked.
 */
export function linkToShow(uri: string): string {
  const scheme = SCHEME.exec(uri);
  return scheme ? scheme[1]!.toLowerCase() + uri.slice(scheme[1]!.length) : uri;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
