/**
 * The segments qrPath hands qrcode: they spell the text back in modes that fit, and take no more
 * bits than qrcode's own optimiser (which the payment file leaves out, scripts/qrcode-substitutes.js)
 * for any version, so a code is never larger than the one qrcode would draw by itself. Measured on
 * payment links of every scheme, upper case and long digit runs, text beyond ASCII, and lengths
 * that reach each range of versions up to the 2,048-character cap of a payment URI.
 */
import { expect } from '@open-wc/testing';
import BitBuffer from 'qrcode/lib/core/bit-buffer.js';
import * as Mode from 'qrcode/lib/core/mode.js';
import * as QRCode from 'qrcode/lib/core/qrcode.js';
import type { SegmentData } from 'qrcode/lib/core/qrcode.js';
import Segments from 'qrcode/lib/core/segments.js';
import { MAX_PAYMENT_URI_LENGTH } from '../../src/payment-link/link.js';
import { qrPath, QUIET_ZONE } from '../../src/payment-screen/qr-path.js';
import { planSegments, type Segment } from '../../src/payment-screen/qr-segments.js';

const LINKS = [
  'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021&label=Domain%20purchase',
  'BITCOIN:BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ?AMOUNT=0.00021',
  'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=18300000000000000',
  'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=2500000',
  'ethereum:pay-0x52908400098527886E0F7030069857D2E4169EE7@137?value=1.83e16',
  'solana:HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH?amount=0.12&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&label=Domain%20purchase&memo=order%2012345678',
  'litecoin:ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr?amount=0.18',
  'LITECOIN:LTC1QHZJPTWPYM9AFCDJHS7JCZ6FD0JMA0L0RC0E5YR?AMOUNT=0.18',
  'dogecoin:DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L?amount=95',
];

const OTHERS = [
  '7',
  'A',
  'a',
  '12345678901234567890123456789012345678901234567890',
  'order 0123456789012345678901234567 PAID: 0.00021 BTC / 95 DOGE',
  'Zahlung für café.example — 日本語のドメイン 😀',
  '😀'.repeat(40),
];

/** Texts cut to lengths that need versions in each range (1–9, 10–26, 27–40), up to the cap. */
const PATTERNS = [
  'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021&message=Domain%20purchase%20order%2012345678%20',
  'BITCOIN:BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ?AMOUNT=0.00021&MESSAGE=ORDER%2012345678%20',
  'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=183000000000000000000000000000000&data=0x',
  '12345678901234567890123456789012345678901234567890ABC',
  'café 日本 9876543210 😀 ',
];
const LENGTHS = [30, 90, 180, 300, 600, 1000, 1500, MAX_PAYMENT_URI_LENGTH];
const LONG = PATTERNS.flatMap((pattern) => LENGTHS.map((length) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length)));

const TEXTS = [...LINKS, ...OTHERS, ...LONG];

/** The first version of each range in which the character counts of segment headers have one width. */
const RANGES = [1, 10, 27];

const FITS: Record<Segment['mode'], RegExp> = { numeric: /^[0-9]+$/, alphanumeric: /^[0-9A-Z $%*+\-./:]+$/, byte: /^/ };

/** Header and data bits of segments in a code of `version`, as qrcode counts them (lib/core/version.js). */
const bitsOf = (segments: SegmentData[], version: number) =>
  segments.reduce((bits, segment) => bits + 4 + Mode.getCharCountIndicator(segment.mode, version) + segment.getBitsLength(), 0);

/** The mode and data of one of qrcode's segments, as planned segments say them. */
const planned = (segment: SegmentData): Segment => ({
  data: typeof segment.data === 'string' ? segment.data : new TextDecoder().decode(segment.data),
  mode: segment.mode.id.toLowerCase() as Segment['mode'],
});

/**
 * The version qrcode's create draws a text in with its own optimiser (lib/core/qrcode.js):
 * estimated from runs of each mode, then optimised for that version; undefined when none holds it.
 */
function qrcodeOwnVersion(text: string): number | undefined {
  const versionOf = (segments: SegmentData[]) => QRCode.create(segments.map(planned), { errorCorrectionLevel: 'M' }).version;
  let estimate: number | undefined;
  try {
    estimate = versionOf(Segments.rawSplit(text));
  } catch {
    // Runs too long for any version: qrcode optimises for version 40 then.
  }
  try {
    return versionOf(Segments.fromString(text, estimate ?? 40));
  } catch {
    return undefined;
  }
}

