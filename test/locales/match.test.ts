/** bestLocale: the language a page's `lang` gets, pure and without a DOM. */
import { expect } from '@open-wc/testing';
import { BUILT_IN } from '../../src/locales/built-in.js';
import { bestLocale, directionOf, layoutDirection } from '../../src/locales/match.js';

const AVAILABLE = ['en', ...BUILT_IN];

const cases: [lang: string, expected: string | undefined, why: string][] = [
  ['de', 'de', 'exact'],
  ['DE', 'de', 'any case'],
  ['pt-br', 'pt-BR', 'any case, spelled as available'],
  ['zh-cn', 'zh-CN', 'any case, spelled as available'],
  ['de-AT', 'de', 'region dropped'],
  ['de-CH-1996', 'de', 'variant and region dropped'],
  ['de_DE', 'de', 'an underscore read as a hyphen'],
  ['  fr-CA ', 'fr', 'spaces ignored'],
  ['pt', 'pt-BR', 'the only Portuguese'],
  ['pt-PT', 'pt-BR', 'the only Portuguese'],
  ['zh', 'zh-CN', 'Chinese without script or region is Simplified'],
  ['zh-Hans', 'zh-CN', 'Simplified script'],
  ['zh-Hans-CN', 'zh-CN', 'Simplified script and region'],
  ['zh-SG', 'zh-CN', 'Singapore writes Simplified'],
  ['zh-TW', undefined, 'Traditional is not Simplified'],
  ['zh-HK', undefined, 'Hong Kong writes Traditional'],
  ['zh-Hant', undefined, 'Traditional script'],
  ['zh-Hant-CN', undefined, 'an explicit script wins over the region'],
  ['iw', 'he', 'the old code of Hebrew'],
  ['iw-IL', 'he', 'the old code of Hebrew, with a region'],
  ['nb', undefined, 'Norwegian is not built in'],
  ['no', undefined, 'Norwegian is not built in'],
  ['en', 'en', 'English'],
  ['en-GB', 'en', 'any English'],
  ['sr-Latn', undefined, 'not built in'],
  ['', undefined, 'no language'],
  ['*', undefined, 'not a tag'],
  ['x-klingon', undefined, 'a private-use tag'],
  ['ar-EG', 'ar', 'region dropped'],
  ['fa-IR', 'fa', 'region dropped'],
  ['ja-JP', 'ja', 'region dropped'],
  ['ko-KR', 'ko', 'region dropped'],
  ['uk-UA', 'uk', 'Ukrainian, not the United Kingdom'],
];

describe('bestLocale(lang, available)', () => {
  for (const [lang, expected, why] of cases) {
    it(`${JSON.stringify(lang)} → ${expected ?? 'no match (English)'}: ${why}`, () => {
      expect(bestLocale(lang, AVAILABLE)).to.equal(expected);
    });
  }

  it('prefers the exact tag, then the longest prefix, before any tag of the language', () => {
    const available = ['de', 'de-CH', 'pt-PT', 'pt-BR'];
    expect(bestLocale('de-CH', available)).to.equal('de-CH');
    expect(bestLocale('de-CH-1996', available)).to.equal('de-CH');
    expect(bestLocale('de-AT', available)).to.equal('de');
    expect(bestLocale('pt-PT', available)).to.equal('pt-PT');
    expect(bestLocale('pt-AO', available)).to.equal('pt-PT');
    expect(bestLocale('pt-BR', available)).to.equal('pt-BR');
  });

  it('serves Traditional Chinese from a registered Traditional tag, not from Simplified', () => {
    const available = ['zh-CN', 'zh-TW'];
    expect(bestLocale('zh-Hant', available)).to.equal('zh-TW');
    expect(bestLocale('zh-HK', available)).to.equal('zh-TW');
    expect(bestLocale('zh', available)).to.equal('zh-CN');
    expect(bestLocale('zh-TW', ['zh'])).to.equal(undefined);
  });

  it('never serves a language in another script than the one asked for', () => {
    expect(bestLocale('sr-Latn', ['sr'])).to.equal(undefined);
    expect(bestLocale('sr-RS', ['sr'])).to.equal('sr');
    expect(bestLocale('sr-Latn-RS', ['sr', 'sr-Latn'])).to.equal('sr-Latn');
  });

  it('finds nothing in nothing', () => {
    expect(bestLocale('de', [])).to.equal(undefined);
  });
});

describe('directionOf(lang)', () => {
  it('right to left for the languages written in Arabic or Hebrew script, old codes included', () => {
    for (const lang of ['ar', 'ar-EG', 'he', 'iw', 'he-IL', 'fa', 'fa-IR', 'ur', 'ps', 'yi', 'ckb']) expect(directionOf(lang), lang).to.equal('rtl');
  });

  it('left to right for the others, a language in Latin script, and what is not a tag', () => {
    for (const lang of ['en', 'de', 'ja', 'zh-CN', 'ru', 'tr', 'az-Latn', 'uz', '', '*']) expect(directionOf(lang), lang).to.equal('ltr');
    expect(directionOf('az-Arab')).to.equal('rtl');
  });

  it('a language written in one script keeps its direction with a region, and a script written wins over it', () => {
    for (const lang of ['de-AT', 'pt_BR', 'ja-JP', 'ru-UA', 'es-419', 'EN-gb']) expect(directionOf(lang), lang).to.equal('ltr');
    for (const lang of ['fa-AF', 'ar-EG', 'AR-sa', 'he_IL']) expect(directionOf(lang), lang).to.equal('rtl');
    expect(directionOf('ar-Latn')).to.equal('ltr');
    expect(directionOf('tr-Arab')).to.equal('rtl');
    expect(directionOf('pa-PK')).to.equal('rtl');
  });
});

describe('layoutDirection(dir, lang)', () => {
  it('takes the dir the page wrote, in any case, over the language', () => {
    expect(layoutDirection('ltr', 'ar')).to.equal('ltr');
    expect(layoutDirection(' RTL ', 'en')).to.equal('rtl');
  });

  it('falls back to the language where no dir is written, or one that tells nothing', () => {
    for (const dir of [null, undefined, '', 'auto', 'sideways']) {
      expect(layoutDirection(dir, 'fa'), String(dir)).to.equal('rtl');
      expect(layoutDirection(dir, 'de'), String(dir)).to.equal('ltr');
    }
  });
});
