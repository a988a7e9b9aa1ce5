/**
 * `withPaymentEnglish` lays the script's texts (English for the form, a language's or the host's
 * for the rest) over the payment screen's English (test/locales/payment-english.test.ts). (The
 * layers as an element stacks them, with mergeStrings: test/locales/layers.test.ts.)
 */
import { expect } from '@open-wc/testing';
import { PAYMENT_STRINGS } from '../../src/locales/payment-english.js';
import { withPaymentEnglish } from '../../src/payment-screen/payment-strings.js';
import { DEFAULT_STRINGS } from '../../src/locales/strings.js';

describe('withPaymentEnglish(text)', () => {
  it('fills every text of the payment screen in English under the form\'s', () => {
    const text = withPaymentEnglish(DEFAULT_STRINGS);
    expect(text).to.deep.equal({ ...DEFAULT_STRINGS, ...PAYMENT_STRINGS });
  });

  it("keeps each text the script has over the English: a language's, the host's", () => {
    const script = { ...DEFAULT_STRINGS, submitCrypto: 'Zahlungsdaten anzeigen', payHeading: 'Genau diesen Betrag senden', copy: 'Kopie' };
    const text = withPaymentEnglish(script);
    expect(text.payHeading).to.equal('Genau diesen Betrag senden');
    expect(text.copy).to.equal('Kopie');
    expect(text.submitCrypto).to.equal('Zahlungsdaten anzeigen');
    expect(text.addressLabel, 'English where the script has none').to.equal('To this address');
  });

  it('is made once per texts the script hands in, and again for new ones', () => {
    const script = { ...DEFAULT_STRINGS };
    const first = withPaymentEnglish(script);
    expect(withPaymentEnglish(script) === first, 'the same texts: the same object').to.equal(true);
    expect(withPaymentEnglish({ ...script, copy: 'Kopie' }) === first).to.equal(false);
  });
});
