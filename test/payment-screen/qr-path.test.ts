/**
 * The QR path the crypto element draws: runs of dark modules inside a quiet zone, and above all a
 * code that reads back as the exact text, decoded with jsQR from the modules the path paints,
 * for payment links of every scheme and for texts from one character to the 2,048-character cap
 * of a payment URI, across the versions they need.
 */
import { expect } from '@open-wc/testing';
import jsQR from 'jsqr';
import * as QRCode from 'qrcode/lib/core/qrcode.js';
import { MAX_PAYMENT_URI_LENGTH } from '../../src/payment-link/link.js';
import { qrPath, QUIET_ZONE } from '../../src/payment-screen/qr-path.js';

const PAYMENT_URIS = [
  'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021',
  'BITCOIN:BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ?AMOUNT=0.00021',
  'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=18300000000000000',
  'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=2.5e6',
  'solana:HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH?amount=0.12&label=Domain%20purchase',
  'litecoin:ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr?amount=0.18',
  'dogecoin:DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L?amount=95',
  'Zahlung für café.example — 日本語のドメイン 😀',
];

/** A BIP-21 link with a message, cut to `length` characters: lower case, digits and %20 escapes mixed. */
const HEAD = 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021&message=';
const linkOf = (length: number): string => (HEAD + 'Domain%20purchase%20order%2012345678%20'.repeat(60)).slice(0, length);

/**
 * Lengths from 1 to the cap: around the byte-mode capacities of many versions (so that the codes
 * span small to large), and the cap itself.
 */
const LENGTHS = [1, 14, 15, 42, 43, 84, 85, 122, 123, 180, 181, 251, 252, 362, 363, 504, 505, 711, 712, 997, 998, 1264, 1265, 1628, 1629, 1989, 2047, MAX_PAYMENT_URI_LENGTH];

const TEXTS = [
  ...PAYMENT_URIS,
  ...LENGTHS.map(linkOf),
  // Runs the segment optimiser encodes as numbers, and as upper-case alphanumerics, at the cap.
  '9'.repeat(MAX_PAYMENT_URI_LENGTH),
  'BITCOIN:' + 'BC1Q%20'.repeat(300).slice(0, MAX_PAYMENT_URI_LENGTH - 8),
  'x'.repeat(MAX_PAYMENT_URI_LENGTH),
];

/** The modules a path paints, as "x,y" keys, failing on any segment not of the expected shape or painted twice. */
function paintedModules(d: string): Set<string> {
  const painted = new Set<string>();
  const segment = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/y;
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = segment.exec(d))) {
    consumed = segment.lastIndex;
    const [, x, y, width, back] = match.map(Number);
    expect(back, 'each run closes on itself').to.equal(width);
    expect(width).to.be.greaterThan(0);
    for (let i = 0; i < width!; i += 1) {
      const key = `${x! + i},${y}`;
      expect(painted.has(key), `module ${key} painted twice`).to.equal(false);
      painted.add(key);
    }
  }
  expect(consumed, 'the whole path is runs of modules').to.equal(d.length);
  return painted;
}

/** What jsQR reads from the painted modules at `scale` pixels per module, dark on white. */
function readBack(path: { size: number; d: string }, scale = 3): string | undefined {
  const painted = paintedModules(path.d);
  const side = path.size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const key of painted) {
    const [x, y] = key.split(',').map(Number);
    for (let py = y! * scale; py < (y! + 1) * scale; py += 1) {
      for (let px = x! * scale; px < (x! + 1) * scale; px += 1) {
        const i = (py * side + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data;
}

/** The version a path's symbol is: 21 modules for version 1, 4 more for each version after. */
const versionOf = (path: { size: number }): number => (path.size - 2 * QUIET_ZONE - 17) / 4;

describe('qrPath', () => {
  it('leaves a quiet zone of four modules', () => expect(QUIET_ZONE).to.equal(4));

  for (const text of TEXTS) {
    const name = text.length > 60 ? `${text.length} characters from ${JSON.stringify(text.slice(0, 12))}` : text;
    it(`draws ${name} as a code that reads back exactly`, () => {
      const path = qrPath(text)!;
      expect(readBack(path)).to.equal(text);
      const version = versionOf(path);
      expect(Number.isInteger(version) && version >= 1 && version <= 40, `version ${version}`).to.equal(true);
      for (const key of paintedModules(path.d)) {
        const [x, y] = key.split(',').map(Number);
        expect(x! >= QUIET_ZONE && x! < path.size - QUIET_ZONE, key).to.equal(true);
        expect(y! >= QUIET_ZONE && y! < path.size - QUIET_ZONE, key).to.equal(true);
      }
    });
  }

  it('spans small to large versions over the lengths', () => {
    const versions = LENGTHS.map((n) => versionOf(qrPath(linkOf(n))!));
    expect(versions[0]).to.equal(1);
    expect(Math.max(...versions)).to.be.at.least(35);
    expect(versions, 'never smaller for a longer text').to.deep.equal([...versions].sort((a, b) => a - b));
  });

  it('is never larger than byte mode alone, and smaller where upper case and digits run long', () => {
    const byteMode = (text: string) => QRCode.create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M' }).version;
    for (const text of TEXTS) expect(versionOf(qrPath(text)!), text.slice(0, 40)).to.be.at.most(byteMode(text));
    const upper = PAYMENT_URIS[1]!;
    expect(versionOf(qrPath(upper)!)).to.be.below(byteMode(upper));
  });

  it('is undefined for a text no QR code can hold, and for none at all', () => {
    expect(qrPath('x'.repeat(3000))).to.equal(undefined);
    expect(qrPath('')).to.equal(undefined);
  });
});
