// qrcode ships no types for its core module, the one part of it we use (src/payment-screen/qr-path.ts): the
// matrix, without the canvas, PNG and string renderers of its main entry.
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
