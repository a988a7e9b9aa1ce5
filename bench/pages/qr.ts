/**
 * The QR code alone, as the crypto element draws it: qrcode's matrix turned into one SVG path
 * (src/payment-screen/qr-path.ts), rendered by lit with the element's own template, then laid out.
 */
import { html, render } from 'lit';
import { qrPath } from '../../src/payment-screen/qr-path.js';

declare global {
  interface Window {
    benchQr(uri: string, runs: number): { matrix: number[]; draw: number[] };
  }
}

function draw(uri: string): void {
  const qr = qrPath(uri)!;
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

/** Milliseconds per run: the matrix and path alone, and matrix, path, SVG render and layout. */
window.benchQr = (uri, runs) => {
  const time = (work: () => unknown) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  return {
    matrix: Array.from({ length: runs }, () => time(() => qrPath(uri))),
    draw: Array.from({ length: runs }, () => time(() => draw(uri))),
  };
};
