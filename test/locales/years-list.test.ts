/**
 * Each built-in language writes its periods of 1 to 10 years itself (`yearsList`), so that its first
 * paint makes no Intl.NumberFormat (30 to 90 ms the first time in a page): held here to the words
 * Intl's unit formatter writes, in Chromium alone (scripts/wtr/one-engine.js), whose CLDR is the
 * newest of the three engines' and the one the lists were taken from. Firefox's and WebKit's CLDR
 * may word a few periods otherwise (WebKit's Hebrew 1 and 2): there the page still shows these.
 */
import { expect } from '@open-wc/testing';
import { LOCALES } from './all-locales.js';

const intlYears = (tag: string, n: number) =>
  new Intl.NumberFormat(tag, { numberingSystem: 'latn', style: 'unit', unit: 'year', unitDisplay: 'long' }).format(n);

describe('Built-in languages: the periods of 1 to 10 years, as Intl writes them', () => {
  for (const [tag, strings] of Object.entries(LOCALES)) {
    it(`${tag}: ten periods, each Intl's own words, in Latin digits (the page's digits are put in later)`, () => {
      const periods = strings.yearsList.split('|');
      expect(periods, tag).to.have.length(10);
      expect(periods, tag).to.deep.equal(periods.map((_, i) => intlYears(tag, i + 1)));
    });
  }
});
