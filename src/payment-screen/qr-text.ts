/**
 * What the QR code of a link with a Lightning invoice carries (widget.md, "Lightning"): BTCPay's
 * casing, the scheme and parameter names in lower case, the address (where it is bech32, so case
 * does not matter) and the invoice in upper case. Upper-case letters and digits are the QR code's
 * alphanumeric mode, 5.5 bits a character where lower case takes 8 in byte mode: a smaller code
 * that phones read sooner. Any other link is drawn as it is shown.
 */
import { ignoresCase } from '../core/address.js';

export function qrText(uri: string, lightning: boolean): string {
  if (!lightning) return uri;
  const queryAt = uri.includes('?') ? uri.indexOf('?') : uri.length;
  const colon = uri.indexOf(':');
  const scheme = uri.slice(0, colon).toLowerCase();
  const target = uri.slice(colon + 1, queryAt);
  const params = uri
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.includes('=') ? pair.indexOf('=') : pair.length;
      const name = pair.slice(0, at).toLowerCase();
      return name + (name === 'lightning' ? pair.slice(at).toUpperCase() : pair.slice(at));
    });
  const address = scheme === 'lightning' || ignoresCase(scheme, target) ? target.toUpperCase() : target;
  return `${scheme}:${address}${params.length ? `?${params.join('&')}` : ''}`;
}
