/**
 * The price file beside the classic card script (src/loading/imports-beside.ts), as a partner
 * serves it: never fetched on a page without a price, fetched and pinned on a priced one, and an
 * altered one refused (no total, one warning). Pages are
 * test/helpers/beside-page.ts's, under the strict policy.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { ARRIVES, control, normalize, shadow } from '../helpers/buyer.js';
import { cardPage, partnerPage, PARTNER } from '../helpers/beside-page.js';
import { mockSession } from '../helpers/mock-session.js';
import { startCardPayment } from './page.js';

const isPriceFile = (path: string) => /\/dist\/price\.[\w-]+\.js$/.test(path);

async function pricedCardPage(script = '/dist/market-fiat-checkout.iife.js') {
  const page = await partnerPage(
    script,
    `<market-fiat-checkout ${PARTNER} external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"
      domain="example.com" years="2" price-currency="EUR" price="9.99" renewal-price="15.99"></market-fiat-checkout>`,
    'market-fiat-checkout',
  );
  const el = page.doc.querySelector('market-fiat-checkout')!;
  await el.updateComplete;
  return { ...page, el };
}

const lineOf = (el: Element) => shadow(el).querySelector('[part="price"]');

describe('The price file beside the script', () => {
  it('is never fetched on a page without a price, through a whole purchase', async () => {
    const page = await cardPage();
    control(page.el, 'domain')!.focus();
    await startCardPayment(page.el, mockSession());
    expect(page.fetched().filter(isPriceFile)).to.deep.equal([]);
    expect(lineOf(page.el)).to.equal(null);
    expect(page.errors()).to.deep.equal([]);
  });

  it('is fetched, pinned, on a priced page as the element connects, and the line shows the total', async () => {
    const page = await pricedCardPage();
    await waitUntil(() => lineOf(page.el)?.querySelector('strong'), 'the total shows', ARRIVES);
    const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(25.98);
    expect(normalize(lineOf(page.el)!.textContent)).to.contain(normalize(euros));
    expect(page.fetched().filter(isPriceFile).length).to.be.greaterThan(0);
    expect(page.errors()).to.deep.equal([]);
  });

  it('an altered price file is refused: no total, one warning, no error, and it is not asked for at each update', async () => {
    const page = await pricedCardPage('/altered/dist/market-fiat-checkout.iife.js');
    await waitUntil(() => page.warnings().some((w) => w.includes('price file')), 'warned', ARRIVES);
    await waitUntil(() => lineOf(page.el)!.getAttribute('aria-busy') === 'false', 'no longer busy', ARRIVES);
    // Not asked for again at each update: a refused file stays refused for this element.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.fetched().filter(isPriceFile).length).to.be.at.most(3);
    expect(normalize(lineOf(page.el)!.textContent)).to.equal('');
    expect(page.warnings().filter((w) => w.includes('price file'))).to.have.length(1);
    // Under /altered/ the check file is refused too, so the purchase itself is not tried here:
    // test/controllers/price-controller.test.ts buys through every bad price setting.
    expect(page.el.getAttribute('state')).to.equal('editing');
    expect(page.errors()).to.deep.equal([]);
  });
});
