/**
 * "Pay with Lightning wallet" on a payment's session (a bare Lit host, the script's tools as the
 * loader lends them), with a WebLN provider on the page (test/helpers/test-webln.ts) that answers
 * right, wrong, with nothing, slowly, never and with a refusal: a proof is the receipt at once
 * ("Bitcoin, over Lightning"), with `market-crypto-status` from the wallet; anything else proves nothing, fires no
 * `market-error`, and leaves the payment waiting. The payment carries the invoice as the guard
 * hands it over (its text and payment hash); the guard's own checks are test/payment-link's.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { MarketCryptoStatusDetail } from '../../src/controllers/events.js';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import type { AcceptedPayment } from '../../src/payment/tracked-payment.js';
import { PaymentSession } from '../../src/payment-screen/payment-session.js';
import type { ScriptPort } from '../../src/payment-screen/script-port.js';
import { listenForWallets } from '../../src/wallet/announcements.js';
import { button, hasButton, screenText, shadow } from '../helpers/buyer.js';
import { checkedPayment, cryptoResponse } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { readKept } from '../helpers/kept-reader.js';
import { testPort } from '../helpers/script-port.js';
import { preimageAndHash, TestWebln, type WeblnAnswer } from '../helpers/test-webln.js';

const store = openResumeStore({ persist: 'session', baseUrl: 'https://market.example.com/v1', partnerId: PARTNER_ID }, readKept);
const wallets = listenForWallets();
const INVOICE = 'lnbc10u1ptestinvoice';

class LightningHost extends LitElement {
  session: PaymentSession | undefined;
  readonly port: ScriptPort = testPort(this, { store, wallets });

  attach(payment: AcceptedPayment): void {
    this.session = new PaymentSession(this.port, payment);
    this.addController(this.session);
    this.session.begin('accepted');
  }

  protected override render() {
    return this.session?.render() ?? html``;
  }
}
customElements.define('lightning-host', LightningHost);

const weblnButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~="webln-button"]');
/** Until the wallet's answer is handled (`done`), then the update that shows it: never a fixed wait, which a busy machine outruns. */
async function settled(el: LitElement, done: () => boolean): Promise<void> {
  await waitUntil(done, 'the answer handled', { timeout: 5000 });
  await el.updateComplete;
}

