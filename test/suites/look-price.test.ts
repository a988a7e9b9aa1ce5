/**
 * Issue 52: the price line keeps its room. On the card form with a host `quote` that answers
 * late, in the language whose total and breakdown are the longest of the 17, at 320 and 1280 px:
 * the submit button and everything below it, and the card's size, stay where they were when the
 * quote answers with a breakdown and when it answers `undefined`; and the form passes axe while
 * the quote is pending and once a price shows. Geometry from test/helpers/screen-geometry.ts.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { Strings } from '../../src/locales/strings.js';
import type { PriceQuote } from '../../src/price/index.js';
import { ARRIVES, find } from '../helpers/buyer.js';
import { setViewport } from '../helpers/emulate.js';
import { ENGLISH } from '../helpers/english.js';
import { PARTNER_ID } from '../helpers/fixtures.js';
import { languageReady } from '../helpers/language-ready.js';
import { places } from '../helpers/screen-geometry.js';
import { LOCALES } from '../locales/all-locales.js';

const ALL = Object.entries({ en: ENGLISH, ...LOCALES } as Record<string, Strings>);
/** The language whose total and breakdown together are the longest. */
const [TAG] = ALL.reduce((a, b) => (b[1].priceTotal.length + b[1].priceBreakdown.length > a[1].priceTotal.length + a[1].priceBreakdown.length ? b : a));
const ANSWER: PriceQuote = { currency: 'EUR', total: '1234567.89', price: '99999.99', renewalPrice: '123456.78' };

/** The card and the submit button with everything after it, where they are now. */
function belowTheLine(el: MarketFiatCheckout): Map<Element, string> {
  const button = find(el, '[part="submit"]');
  const all = places(el);
  return new Map(
    [...all]
      .filter(([node], i) => i === 0 || node === button || button.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map(([node, { name, where }]) => [node, `${name}: ${where}`]),
  );
}

async function quoted(): Promise<{ el: MarketFiatCheckout; answer: (value: PriceQuote | undefined) => void }> {
  let answer: ((value: PriceQuote | undefined) => void) | undefined;
  const el = await fixture<MarketFiatCheckout>(html`<market-fiat-checkout
    lang=${TAG}
    base-url="https://api.example"
    partner-id=${PARTNER_ID}
    domain="a-rather-long-premium-name.example"
    years="2"
    .quote=${() => new Promise<PriceQuote | undefined>((resolve) => (answer = resolve))}
  ></market-fiat-checkout>`);
  await languageReady(TAG);
  await waitUntil(() => answer !== undefined && el.shadowRoot!.querySelector('[part="price"][aria-busy="true"]'), 'the quote is asked', ARRIVES);
  await el.updateComplete;
  return { el, answer: (value) => answer!(value) };
}

describe(`look: the price line keeps its room (${TAG})`, function () {
  this.timeout(30_000);
  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [320, 1280]) {
    for (const [what, value] of [['a total with its breakdown', ANSWER], ['no price (undefined)', undefined]] as const) {
      it(`moves nothing below the line at ${width} px when the quote answers ${what}`, async () => {
        await setViewport({ width, height: 900 });
        const { el, answer } = await quoted();
        const before = belowTheLine(el);
        answer(value);
        await waitUntil(() => el.shadowRoot!.querySelector('[part="price"][aria-busy="false"]'), 'the quote answered', ARRIVES);
        await el.updateComplete;
        if (value) expect(find(el, '[part="price"]').textContent).to.contain('1');
        const after = belowTheLine(el);
        expect([...before].filter(([node, where]) => after.get(node) !== where).map(([node, where]) => `${where} → ${after.get(node) ?? 'gone'}`)).to.deep.equal([]);
      });
    }
  }

  it('passes axe with a pending quote', async () => {
    const { el } = await quoted();
    await expect(el).to.be.accessible();
  });

  it('passes axe with a price and its breakdown shown', async () => {
    const el = await fixture<MarketFiatCheckout>(html`<market-fiat-checkout
      lang=${TAG}
      base-url="https://api.example"
      partner-id=${PARTNER_ID}
      domain="example.com"
      years="2"
      price-currency="EUR"
      price="9.99"
      renewal-price="15.99"
    ></market-fiat-checkout>`);
    await languageReady(TAG);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="price"] strong'), 'the total shows', ARRIVES);
    await expect(el).to.be.accessible();
  });
});
