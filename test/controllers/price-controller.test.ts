/**
 * The form's price line as a buyer meets it on the card element: the total above the submit
 * button and beside each period, in the page's language; the price file fetched only where a
 * price is set; every bad setting a warning and a working checkout; the total the buyer saw
 * carried by the events and shown in the card summary.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { MarketFiatSessionDetail, MarketSubmitDetail } from '../../src/controllers/events.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { PriceQuote } from '../../src/price/index.js';
import { numberingSystemFor } from '../../src/locales/digits.js';
import { ARRIVES, choose, control, fill, find, normalize, realClick } from '../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { languageReady } from '../helpers/language-ready.js';
import { mockSession } from '../helpers/mock-session.js';
import { recordWarnings } from '../helpers/warnings.js';

const euros = (amount: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', numberingSystem: numberingSystemFor(lang) }).format(amount);
const line = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="price"]');
const lineText = (el: Element) => normalize(line(el)?.textContent);
/** What each years option says. */
const optionLabels = (el: MarketFiatCheckout) => [...control<HTMLSelectElement>(el, 'years')!.options].map((o) => normalize(o.textContent));
const priceFileFetched = () => performance.getEntriesByType('resource').some((entry) => /\/src\/price\//.test(entry.name));

function mount(attributes: { currency?: string; price?: string; renewal?: string; lang?: string; baseUrl?: string } = {}) {
  return fixture<MarketFiatCheckout>(html`<market-fiat-checkout
    lang=${attributes.lang ?? 'en'}
    base-url=${attributes.baseUrl ?? mockSession().baseUrl()}
    partner-id=${PARTNER_ID}
    external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f"
    processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"
    domain="example.com"
    years="2"
    price-currency=${attributes.currency ?? ''}
    price=${attributes.price ?? ''}
    renewal-price=${attributes.renewal ?? ''}
  ></market-fiat-checkout>`);
}

/** The line once the price file is here and the line settled. */
async function settled(el: MarketFiatCheckout) {
  await waitUntil(() => line(el)?.getAttribute('aria-busy') === 'false', 'the price line settles', ARRIVES);
  await el.updateComplete;
}

describe('PriceController: the price line on the form', () => {
  const warnings = recordWarnings();

  it('keeps no room and fetches no price file on a page without a price', async () => {
    const el = await mount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(line(el)).to.equal(null);
    expect(priceFileFetched()).to.equal(false);
  });

  it('shows the total for the period as German writes euros, with the first year and the renewal, and each period’s total', async () => {
    const el = await mount({ lang: 'de', currency: 'EUR', price: '9.99', renewal: '15.99' });
    await languageReady('de');
    await settled(el);
    expect(lineText(el)).to.equal(normalize(`Gesamt für 2 Jahre: ${euros(25.98, 'de')} ${euros(9.99, 'de')} im ersten Jahr, danach ${euros(15.99, 'de')} pro Jahr`));
    const options = optionLabels(el);
    expect(options[0]).to.equal(normalize(`1 Jahr, ${euros(9.99, 'de')}`));
    expect(options[9]).to.equal(normalize(`10 Jahre, ${euros(153.9, 'de')}`));
    await choose(el, 'years', '3');
    expect(lineText(el)).to.contain(normalize(euros(41.97, 'de')));
    expect(find(el, '[part="price"] + [part="submit"]'), 'the line sits directly above the button').to.exist;
    expect(warnings).to.deep.equal([]);
  });

  it('writes the total in the digits of an Arabic page', async () => {
    const el = await mount({ lang: 'ar-EG', currency: 'EUR', price: '9.99' });
    await languageReady('ar-EG');
    await settled(el);
    expect(lineText(el)).to.contain(normalize(euros(19.98, 'ar-EG')));
    expect(lineText(el)).to.match(/١٩٫٩٨/);
  });

  for (const [setting, attributes] of [
    ['price-currency', { currency: 'BTC', price: '0.001' }],
    ['price-currency', { currency: 'USDT', price: '1' }],
    ['price-currency', { price: '9.99' }],
    ['price', { currency: 'USD', price: '9.999' }],
    ['price', { currency: 'JPY', price: '10.5' }],
    ['price', { currency: 'EUR', price: '1,000' }],
    ['renewal-price', { currency: 'EUR', price: '9.99', renewal: '-1' }],
  ] as const) {
    it(`shows no total, keeps the form working and warns once naming ${setting} for ${JSON.stringify(attributes)}`, async () => {
      const mock = mockSession();
      const el = await mount({ ...attributes, baseUrl: mock.baseUrl() });
      await settled(el);
      el.years = 3;
      await el.updateComplete;
      expect(lineText(el)).to.equal('');
      expect(warnings.filter((w) => w.includes(setting)), warnings.join('\n')).to.have.length(1);
      expect(warnings.filter((w) => /price/.test(w))).to.have.length(1);
      await fill(el, 'ownerAddress', OWNER);
      let errors = 0;
      el.addEventListener('market-error', () => (errors += 1));
      const submitted = oneEvent<CustomEvent<MarketSubmitDetail>>(el, 'market-submit');
      await realClick(find(el, '[part="submit"]'));
      expect((await submitted).detail).not.to.have.property('price');
      await waitUntil(() => el.state === 'handed-off', 'the order goes through', ARRIVES);
      expect(errors).to.equal(0);
    });
  }

  it('carries the total the buyer saw in market-submit and market-fiat-session, and shows it in the card summary', async () => {
    const el = await mount({ currency: 'EUR', price: '9.99', renewal: '15.99' });
    await settled(el);
    await fill(el, 'ownerAddress', OWNER);
    const submitted = oneEvent<CustomEvent<MarketSubmitDetail>>(el, 'market-submit');
    const session = oneEvent<CustomEvent<MarketFiatSessionDetail>>(el, 'market-fiat-session');
    await realClick(find(el, '[part="submit"]'));
    const { detail } = await submitted;
    expect(detail.price).to.deep.equal({ currency: 'EUR', total: '25.98' });
    expect(Object.isFrozen(detail.price)).to.equal(true);
    expect((await session).detail.price).to.deep.equal({ currency: 'EUR', total: '25.98' });
    await el.updateComplete;
    expect(normalize(find(el, '[part="order-total"] dt').textContent)).to.equal('Order total');
    expect(normalize(find(el, '[part="order-total"] dd').textContent)).to.equal(normalize(euros(25.98, 'en')));
  });

  it('asks the host’s quote, busy meanwhile in the same place, and shows its total', async () => {
    let answer!: (value: PriceQuote | undefined) => void;
    const asked: unknown[] = [];
    const el = await mount();
    el.quote = ({ domain, years }) => {
      asked.push([domain, years]);
      return new Promise((resolve) => (answer = resolve));
    };
    await waitUntil(() => asked.length === 1, 'quote asked', ARRIVES);
    expect(asked).to.deep.equal([['example.com', 2]]);
    expect(line(el)!.getAttribute('aria-busy')).to.equal('true');
    answer({ currency: 'EUR', total: '30.00', price: '10.00', renewalPrice: '20.00' });
    await settled(el);
    expect(lineText(el)).to.equal(normalize(`Total for 2 years: ${euros(30, 'en')} ${euros(10, 'en')} the first year, then ${euros(20, 'en')} a year`));
    expect(optionLabels(el)[0], 'a quote prices one period: the options stay as they are').to.equal('1 year');
  });

  it('shows nothing and warns of nothing when the quote answers undefined; warns once when it fails', async () => {
    const el = await mount();
    el.quote = async () => undefined;
    await settled(el);
    expect(lineText(el)).to.equal('');
    expect(warnings).to.deep.equal([]);
    el.quote = async () => ({ currency: 'EUR', total: '<b>9</b>' });
    await waitUntil(() => warnings.length > 0, 'warned', ARRIVES);
    await settled(el);
    el.quote = () => Promise.reject(new Error('down'));
    await waitUntil(() => warnings.length > 1, 'warned', ARRIVES);
    await settled(el);
    expect(lineText(el)).to.equal('');
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.match(/quote's total is malformed/);
    expect(warnings[1]).to.match(/quote rejected or threw/);
  });

  it('never shows a slow answer for the old period after the new one, at any frame', async () => {
    const el = await mount();
    const answers = new Map<number, (value: PriceQuote | undefined) => void>();
    el.quote = ({ years }) => new Promise((resolve) => answers.set(years, resolve));
    await waitUntil(() => answers.has(2), 'asked for 2 years', ARRIVES);
    // Every text the line ever shows, recorded at each change and each frame.
    const seen: string[] = [];
    const record = () => seen.push(lineText(el));
    const observer = new MutationObserver(record);
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    let frames = true;
    const frame = () => frames && (record(), requestAnimationFrame(frame));
    requestAnimationFrame(frame);
    await choose(el, 'years', '3');
    await waitUntil(() => answers.has(3), 'asked for 3 years', ARRIVES);
    answers.get(3)!({ currency: 'EUR', total: '3.00' });
    await settled(el);
    answers.get(2)!({ currency: 'EUR', total: '2.00' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    frames = false;
    observer.disconnect();
    expect(seen.filter((text) => text.includes(normalize(euros(2, 'en'))))).to.deep.equal([]);
    expect(lineText(el)).to.contain(normalize(euros(3, 'en')));
  });
});
