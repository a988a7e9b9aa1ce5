/**
 * The payment screen's English: it travels in the payment file, not in a buyer's first load. The
 * built scripts are read as served: run `npm run build` first.
 */
import { expect } from '@open-wc/testing';
import { PAYMENT_STRINGS } from '../../src/locales/payment-english.js';

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

describe('PAYMENT_STRINGS', () => {
  it('cannot be changed by a page: the English is frozen', () => {
    expect(Object.isFrozen(PAYMENT_STRINGS)).to.equal(true);
  });
});
