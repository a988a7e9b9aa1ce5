// qrcode's lib/core/segments.js as the payment file carries it (scripts/qrcode-substitutes.js):
// its `fromArray` alone, for the segments ../qr-segments.ts plans, whose modes always fit their
// data. qrcode's own optimiser is never asked for, nor the Dijkstra package and kanji tables it needs.
// The build reads qrcode's modules as ES modules (qrcodeSubstitutes, scripts/qrcode-substitutes.js).
import NumericData from 'qrcode/lib/core/numeric-data.js';
import AlphanumericData from 'qrcode/lib/core/alphanumeric-data.js';
import ByteData from 'qrcode/lib/core/byte-data.js';

const DATA = { numeric: NumericData, alphanumeric: AlphanumericData, byte: ByteData };

export const fromArray = (segments) => segments.map(({ data, mode }) => new DATA[mode](data));
