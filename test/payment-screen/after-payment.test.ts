/**
 * The screens after the payment screen, rendered on their own: confirming and the receipt, and the
 * closed window in its three forms (no news: start again; news of a late payment; a hash a wallet
 * sent). Each names what the buyer needs and quotes the ids support asks for; none after a payment
 * offers a way to pay again. (The buyer's way through them, with the element: test/elements/crypto-checkout/after-payment.test.ts.)
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { confirmingView, contactView, expiredView, idsView, linked, receiptView } from '../../src/payment-screen/after-payment.js';
import { checkoutStyles } from '../../src/elements/checkout.styles.js';
import { adoptPaymentStyles } from '../../src/payment-screen/payment.styles.js';
import { orderSummary } from '../../src/elements/views.js';
import type { TrackedPayment } from '../../src/payment/tracked-payment.js';
import type { Payable } from '../../src/payment/payable.js';
import { normalize } from '../helpers/buyer.js';
import { ENGLISH as t } from '../helpers/english.js';

const IDS = { orderId: 'ord_7Hq2', paymentId: 'pay_9Xk4' };
const SENT = { txHash: `0xabcd${'0'.repeat(56)}1234`, chainId: 8453, wallet: 'Rabby' };
const summary = (rows?: TemplateResult) => orderSummary(t, 'example.com', '1 year', rows);

const mount = (view: unknown) => fixtureSync<HTMLDivElement>(html`<div>${view}</div>`);
const heading = (el: Element) => normalize(el.querySelector('h2')!.textContent);
/** A sentence as it reads: the words of its `[…]` link, without the marks. */
const plain = (text: string) => text.replace(/[[\]]/g, '');
const SUPPORT = 'mailto:help@shop.example';
const paragraphs = (el: Element) => [...el.querySelectorAll('section > p:not(.ids)')].map((p) => normalize(p.textContent));
const buttons = (el: Element) => [...el.querySelectorAll('button')].map((b) => normalize(b.textContent));
/** Every way to pay there could be: an address or amount to copy, a QR code, a wallet link or button. */
const waysToPay = (el: Element) => el.querySelectorAll('[part~="address"], [part~="amount"], [part~="qr"], [part~="wallet-link"], [part~="wallet-button"], a').length;
/** The summary's rows, label and value. */
const rows = (el: Element) => [...el.querySelectorAll('dl > div')].map((row) => [normalize(row.querySelector('dt')!.textContent), normalize(row.querySelector('dd')!.textContent)]);

/** Where each line of `span`'s text ends: the character before each break. */
function lineEnds(span: Element): string[] {
  const text = span.textContent!;
  const range = document.createRange();
  const tops: number[] = [];
  const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.textContent!.length; i += 1) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      tops.push(Math.round(range.getBoundingClientRect().top));
    }
  }
  return [...text].filter((_, i) => i + 1 < tops.length && tops[i + 1]! > tops[i]!);
}

/** An element with the card's styles and the payment screen's, as the element has them. */
class StyledBox extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [checkoutStyles.styleSheet!];
    adoptPaymentStyles(root);
  }
}
customElements.define('styled-box', StyledBox);

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

  it('breaks an id only after its hyphens, never inside a group, however narrow the line', async () => {
    const ids = { orderId: '3f6d2c1b-8a7e-4f5d-9c3b-2a1e0f9d8c7b', paymentId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' };
    const host = mount(html`<styled-box></styled-box>`).firstElementChild!;
    const { render } = await import('lit');
    const box = document.createElement('div');
    host.shadowRoot!.append(box);
    for (const width of [120, 160, 200, 260]) {
      box.setAttribute('part', 'card');
      box.style.inlineSize = `${width}px`;
      render(html`${idsView(t, ids)}${receiptView(t, { summary, amount: '1 BTC', network: undefined, ids, help: HELP, newPurchase: () => {} })}`, box);
      const spans = [...box.querySelectorAll('span.mono')].filter((span) => /-/.test(span.textContent!));
      expect(spans.map((span) => span.textContent)).to.deep.equal([ids.orderId, ids.paymentId, ids.orderId, ids.paymentId]);
      const ends = spans.flatMap(lineEnds);
      expect(ends.length, `${width} px: the ids do break`).to.be.greaterThan(0);
      expect(ends.every((c) => c === '-'), `${width} px: lines end with ${ends.join(' ')}`).to.equal(true);
    }
  });
});

describe('linked', () => {
  it('links the words in […] to the address, the rest of the sentence around them', () => {
    const el = mount(linked('If something is wrong, [contact the site] today.', SUPPORT));
    expect(el.textContent).to.equal('If something is wrong, contact the site today.');
    expect([el.querySelector('a')!.textContent, el.querySelector('a')!.getAttribute('href')]).to.deep.equal(['contact the site', SUPPORT]);
  });

  it('without an address, or in a text without the marks, is the plain sentence', () => {
    expect(linked('Already paid? [Contact the site] and tell them.', undefined)).to.equal('Already paid? Contact the site and tell them.');
    expect(linked('A host\'s own words, no marks.', SUPPORT)).to.equal('A host\'s own words, no marks.');
  });
});

