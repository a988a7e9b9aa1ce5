import { expect } from '@open-wc/testing';
import { numberingSystemFor } from '../../src/locales/digits.js';
import { formatNumber } from '../../src/locales/numbers.js';

describe('numberingSystemFor(lang)', () => {
  it('names each language\'s CLDR default: Latin for Arabic, Extended Arabic-Indic for Persian', () => {
    expect(numberingSystemFor('ar')).to.equal('latn');
    expect(numberingSystemFor('fa')).to.equal('arabext');
    expect(numberingSystemFor('fa-IR')).to.equal('arabext');
    for (const lang of ['en', 'he', 'de', 'ja', 'zh-CN', 'ko', 'ru', 'tr', 'pt-BR', 'ur']) expect(numberingSystemFor(lang), lang).to.equal('latn');
    expect(numberingSystemFor('bn')).to.equal('beng');
  });

  it('takes a region or script of its own over the language', () => {
    expect(numberingSystemFor('ar-EG')).to.equal('arab');
    expect(numberingSystemFor('AR_sa')).to.equal('arab');
    expect(numberingSystemFor('ar-MA')).to.equal('latn');
    expect(numberingSystemFor('ur-IN')).to.equal('arabext');
    expect(numberingSystemFor('pa-Arab-PK')).to.equal('arabext');
    expect(numberingSystemFor('pa')).to.equal('latn');
  });

  it('keeps digits the page asked for with -u-nu-', () => {
    expect(numberingSystemFor('ar-u-nu-arab')).to.equal('arab');
    expect(numberingSystemFor('fa-IR-u-ca-persian-nu-latn')).to.equal('latn');
  });

  it('answers Latin for what is not a language tag', () => {
    for (const lang of ['', ' ', '*', 'x', '12', 'de--AT', undefined]) expect(numberingSystemFor(lang), String(lang)).to.equal('latn');
  });

  it('is what Intl writes, whatever the engine\'s own default', () => {
    expect(formatNumber(1458, 'fa', { useGrouping: false })).to.equal('۱۴۵۸');
    expect(formatNumber(1458, 'ar', { useGrouping: false })).to.equal('1458');
    expect(formatNumber(12, 'ar-EG')).to.equal('١٢');
    expect(formatNumber(12, 'ar-u-nu-arab')).to.equal('١٢');
  });
});
