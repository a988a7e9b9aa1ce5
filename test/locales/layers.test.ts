/**
 * The texts an element shows: English < its language < the host's `strings`, key by key. The
 * form's English is in the script, the payment screen's arrives with the payment file.
 */
import { expect } from '@open-wc/testing';
import { DEFAULT_STRINGS, mergeStrings } from '../../src/locales/strings.js';
import { PAYMENT_STRINGS } from '../../src/locales/payment-english.js';
import { withPaymentEnglish } from '../../src/payment-screen/payment-strings.js';

describe('mergeStrings(language, overrides)', () => {
  const german = { submitCrypto: 'Zahlungsdaten anzeigen', domainLabel: 'Domain', copy: 'Kopieren' };

  it('with no layers is the form in English', () => {
    expect(mergeStrings()).to.deep.equal(DEFAULT_STRINGS);
    expect(mergeStrings(undefined)).to.deep.equal(DEFAULT_STRINGS);
  });

  it('takes the language over English, and the host over the language, key by key', () => {
    const text = withPaymentEnglish(mergeStrings(german, { copy: 'Kopie', startAgain: 'Nochmal' }));
    expect(text.submitCrypto, 'from the language').to.equal('Zahlungsdaten anzeigen');
    expect(text.copy, 'the host over the language').to.equal('Kopie');
    expect(text.startAgain, 'the host over English').to.equal('Nochmal');
    expect(text.payHeading, 'English where neither has it').to.equal(PAYMENT_STRINGS.payHeading);
    expect(text.yearsLabel, 'the form in English where neither has it').to.equal(DEFAULT_STRINGS.yearsLabel);
  });

  it("keeps the payment screen's texts a layer sets, under which the payment file puts its English", () => {
    const text = mergeStrings(german, { timeLeft: 'Restzeit' });
    expect(text.copy).to.equal('Kopieren');
    expect(text.timeLeft).to.equal('Restzeit');
    expect(text.payHeading, 'no English of the payment screen in the script').to.equal(undefined);
    expect(withPaymentEnglish(text).timeLeft).to.equal('Restzeit');
    expect(withPaymentEnglish(text), 'made once per texts').to.equal(withPaymentEnglish(text));
  });

  it('ignores what is not a text', () => {
    const text = withPaymentEnglish(mergeStrings(german, { copy: 42, startAgain: null, submitCrypto: undefined, stray: 'x' }));
    expect(text.copy).to.equal('Kopieren');
    expect(text.startAgain).to.equal(PAYMENT_STRINGS.startAgain);
    expect(text.submitCrypto).to.equal('Zahlungsdaten anzeigen');
    expect(Object.keys(text)).to.include.members([...Object.keys(DEFAULT_STRINGS), ...Object.keys(PAYMENT_STRINGS)]);
  });

  it('layers that are not objects are skipped', () => {
    expect(mergeStrings('de', null, 7, { copy: 'Kopieren' }).copy).to.equal('Kopieren');
  });

  it('leaves the defaults and the layers untouched', () => {
    const before = { ...german };
    mergeStrings(german, { copy: 'Kopie', submitCrypto: 'x' });
    expect(german).to.deep.equal(before);
    expect(DEFAULT_STRINGS.submitCrypto).to.equal('Get payment details');
    expect(PAYMENT_STRINGS.copy).to.equal('Copy');
  });
});
