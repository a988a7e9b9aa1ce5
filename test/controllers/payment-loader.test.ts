/**
 * PaymentLoader on a bare Lit host (no checkout element): a kept payment is busy until the
 * payment file is here, then shown without a request; a payment the purchase accepted gets a
 * session (kept for the tab, announced, counted down); what the host reports moves it on; the
 * purchase going back to the form ends the session and forgets the payment. The first test runs
 * before anything in this page loaded the payment file.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement, type PropertyDeclarations } from 'lit';
import type { CheckedPayment } from '../../src/checks/client.js';
import type { MarketError } from '../../src/api/errors.js';
import type { CryptoPurchaseRequest } from '../../src/checks/eager-schemas.js';
import { FocusController } from '../../src/controllers/focus-controller.js';
import { PaymentLoader, type CryptoSettings } from '../../src/controllers/payment-loader.js';
import { PurchaseController } from '../../src/controllers/purchase-controller.js';
import type { MarketCryptoPaymentDetail } from '../../src/controllers/events.js';
import { readHostSettings } from '../../src/form/host-settings.js';
import { readTrackingSettings } from '../../src/form/tracking-settings.js';
import { paymentScreenNow } from '../../src/loading/payment.js';
import { mergeStrings } from '../../src/locales/strings.js';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import type { AcceptedPayment } from '../../src/payment/tracked-payment.js';
import type { PaymentStatus } from '../../src/payment/payment-status.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import { screenText, shadow } from '../helpers/buyer.js';
import { checkedPayment, cryptoResponse } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { readKept } from '../helpers/kept-reader.js';

const BASE_URL = 'https://market.example.com/v1';

class LoaderHost extends LitElement {
  static override properties: PropertyDeclarations = { paymentStatus: { attribute: false } };
  baseUrl = BASE_URL;
  partnerId = PARTNER_ID;
  persist = 'session';
  years = 1;
  maxYears = 10;
  timeout = 20_000;
  walletAddrs = [];
  locked = '';
  theme = undefined;
  paymentStatus: PaymentStatus | undefined = undefined;
  paymentStatusSource: unknown = undefined;
  chainReads = '';
  confirmations = 1;
  explorers = undefined;
  refusals: MarketError[] = [];
  readonly purchase = new PurchaseController<CryptoPurchaseRequest, CheckedPayment, AcceptedPayment>(this);
  readonly focusing = new FocusController(this);
  readonly loader = new PaymentLoader(this, {
    purchase: this.purchase,
    focusing: this.focusing,
    view: () => ({ text: mergeStrings(), locale: 'en', settings: this.settings(), summary: (request) => html`<p>${request.domain}</p>`, period: (years) => `${years} years`, money: ({ currency, total }) => `${total} ${currency}` }),
    restore: ({ domain, years, currency }) => cryptoRequest({ domain, years, currency }),
    refused: (error) => this.refusals.push(error),
  });

  /** As the element reflects it: past acceptance, the payment's state as its session holds it. */
  get state(): string {
    const current = this.purchase.value;
    return current.state === 'editing' || current.state === 'submitting' ? current.state : this.loader.paymentState;
  }

  private settings(): CryptoSettings {
    return { ...readHostSettings(this), tracking: readTrackingSettings(this) };
  }

  protected override render() {
    return this.loader.render(() => html`<form>the form</form>`);
  }
}
customElements.define('loader-host', LoaderHost);

const store = () => openResumeStore({ persist: 'session', baseUrl: BASE_URL, partnerId: PARTNER_ID }, readKept);

function keep(response = cryptoResponse()) {
  store().save({ response, expiresAt: Date.now() + 10 * 60_000, domain: 'kept.example', years: 2, currency: 'BTC' });
  return response;
}

/** A payment the service accepted, as PurchaseController moves the state to it. */
async function accept(el: LoaderHost, response = cryptoResponse()) {
  await el.loader.ready();
  const heard = oneEvent(el, 'market-crypto-payment');
  await el.purchase.submit(() => ({ request: cryptoRequest() }), async () => checkedPayment(response), acceptedPayment);
  await el.updateComplete;
  return (await heard).detail;
}

