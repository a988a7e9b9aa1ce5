import { expect } from '@open-wc/testing';
import { readPriceAttributes, readQuoteAnswer } from '../../src/price/settings.js';

const problemsOf = (reading: ReturnType<typeof readPriceAttributes> | ReturnType<typeof readQuoteAnswer>) =>
  reading && 'problems' in reading ? reading.problems : [];

describe('readPriceAttributes', () => {
  it('is nothing when no price is configured', () => {
    expect(readPriceAttributes('', '', '')).to.equal(undefined);
  });

  it('reads the first year and the renewal in minor units; no renewal means the same price', () => {
    expect(readPriceAttributes('EUR', '9.99', '15.99')).to.deep.equal({ price: { currency: 'EUR', minor: 2, first: 999n, renewal: 1599n } });
    expect(readPriceAttributes('JPY', '1500', '')).to.deep.equal({ price: { currency: 'JPY', minor: 0, first: 1500n, renewal: 1500n } });
  });

  it('names the setting that is wrong, and shows no price', () => {
    expect(problemsOf(readPriceAttributes('BTC', '0.001', ''))[0]).to.match(/^price-currency is malformed: "BTC"/);
    expect(problemsOf(readPriceAttributes('', '9.99', ''))[0]).to.match(/^price-currency is missing/);
    expect(problemsOf(readPriceAttributes('USD', '9.999', ''))[0]).to.match(/^price is malformed: "9\.999".*at most 2 decimal places for USD/);
    expect(problemsOf(readPriceAttributes('JPY', '10.5', ''))[0]).to.match(/^price is malformed: "10\.5".*at most 0 decimal places for JPY/);
    expect(problemsOf(readPriceAttributes('EUR', '', '15.99'))[0]).to.match(/^price is missing/);
    expect(problemsOf(readPriceAttributes('EUR', '9.99', '1,599'))).to.have.length(1).and.to.match(/^renewal-price is malformed/);
    expect(problemsOf(readPriceAttributes('EUR', '-1', '1e3'))).to.have.length(2);
  });
});

describe('readQuoteAnswer', () => {
  it('is the host’s quiet "no price" for undefined', () => {
    expect(readQuoteAnswer(undefined)).to.equal(undefined);
  });

  it('reads a total, with the first and renewal prices when given', () => {
    expect(readQuoteAnswer({ currency: 'EUR', total: '25.98' })).to.deep.equal({ price: { currency: 'EUR', minor: 2, total: 2598n, first: undefined, renewal: undefined } });
    expect(readQuoteAnswer({ currency: 'EUR', total: '25.98', price: '9.99', renewalPrice: '15.99' })).to.deep.equal({
      price: { currency: 'EUR', minor: 2, total: 2598n, first: 999n, renewal: 1599n },
    });
  });

  it('refuses anything else, naming what is wrong', () => {
    const refused: unknown[] = [
      null, 'EUR 25.98', 25.98, { currency: 'EUR', total: 25.98 }, { currency: 'USDT', total: '1' }, { total: '1' },
      { currency: 'EUR', total: '<img src=x onerror=alert(1)>' }, { currency: 'EUR', total: '25.985' }, { currency: 'EUR', total: '1', price: '1 000' },
      { currency: 'EUR', total: '1', renewalPrice: -1 },
    ];
    for (const answer of refused) expect(problemsOf(readQuoteAnswer(answer)), JSON.stringify(answer)).to.have.length.greaterThan(0);
    expect(problemsOf(readQuoteAnswer({ currency: 'BTC', total: '1' }))[0]).to.match(/^quote's currency is malformed/);
  });
});
