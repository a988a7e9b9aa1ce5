// The parts of qrcode's core that test/payment-screen/qr-segments.test.ts compares with: its own
// segment optimiser, which the payment file leaves out (scripts/qrcode-substitutes.js).
declare module 'qrcode/lib/core/segments.js' {
  import type { SegmentData } from 'qrcode/lib/core/qrcode.js';
  const Segments: {
    fromArray(segments: { data: string; mode: string }[]): SegmentData[];
    /** The fewest bits for a code of `version`, by Dijkstra's shortest path. */
    fromString(text: string, version: number): SegmentData[];
    /** Runs of each mode, unoptimised: qrcode estimates the version from them. */
    rawSplit(text: string): SegmentData[];
  };
  export default Segments;
}

declare module 'qrcode/lib/core/bit-buffer.js' {
  class BitBuffer {
    buffer: number[];
    getLengthInBits(): number;
  }
  export default BitBuffer;
}
