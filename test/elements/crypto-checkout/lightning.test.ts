/**
 * A BTC payment over Lightning, in the element, with invoices minted fresh and signed with the
 * test key (mock/mint-invoice.ts) and a WebLN provider on the page: the unified link's one
 * QR code read back from the screen (jsQR) and then as wallets read it (`bip21`), the link "Open
 * in wallet" carries, the invoice's copy button, the countdown at the earlier deadline, and a
 * WebLN payment to the receipt, which says it was paid over Lightning and which a reload shows again
 * with the payment hash in the support copy.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { decode } from 'bip21';
import type { MarketCryptoStatusDetail } from '../../../src/controllers/events.js';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import { find, normalize, screenText, shadow } from '../../helpers/buyer.js';
import { answer, BTC_ADDRESS, cryptoResponse, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { renderQr } from '../../helpers/crypto-qr.js';
import { mintInvoice, type MintedInvoice } from '../../../mock/mint-invoice.js';
import { mockSession, type MockSession } from '../../helpers/mock-session.js';
import { TestWebln } from '../../helpers/test-webln.js';

/** 0.00021 BTC in millisatoshi. */
const MSAT = 21_000_000n;

async function showLightning(invoice: MintedInvoice, uri: string, extra: Partial<Parameters<typeof cryptoResponse>[0]> = {}) {
  const m = mockSession();
  await m.script(answer(cryptoResponse({ amount: 0.00021, uri, expiryDateEpoch: Date.now() + 15 * 60_000, ...extra })));
  const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
  const detail = await payNow(el);
  return { el, detail, m, invoice };
}

const unified = (invoice: MintedInvoice) => `bitcoin:${BTC_ADDRESS}?amount=0.00021&lightning=${invoice.invoice}`;
const weblnButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~="webln-button"]');
/** The receipt's network, as the buyer reads it beside "Network". */
const receiptNetwork = (el: Element) => normalize([...shadow(el).querySelectorAll('dt')].find((dt) => normalize(dt.textContent) === 'Network')?.nextElementSibling?.textContent);

