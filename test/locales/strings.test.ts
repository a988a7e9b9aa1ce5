/** The texts shown: the form's English, each layer over it key by key, and nothing that is not a text. */
import { expect } from '@open-wc/testing';
import { DEFAULT_STRINGS, mergeStrings } from '../../src/locales/strings.js';

describe('mergeStrings', () => {
  it("is the form's English with nothing over it", () => {
    expect(mergeStrings()).to.deep.equal(DEFAULT_STRINGS);
    expect(mergeStrings()).not.to.equal(DEFAULT_STRINGS);
  });

  it('lays each layer over the one before, key by key, the payment screen\'s texts too', () => {
    const merged = mergeStrings({ submitCrypto: 'Weiter', copy: 'Kopieren' }, { copy: 'Copier' });
    expect(merged.submitCrypto).to.equal('Weiter');
    expect(merged.copy, 'the last layer wins').to.equal('Copier');
    expect(merged.domainLabel, 'what no layer sets stays English').to.equal(DEFAULT_STRINGS.domainLabel);
  });

  it('ignores what is not a text: a layer that is no object, a value that is no string', () => {
    const merged = mergeStrings(null, 'text', 42, { domainLabel: 7, submitCrypto: { a: 1 }, copy: 'Copy!' });
    expect(merged.domainLabel).to.equal(DEFAULT_STRINGS.domainLabel);
    expect(merged.submitCrypto).to.equal(DEFAULT_STRINGS.submitCrypto);
    expect(merged.copy).to.equal('Copy!');
  });
});