describe('contactView', () => {
  const base = { request: {}, response: {}, asset: {}, expiresAt: 0 } as unknown as TrackedPayment;
  const at = (progress: object) => ({ ...base, ...progress }) as TrackedPayment;
  const sentence = (payment: TrackedPayment, url: string | undefined = SUPPORT) => normalize(mount(contactView(t, payment, url)).textContent);

  it('on the underpaid, failed, late and sent-then-closed screens: the sentence that says why, with the link', () => {
    for (const payment of [
      at({ state: 'awaiting-payment', expires: true, received: '0.1' }),
      at({ state: 'awaiting-payment', expires: true, failed: SENT.txHash }),
      at({ state: 'expired', late: true }),
      at({ state: 'expired', late: false, sent: SENT }),
    ]) {
      const el = mount(contactView(t, payment, SUPPORT));
      expect(normalize(el.textContent), payment.state).to.equal('If something is wrong with this payment, contact the site.');
      expect(el.querySelector('p > a')!.getAttribute('href')).to.equal(SUPPORT);
    }
  });

  it('nowhere else, and nowhere without a support address', () => {
    for (const payment of [
      at({ state: 'awaiting-payment', expires: true }),
      at({ state: 'confirming' }),
      at({ state: 'paid' }),
      // The closed window with no payment says it in its own sentence (expiredView).
      at({ state: 'expired', late: false }),
    ]) {
      expect(sentence(payment), payment.state).to.equal('');
    }
    expect(normalize(mount(contactView(t, at({ state: 'awaiting-payment', expires: true, received: '0.1' }), undefined)).textContent)).to.equal('');
  });

  it('where nothing on the screen can pay the rest (a `lightning:` link\'s invoice pays the whole amount only): says so, with the link or without', () => {
    const underpaid = at({ state: 'awaiting-payment', expires: true, received: '0.1' });
    const rest = { amount: '0.2', uri: undefined, address: undefined, network: 'Bitcoin', asset: {} } as unknown as Payable;
    const el = mount(contactView(t, underpaid, SUPPORT, rest));
    expect(normalize(el.textContent)).to.equal('The Lightning invoice pays the whole amount only, not the rest: contact the site to pay the rest another way.');
    expect(el.querySelector('p > a')!.getAttribute('href')).to.equal(SUPPORT);
    expect(normalize(mount(contactView(t, underpaid, undefined, rest)).textContent)).to.equal(
      'The Lightning invoice pays the whole amount only, not the rest: contact the site to pay the rest another way.',
    );
    // An address to pay the rest to, with or without a link: the usual sentence.
    expect(sentence(underpaid), 'no rest given').to.equal('If something is wrong with this payment, contact the site.');
    const onChain = contactView(t, underpaid, SUPPORT, { ...rest, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
    expect(normalize(mount(onChain).textContent)).to.equal('If something is wrong with this payment, contact the site.');
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
  it('without news of a payment: not to pay the old address, the ids, and starting again; no alert (its heading says it)', async () => {
    let started = 0;
    const el = mount(expiredView(t, IDS, false, () => (started += 1), HELP));
    // An alert would read the whole section out, over the heading the focus lands on (PaymentSession).
    expect(el.querySelectorAll('[role="alert"], [aria-live]').length).to.equal(0);
    expect(heading(el)).to.equal(t.expiredHeading);
    expect(paragraphs(el)).to.deep.equal([t.expiredBody, 'Already paid? Contact the site and give them these numbers.']);
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

  it('with the site\'s support address: "Contact the site" is a link inside the sentence that says why', async () => {
    const el = mount(expiredView(t, IDS, false, () => {}, HELP, undefined, SUPPORT));
    expect(paragraphs(el)).to.deep.equal([t.expiredBody, 'Already paid? Contact the site and give them these numbers.']);
    const link = el.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.target, link.rel]).to.deep.equal(['Contact the site', SUPPORT, '_blank', 'noopener noreferrer']);
    expect(link.parentElement!.textContent).to.equal(plain(t.expiredSupport));
    await expect(el).to.be.accessible();
  });

  it('news of a late payment after a wallet sent it: the late news, with the hash', () => {
    const el = mount(expiredView(t, IDS, true, () => {}, HELP, SENT));
    expect(heading(el)).to.equal(t.lateHeading);
    expect(paragraphs(el)).to.deep.equal([t.lateBody]);
    expect(el.querySelectorAll('[part~="tx"]').length).to.equal(1);
  });
});
