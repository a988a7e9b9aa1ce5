/**
 * formatNumber writes English whole numbers and long units without a formatter (the first one in
 * a page costs Chromium's ICU start-up): what it writes must be what Intl writes, for every case
 * that path takes, and Intl must still write every other.
 */
import { expect } from '@open-wc/testing';
import { numberingSystemFor } from '../../src/locales/digits.js';
import { formatNumber, spokenDuration } from '../../src/locales/numbers.js';

const unit = (u: string) => ({ style: 'unit', unit: u, unitDisplay: 'long' }) as const;
const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [undefined, unit('year'), unit('minute'), unit('second')];
// With the digits asked for by name, as formatNumber does: engines ship different defaults (Arabic).
const intl = (n: number, lang: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(lang, { numberingSystem: numberingSystemFor(lang), ...options }).format(n);

describe('formatNumber', () => {
  for (const lang of ['en', 'en-US', 'en-GB', 'en-IN', 'en-001', 'EN-au']) {
    it(`writes 0 to 999, alone and in years, minutes and seconds, as Intl does for ${lang}`, () => {
      for (const options of OPTIONS) {
        for (let n = 0; n <= 999; n += 1) expect(formatNumber(n, lang, options), `${n} ${options?.unit ?? ''}`).to.equal(intl(n, lang, options));
      }
    });
  }

  it('leaves to Intl what it does not write itself', () => {
    const cases: [number, string, Intl.NumberFormatOptions?][] = [
      [1000, 'en'],
      [12345, 'en-IN'],
      [2.5, 'en'],
      [-1, 'en'],
      [-0, 'en'],
      [3, 'en-u-nu-arab'],
      [3, 'ar'],
      [2, 'de', unit('year')],
      [2, 'en', unit('day')],
      [2, 'en', { ...unit('year'), minimumIntegerDigits: 2 }],
      [2, 'en', { style: 'unit', unit: 'year', unitDisplay: 'short' }],
    ];
    for (const [n, lang, options] of cases) expect(formatNumber(n, lang, options), `${n} ${lang}`).to.equal(intl(n, lang, options));
  });
});

describe('spokenDuration', () => {
  it('says whole minutes as minutes and the rest as seconds', () => {
    expect(spokenDuration(600, 'en')).to.equal('10 minutes');
    expect(spokenDuration(60, 'en')).to.equal('1 minute');
    expect(spokenDuration(30, 'en')).to.equal('30 seconds');
    expect(spokenDuration(90, 'en')).to.equal('90 seconds');
  });

  it("uses the page's language, and English when the language tag is unusable", () => {
    expect(spokenDuration(600, 'de')).to.equal('10 Minuten');
    expect(spokenDuration(600, 'not a tag!')).to.equal('10 minutes');
    expect(spokenDuration(30, '')).to.match(/30/);
  });
});
