/**
 * The screen for a payment as its session holds it, rendered on its own (no session, no element):
 * each state's screen with its support offer, the explorer link by the host's `explorers`, and
 * what is said to screen readers when a status moves the payment.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import { CountdownController } from '../../src/controllers/countdown-controller.js';
import { orderSummary } from '../../src/elements/views.js';
import { emit } from '../../src/controllers/events.js';
import { formatCountdown } from '../../src/core/expiry.js';
import { mergeStrings } from '../../src/locales/strings.js';
import { splitLink } from '../../src/payment-link/link.js';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { payable } from '../../src/payment/payable.js';
import { byHostStatus, byRead, movedTo } from '../../src/payment/payment-moves.js';
import { AWAITING, readPaymentStatus } from '../../src/payment/payment-status.js';
import { openResumeStore } from '../../src/payment/resume-store.js';
import type { TrackedPayment } from '../../src/payment/tracked-payment.js';
import { AddressCheck } from '../../src/payment-screen/address-check-view.js';
import { CopyController } from '../../src/payment-screen/copy-controller.js';
import { paymentScreen, statusNews, type SessionScreen } from '../../src/payment-screen/payment-screens.js';
import { withPaymentEnglish } from '../../src/payment-screen/payment-strings.js';
import type { PortSnapshot, ScriptTools } from '../../src/payment-screen/script-port.js';
import { listenForWallets } from '../../src/wallet/announcements.js';
import { normalize } from '../helpers/buyer.js';
import { checkedPayment, cryptoResponse, ETH_ADDRESS } from '../helpers/crypto-checkout.js';
import { cryptoRequest, PARTNER_ID } from '../helpers/fixtures.js';
import { readKept } from '../helpers/kept-reader.js';

const t = withPaymentEnglish(mergeStrings());
const HASH = `0x${'ef'.repeat(32)}`;
const host = { addController: (_: ReactiveController) => undefined, removeController: () => undefined, requestUpdate: () => undefined, updateComplete: Promise.resolve(true) };

function snapshot(over: Partial<PortSnapshot> = {}): PortSnapshot {
  return {
    text: mergeStrings(),
    money: ({ currency, total }) => `${total} ${currency}`,
    clock: formatCountdown,
    duration: String,
    digits: (text) => text,
    period: (years) => `${years} years`,
    supportUrl: 'https://shop.example/help',
    summary: (request, rows) => orderSummary(t, request.domain, `${request.years} years`, rows),
    status: undefined,
    source: undefined,
    store: openResumeStore({ persist: 'none', baseUrl: 'https://market.example.com/v1', partnerId: PARTNER_ID }, readKept),
    wallets: listenForWallets(),
    chain: { chainReads: undefined, confirmations: undefined, explorers: undefined },
    ...over,
  };
}

const warnings: string[] = [];
const script: ScriptTools = {
  payable: (payment, received) => payable(payment, received),
  splitLink,
  readStatus: readPaymentStatus,
  countdown: (h, atZero) => new CountdownController(h, atZero),
  warn: (message) => void warnings.push(message),
  emit,
};

const ethOnBase = (): TrackedPayment =>
  movedTo(
    acceptedPayment(cryptoRequest({ domain: 'screens.example' }), checkedPayment(cryptoResponse({ address: ETH_ADDRESS, amount: 0.05, protocol: 'ETH on Base', uri: `ethereum:${ETH_ADDRESS}@8453?value=5e16` }))),
    AWAITING,
  );

/** The screen of a session holding `payment`, as the session hands itself to it. */
function screen(payment: TrackedPayment, snap = snapshot()): HTMLElement {
  const s: SessionScreen = {
    payment,
    port: { host: document.body as never, backToForm: () => undefined, focusing: { land: () => undefined }, snapshot: () => snap, script },
    countdown: { running: false, seconds: 0, startSeconds: 0, start: () => undefined, stop: () => undefined },
    copier: new CopyController(host),
    check: new AddressCheck(host),
    linkReach: 'opens',
    qrPath: undefined,
    text: () => t,
    payNow: () => payable(payment, payment.state === 'awaiting-payment' ? payment.received : undefined),
    walletButtons: () => html``,
    toForm: () => undefined,
    changeDetails: () => undefined,
  };
  return fixtureSync<HTMLDivElement>(html`<div>${paymentScreen(s)}</div>`);
}

