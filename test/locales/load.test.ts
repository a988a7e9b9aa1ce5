/**
 * loadForm(tag) and loadPayment(tag) in the package build (and from source): each half of a
 * built-in language is its own module, fetched only when asked for, so that an app's bundler
 * splits each into a file of its own. Requests are counted as the browser records them. No
 * language module is imported here: one this file imported would be loaded already.
 */
import { expect } from '@open-wc/testing';
import { BUILT_IN } from '../../src/locales/built-in.js';
import { loadForm, loadPayment } from '../../src/locales/load.js';
import { watchWire } from '../helpers/wire-watch.js';

const LANGUAGES = `${location.origin}/src/locales/`;

describe('loadForm(tag), loadPayment(tag)', () => {
  it("fetches the half asked for and no other: Japanese's form texts from ja alone, then its payment texts from payment/ja alone", async () => {
    const wire = watchWire();
    const japanese = await loadForm('ja');
    expect(japanese.summaryHeading).to.equal('ご注文内容');
    expect('payHeading' in japanese, 'no payment text in the form half').to.equal(false);
    expect(wire.count(`${LANGUAGES}ja.`), 'requests for ja').to.equal(1);
    expect(wire.count(LANGUAGES), 'requests for any language').to.equal(1);
    const payment = await loadPayment('ja');
    expect(payment.payHeading).to.equal('この金額を正確に送金してください');
    expect('summaryHeading' in payment, 'no form text in the payment half').to.equal(false);
    expect(wire.count(`${LANGUAGES}payment/ja.`), 'requests for payment/ja').to.equal(1);
    expect(wire.count(LANGUAGES), 'requests for any language').to.equal(2);
    wire.stop();
  });

  it("gives each built-in language its own modules' texts", async () => {
    for (const tag of BUILT_IN) {
      // The addresses the test server gives the modules load.ts imports (esbuild maps .js to .ts
      // only in imports it can read, not in one built at run time).
      const form = ((await import(/* @vite-ignore */ `../../src/locales/${tag}.ts`)) as { default: unknown }).default;
      const payment = ((await import(/* @vite-ignore */ `../../src/locales/payment/${tag}.ts`)) as { default: unknown }).default;
      expect((await loadForm(tag)) === form, tag).to.equal(true);
      expect((await loadPayment(tag)) === payment, `payment ${tag}`).to.equal(true);
    }
  });
});
