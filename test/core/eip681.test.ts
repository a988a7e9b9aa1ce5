/** The EIP-681 shapes the guard and the wallet step share: what they read out of a link, and what they refuse. */
import { expect } from '@open-wc/testing';
import { EIP681_NUMBER, EIP681_TARGET } from '../../src/core/eip681.js';

const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('EIP-681 shapes', () => {
  it('read a target as address, chain id and function', () => {
    expect(EIP681_TARGET.exec(`pay-${TOKEN}@137/transfer`)?.slice(1)).to.deep.equal([TOKEN, '137', 'transfer']);
    expect(EIP681_TARGET.exec(TOKEN)?.slice(1)).to.deep.equal([TOKEN, undefined, undefined]);
  });

  it('refuse a target with a short address, a zero-led chain id or a path', () => {
    for (const target of [TOKEN.slice(0, -1), `${TOKEN}@01`, `${TOKEN}/transfer/more`, `${TOKEN}@1@2`]) {
      expect(EIP681_TARGET.test(target), target).to.equal(false);
    }
  });

  it('take numbers as wallets read them, with no sign anywhere', () => {
    for (const ok of ['1500000', '1.5e18', '0.25']) expect(EIP681_NUMBER.test(ok), ok).to.equal(true);
    for (const bad of ['-1', '+1', '9.8E+13', '1e-3', '.5', '1.']) expect(EIP681_NUMBER.test(bad), bad).to.equal(false);
  });
});
