/**
 * The guard's own SHA-256 against the browser's (WebCrypto) over every length around the padding's
 * edges (55, 56, 63, 64 bytes and their neighbours) and a few longer messages. It runs in every
 * engine: its constants come from the engine's own `Math.sqrt` and `Math.cbrt`.
 */
import { expect } from '@open-wc/testing';
import { sha256 } from '../../src/core/sha256.js';

const hex = (bytes: ArrayLike<number>) => Array.from(bytes).map((b) => b.toString(16).padStart(2, '0')).join('');

async function webCrypto(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

describe('sha256', () => {
  it('gives the published digests of "" and "abc" (FIPS 180-4)', () => {
    expect(hex(sha256(new Uint8Array()))).to.equal('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('abc')))).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with WebCrypto on every length from 0 to 200 bytes and on 1,000 and 100,000', async () => {
    for (const length of [...Array.from({ length: 201 }, (_, i) => i), 1000, 100_000]) {
      // Every byte value, high bits included.
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 167 + length) & 255);
      expect(hex(sha256(bytes)), `${length} bytes`).to.equal(await webCrypto(bytes));
    }
  });
});
