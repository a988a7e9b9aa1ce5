/**
 * SHA-256 (FIPS 180-4), synchronous and small, for the guard's one use: a Tron address's checksum.
 * WebCrypto's `digest` answers later, and not at all outside secure contexts, where the guard must
 * answer at once; a maintained one (@noble/hashes) weighs twice this. The constants are the
 * fractional parts of the first primes' square and cube roots, computed on first use
 * (test/core/sha256.test.ts compares the whole hash with WebCrypto's in every engine).
 */

/** The 8 initial hash words, then the 64 round constants. */
let constants: number[] | undefined;

/** The first 32 bits of the fractional part of `x`. */
const fraction = (x: number) => ((x % 1) * 2 ** 32) | 0;
const rotate = (x: number, n: number) => (x >>> n) | (x << (32 - n));

function made(): number[] {
  const primes: number[] = [];
  for (let n = 2, d; primes.length < 64; n++) {
    for (d = 2; n % d; ) d++;
    if (d === n) primes.push(n);
  }
  return [...primes.slice(0, 8).map((p) => fraction(Math.sqrt(p))), ...primes.map((p) => fraction(Math.cbrt(p)))];
}

/** The SHA-256 digest of `data` (bytes; fewer than 2^29 of them), as 32 bytes. */
export function sha256(data: ArrayLike<number>): number[] {
  const k = (constants ??= made());
  const length = data.length;
  // The message, a 1 bit, zeros to whole 64-byte blocks, and its length in bits, as big-endian words.
  const words: number[] = [];
  for (let i = 0; i <= length; i++) words[i >> 2] = words[i >> 2]! | ((i < length ? data[i]! : 0x80) << (24 - 8 * (i & 3)));
  const end = ((length + 72) >> 6) << 4;
  words[end - 1] = length * 8;
  let hash = k.slice(0, 8);
  const w: number[] = [];
  for (let block = 0; block < end; block += 16) {
    const v = hash.slice();
    for (let i = 0; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      w[i] = i < 16 ? words[block + i]! | 0 : (w[i - 16]! + (rotate(x, 7) ^ rotate(x, 18) ^ (x >>> 3)) + w[i - 7]! + (rotate(y, 17) ^ rotate(y, 19) ^ (y >>> 10))) | 0;
      const [a, b, c, d, e, f, g, h] = v as [number, number, number, number, number, number, number, number];
      const t1 = h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + k[i + 8]! + w[i]!;
      // The eight words move down one; the new first and fifth take the round's sums.
      v.pop();
      v.unshift((t1 + (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0);
      v[4] = (d + t1) | 0;
    }
    hash = hash.map((x, i) => (x + v[i]!) | 0);
  }
  return hash.flatMap((x) => [24, 16, 8, 0].map((shift) => (x >>> shift) & 255));
}