describe('<market-crypto-checkout> over Lightning', () => {
  afterEach(() => {
    TestWebln.remove();
    sessionStorage.clear();
  });

  it('a unified link: one QR code in BTCPay\'s casing that wallets read, the link as sent, the invoice to copy, the amount once', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    const { el } = await showLightning(invoice, unified(invoice));
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    const read = (await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text!;
    expect(read).to.equal(`bitcoin:${BTC_ADDRESS.toUpperCase()}?amount=0.00021&lightning=${invoice.invoice.toUpperCase()}`);
    const wallet = decode(read);
    expect(wallet.address.toLowerCase()).to.equal(BTC_ADDRESS);
    expect(wallet.options).to.deep.equal({ amount: 0.00021, lightning: invoice.invoice.toUpperCase() });
    expect(find(el, '[part~="wallet-link"]').getAttribute('href')).to.equal(unified(invoice));
    expect(normalize(find(el, '[data-copy="invoice"]').textContent)).to.equal(invoice.invoice);
    const names = [...shadow(el).querySelectorAll('button[part~="copy-button"]')].map((b) => b.getAttribute('aria-label'));
    expect(names).to.include('Copy: Lightning invoice').and.include('Copy: To this address');
    const seen = find(el, 'section').cloneNode(true) as Element;
    seen.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    expect(normalize(seen.textContent).split('0.00021').length - 1, 'the amount shown once (the support copy aside)').to.equal(1);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('a Lightning-only link: the QR code carries the invoice upper case; the invoice is shown once, not as an address', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    const uri = `lightning:${invoice.invoice}`;
    const { el } = await showLightning(invoice, uri, { address: invoice.invoice, protocol: 'BTC on Lightning' });
    expect((await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text).to.equal(`lightning:${invoice.invoice.toUpperCase()}`);
    expect(find(el, '[part~="wallet-link"]').getAttribute('href')).to.equal(uri);
    expect(shadow(el).querySelector('[part~="address"]')).to.equal(null);
  });

  it('the countdown ends at the invoice\'s deadline when it comes first, and market-crypto-payment says so', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT, expiry: 300 });
    const { el, detail } = await showLightning(invoice, unified(invoice));
    expect(detail.expiresAt).to.equal(invoice.expiresAt * 1000);
    expect(normalize(find(el, '[part~="timer"]').textContent)).to.match(/: [45]:\d\d$/);
  });

  it('a WebLN wallet pays it to the receipt with a checked preimage, which says "Bitcoin, over Lightning"; a reload shows the receipt and the support copy names the way and the payment hash', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    const webln = new TestWebln(invoice.preimage).install();
    const { el, detail, m } = await showLightning(invoice, unified(invoice));
    const status = oneEvent(el, 'market-crypto-status');
    weblnButton(el)!.click();
    const { detail: told } = (await status) as CustomEvent<MarketCryptoStatusDetail>;
    expect(webln.asked).to.deep.equal(['enable', `sendPayment ${invoice.invoice}`]);
    expect(told).to.deep.equal({ orderId: detail.response.orderId, paymentId: detail.response.paymentId, status: { state: 'confirmed' }, source: 'wallet', preimage: invoice.preimage });
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('paid');
    expect(receiptNetwork(el)).to.equal('Bitcoin, over Lightning');
    el.remove();
    const again = await reload(m);
    expect(again.getAttribute('state')).to.equal('paid');
    expect(screenText(again)).to.include('Payment confirmed');
    expect(receiptNetwork(again), 'the kept receipt too').to.equal('Bitcoin, over Lightning');
    const support = find(again, '[data-copy="support"]').textContent;
    expect(support).to.include(`Payment hash: ${invoice.paymentHash}`).and.include('Network: Bitcoin, over Lightning');
  });

  it('a unified link the host says is paid names Bitcoin alone: the element does not know which way it was paid', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    new TestWebln(invoice.preimage).install();
    const { el } = await showLightning(invoice, unified(invoice));
    el.paymentStatus = { state: 'confirmed' };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('paid');
    expect(receiptNetwork(el)).to.equal('Bitcoin');
  });

  it('the receipt outlives its invoice: a reload once the invoice could no longer be paid still shows it', async () => {
    // 64 s: accepted (over a minute left: the invoice's timestamp is rounded down, and the submit
    // takes its time on a loaded machine), then under a minute by the time of the reload.
    const invoice = mintInvoice({ amountMsat: MSAT, expiry: 64 });
    new TestWebln(invoice.preimage).install();
    const { el, m } = await showLightning(invoice, unified(invoice));
    weblnButton(el)!.click();
    await waitUntil(() => el.getAttribute('state') === 'paid', 'paid', { timeout: 5000 });
    el.remove();
    await new Promise((go) => setTimeout(go, Math.max(0, (invoice.expiresAt - 59) * 1000 - Date.now())));
    const again = await reload(m);
    expect(again.getAttribute('state')).to.equal('paid');
    expect(await m.requests(), 'one order').to.have.length(1);
  });

  it('a wrong preimage leaves the payment waiting, and says the wallet did not confirm it', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    new TestWebln(invoice.preimage, 'wrong').install();
    const { el } = await showLightning(invoice, unified(invoice));
    weblnButton(el)!.click();
    await waitUntil(() => screenText(el).includes('The wallet did not confirm the payment.'), 'the wallet answered', { timeout: 5000 });
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
  });

  it('underpaid, a unified link asks for the rest on chain: a QR code and link without the invoice, which pays the whole amount only', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    new TestWebln(invoice.preimage).install();
    const { el } = await showLightning(invoice, unified(invoice));
    el.paymentStatus = { state: 'underpaid', received: '0.00005' };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(normalize(find(el, '[part~="amount"]').textContent)).to.equal('0.00016 BTC');
    const rest = `bitcoin:${BTC_ADDRESS}?amount=0.00016`;
    expect(find(el, '[part~="wallet-link"]').getAttribute('href')).to.equal(rest);
    const read = (await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text!;
    expect(read.toLowerCase()).to.equal(rest);
    expect(read.toLowerCase()).not.to.include('lightning');
    expect(decode(read).options).to.deep.equal({ amount: 0.00016 });
    expect(normalize(find(el, '[data-copy="address"]').textContent)).to.equal(BTC_ADDRESS);
    expect(shadow(el).querySelector('[data-copy="invoice"]'), 'no invoice to copy').to.equal(null);
    expect(weblnButton(el), 'no Lightning wallet button').to.equal(null);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('underpaid, a Lightning-only link offers no invoice, address, link or QR code for the rest: the buyer is told to reach the site, through its support-url', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT });
    new TestWebln(invoice.preimage).install();
    const uri = `lightning:${invoice.invoice}`;
    const { el } = await showLightning(invoice, uri, { address: invoice.invoice, protocol: 'BTC on Lightning' });
    el.setAttribute('support-url', 'mailto:help@example.com');
    el.paymentStatus = { state: 'underpaid', received: '0.00005' };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(normalize(find(el, '[part~="amount"]').textContent)).to.equal('0.00016 BTC on Lightning');
    for (const way of ['svg[part~="qr"]', '[part~="wallet-link"]', '[part~="address"]', '[data-copy="address"]', '[data-copy="invoice"]', '[part~="webln-button"]']) {
      expect(shadow(el).querySelector(way), way).to.equal(null);
    }
    const seen = find(el, 'section').cloneNode(true) as Element;
    seen.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    expect(normalize(seen.textContent).toLowerCase(), 'the invoice is not on screen').not.to.include(invoice.invoice.slice(-6));
    const told = [...shadow(el).querySelectorAll('p')].find((p) => p.textContent!.includes('not the rest'))!;
    expect(normalize(told.textContent)).to.equal('The Lightning invoice pays the whole amount only, not the rest: contact the site to pay the rest another way.');
    expect(told.querySelector('a')!.getAttribute('href')).to.equal('mailto:help@example.com');
    expect(shadow(el).querySelectorAll('a[href^="mailto:"]'), 'one way to reach the site').to.have.length(1);
    await expect(el).shadowDom.to.be.accessible();
    el.paymentStatus = { state: 'confirmed' };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('paid');
    expect(screenText(el)).to.include('0.00021 BTC on Lightning');
  });

  it('an invoice for another amount refuses the whole payment: no QR code, no address', async () => {
    const invoice = mintInvoice({ amountMsat: MSAT + 1000n });
    const m = mockSession();
    await m.script(answer(cryptoResponse({ amount: 0.00021, uri: unified(invoice) })));
    const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
    const error = oneEvent(el, 'market-error');
    find<HTMLButtonElement>(el, 'button[type="submit"]').click();
    expect((await error).detail.error.code).to.equal('bad-response');
    expect(shadow(el).querySelector('svg[part~="qr"]')).to.equal(null);
    expect(screenText(el)).not.to.include(BTC_ADDRESS);
  });
});

/** The element made again for the same shop, as a reloaded page makes it. */
async function reload(m: MockSession): Promise<MarketCryptoCheckout> {
  const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
  await el.updateComplete;
  await el.updateComplete;
  return el;
}
