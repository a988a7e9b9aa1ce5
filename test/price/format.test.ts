import { expect } from '@open-wc/testing';
import { BUILT_IN } from '../../src/locales/built-in.js';
import { numberingSystemFor } from '../../src/locales/digits.js';
import { formatMoney } from '../../src/price/format.js';

const LANGUAGES = ['en', ...BUILT_IN, 'ar-EG', 'fa-IR'];
const CURRENCIES: [string, string][] = [['EUR', '25.98'], ['USD', '1234.50'], ['JPY', '1500'], ['KWD', '12.345'], ['CHF', '0.05']];

describe('formatMoney', () => {
  for (const lang of LANGUAGES) {
    it(`writes money as Intl does in ${lang}, in its digits`, () => {
      const digits = numberingSystemFor(lang);
      for (const [currency, amount] of CURRENCIES) {
        // Each amount is exact as a Number to its places: Intl given the Number must agree with the string.
        const intl = new Intl.NumberFormat(lang, { style: 'currency', currency, numberingSystem: digits }).format(Number(amount));
        expect(formatMoney(amount, currency, lang, digits), `${currency} ${amount}`).to.equal(intl);
      }
    });
  }

  it('keeps every cent of a sum a float would round', () => {
    const written = formatMoney('12345678901234567.89', 'USD', 'en', 'latn');
    expect(written.replace(/\D/g, '')).to.equal('1234567890123456789');
  });

  it('writes Arabic-Indic and Persian digits where the language does', () => {
    expect(formatMoney('25.98', 'EUR', 'ar-EG', numberingSystemFor('ar-EG'))).to.match(/٢٥٫٩٨/);
    expect(formatMoney('25.98', 'EUR', 'fa', numberingSystemFor('fa'))).to.match(/۲۵٫۹۸/);
  });

  it('falls back to English for a language Intl refuses', () => {
    expect(formatMoney('1.50', 'EUR', 'not a language!', 'latn')).to.equal(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(1.5));
  });
});
