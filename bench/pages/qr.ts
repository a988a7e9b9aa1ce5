/** The QR code alone, as the crypto element draws it (./draw-qr.ts). */
import { qrPath } from '../../src/payment-screen/qr-path.js';
import { drawQr } from './draw-qr.js';

declare global {
  interface Window {
    benchQr(uri: string, runs: number): { matrix: number[]; draw: number[] };
  }
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
    draw: Array.from({ length: runs }, () => time(() => drawQr(uri))),
  };
};
