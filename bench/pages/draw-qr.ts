/**
 * The QR code as the crypto element draws it: qrcode's matrix turned into one SVG path
 * (src/payment-screen/qr-path.ts), rendered by lit with the element's own template, then laid out.
 */
import { html, render } from 'lit';
import { qrPath } from '../../src/payment-screen/qr-path.js';

export function drawQr(uri: string): void {
  const qr = qrPath(uri);
  if (!qr) throw new Error(`no QR code for ${uri}`);
  const box = document.createElement('div');
  document.body.append(box);
  render(
    html`<svg part="qr" role="img" aria-label="QR" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges">
      <rect width=${qr.size} height=${qr.size} fill="#ffffff"></rect>
      <path d=${qr.d} fill="#000000"></path>
    </svg>`,
    box,
  );
  if (!box.firstElementChild!.getBoundingClientRect().width) throw new Error('the QR code was not laid out');
  box.remove();
}
