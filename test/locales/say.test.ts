/** A message in the buyer's words: the host's text for its key, values filled in, numbers in the element's language. */
import { expect } from '@open-wc/testing';
import { say } from '../../src/locales/say.js';
import { mergeStrings } from '../../src/locales/strings.js';

describe('say', () => {
  const text = mergeStrings({ yearsRange: 'Choose {min} to {max} years.' });

  it('fills the keyed text with its values, numbers written for the language, defaults where values leave a gap', () => {
    expect(say(text, { key: 'yearsRange', values: { min: 1 }, message: 'unused' }, 'en', { max: 10 })).to.equal('Choose 1 to 10 years.');
    expect(say(text, { key: 'yearsRange', values: { min: 1, max: 3 }, message: 'unused' }, 'ar-EG', { max: 10 })).to.equal(
      `Choose ${new Intl.NumberFormat('ar-EG').format(1)} to ${new Intl.NumberFormat('ar-EG').format(3)} years.`,
    );
  });

  it('says a message without a key in its own words', () => {
    expect(say(text, { message: 'The service said no.' }, 'en')).to.equal('The service said no.');
  });
});