const headingOf = (el: Element) => normalize(el.querySelector('h2')!.textContent);
const always = () => true;

describe('paymentScreen', () => {
  it('awaiting: the amount and address to pay, no "Contact the site" before anything arrived', () => {
    const el = screen(ethOnBase());
    expect(headingOf(el)).to.equal('Send exactly this amount');
    expect(normalize(el.querySelector('[part~="amount"]')!.textContent)).to.equal('0.05 ETH on Base');
    expect(el.querySelector('a.in-sentence')).to.equal(null);
  });

  it('underpaid: the rest due, and "contact the site" inside the sentence that says why', () => {
    const el = screen(byHostStatus(ethOnBase(), { state: 'underpaid', received: '0.02' }, always) as TrackedPayment);
    expect(headingOf(el)).to.equal('Part of the payment arrived: send the rest');
    expect(normalize(el.querySelector('[part~="amount"]')!.textContent)).to.equal('0.03 ETH on Base');
    const contact = el.querySelector('a.in-sentence')!;
    expect(contact.getAttribute('href')).to.equal('https://shop.example/help');
    expect(normalize(contact.parentElement!.textContent)).to.equal('If something is wrong with this payment, contact the site.');
  });

  it('confirming: the depth the chain told, and the transaction on the built-in explorer or the host’s, https only', () => {
    const seen = byRead(ethOnBase(), { state: 'seen', received: '0.05', depth: 1, of: 3, txHash: HASH });
    const el = screen(seen);
    expect(headingOf(el)).to.equal('Payment received, waiting for confirmation');
    expect(normalize(el.querySelector('.depth')!.textContent)).to.equal('Confirmations: 1 of 3');
    expect(el.querySelector('a.explorer')!.getAttribute('href')).to.equal(`https://basescan.org/tx/${HASH}`);
    const own = screen(seen, snapshot({ chain: { chainReads: undefined, confirmations: undefined, explorers: { 'eip155:8453': 'https://scan.example/{tx}' } } }));
    expect(own.querySelector('a.explorer')!.getAttribute('href')).to.equal(`https://scan.example/${HASH}`);
    warnings.length = 0;
    const plain = screen(seen, snapshot({ chain: { chainReads: undefined, confirmations: undefined, explorers: { 'eip155:8453': 'http://scan.example/{tx}' } } }));
    expect(plain.querySelector('a.explorer')).to.equal(null);
    expect(warnings).to.deep.equal(['explorers: the template for eip155:8453 is not an https: address; no link is shown.']);
  });

  it('paid: the receipt with the whole amount; expired: start again', () => {
    const paid = screen(byHostStatus(ethOnBase(), { state: 'confirmed' }, always) as TrackedPayment);
    expect(headingOf(paid)).to.equal('Payment confirmed');
    const amountRow = [...paid.querySelectorAll('dl > div')].find((row) => normalize(row.querySelector('dt')!.textContent) === 'Amount paid');
    expect(normalize(amountRow!.querySelector('dd')!.textContent)).to.equal('0.05 ETH on Base');
    const expired = screen({ ...ethOnBase(), state: 'expired', late: false });
    expect(headingOf(expired)).to.equal('The payment window has closed');
    expect(normalize(expired.querySelector('button[part~="submit"]')!.textContent)).to.equal('Start again');
  });
});

describe('statusNews', () => {
  it('says what a status changed on the same screen: the rest due, a failed transaction, the depth; a new screen is its heading\'s to say', () => {
    const snap = snapshot();
    const current = ethOnBase();
    const underpaid = { state: 'underpaid', received: '0.02' } as const;
    expect(statusNews(t, snap, script, byHostStatus(current, underpaid, always) as TrackedPayment, underpaid)).to.equal('0.02 ETH on Base received. 0.03 ETH on Base still to pay.');
    const seen = { state: 'seen', received: '0.05', depth: 1, of: 2 } as const;
    expect(statusNews(t, snap, script, byRead(current, seen), seen)).to.equal('Confirmations: 1 of 2');
    expect(statusNews(t, snap, script, byHostStatus(current, { state: 'seen' }, always) as TrackedPayment, { state: 'seen' })).to.equal('');
    expect(statusNews(t, snap, script, byHostStatus(current, { state: 'confirmed' }, always) as TrackedPayment, { state: 'confirmed' })).to.equal('');
  });
});
