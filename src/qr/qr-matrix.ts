/**
 * The modules of a QR code for a text, in byte mode at error-correction level M: all that a
 * payment URI needs. It reproduces qrcode 1.5.4's
 * `create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M' })` module for module (the
 * tests compare the two) at a fraction of the weight: qrcode's mode detection, segment optimiser
 * and other levels never serve us. The steps follow ISO/IEC 18004: encode, split into blocks and
 * add Reed-Solomon codewords, interleave, place, mask, add format and version information.
 */

/** Error-correction codewords per block at level M, versions 1 to 40 (the standard's table). */
const EC_PER_BLOCK = [
  10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
  26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];

/** Blocks at level M, versions 1 to 40 (the same table). */
const BLOCKS = [
  1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
  17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];

/** Alignment pattern centres along one axis, ascending (empty for version 1). */
function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = 10 + 4 * version;
  // Evenly spaced back from `last` by an even step; version 32 is the standard's one exception.
  const step = version === 32 ? 26 : Math.ceil((last - 6) / (2 * count - 2)) * 2;
  const centres = [6];
  for (let k = count - 2; k >= 0; k -= 1) centres.push(last - k * step);
  return centres;
}

/** Codewords in a symbol: the modules left by the function patterns, 8 to a codeword (the rest are remainder bits). */
function totalCodewords(version: number): number {
  const size = 17 + 4 * version;
  const n = alignmentCentres(version).length;
  // Three finders with separators (8x8 each), format info and dark module (31), two timing lines.
  let functionModules = 3 * 64 + 31 + 2 * (size - 16);
  // n*n alignment patterns but for the 3 finder corners; 2*(n-2) of them lie on a timing line.
  if (n) functionModules += 25 * (n * n - 3) - 10 * (n - 2);
  if (version >= 7) functionModules += 36; // two version-info blocks of 6x3
  return (size * size - functionModules) >> 3;
}

const dataCodewords = (version: number): number =>
  totalCodewords(version) - BLOCKS[version - 1] * EC_PER_BLOCK[version - 1];

/** The data codewords: mode, count, the bytes, the terminator, then 0xEC/0x11 pad codewords. */
function encode(bytes: Uint8Array, version: number): Uint8Array {
  const out = new Uint8Array(dataCodewords(version));
  let bit = 0;
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i -= 1, bit += 1) out[bit >> 3] |= ((value >> i) & 1) << (7 - (bit & 7));
  };
  put(0b0100, 4); // byte mode
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  // The header ends half-way through a byte and the capacity is whole bytes, so the 4-bit
  // terminator (zeros, already there) always fits and completes the last byte.
  for (let i = (bit + 4) >> 3, pad = 0xec; i < out.length; i += 1, pad ^= 0xec ^ 0x11) out[i] = pad;
  return out;
}

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d). EXP is doubled so that a
// product is one lookup without reducing the sum of two logarithms modulo 255.
const EXP = new Uint8Array(510);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i += 1, x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)) {
  EXP[i] = EXP[i + 255] = x;
  LOG[x] = i;
}
const mul = (a: number, b: number): number => (a && b ? EXP[LOG[a] + LOG[b]] : 0);

/** (x - a^0)(x - a^1)...(x - a^(degree-1)), coefficients from the highest power down. */
function generator(degree: number): Uint8Array {
  let poly = Uint8Array.of(1);
  for (let i = 0; i < degree; i += 1) {
    const next = new Uint8Array(poly.length + 1);
    poly.forEach((c, j) => {
      next[j] ^= c;
      next[j + 1] ^= mul(c, EXP[i]);
    });
    poly = next;
  }
  return poly;
}

/** A block's error-correction codewords: the remainder of block * x^degree by the generator. */
function remainder(block: Uint8Array, gen: Uint8Array): Uint8Array {
  const work = new Uint8Array(block.length + gen.length - 1);
  work.set(block);
  for (let i = 0; i < block.length; i += 1) {
    const factor = work[i];
    for (let j = 1; j < gen.length; j += 1) work[i + j] ^= mul(gen[j], factor);
  }
  return work.subarray(block.length);
}

/** The final sequence: data split into blocks (the last `total % blocks` one codeword longer), then interleaved, data first. */
function codewords(bytes: Uint8Array, version: number): number[] {
  const data = encode(bytes, version);
  const blocks = BLOCKS[version - 1];
  const gen = generator(EC_PER_BLOCK[version - 1]);
  const longBlocks = totalCodewords(version) % blocks;
  const shortLength = Math.floor(data.length / blocks);
  const dataBlocks: Uint8Array[] = [];
  for (let b = 0, offset = 0; b < blocks; b += 1) {
    const length = shortLength + (b < blocks - longBlocks ? 0 : 1);
    dataBlocks.push(data.subarray(offset, (offset += length)));
  }
  const out: number[] = [];
  for (const group of [dataBlocks, dataBlocks.map((block) => remainder(block, gen))]) {
    // The last block is the longest: column i takes the i-th codeword of every block that has one.
    for (let i = 0; i < group[blocks - 1].length; i += 1) {
      for (const block of group) if (i < block.length) out.push(block[i]);
    }
  }
  return out;
}

/** BCH code of `value`: value followed by the remainder of value * x^degree by `poly`. */
function bch(value: number, degree: number, poly: number): number {
  let rest = value << degree;
  for (let bit = 31 - Math.clz32(rest); bit >= degree; bit -= 1) {
    if ((rest >> bit) & 1) rest ^= poly << (bit - degree);
  }
  return (value << degree) | rest;
}

/** The eight data masks: a module is inverted where its mask is true (row r, column c). */
const MASKS: ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/**
 * The four penalty rules as qrcode 1.5.4 scores them (its reading differs from the standard's in
 * details, e.g. rule 4 rounds up), so that the same mask wins and the matrices agree.
 */
