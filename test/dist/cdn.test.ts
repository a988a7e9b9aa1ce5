/**
 * dist/cdn/, the folder the README's quick start copies, served alone at /cdn/
 * (scripts/serve-cdn.js: nothing outside the folder answers there). A page loading a script from
 * it completes both purchases and shows its language, with every file fetched from the folder.
 */
import { expect, waitUntil } from '@open-wc/testing';
import de from '../../src/locales/de.js';
import { find, normalize } from '../helpers/buyer.js';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openHtml, startCardPayment, type PageWindow } from './page.js';

/**
 * A partner page with `script` from the folder. (No policy here: Firefox refuses a `'self'` script
 * to a srcdoc page's `<meta>` policy; test/dist/bundles.test.ts runs the strict one.)
 */
const partnerPage = (script: string, lang = 'en') => `<html lang="${lang}">
${script}
<market-crypto-checkout partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b" currency="BTC"></market-crypto-checkout>
<market-fiat-checkout
  partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b"
  external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f"
  processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"
><div slot="payment">The processor's card form</div></market-fiat-checkout>`;

/** The paths of the built files the page fetched (the page's own error recorder aside). */
const builtFilesFetched = (win: PageWindow) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\.(js|txt)$/.test(path) && !path.startsWith('/test/'));

/** Every built file the page fetched came from the folder, and `wanted` among them. */
function fetchedFromFolder(win: PageWindow, wanted: RegExp) {
  const fetched = builtFilesFetched(win);
  expect(fetched.filter((path) => !path.startsWith('/cdn/')), 'fetched from outside dist/cdn/').to.deep.equal([]);
  expect(fetched.some((path) => wanted.test(path)), `${wanted} among ${fetched.join(', ')}`).to.equal(true);
}

for (const [name, script] of [
  ['the classic script', '<script src="/cdn/market-checkout.iife.js" defer></script>'],
  ['the ES module', '<script type="module" src="/cdn/market-checkout.js"></script>'],
]) {
  describe(`dist/cdn/ alone, with ${name}`, () => {
    it('completes a crypto purchase to the QR code, with the payment file from the folder', async () => {
      const { win, crypto, errors } = await openHtml(partnerPage(script));
      await buyWithCrypto(crypto, mockSession());
      fetchedFromFolder(win, /^\/cdn\/payment\.[\w-]+\.js$/);
      expect(errors()).to.deep.equal([]);
    });

    it('hands a card purchase to the host', async () => {
      const { win, fiat, errors } = await openHtml(partnerPage(script));
      await startCardPayment(fiat, mockSession());
      fetchedFromFolder(win, /^\/cdn\/market-checkout(\.iife)?\.js$/);
      expect(errors()).to.deep.equal([]);
    });

    it('shows German on a lang="de" page, from the folder\'s locales/', async () => {
      const { win, crypto, fiat, errors } = await openHtml(partnerPage(script, 'de'));
      // Nothing of the form until German is here.
      const submit = () => normalize(crypto.shadowRoot!.querySelector('[part~="submit"]')?.textContent);
      await waitUntil(() => submit() === de.submitCrypto, `the German button (it reads "${submit()}")`, { timeout: 5000 });
      expect(normalize(find(fiat, '[part~="submit"]').textContent)).to.equal(de.submitFiat);
      fetchedFromFolder(win, /^\/cdn\/locales\/de\.js$/);
      expect(errors()).to.deep.equal([]);
    });
  });
}
