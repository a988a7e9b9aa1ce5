/**
 * Our byte-mode encoder against qrcode 1.5.4, the encoder the widget used to ship: for the same
 * text, in byte mode at level M, both must produce the same matrix, module for module. qrcode is
 * asked for byte mode explicitly: left to itself it would pick numeric or alphanumeric segments.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import QRCode from 'qrcode/lib/core/qrcode.js';
import { qrMatrix } from '../src/qr/qr-matrix.js';

type Matrix = { size: number; data: Uint8Array };

/** Fixed, so that the cases (and the masks they exercise) are the same on every run. */
const SEED = 20261104;

/** Bytes a version holds at level M in byte mode, versions 1 to 40: the standard's capacity table. */
const CAPACITY = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
  711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

const PAYMENT_URIS = [
  'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021',
  'bitcoin:BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ?amount=1.5',
  'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=18300000000000000',
  'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=2.5e6',
  'solana:HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH?amount=0.12&label=Domain%20purchase',
  'solana:HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH?amount=12&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
];

/** The longest URI the widget accepts (2048 characters), still a real-looking payment URI. */
const LONGEST_URI = (() => {
  const head = 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021&message=';
  return head + 'Domain%20purchase%20'.repeat(103).slice(0, 2048 - head.length);
})();

/** Printable ASCII text of exactly `length` characters, the same on every run. */
const asciiText = (length: number): string =>
  fc.sample(fc.string({ unit: 'grapheme-ascii', minLength: length, maxLength: length }), { seed: SEED + length, numRuns: 1 })[0]!;

const oracle = (text: string, maskPattern?: number) =>
  QRCode.create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M', ...(maskPattern === undefined ? {} : { maskPattern }) });

/** Where two matrices first differ, in words; undefined when they are identical. */
function mismatch(ours: Matrix | undefined, theirs: Matrix): string | undefined {
  if (!ours) return 'qrMatrix gave no symbol';
  if (ours.size !== theirs.size || ours.data.length !== theirs.data.length) return `size ${ours.size}, qrcode ${theirs.size}`;
  for (let i = 0; i < theirs.data.length; i += 1) {
    if (ours.data[i] !== theirs.data[i]) {
      return `module row ${Math.floor(i / ours.size)} col ${i % ours.size}: ${ours.data[i]}, qrcode ${theirs.data[i]}`;
    }
  }
  return undefined;
}

/** The mask a symbol declares in its format bits (the copy in column 8), after checking they say level M. */
function declaredMask({ size, data }: Matrix): number {
  let bits = 0;
  for (let i = 0; i < 15; i += 1) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    bits |= data[row * size + 8]! << i;
  }
  const format = bits ^ 0x5412;
  expect(format >> 13, 'format bits name level M').to.equal(0);
  return (format >> 10) & 7;
}

/** Masks chosen so far across the comparisons, in the order mocha runs them (the last test reads it). */
const masksSeen = new Set<number>();

/** Compares qrMatrix with qrcode for `text` and answers the version qrcode chose. */
function expectSameAsQrcode(text: string): number {
  const theirs = oracle(text);
  const ours = qrMatrix(text);
  expect(mismatch(ours, theirs.modules), `${new TextEncoder().encode(text).length} bytes`).to.equal(undefined);
  expect(declaredMask(theirs.modules)).to.equal(theirs.maskPattern);
  masksSeen.add(declaredMask(ours!));
  return theirs.version;
}

describe('qrMatrix', () => {
  describe('is bit-identical to qrcode in byte mode at level M', () => {
    CAPACITY.forEach((capacity, index) => {
      const version = index + 1;
      it(`on both sides of version ${version}'s capacity (${capacity} bytes)`, () => {
        const text = asciiText(capacity + 1);
        expect(expectSameAsQrcode(text.slice(0, capacity))).to.equal(version);
        expect(qrMatrix(text.slice(0, capacity))!.size).to.equal(17 + 4 * version);
        if (version === 40) return; // one byte more fits nowhere: see below
        expect(expectSameAsQrcode(text)).to.equal(version + 1);
        expect(qrMatrix(text)!.size).to.equal(17 + 4 * (version + 1));
      });
    });

    it('for real payment URIs', () => {
      for (const uri of PAYMENT_URIS) expectSameAsQrcode(uri);
    });

    it('for the longest URI the widget accepts (2048 characters)', () => {
      expect(LONGEST_URI).to.have.length(2048);
      expect(expectSameAsQrcode(LONGEST_URI)).to.equal(38);
    });

    it(`for random ASCII texts (fast-check seed ${SEED})`, () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 600 }), (text) => {
          expectSameAsQrcode(text);
        }),
        { seed: SEED, numRuns: 200 },
      );
    });

    it(`for random texts with accents, CJK and emoji, counted in UTF-8 bytes (fast-check seed ${SEED + 1})`, () => {
      const unit = fc.oneof(
        fc.constantFrom('é', 'ü', 'ß', 'ñ', '€', '日', '本', '語', '支', '払', '😀', '🚀', '👍🏽', '\u{10FFFF}'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      );
      fc.assert(
        fc.property(fc.string({ unit, minLength: 1, maxLength: 200 }), (text) => {
          expectSameAsQrcode(text);
        }),
        { seed: SEED + 1, numRuns: 150 },
      );
    });

    it('for a lone surrogate, which both encode as U+FFFD', () => {
      expectSameAsQrcode('pay \ud800 now');
      expect(mismatch(qrMatrix('pay \ud800 now'), oracle('pay \ufffd now').modules)).to.equal(undefined);
    });

    it('chooses every one of the eight masks somewhere above (the penalty rules are exercised)', () => {
      expect([...masksSeen].sort()).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7]);
    });
  });

  describe('holds at most what version 40 holds', () => {
    it('2331 ASCII bytes fit, 2332 do not (qrcode agrees)', () => {
      const text = asciiText(2332);
      expect(expectSameAsQrcode(text.slice(0, 2331))).to.equal(40);
      expect(qrMatrix(text)).to.equal(undefined);
      expect(() => oracle(text)).to.throw();
    });

    it('counts UTF-8 bytes, not characters', () => {
      expect(expectSameAsQrcode('€'.repeat(777))).to.equal(40); // 2331 bytes
      expect(qrMatrix('é'.repeat(1166))).to.equal(undefined); // 2332 bytes
    });
  });

  describe('the comparison can fail', () => {
    const uri = PAYMENT_URIS[0]!;

    it('catches one flipped module', () => {
      const ours = qrMatrix(uri)!;
      const copy = { size: ours.size, data: ours.data.slice() };
      const [row, col] = [ours.size - 10, ours.size - 3]; // a data module
      copy.data[row * ours.size + col]! ^= 1;
      expect(mismatch(ours, oracle(uri).modules)).to.equal(undefined);
      expect(mismatch(copy, oracle(uri).modules)).to.match(new RegExp(`^module row ${row} col ${col}: `));
    });

    it('catches another mask choice', () => {
      const chosen = declaredMask(qrMatrix(uri)!);
      for (let mask = 0; mask < 8; mask += 1) {
        if (mask === chosen) continue;
        const forced = oracle(uri, mask).modules;
        expect(declaredMask(forced)).to.equal(mask);
        expect(mismatch(qrMatrix(uri), forced), `mask ${mask}`).to.be.a('string');
      }
    });
  });
});
