/**
 * Resume in the page: an element made again for the same service and partner (as after a reload,
 * or a tab the browser discarded) shows the kept payment instead of the form, checked again and
 * without a second request. What is kept never holds the buyer's e-mail or name; what was tampered
 * with is refused. test/suites/resume.test.ts reloads a real page.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoPaymentDetail } from '../../../src/controllers/events.js';
import { button, normalize, realClick, screenText, shadow } from '../../helpers/buyer.js';
import { FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession, type MockSession } from '../../helpers/mock-session.js';

afterEach(() => sessionStorage.clear());

/** Everything in this tab's sessionStorage, as one text. */
function allStored(): string {
  return Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key)}`)
    .join('\n');
}

const showsPayment = (el: Element) => Boolean(shadow(el).querySelector('svg[part~="qr"]'));

/** A new element for the same shop, as a reloaded page makes it; resolves with the payment event when one fires. */
async function again(m: MockSession, extra: Record<string, string> = {}) {
  const heard: MarketCryptoPaymentDetail[] = [];
  const listen = (e: Event) => heard.push((e as CustomEvent<MarketCryptoPaymentDetail>).detail);
  document.addEventListener('market-crypto-payment', listen);
  try {
    // A reloaded page has only the host's attributes: not what the buyer typed.
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, 'owner-email': undefined, 'owner-name': undefined, ...extra });
    await el.updateComplete;
    await el.updateComplete;
    return { el, heard };
  } finally {
    document.removeEventListener('market-crypto-payment', listen);
  }
}

async function paid(m: MockSession): Promise<{ el: MarketCryptoCheckout; detail: MarketCryptoPaymentDetail }> {
  const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, years: '2' });
  const detail = await payNow(el);
  el.remove();
  return { el, detail };
}

describe('<market-crypto-checkout> resume', () => {
  it('shows the kept payment again, with no second request, and fires market-crypto-payment with resumed: true', async () => {
    const m = mockSession();
    const { detail } = await paid(m);
    const { el, heard } = await again(m);
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(showsPayment(el)).to.equal(true);
    expect(screenText(el)).to.include(detail.response.address).and.include('2 years');
    expect(heard).to.have.length(1);
    expect(heard[0]).to.deep.include({ response: detail.response, expiresAt: detail.expiresAt, resumed: true });
    expect(heard[0]!.request).to.include({ domain: 'example.com', years: 2, currency: 'BTC' });
    expect(await m.requests(), 'one order, not two').to.have.length(1);
  });

  it('keeps neither the e-mail nor the name, nor the owner address', async () => {
    const m = mockSession();
    const { el } = await paid(m);
    const stored = allStored();
    expect(stored).to.include('example.com');
    for (const personal of [FILLED['owner-email']!, FILLED['owner-name']!, FILLED['owner-address']!, 'Lovelace']) {
      expect(stored).not.to.include(personal);
    }
    document.body.append(el);
    el.paymentStatus = { state: 'underpaid', received: '0.0001' };
    await el.updateComplete;
    expect(allStored()).not.to.include(FILLED['owner-email']!).and.not.to.include('Lovelace');
    el.remove();
  });

  it('shows a kept payment that was seen as confirming, not as one to pay again', async () => {
    const m = mockSession();
    const { el } = await paid(m);
    document.body.append(el);
    el.paymentStatus = { state: 'seen' };
    await el.updateComplete;
    el.remove();
    const { el: back } = await again(m);
    expect(back.getAttribute('state')).to.equal('confirming');
    expect(showsPayment(back)).to.equal(false);
  });

  it('refuses a kept payment that was tampered with, and shows the form', async () => {
    const m = mockSession();
    const { detail } = await paid(m);
    const key = Object.keys(sessionStorage).find((k) => sessionStorage.getItem(k)!.includes(detail.response.paymentId))!;
    const kept = JSON.parse(sessionStorage.getItem(key)!);
    // The link now pays another address than the one the screen would show.
    kept.response.uri = 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?amount=0.00021';
    sessionStorage.setItem(key, JSON.stringify(kept));
    const { el, heard } = await again(m);
    expect(el.getAttribute('state')).to.equal('editing');
    expect(heard).to.deep.equal([]);
    expect(sessionStorage.getItem(key), 'dropped').to.equal(null);
  });

  it('forgets the payment on "Change details" and reset(); paid, it is kept as the receipt until "Start a new purchase"', async () => {
    for (const end of ['paid', 'change details', 'reset'] as const) {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
      await payNow(el);
      expect(sessionStorage.length, end).to.equal(1);
      if (end === 'paid') {
        el.paymentStatus = { state: 'confirmed' };
        await el.updateComplete;
        expect(sessionStorage.length, 'the receipt').to.equal(1);
        await realClick(button(el, 'Start a new purchase'));
      }
      if (end === 'change details') await realClick(button(el, 'Change details'));
      if (end === 'reset') el.reset();
      await el.updateComplete;
      expect(sessionStorage.length, end).to.equal(0);
      el.remove();
    }
  });

  it('shows the receipt again after a reload, with no deadline, no status event and no request, and "Start a new purchase" shows the form', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, years: '2' });
    const { response } = await payNow(el);
    el.paymentStatus = { state: 'confirmed' };
    await el.updateComplete;
    el.remove();
    const statuses: Event[] = [];
    const listen = (e: Event) => statuses.push(e);
    document.addEventListener('market-crypto-status', listen);
    try {
      const { el: back, heard } = await again(m);
      expect(back.getAttribute('state')).to.equal('paid');
      expect(screenText(back)).to.include('Payment confirmed').and.include(response.orderId).and.include(response.paymentId).and.include('2 years');
      expect(heard.map((d) => d.resumed)).to.deep.equal([true]);
      expect(statuses).to.deep.equal([]);
      expect(await m.requests(), 'one order').to.have.length(1);
      await realClick(button(back, 'Start a new purchase'));
      await back.updateComplete;
      expect(back.getAttribute('state')).to.equal('editing');
      expect(normalize((shadow(back).getElementById('f-domain') as HTMLInputElement).value), 'the kept values of the form stay').to.equal('example.com');
      const { el: later } = await again(m);
      expect(later.getAttribute('state'), 'forgotten').to.equal('editing');
    } finally {
      document.removeEventListener('market-crypto-status', listen);
    }
  });

  it('with persist="none" keeps no receipt either', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, persist: 'none' });
    await payNow(el);
    el.paymentStatus = { state: 'confirmed' };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('paid');
    expect(sessionStorage.length).to.equal(0);
    el.remove();
    const { el: back } = await again(m, { persist: 'none' });
    expect(back.getAttribute('state')).to.equal('editing');
  });

  it('with persist="none" keeps nothing, and a new element shows the form', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, persist: 'none' });
    await payNow(el);
    expect(sessionStorage.length).to.equal(0);
    el.remove();
    const { el: back, heard } = await again(m, { persist: 'none' });
    expect(back.getAttribute('state')).to.equal('editing');
    expect(heard).to.deep.equal([]);
  });

  it('shows another partner\'s or service\'s payment to no one', async () => {
    const m = mockSession();
    await paid(m);
    const other = mockSession();
    const { el } = await again(other);
    expect(el.getAttribute('state')).to.equal('editing');
    const { el: otherPartner } = await again(m, { 'partner-id': '11111111-2222-4333-8444-555555555555' });
    expect(otherPartner.getAttribute('state')).to.equal('editing');
  });

  it('"Change details" on a resumed payment returns to the form with the kept domain and period', async () => {
    const m = mockSession();
    await paid(m);
    const { el } = await again(m, { domain: 'prefill.example' });
    const cancelled = oneEvent(el, 'market-crypto-cancelled');
    await realClick(button(el, 'Change details'));
    await cancelled;
    await el.updateComplete;
    expect(normalize((shadow(el).getElementById('f-domain') as HTMLInputElement).value)).to.equal('example.com');
    expect((shadow(el).getElementById('f-years') as HTMLSelectElement).value).to.equal('2');
  });
});
