// qrcode ships no types for its core modules, the part of it we use (src/payment-screen/qr-path.ts,
// qr-segments.ts): the matrix, without the canvas, PNG and string renderers of its main entry.
// Named exports: the payment file reads them as ES modules (scripts/qrcode-substitutes.js), a
// bundler or Node as CommonJS, whose `exports.name` both read as named.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { Mode } from 'qrcode/lib/core/mode.js';
  interface BitMatrix {
    size: number;
    data: Uint8Array;
  }
  type Segment = { data: string; mode: 'byte' | 'alphanumeric' | 'numeric' | 'kanji' };
  /** A segment as qrcode encodes it (lib/core/numeric-data.js and its siblings). */
  export interface SegmentData {
    mode: Mode;
    data: string | Uint8Array;
    getLength(): number;
    getBitsLength(): number;
    write(buffer: unknown): void;
  }
  export function create(
    text: string | Segment[],
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; maskPattern?: number },
  ): { modules: BitMatrix; version: number; maskPattern: number; segments: SegmentData[] };
}

declare module 'qrcode/lib/core/mode.js' {
  export interface Mode {
    id: string;
    bit: number;
    ccBits: number[];
  }
  export const NUMERIC: Mode;
  export const ALPHANUMERIC: Mode;
  export const BYTE: Mode;
  /** The bits of a segment header's character count in a code of `version`. */
  export function getCharCountIndicator(mode: Mode, version: number): number;
}
