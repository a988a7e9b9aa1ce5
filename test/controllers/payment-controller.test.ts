/**
 * PaymentController on a bare Lit host (no checkout element): a kept payment is busy until the
 * payment file is here, then shown without a request; an accepted one is kept for the tab,
 * announced and counted down; what the host reports moves it on; stopping forgets it. The first
 * test runs before anything in this page loaded the payment file.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { MarketError } from '../../src/api/errors.js';
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../../src/api/schemas.js';
import { FocusController } from '../../src/controllers/focus-controller.js';
import { PaymentController } from '../../src/controllers/payment-controller.js';
import { PurchaseController } from '../../src/controllers/purchase-controller.js';
import type { MarketCryptoPaymentDetail } from '../../src/core/events.js';
import { paymentScreenNow } from '../../src/loading/payment.js';
import { mergeStrings } from '../../src/locales/strings.js';
import { BUILT_IN_ASSETS } from '../../src/api/schemas.js';
import type { CryptoOutcome } from '../../src/payment/outcome.js';
import type { PaymentStatus } from '../../src/payment/payment-status.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import { screenText, shadow } from '../helpers/buyer.js';
import { cryptoResponse } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';

const BASE_URL = 'https://market.example.com/v1';

class PaymentHost extends LitElement {
  static override properties: PropertyDeclarations = { paymentStatus: { attribute: false } };
  baseUrl = BASE_URL;
  partnerId = PARTNER_ID;
  persist = 'session';
  paymentStatus: PaymentStatus | undefined = undefined;
  paymentStatusSource: unknown = undefined;
  refusals: MarketError[] = [];
  readonly purchase = new PurchaseController<CryptoPurchaseRequest, CryptoPurchaseResponse, CryptoOutcome>(this);
  readonly focusing = new FocusController(this);
  readonly payment = new PaymentController(this, {
    purchase: this.purchase,
    focusing: this.focusing,
    view: () => ({ text: mergeStrings(), locale: 'en', assets: BUILT_IN_ASSETS }),
    summary: (request) => html`<p>${request.domain}</p>`,
    restore: ({ domain, years, currency }) => cryptoRequest({ domain, years, currency }),
    reset: () => {
      this.payment.stop();
      this.purchase.reset();
    },
    refused: (error) => this.refusals.push(error),
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.payment.willUpdate(changed);
  }

  protected override render() {
    return this.payment.render() ?? html`<form>the form</form>`;
  }
}
customElements.define('payment-host', PaymentHost);

const store = () => openResumeStore({ persist: 'session', baseUrl: BASE_URL, partnerId: PARTNER_ID });

function keep(response = cryptoResponse()) {
  store().save({ response, expiresAt: Date.now() + 10 * 60_000, domain: 'kept.example', years: 2, currency: 'BTC' });
  return response;
}

afterEach(() => sessionStorage.clear());

describe('PaymentController', () => {
  it('shows a kept payment busy until the payment file is here, never the form, then the payment, with no request', async () => {
    expect(paymentScreenNow(), 'the payment file is not loaded yet').to.equal(undefined);
    const response = keep();
    const heard = new Promise<MarketCryptoPaymentDetail>((resolve) =>
      document.addEventListener('market-crypto-payment', (e) => resolve((e as CustomEvent<MarketCryptoPaymentDetail>).detail), { once: true }),
    );
    const el = await fixture<PaymentHost>(html`<payment-host></payment-host>`);
    const busy = shadow(el).querySelector('[aria-busy="true"]');
    expect(busy, 'busy').to.not.equal(null);
    expect(busy!.querySelector('[role="status"]')!.textContent).to.equal('Loading your payment…');
    expect(screenText(el)).not.to.include('the form');
    await expect(el).to.be.accessible();
    await el.payment.settled;
    await el.updateComplete;
    expect(el.purchase.value.state).to.equal('awaiting-payment');
    expect(screenText(el)).to.include(response.address).and.include('kept.example');
    expect(shadow(el).querySelector('[aria-busy="true"]')).to.equal(null);
    expect(await heard).to.deep.include({ response, resumed: true });
  });

  it('keeps an accepted payment for the tab, fires market-crypto-payment and counts down', async () => {
    const el = await fixture<PaymentHost>(html`<payment-host></payment-host>`);
    await el.payment.ready();
    const response = cryptoResponse();
    const outcome = el.payment.outcome(cryptoRequest(), response);
    expect(outcome).to.include({ state: 'awaiting-payment', expires: true });
    el.purchase.advance(outcome);
    const paid = oneEvent(el, 'market-crypto-payment');
    el.payment.accepted(outcome);
    expect((await paid).detail.response).to.deep.equal(response);
    expect(store().load()?.response).to.deep.equal(response);
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="timer"]'), 'the countdown').to.not.equal(null);
    expect(shadow(el).querySelector('svg[part~="qr"]'), 'the QR code').to.not.equal(null);
  });

  it("moves the payment on with what the host reports, and stopping forgets it", async () => {
    const el = await fixture<PaymentHost>(html`<payment-host></payment-host>`);
    await el.payment.ready();
    const outcome = el.payment.outcome(cryptoRequest(), cryptoResponse());
    el.purchase.advance(outcome);
    el.payment.accepted(outcome);
    el.paymentStatus = { state: 'seen' };
    await el.updateComplete;
    expect(el.purchase.value.state).to.equal('confirming');
    expect(el.payment.announcement).to.equal('Payment received, waiting for confirmation');
    el.paymentStatus = { state: 'confirmed' };
    await el.updateComplete;
    expect(el.purchase.value.state).to.equal('paid');
    expect(store().load(), 'a paid payment is not kept').to.equal(undefined);
    keep();
    el.payment.stop();
    expect(store().load(), 'stopped: nothing kept').to.equal(undefined);
  });

  it('refuses a kept payment whose link no longer checks out, and forgets it', async () => {
    keep(cryptoResponse({ uri: 'bitcoin:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2?amount=0.00021' }));
    const el = await fixture<PaymentHost>(html`<payment-host></payment-host>`);
    await el.payment.settled;
    expect(el.purchase.value.state).to.equal('editing');
    expect(screenText(el)).to.include('the form');
    expect(store().load()).to.equal(undefined);
  });
});
