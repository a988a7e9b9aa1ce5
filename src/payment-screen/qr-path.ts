/**
 * A QR code as one SVG path of its dark modules: drawn by a template attribute, never through
 * innerHTML or a data: URL, so it works under a strict Content-Security-Policy. The modules come
 * from qrcode's core encoder, whose segment optimiser mixes alphanumeric and numeric runs into the
 * URI's bytes and so draws smaller codes for payment links than byte mode alone would. Elements
 * reach this module only through the payment file (src/payment-screen/), fetched on demand.
 */
import QRCode from 'qrcode/lib/core/qrcode.js';

/** Modules of light margin on each side, as the QR standard asks, so scanners find the code. */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Width and height in modules, quiet zone included: the SVG viewBox. */
  size: number;
  /** One `M x y h n v1 h-n z` rectangle per horizontal run of dark modules. */
  d: string;
}

/** The matrix at level M, or undefined when qrcode refuses the text (empty, or too long for version 40). */
function modules(text: string) {
  try {
    return QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  } catch {
    return undefined;
  }
}

/** The path for `text`, or undefined when it does not fit in a QR code. */
export function qrPath(text: string): QrPath | undefined {
  const matrix = modules(text);
  if (!matrix) return undefined;
  const { size, data } = matrix;
  let d = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col += 1;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: size + 2 * QUIET_ZONE, d };
}
