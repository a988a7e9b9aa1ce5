// qrcode ships no types for its core module; we use only the matrix, not the renderers.
declare module 'qrcode/lib/core/qrcode.js' {
  interface BitMatrix {
    size: number;
    data: Uint8Array;
  }
  const QRCode: {
    create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: BitMatrix };
  };
  export default QRCode;
}
