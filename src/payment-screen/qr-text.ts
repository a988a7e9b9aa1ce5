/**
 * What the QR code carries. For a Tron asset, the address alone (widget.md, "USDT on Tron"): no
 * Tron wallet reads a `tron:` link reliably (TronLink refuses it, others read the address), so the
 * amount is typed from the screen. For a link with a Lightning invoice (widget.md, "Lightning"): BTCPay's
 * casing, the scheme and parameter names in lower case, the address (where it is bech32, so case
 * does not matter) and the invoice in upper case. Upper-case letters and digits are the QR code's
 * alphanumeric mode, 5.5 bits a character where lower case takes 8 in byte mode: a smaller code
 * that phones read sooner. Any other link is drawn as it is shown.
 */
import { ignoresCase } from '../core/address.js';
import type { Payable } from '../payment/payable.js';

/** The QR code's text for what is to be paid now, or undefined where there is nothing to draw (no link that pays it). */
export function qrContent({ asset, address, uri, lightning }: Payable): string | undefined {
  if (asset.scheme === 'tron') return address;
  return uri && qrText(uri, lightning !== undefined);
}

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
