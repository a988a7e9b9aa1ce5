// qrcode ships no types for its core module. The tests use its matrix as the reference our own
// encoder (src/qr/qr-matrix.ts) must reproduce; nothing under src/ imports qrcode.
declare module 'qrcode/lib/core/qrcode.js' {
  interface BitMatrix {
    size: number;
    data: Uint8Array;
  }
  type Segment = { data: string; mode: 'byte' | 'alphanumeric' | 'numeric' | 'kanji' };
  const QRCode: {
    create(
      text: string | Segment[],
      options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; maskPattern?: number },
    ): { modules: BitMatrix; version: number; maskPattern: number };
  };
  export default QRCode;
}
