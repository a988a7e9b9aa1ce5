/**
 * The total the buyer saw, after a crypto submit: in market-crypto-payment, as a muted line under
 * the amount that no QR code, link or copy carries, on the expired screen, in the support copy,
 * and again on a resumed payment, even one whose page no longer sets a price.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { MarketCryptoPaymentDetail } from '../../../src/controllers/events.js';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import { ARRIVES, normalize, shadow } from '../../helpers/buyer.js';
import { FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession, type MockSession } from '../../helpers/mock-session.js';

afterEach(() => sessionStorage.clear());

const PRICED = { 'price-currency': 'EUR', price: '9.99', 'renewal-price': '15.99', years: '2' };
const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
const orderTotal = (el: Element) => normalize(shadow(el).querySelector('[part="order-total"]')?.textContent);

async function pricedPayment(m: MockSession): Promise<{ el: MarketCryptoCheckout; detail: MarketCryptoPaymentDetail }> {
  const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, ...PRICED });
  await waitUntil(() => shadow(el).querySelector('[part="price"] strong'), 'the total shows', ARRIVES);
  return { el, detail: await payNow(el) };
}

describe('<market-crypto-checkout> with a price', () => {
  it('carries the total in market-crypto-payment and shows it muted under the amount, never in the QR code, the link or a copy', async () => {
    const { el, detail } = await pricedPayment(mockSession());
    expect(detail.price).to.deep.equal({ currency: 'EUR', total: '25.98' });
    expect(Object.isFrozen(detail.price)).to.equal(true);
    expect(orderTotal(el)).to.equal(normalize(`Order total ${euros(25.98)}`));
    const line = shadow(el).querySelector('[part="order-total"]')!;
    expect(line.closest('.value')!.querySelector('[part="amount"]'), 'under the amount').to.exist;
    expect(line.classList.contains('hint')).to.equal(true);
    expect(detail.response.uri).not.to.contain('25.98');
    expect(shadow(el).querySelector('[part~="qr"]')!.getAttribute('aria-label') ?? '').not.to.contain('25');
    // The support copy says it as a figure for support (below); what a wallet is handed never does.
    for (const copied of shadow(el).querySelectorAll('[data-copy]:not([data-copy="support"])')) expect(copied.textContent).not.to.contain('25.98');
  });

  it('puts the total in "Copy details for support"', async () => {
    const { el } = await pricedPayment(mockSession());
    const details = shadow(el).querySelector('[data-copy="support"]')!.textContent!;
    expect(details.split('\n').map((row) => row.trim())).to.include('Order total: 25.98 EUR');
  });

  it('shows the total it was accepted with on a resumed payment, even where the page no longer sets a price', async () => {
    const m = mockSession();
    const { el, detail } = await pricedPayment(m);
    el.remove();
    const heard: MarketCryptoPaymentDetail[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent<MarketCryptoPaymentDetail>).detail);
    document.addEventListener('market-crypto-payment', listen);
    const again = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
    await waitUntil(() => orderTotal(again).includes(euros(25.98)), 'the kept total shows', ARRIVES);
    document.removeEventListener('market-crypto-payment', listen);
    expect(heard[0]).to.deep.include({ resumed: true, price: detail.price });
    again.remove();
    sessionStorage.clear();
  });
});
