/** The texts an element shows: English < its language < the host's `strings`, key by key. */
import { expect } from '@open-wc/testing';
import { DEFAULT_STRINGS, mergeStrings } from '../../src/locales/strings.js';

describe('mergeStrings(language, overrides)', () => {
  const german = { submitCrypto: 'Zahlungsdaten anzeigen', domainLabel: 'Domain', copy: 'Kopieren' };

  it('with no layers is English', () => {
    expect(mergeStrings()).to.deep.equal(DEFAULT_STRINGS);
    expect(mergeStrings(undefined)).to.deep.equal(DEFAULT_STRINGS);
  });

  it('takes the language over English, and the host over the language, key by key', () => {
    const text = mergeStrings(german, { copy: 'Kopie', startAgain: 'Nochmal' });
    expect(text.submitCrypto, 'from the language').to.equal('Zahlungsdaten anzeigen');
    expect(text.copy, 'the host over the language').to.equal('Kopie');
    expect(text.startAgain, 'the host over English').to.equal('Nochmal');
    expect(text.payHeading, 'English where neither has it').to.equal(DEFAULT_STRINGS.payHeading);
  });

  it('ignores what is not a text, and keys that are not ours', () => {
    const text = mergeStrings(german, { copy: 42, startAgain: null, submitCrypto: undefined, stray: 'x' });
    expect(text.copy).to.equal('Kopieren');
    expect(text.startAgain).to.equal(DEFAULT_STRINGS.startAgain);
    expect(text.submitCrypto).to.equal('Zahlungsdaten anzeigen');
    expect(Object.keys(text)).to.have.members(Object.keys(DEFAULT_STRINGS));
  });

  it('layers that are not objects are skipped', () => {
    expect(mergeStrings('de', null, 7, { copy: 'Kopieren' }).copy).to.equal('Kopieren');
  });

  it('leaves the defaults and the layers untouched', () => {
    const before = { ...german };
    mergeStrings(german, { copy: 'Kopie' });
    expect(german).to.deep.equal(before);
    expect(DEFAULT_STRINGS.copy).to.equal('Copy');
  });
});