describe('PayWithLightning', () => {
  let el: LightningHost;
  let proof: { preimage: string; paymentHash: string };
  let statuses: MarketCryptoStatusDetail[];
  let errors: unknown[];

  async function showPayment(answer: WeblnAnswer | undefined): Promise<TestWebln | undefined> {
    TestWebln.remove();
    const webln = answer ? new TestWebln(proof.preimage, answer).install() : undefined;
    el = await fixture<LightningHost>(html`<lightning-host></lightning-host>`);
    el.addEventListener('market-crypto-status', (e) => statuses.push(e.detail));
    el.addEventListener('market-error', (e) => errors.push(e.detail));
    const accepted = acceptedPayment(cryptoRequest(), checkedPayment(cryptoResponse({ expiryDateEpoch: Date.now() + 600_000 })));
    el.attach({ ...accepted, lightning: { invoice: INVOICE, paymentHash: proof.paymentHash } });
    await el.updateComplete;
    return webln;
  }

  async function pay(): Promise<void> {
    weblnButton(el)!.click();
    await el.updateComplete;
  }

  beforeEach(async () => {
    sessionStorage.clear();
    proof = await preimageAndHash();
    statuses = [];
    errors = [];
  });
  afterEach(() => {
    TestWebln.remove();
    sessionStorage.clear();
  });

  it('is offered only where the page has a WebLN provider, and asks it nothing before the click', async () => {
    await showPayment(undefined);
    expect(weblnButton(el)).to.equal(null);
    const webln = await showPayment('right');
    expect(weblnButton(el)!.textContent).to.include('Pay with Lightning wallet');
    expect(webln!.asked).to.deep.equal([]);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('a preimage of the payment hash is proof: paid at once, the receipt kept, the status told with the preimage', async () => {
    const webln = await showPayment('right');
    await pay();
    await settled(el, () => el.session!.payment.state === 'paid');
    expect(webln!.asked).to.deep.equal(['enable', `sendPayment ${INVOICE}`]);
    expect(el.session!.payment.state).to.equal('paid');
    expect(screenText(el)).to.include('Payment confirmed');
    const { orderId, paymentId } = el.session!.payment.response;
    expect(statuses).to.deep.equal([{ orderId, paymentId, status: { state: 'confirmed' }, source: 'wallet', preimage: proof.preimage }]);
    expect(screenText(el), 'the receipt names the way it was paid').to.include('Bitcoin, over Lightning');
    expect(store.load(Date.now() + 24 * 3600_000), 'kept with its proof').to.deep.include({ ended: { state: 'paid', preimage: proof.preimage } });
    expect(errors).to.deep.equal([]);
  });

  for (const answer of ['wrong', 'none'] as const) {
    it(`a ${answer === 'wrong' ? 'wrong' : 'missing'} preimage proves nothing: the screen says so and waits for the site`, async () => {
      const webln = await showPayment(answer);
      await pay();
      await settled(el, () => el.session!.announcement.startsWith('The wallet did not confirm'));
      expect(webln!.asked).to.deep.equal(['enable', `sendPayment ${INVOICE}`]);
      expect(el.session!.payment.state).to.equal('awaiting-payment');
      expect(screenText(el)).to.include('The wallet did not confirm the payment. This page waits for the site to confirm it.');
      expect(el.session!.announcement).to.equal('The wallet did not confirm the payment. This page waits for the site to confirm it.');
      // Not offered again (the wallet may have paid): the line stays in the button's place, with no Retry.
      expect(weblnButton(el)!.parentElement!.querySelector('p')?.textContent).to.include('The wallet did not confirm the payment.');
      expect(hasButton(el, 'Retry')).to.equal(false);
      await pay();
      expect(webln!.asked, 'a click on the hidden button sends nothing').to.have.length(2);
      await expect(el).shadowDom.to.be.accessible();
      expect(statuses).to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    });
  }

  it('busy while the wallet is asked: a second click sends nothing, and a slow proof still pays', async () => {
    const webln = await showPayment('slow');
    await pay();
    expect(weblnButton(el)!.getAttribute('aria-busy')).to.equal('true');
    const box = weblnButton(el)!.parentElement!;
    expect(box.querySelector('p')?.textContent, "the busy line in the button's place").to.equal('Confirm in Lightning wallet…');
    expect(box.contains(button(el, 'Cancel')), 'Cancel beside it').to.equal(true);
    await pay();
    await settled(el, () => el.session!.payment.state === 'paid');
    expect(webln!.asked).to.deep.equal(['enable', `sendPayment ${INVOICE}`]);
    expect(el.session!.payment.state).to.equal('paid');
  });

  it('Cancel returns to the choice from a wallet that never answers; a proof that comes after it still counts', async () => {
    const webln = await showPayment('never');
    await pay();
    await expect(el, 'busy, with Cancel').shadowDom.to.be.accessible();
    button(el, 'Cancel').click();
    await el.updateComplete;
    expect(hasButton(el, 'Cancel')).to.equal(false);
    expect(weblnButton(el)!.hasAttribute('aria-busy')).to.equal(false);
    expect(weblnButton(el)!.parentElement!.querySelector('p'), 'the button itself again, nothing in its place').to.equal(null);
    expect(el.session!.payment.state).to.equal('awaiting-payment');
    webln!.answerHeld();
    await settled(el, () => el.session!.payment.state === 'paid');
    expect(el.session!.payment.state, 'the money moved: proof is proof').to.equal('paid');
    expect(statuses.map((s) => s.source)).to.deep.equal(['wallet']);
  });

  for (const answer of ['refuse', 'refuse-enable'] as const) {
    it(`an error from ${answer === 'refuse' ? 'sendPayment' : 'enable'} is said politely in the button's place, offers Retry and is no market-error`, async () => {
      const webln = await showPayment(answer);
      await pay();
      await settled(el, () => el.session!.announcement === 'The wallet could not pay. Nothing was sent.');
      expect(webln!.asked).to.deep.equal(answer === 'refuse' ? ['enable', `sendPayment ${INVOICE}`] : ['enable']);
      expect(screenText(el)).to.include('The wallet could not pay. Nothing was sent.');
      expect(weblnButton(el)!.parentElement!.contains(button(el, 'Retry')), "Retry in the button's place").to.equal(true);
      expect(el.session!.payment.state).to.equal('awaiting-payment');
      expect(errors).to.deep.equal([]);
      expect(statuses).to.deep.equal([]);
      webln!.answer = 'right';
      button(el, 'Retry').click();
      await settled(el, () => el.session!.payment.state === 'paid');
      expect(webln!.asked.filter((asked) => asked.startsWith('sendPayment')), 'asked again').to.have.length(answer === 'refuse' ? 2 : 1);
    });
  }
});
