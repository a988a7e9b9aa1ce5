/**
 * Tron addresses as the guard reads them (widget.md, "USDT on Tron"): base58check, version 0x41, the
 * checksum verified. The addresses and their hex were written by tronweb 6.5.1 (`address.fromHex`,
 * `address.toHex`, `crypto.getBase58CheckAddress`); test/node/tron-links.test.js reads every link
 * the client returns with tronweb itself.
 */
import { expect } from '@open-wc/testing';
import { tronAddressBytes, tronHex } from '../../src/core/tron-address.js';
import { onlyIn } from '../helpers/engine.js';

const hex = (bytes: number[] | undefined) => bytes?.map((b) => b.toString(16).padStart(2, '0')).join('');

describe('tronAddressBytes', () => {
  before(async function () {
    // Pure logic over the engine's BigInt and the SHA-256 tested in every engine (./sha256.test.ts).
    await onlyIn(this, ['chromium']);
  });

  it('reads a Tron address to its 21 bytes, 0x41 first, as tronweb does', () => {
    expect(hex(tronAddressBytes('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'))).to.equal('41a614f803b6fd780986a42c78ec9c7f77e6ded13c');
    expect(hex(tronAddressBytes('THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX'))).to.equal('4152908400098527886e0f7030069857d2e4169ee7');
    expect(hex(tronAddressBytes('THVmXun9u721tBiYcT3VfLQKcwYBp3LjDa'))).to.equal('4152908400098527886e0f7030069857d2e4169ee8');
  });

  it('refuses a broken checksum: any one character changed, or the letter case of one', () => {
    const good = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    for (let i = 1; i < good.length; i++) {
      const other = ALPHABET[(ALPHABET.indexOf(good[i]!) + 1 + i) % 58]!;
      const changed = good.slice(0, i) + other + good.slice(i + 1);
      expect(tronAddressBytes(changed), changed).to.equal(undefined);
    }
    expect(tronAddressBytes('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).to.equal(undefined);
    expect(tronAddressBytes('Tr7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).to.equal(undefined);
  });

  it('refuses the hex forms tronweb accepts (41…, 0x…), another version byte, and other lengths', () => {
    for (const address of [
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c',
      '0x41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      // Version 0x42: a valid checksum, a T, 34 characters.
      'TgqNX25ScHUthcrddsNp9Tg7FSo8SbGnhX',
      // Version 0x00 (Bitcoin's): its checksum holds too.
      '18XZXrQRkNu4j1ev2BPn9BiBi9nsYCXDrU',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt',
      // The largest number T and 33 characters spell: its first byte is not 0x41.
      `T${'z'.repeat(33)}`,
      ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60',
      '',
    ]) {
      expect(tronAddressBytes(address), address).to.equal(undefined);
    }
  });
});

describe('tronHex', () => {
  before(async function () {
    await onlyIn(this, ['chromium']);
  });

  it("gives an accepted address as the 20-byte hex a Tron node's JSON-RPC takes, as tronweb's toHex less its 41", () => {
    expect(tronHex('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).to.equal('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c');
    expect(tronHex('THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX')).to.equal('0x52908400098527886e0f7030069857d2e4169ee7');
    expect(tronHex('THVmXun9u721tBiYcT3VfLQKcwYBp3LjDa')).to.equal('0x52908400098527886e0f7030069857d2e4169ee8');
  });
});