const nameOf = (text: string) => (text.length > 50 ? `${text.length} characters from ${JSON.stringify(text.slice(0, 12))}` : text);

describe('planSegments', () => {
  it('plans nothing for no text', () => expect(planSegments('', 1)).to.deep.equal([]));

  for (const text of TEXTS) {
    it(`spells ${nameOf(text)} back, in no more bits than qrcode's own optimiser`, () => {
      for (const version of RANGES) {
        const segments = planSegments(text, version);
        expect(segments.map((segment) => segment.data).join('')).to.equal(text);
        segments.forEach((segment, i) => {
          expect(segment.data, segment.mode).to.match(FITS[segment.mode]);
          expect(segment.mode, 'one segment per run of a mode').not.to.equal(segments[i - 1]?.mode);
        });
        expect(bitsOf(Segments.fromArray(segments), version), `version ${version}`).to.be.at.most(bitsOf(Segments.fromString(text, version), version));
      }
    });
  }

  it('mixes modes where upper case and digits run long, and keeps other text in bytes', () => {
    expect(planSegments(LINKS[1]!, 1)).to.deep.equal([
      { data: 'BITCOIN:BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', mode: 'alphanumeric' },
      { data: '?AMOUNT=0.', mode: 'byte' },
      { data: '00021', mode: 'numeric' },
    ]);
    expect(planSegments(LINKS[2]!, 1)).to.deep.equal([
      { data: 'ethereum:0x', mode: 'byte' },
      { data: '52908400098527886', mode: 'numeric' },
      { data: 'E0F7030069857D2E4169EE7', mode: 'alphanumeric' },
      { data: '@1?value=', mode: 'byte' },
      { data: '18300000000000000', mode: 'numeric' },
    ]);
    expect(planSegments(LINKS[0]!, 1)).to.deep.equal([{ data: LINKS[0], mode: 'byte' }]);
    expect(planSegments(OTHERS[5]!, 1)).to.deep.equal([{ data: OTHERS[5], mode: 'byte' }]);
  });

  it("is encoded by qrcode as its own segments would be, with the payment file's stand-in for them", () => {
    for (const text of [...LINKS, ...OTHERS]) {
      const segments = planSegments(text, 1);
      const shipped = QRCode.create(segments, { errorCorrectionLevel: 'M' }).segments;
      const own = Segments.fromArray(segments);
      expect(shipped.map(planned)).to.deep.equal(own.map(planned));
      shipped.forEach((segment, i) => {
        const [written, expected] = [new BitBuffer(), new BitBuffer()];
        segment.write(written);
        own[i]!.write(expected);
        expect(written.getLengthInBits()).to.equal(expected.getLengthInBits());
        expect(written.buffer).to.deep.equal(expected.buffer);
      });
    }
  });

  it('leaves qrcode without an optimiser of its own, as the payment file carries it', () => {
    expect(() => QRCode.create(LINKS[0]!, { errorCorrectionLevel: 'M' })).to.throw();
  });

  it('leaves qrcode with error correction level M alone, as the payment file carries it', () => {
    expect(() => QRCode.create(planSegments(LINKS[0]!, 1), { errorCorrectionLevel: 'L' })).to.throw(/level M only/);
  });
});

describe('qrPath over planned segments', () => {
  for (const text of TEXTS) {
    it(`draws ${nameOf(text)} in no larger a version than qrcode's own optimiser`, () => {
      const theirs = qrcodeOwnVersion(text);
      const path = qrPath(text);
      if (theirs === undefined) return;
      expect(path, 'drawn wherever qrcode draws it').not.to.equal(undefined);
      expect((path!.size - 2 * QUIET_ZONE - 17) / 4).to.be.at.most(theirs);
    });
  }

  it('spans every range of versions over the texts', () => {
    const versions = TEXTS.map((text) => qrPath(text)).flatMap((path) => (path ? [(path.size - 2 * QUIET_ZONE - 17) / 4] : []));
    for (const [first, last] of [[1, 9], [10, 26], [27, 40]]) expect(versions.some((version) => version >= first! && version <= last!), `${first}–${last}`).to.equal(true);
  });
});
