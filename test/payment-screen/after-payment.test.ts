/**
 * The screens after the payment screen, rendered on their own: confirming and the receipt, and the
 * closed window in its three forms (no news: start again; news of a late payment; a hash a wallet
 * sent). Each names what the buyer needs and quotes the ids support asks for; none after a payment
 * offers a way to pay again. (The buyer's way through them, with the element: test/elements/crypto-checkout/after-payment.test.ts.)
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { confirmingView, expiredView, idsView, receiptView } from '../../src/payment-screen/after-payment.js';
import { orderSummary } from '../../src/elements/views.js';
import { normalize } from '../helpers/buyer.js';
import { ENGLISH as t } from '../helpers/english.js';

const IDS = { orderId: 'ord_7Hq2', paymentId: 'pay_9Xk4' };
const SENT = { txHash: `0xabcd${'0'.repeat(56)}1234`, chainId: 8453, wallet: 'Rabby' };
const summary = (rows?: TemplateResult) => orderSummary(t, 'example.com', '1 year', rows);

const mount = (view: unknown) => fixtureSync<HTMLDivElement>(html`<div>${view}</div>`);
const heading = (el: Element) => normalize(el.querySelector('h2')!.textContent);
const paragraphs = (el: Element) => [...el.querySelectorAll('section > p:not(.ids)')].map((p) => normalize(p.textContent));
const buttons = (el: Element) => [...el.querySelectorAll('button')].map((b) => normalize(b.textContent));
/** Every way to pay there could be: an address or amount to copy, a QR code, a wallet link or button. */
const waysToPay = (el: Element) => el.querySelectorAll('[part~="address"], [part~="amount"], [part~="qr"], [part~="wallet-link"], [part~="wallet-button"], a').length;
/** The summary's rows, label and value. */
const rows = (el: Element) => [...el.querySelectorAll('dl > div')].map((row) => [normalize(row.querySelector('dt')!.textContent), normalize(row.querySelector('dd')!.textContent)]);

describe('idsView', () => {
  it('quotes the order and payment ids, each left to right in monospace', () => {
    const el = mount(idsView(t, IDS));
    expect(normalize(el.textContent)).to.equal('Order: ord_7Hq2 Payment: pay_9Xk4');
    const ids = [...el.querySelectorAll('.mono')];
    expect(ids.map((id) => [id.textContent, id.getAttribute('dir')])).to.deep.equal([
      ['ord_7Hq2', 'ltr'],
      ['pay_9Xk4', 'ltr'],
    ]);
  });
});

/** What the session puts after the ids for support (the support copy, tested with the session); here a mark of where it goes. */
const HELP = html`<span class="help-here"></span>`;

describe('confirmingView', () => {
  it('says the payment was seen and nothing is left to do, under the summary, with the ids', async () => {
    const el = mount(confirmingView(t, summary(), IDS, HELP));
    const section = el.querySelector('section')!;
    expect(section.firstElementChild!.localName, 'the summary first').to.equal('dl');
    expect(heading(el)).to.equal(t.confirmingHeading);
    expect(section.getAttribute('aria-labelledby')).to.equal(el.querySelector('h2')!.id);
    expect(el.querySelector('h2')!.tabIndex, 'focus can be moved to it').to.equal(-1);
    expect(paragraphs(el)).to.deep.equal([t.confirmingBody]);
    expect(normalize(el.querySelector('.ids')!.textContent)).to.equal('Order: ord_7Hq2 Payment: pay_9Xk4');
    expect(buttons(el)).to.deep.equal([]);
    expect(waysToPay(el)).to.equal(0);
    await expect(el).to.be.accessible();
  });
});

describe('receiptView', () => {
  it('names what was bought, the amount paid, the network and the ids, and offers a new purchase', async () => {
    let anew = 0;
    const el = mount(receiptView(t, { summary, amount: '0.0123 BTC', network: 'Bitcoin', ids: IDS, help: HELP, newPurchase: () => (anew += 1) }));
    expect(heading(el)).to.equal(t.paidHeading);
    expect(rows(el)).to.deep.equal([
      ['Domain', 'example.com'],
      ['Registration period', '1 year'],
      [t.amountPaidLabel, '0.0123 BTC'],
      [t.networkLabel, 'Bitcoin'],
      [t.orderId, 'ord_7Hq2'],
      [t.paymentId, 'pay_9Xk4'],
    ]);
    expect(el.querySelector('.total dt')!.textContent, 'the amount is the total').to.equal(t.amountPaidLabel);
    expect(el.querySelector('.total [dir="ltr"]')!.textContent, 'the amount reads left to right').to.equal('0.0123 BTC');
    expect(paragraphs(el)).to.deep.equal([t.paidBody]);
    expect(buttons(el)).to.deep.equal(['Start a new purchase']);
    el.querySelector('button')!.click();
    expect(anew).to.equal(1);
    expect(waysToPay(el)).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('leaves the network out when the link named none', () => {
    const el = mount(receiptView(t, { summary, amount: '5 USDC', network: undefined, ids: IDS, help: HELP, newPurchase: () => {} }));
    expect(rows(el).map(([label]) => label)).to.deep.equal(['Domain', 'Registration period', t.amountPaidLabel, t.orderId, t.paymentId]);
  });
});

describe('expiredView', () => {
  it('without news of a payment: an alert not to pay the old address, the ids, and starting again', async () => {
    let started = 0;
    const el = mount(expiredView(t, IDS, false, () => (started += 1), HELP));
    expect(el.querySelector('section')!.getAttribute('role')).to.equal('alert');
    expect(heading(el)).to.equal(t.expiredHeading);
    expect(paragraphs(el)).to.deep.equal([t.expiredBody, t.expiredSupport]);
    expect(normalize(el.querySelector('.ids')!.textContent)).to.equal('Order: ord_7Hq2 Payment: pay_9Xk4');
    expect(buttons(el)).to.deep.equal([t.startAgain]);
    expect(waysToPay(el)).to.equal(0);
    el.querySelector('button')!.click();
    expect(started).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('with news of a late payment: the site will be in touch, nothing to start again, and a new purchase', async () => {
    let anew = 0;
    const el = mount(expiredView(t, IDS, true, () => (anew += 1), HELP));
    expect(el.querySelector('section')!.hasAttribute('role')).to.equal(false);
    expect(heading(el)).to.equal(t.lateHeading);
    expect(paragraphs(el)).to.deep.equal([t.lateBody]);
    expect(normalize(el.querySelector('.ids')!.textContent)).to.equal('Order: ord_7Hq2 Payment: pay_9Xk4');
    expect(buttons(el)).to.deep.equal(['Start a new purchase']);
    el.querySelector('button')!.click();
    expect(anew).to.equal(1);
    expect(waysToPay(el)).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('after a wallet sent the payment: the site will confirm it, the hash, and nothing to start again', async () => {
    const el = mount(expiredView(t, IDS, false, () => {}, HELP, SENT));
    expect(heading(el)).to.equal(t.expiredHeading);
    expect(paragraphs(el)).to.deep.equal([t.expiredSent]);
    expect(normalize(el.querySelector('[part~="tx"]')!.textContent)).to.equal('0xabcd…1234');
    expect(buttons(el)).to.deep.equal([]);
    expect(waysToPay(el)).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('news of a late payment after a wallet sent it: the late news, with the hash', () => {
    const el = mount(expiredView(t, IDS, true, () => {}, HELP, SENT));
    expect(heading(el)).to.equal(t.lateHeading);
    expect(paragraphs(el)).to.deep.equal([t.lateBody]);
    expect(el.querySelectorAll('[part~="tx"]').length).to.equal(1);
  });
});
