/**
 * The coin types the wallet editor offers by name: each name on its SLIP-44 id (what goes over the
 * wire as `coinId`), and any other id typed by hand ("Other").
 */
import { expect } from '@open-wc/testing';
import { COMMON_COINS, isCommonCoin } from '../../src/form/coins.js';

describe('COMMON_COINS', () => {
  it("names each coin on its registered SLIP-44 id", () => {
    expect(COMMON_COINS.map(({ id, name }) => [id, name])).to.deep.equal([
      [0, 'Bitcoin (BTC)'],
      [2, 'Litecoin (LTC)'],
      [3, 'Dogecoin (DOGE)'],
      [60, 'Ethereum (ETH)'],
      [144, 'XRP'],
      [195, 'Tron (TRX)'],
      [501, 'Solana (SOL)'],
      [1815, 'Cardano (ADA)'],
    ]);
  });
});

describe('isCommonCoin', () => {
  it('knows each offered coin', () => {
    for (const { id } of COMMON_COINS) expect(isCommonCoin(id), String(id)).to.equal(true);
  });

  it("leaves any other id to the buyer's own number, and a number not yet typed too", () => {
    for (const id of [1, 61, 9000, 0x7fffffff, 60.5, NaN, -60]) expect(isCommonCoin(id), String(id)).to.equal(false);
  });
});
