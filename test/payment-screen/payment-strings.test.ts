/**
 * The payment screen's English: it travels in the payment file, not in a buyer's first load, and
 * `withPaymentEnglish` lays the script's texts (English for the form, a language's or the host's
 * for the rest) over it. The built scripts are read as served: run `npm run build` first. (The
 * layers as an element stacks them, with mergeStrings: test/locales/layers.test.ts.)
 */
import { expect } from '@open-wc/testing';
import { PAYMENT_STRINGS, withPaymentEnglish } from '../../src/payment-screen/payment-strings.js';
import { DEFAULT_STRINGS } from '../../src/locales/strings.js';

const FIRST_LOADS = ['market-checkout.iife.js', 'market-checkout.js', 'market-crypto-checkout.iife.js'];
const built = async (file: string) => (await fetch(`/dist/${file}`)).text();
/** The texts of more than one word: a single word ("Copy") may be in a script for other reasons. */
const phrases = Object.entries(PAYMENT_STRINGS).filter(([, text]) => text.includes(' '));

describe('PAYMENT_STRINGS in the built scripts', () => {
  for (const script of FIRST_LOADS) {
    it(`are not in ${script}, and are all in the payment file it loads`, async () => {
      const code = await built(script);
      const [paymentFile] = /payment\.[\w-]+\.js/.exec(code) ?? [];
      expect(paymentFile, 'the payment file named in the script').to.be.a('string');
      const payment = await built(paymentFile!);
      expect(phrases.length, 'texts to look for').to.be.above(30);
      expect(phrases.filter(([, text]) => code.includes(text)).map(([key]) => key), 'in the first load').to.deep.equal([]);
      expect(phrases.filter(([, text]) => !payment.includes(text)).map(([key]) => key), 'missing from the payment file').to.deep.equal([]);
    });
  }
});

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

  it('cannot be changed by a page: the English is frozen', () => {
    expect(Object.isFrozen(PAYMENT_STRINGS)).to.equal(true);
  });
});
