/**
 * The address shapes the widget checks: an EVM address (the owner address, a wallet's account, an
 * EIP-681 target or token contract) and a Solana address or mint.
 */
import { expect } from '@open-wc/testing';
import { BASE58_ADDRESS, EVM_ADDRESS } from '../../src/core/address.js';

describe('EVM_ADDRESS', () => {
  it('accepts 0x and 40 hexadecimal digits, in any case (a checksum is the wallet\'s to check)', () => {
    for (const address of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x52908400098527886e0f7030069857d2e4169ee7',
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      '0x0000000000000000000000000000000000000000',
    ]) {
      expect(EVM_ADDRESS.test(address), address).to.equal(true);
    }
  });

  it('refuses 39 or 41 digits, a missing or capital 0X, non-hex digits, spaces and text around it', () => {
    const good = '0x52908400098527886E0F7030069857D2E4169EE7';
    for (const address of [
      good.slice(0, -1),
      `${good}0`,
      good.slice(2),
      `0X${good.slice(2)}`,
      `0x${'g'.repeat(40)}`,
      ` ${good}`,
      `${good}\n`,
      `ethereum:${good}`,
      `${good.slice(0, 10)}\u200b${good.slice(10)}`,
      '',
    ]) {
      expect(EVM_ADDRESS.test(address), JSON.stringify(address)).to.equal(false);
    }
  });
});

describe('BASE58_ADDRESS', () => {
  it('accepts Solana addresses and mints of 32 to 44 base58 characters', () => {
    for (const address of [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'So11111111111111111111111111111111111111112',
      '11111111111111111111111111111111',
      'z'.repeat(44),
    ]) {
      expect(BASE58_ADDRESS.test(address), address).to.equal(true);
    }
  });

  it('refuses 31 or 45 characters and the letters base58 leaves out (0, O, I, l)', () => {
    for (const address of ['1'.repeat(31), 'z'.repeat(45), `0${'1'.repeat(40)}`, `O${'1'.repeat(40)}`, `I${'1'.repeat(40)}`, `l${'1'.repeat(40)}`, `${'1'.repeat(40)} `, '']) {
      expect(BASE58_ADDRESS.test(address), JSON.stringify(address)).to.equal(false);
    }
  });
});
