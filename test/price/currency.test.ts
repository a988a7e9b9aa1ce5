import { expect } from '@open-wc/testing';
import { minorUnit } from '../../src/price/currency.js';

describe('minorUnit', () => {
  it('is the places Intl writes for an ISO 4217 currency', () => {
    expect(minorUnit('EUR')).to.equal(2);
    expect(minorUnit('USD')).to.equal(2);
    expect(minorUnit('JPY')).to.equal(0);
    expect(minorUnit('KWD')).to.equal(3);
  });

  it('refuses crypto symbols, unknown and malformed codes', () => {
    for (const code of ['BTC', 'USDT', 'ETH', 'XBT', 'ABC', 'eur', 'EURO', 'EU', '', ' EUR', '<b>']) expect(minorUnit(code), code).to.equal(undefined);
  });
});
