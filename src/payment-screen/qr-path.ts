/**
 * A QR code as one SVG path of its dark modules: drawn by a template attribute, never through
 * innerHTML or a data: URL, so it works under a strict Content-Security-Policy. The modules come
 * from qrcode's core encoder, given the segments of ./qr-segments.ts, which mix alphanumeric and
 * numeric runs into the URI's bytes and so draw smaller codes for payment links than byte mode
 * alone would. Elements reach this module only through the payment file (src/payment-screen/),
 * fetched on demand.
 */
// The build reads qrcode's core as ES modules, four of them replaced for level M alone (qrcodeSubstitutes, scripts/qrcode-substitutes.js).
import * as QRCode from 'qrcode/lib/core/qrcode.js';
import { planSegments } from './qr-segments.js';

/** Modules of light margin on each side, as the QR standard asks, so scanners find the code. */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Width and height in modules, quiet zone included: the SVG viewBox. */
  size: number;
  /** One `M x y h n v1 h-n z` rectangle per horizontal run of dark modules. */
  d: string;
}

/** Versions from which the character counts in segment headers are wider, and the first after the last. */
const WIDER_FROM = [1, 10, 27, 41];

/**
 * The matrix at level M, or undefined for an empty text (which qrcode would draw as an empty
 * code) or one too long for version 40. qrcode picks the least version for the segments planned
 * for a range of versions; a version past the range is planned again with its wider counts.
 */
function modules(text: string) {
  for (let range = 0; text && range < 3; range += 1) {
    try {
      const symbol = QRCode.create(planSegments(text, WIDER_FROM[range]!), { errorCorrectionLevel: 'M' });
      if (symbol.version < WIDER_FROM[range + 1]!) return symbol.modules;
    } catch {
      // Too long for any version with these counts: wider ones may still hold it.
    }
  }
  return undefined;
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