function penalty(m: Uint8Array, size: number): number {
  let points = 0;
  let dark = 0;
  for (let a = 0; a < size; a += 1) {
    // Row a, then column a, as a start and a stride.
    for (const [start, stride] of [[a * size, 1], [a, size]] as const) {
      let run = 0;
      let window = 0;
      for (let i = 0; i < size; i += 1) {
        const module = m[start + i * stride];
        run = i && module === m[start + (i - 1) * stride] ? run + 1 : 1;
        // Rule 1: 3 for a run of five modules of one colour, 1 more for each beyond.
        if (run === 5) points += 3;
        else if (run > 5) points += 1;
        // Rule 3: 40 for dark-light-dark*3-light-dark beside four light modules, in the last 11.
        window = ((window << 1) & 0x7ff) | module;
        if (i >= 10 && (window === 0x5d0 || window === 0x05d)) points += 40;
      }
    }
    for (let c = 0; c < size; c += 1) {
      const at = a * size + c;
      dark += m[at];
      // Rule 2: 3 for each 2x2 square of one colour (squares overlap).
      if (a < size - 1 && c < size - 1) {
        const sum = m[at] + m[at + 1] + m[at + size] + m[at + size + 1];
        if (sum === 0 || sum === 4) points += 3;
      }
    }
  }
  // Rule 4: 10 for each 5% step the share of dark modules strays from half.
  return points + 10 * Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10);
}

/**
 * The QR code for `text` (UTF-8, byte mode, level M, the smallest version that holds it):
 * `data[row * size + col]` is 1 for a dark module. Undefined when the text is longer than
 * version 40 holds (2331 bytes).
 */
export function qrMatrix(text: string): { size: number; data: Uint8Array } | undefined {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  // Mode (4 bits), count (8 bits to version 9, 16 from 10) and the bytes must fit the data codewords.
  while (12 + (version < 10 ? 0 : 8) + 8 * bytes.length > 8 * dataCodewords(version)) {
    if (++version > 40) return undefined;
  }

  const size = 17 + 4 * version;
  const data = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size); // function modules: never data, never masked
  const fn = (row: number, col: number, dark: boolean | number): void => {
    data[row * size + col] = +dark;
    reserved[row * size + col] = 1;
  };

  // Finder patterns with their light separators, clipped at the symbol's edge: rings at
  // distance 0-1 and 3 from the centre are dark.
  for (const [top, left] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
    for (let r = -1; r <= 7; r += 1) {
      for (let c = -1; c <= 7; c += 1) {
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        if (top + r >= 0 && top + r < size && left + c >= 0 && left + c < size) fn(top + r, left + c, ring !== 2 && ring !== 4);
      }
    }
  }
  for (let i = 8; i < size - 8; i += 1) {
    fn(i, 6, i % 2 === 0);
    fn(6, i, i % 2 === 0);
  }
  // Alignment patterns everywhere on the grid of centres but the three finder corners. Those on
  // the timing lines agree with the timing pattern (even centres).
  const centres = alignmentCentres(version);
  const last = size - 7;
  for (const row of centres) {
    for (const col of centres) {
      if ((row === 6 && (col === 6 || col === last)) || (row === last && col === 6)) continue;
      for (let r = -2; r <= 2; r += 1) {
        for (let c = -2; c <= 2; c += 1) fn(row + r, col + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
      }
    }
  }

  // Level M's format bits are 00, so the 5 bits of format data are the mask alone.
  const drawFormat = (mask: number): void => {
    const bits = bch(mask, 10, 0x537) ^ 0x5412;
    for (let i = 0; i < 15; i += 1) {
      const dark = (bits >> i) & 1;
      fn(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8, dark); // down column 8, skipping timing
      fn(8, i < 8 ? size - 1 - i : i < 9 ? 7 : 14 - i, dark); // along row 8, skipping timing
    }
    fn(size - 8, 8, 1); // the dark module
  };
  drawFormat(0); // reserves the format area before the data is placed
  if (version >= 7) {
    const bits = bch(version, 12, 0x1f25);
    for (let i = 0; i < 18; i += 1) {
      const a = Math.floor(i / 3);
      const b = size - 11 + (i % 3);
      fn(a, b, (bits >> i) & 1);
      fn(b, a, (bits >> i) & 1);
    }
  }

  // Data in two-module columns from the right edge, up then down alternately, skipping the
  // timing column and function modules. Remainder bits past the last codeword are light.
  const stream = codewords(bytes, version);
  let bit = 0;
  for (let right = size - 1, pair = 0; right > 0; right -= 2, pair += 1) {
    if (right === 6) right = 5;
    for (let k = 0; k < size; k += 1) {
      const row = pair % 2 ? k : size - 1 - k;
      for (const col of [right, right - 1]) {
        if (reserved[row * size + col]) continue;
        data[row * size + col] = ((stream[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1;
        bit += 1;
      }
    }
  }

  // Masking twice restores the data, so each candidate is scored and undone in place.
  const applyMask = (mask: number): void => {
    for (let i = 0; i < size * size; i += 1) {
      if (!reserved[i]) data[i] ^= +MASKS[mask](Math.floor(i / size), i % size);
    }
  };
  let best = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask += 1) {
    // qrcode scores each mask with its own format bits drawn; the lowest wins, ties the first.
    drawFormat(mask);
    applyMask(mask);
    const points = penalty(data, size);
    applyMask(mask);
    if (points < bestPenalty) [best, bestPenalty] = [mask, points];
  }
  applyMask(best);
  drawFormat(best);
  return { size, data };
}