afterEach(() => sessionStorage.clear());

describe('PaymentLoader', () => {
  it('shows a kept payment busy until the payment file is here, never the form, then the payment, with no request', async () => {
    expect(paymentScreenNow(), 'the payment file is not loaded yet').to.equal(undefined);
    const response = keep();
    const heard = new Promise<MarketCryptoPaymentDetail>((resolve) =>
      document.addEventListener('market-crypto-payment', (e) => resolve((e as CustomEvent<MarketCryptoPaymentDetail>).detail), { once: true }),
    );
    const el = await fixture<LoaderHost>(html`<loader-host></loader-host>`);
    expect(el.loader.state).to.equal('loading');
    const busy = shadow(el).querySelector('[aria-busy="true"]');
    expect(busy, 'busy').to.not.equal(null);
    expect(busy!.querySelector('[role="status"]')!.textContent).to.equal('Loading your payment…');
    expect(screenText(el)).not.to.include('the form');
    await expect(el).to.be.accessible();
    await el.loader.settled;
    await el.updateComplete;
    expect(el.loader.state).to.equal('ready');
    expect(el.state).to.equal('awaiting-payment');
    expect(screenText(el)).to.include(response.address).and.include('kept.example');
    expect(shadow(el).querySelector('[aria-busy="true"]')).to.equal(null);
    expect(await heard).to.deep.include({ response, resumed: true });
  });

  it('gives an accepted payment a session: kept for the tab, announced, counted down', async () => {
    const el = await fixture<LoaderHost>(html`<loader-host></loader-host>`);
    const response = cryptoResponse();
    const detail = await accept(el, response);
    expect(detail.response).to.deep.equal(response);
    expect(store().load()?.response).to.deep.equal(response);
    expect(shadow(el).querySelector('[part~="timer"]'), 'the countdown').to.not.equal(null);
    expect(shadow(el).querySelector('svg[part~="qr"]'), 'the QR code').to.not.equal(null);
  });

  it('moves the payment on with what the host reports; back to the form, the session ends and the payment is forgotten', async () => {
    const el = await fixture<LoaderHost>(html`<loader-host></loader-host>`);
    await accept(el);
    el.paymentStatus = { state: 'seen' };
    await el.updateComplete;
    expect(el.state).to.equal('confirming');
    expect(screenText(el)).to.include('Payment received, waiting for confirmation');
    expect(store().load()?.status).to.deep.equal({ state: 'seen' });
    el.purchase.reset();
    await el.updateComplete;
    expect(screenText(el)).to.include('the form');
    expect(store().load(), 'given up: nothing kept').to.equal(undefined);
    // A status for a payment no longer on screen moves nothing.
    el.paymentStatus = { state: 'confirmed' };
    await el.updateComplete;
    expect(el.state).to.equal('editing');
  });

  it('refuses a kept payment whose link no longer checks out, and forgets it', async () => {
    keep(cryptoResponse({ uri: 'bitcoin:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2?amount=0.00021' }));
    const el = await fixture<LoaderHost>(html`<loader-host></loader-host>`);
    await el.loader.settled;
    expect(el.state).to.equal('editing');
    expect(screenText(el)).to.include('the form');
    expect(store().load()).to.equal(undefined);
  });

  it('keeps nothing, and says so once, for a persist mode it does not know', async () => {
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
    try {
      const el = await fixture<LoaderHost>(html`<loader-host .persist=${'local'}></loader-host>`);
      await accept(el);
      el.requestUpdate();
      await el.updateComplete;
    } finally {
      console.warn = warn;
    }
    expect(sessionStorage.length).to.equal(0);
    expect(warned).to.deep.equal(['<loader-host> persist must be "session" or "none"; nothing is kept for this tab.']);
  });
});
