/**
 * USDT and TRX on Tron on the payment screen (widget.md, "USDT on Tron"), against the mock service:
 * the QR code holds the address alone, labelled so, and decodes to it; the amount comes first with
 * its copy button and a line that names the network and its TRX fee; no "Open in wallet" and no
 * browser-wallet button; everything else of the payment screen as for every asset (resume too). An underpaid
 * payment asks for the rest beside the same QR code. Links that pay something else are refused
 * (`bad-response`) with nothing shown. Following the payment on a Tron chain: ./tron-chain.test.ts.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { CryptoPurchaseResponse } from '../../../src/checks/eager-schemas.js';
import type { MarketErrorEventDetail } from '../../../src/controllers/events.js';
import type { PaymentStatus } from '../../../src/payment/payment-status.js';
import { button, click, find, hasButton, normalize, screenText, shadow, textOf } from '../../helpers/buyer.js';
import { answer, cryptoResponse, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { renderQr } from '../../helpers/crypto-qr.js';
import { mockSession } from '../../helpers/mock-session.js';
import { TRON_ADDRESSES } from '../../helpers/payment-links.js';
import { TestWallet, type TestChains } from '../../helpers/test-wallet.js';

/** What the mock answers for USDTTRC20 and TRX (mock/purchases.ts). */
const MOCK_ADDRESS = 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

async function buy(currency: string): Promise<MarketCryptoCheckout> {
  const el = await mountCrypto({ 'base-url': mockSession().baseUrl('ok'), ...FILLED, currency });
  await payNow(el);
  return el;
}

const qr = (el: Element) => find<SVGSVGElement>(el, 'svg[part~="qr"]');
/** The QR code's accessible name, from the element its `aria-labelledby` names. */
const qrName = (el: Element) => normalize(shadow(el).getElementById(qr(el).getAttribute('aria-labelledby') ?? '')?.textContent);
const network = (el: Element) => textOf(el, '.value .network');

describe('<market-crypto-checkout> on Tron', () => {
  it('USDT-TRC20: the address alone in a QR code that says so, the amount first, the network line, no wallet link', async () => {
    const el = await buy('USDTTRC20');
    expect(textOf(el, '[part~="amount"]')).to.equal('25.98 USDT-TRC20');
    expect(network(el)).to.equal('Send exactly 25.98 USDT on the Tron network (TRC-20). Your wallet pays the network fee in TRX.');
    const decoded = await renderQr(qr(el));
    expect(decoded.text, 'what a phone reads').to.equal(MOCK_ADDRESS);
    expect(qrName(el)).to.equal('QR code of the address');
    expect(qr(el).hasAttribute('aria-label'), 'one name, the visible one').to.equal(false);
    // The amount is the first value on screen, with its copy button; then the address.
    const buttons = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')].map((b) => b.getAttribute('aria-label'));
    expect(buttons.slice(0, 2)).to.deep.equal(['Copy: Amount', 'Copy: To this address']);
    const text = screenText(el);
    expect(text.indexOf('25.98 USDT-TRC20')).to.be.lessThan(text.indexOf(MOCK_ADDRESS));
    // No link: no Tron wallet reads one reliably.
    expect(text).not.to.include('Open in wallet');
    expect(shadow(el).querySelector('a[part~="wallet-link"], [data-copy="link"]')).to.equal(null);
    expect(text).not.to.include('tron:');
    // Everything else of the payment screen: the address check, the countdown, change details, the support copy.
    expect(text).to.include('Check the address in your wallet');
    expect(shadow(el).querySelector('[part~="timer"]')).not.to.equal(null);
    expect(hasButton(el, 'Change details')).to.equal(true);
    expect(hasButton(el, 'Copy details for support')).to.equal(true);
  });

  it('TRX: the address alone in the QR code, and the network line without the token standard', async () => {
    const el = await buy('TRX');
    expect(textOf(el, '[part~="amount"]')).to.equal('95.5 TRX');
    expect(network(el)).to.equal('Send exactly 95.5 TRX on the Tron network. Your wallet pays the network fee in TRX.');
    expect((await renderQr(qr(el))).text).to.equal(MOCK_ADDRESS);
    expect(screenText(el)).not.to.include('Open in wallet');
  });

  it('offers no browser-wallet button, whatever wallets the page announces, and asks them nothing', async () => {
    // Never asked (its chains are unused): it only has to be announced.
    const wallet = new TestWallet({} as TestChains, { name: 'Announced Wallet' });
    const stop = wallet.announce();
    try {
      const el = await buy('USDTTRC20');
      expect(shadow(el).querySelector('button[part~="wallet-button"]')).to.equal(null);
      expect(screenText(el)).not.to.include('Pay with');
      expect(wallet.requests).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('underpaid: the rest as the amount to send, beside the same address-only QR code', async () => {
    const el = await buy('USDTTRC20');
    el.paymentStatus = { state: 'underpaid', received: '10' } as PaymentStatus;
    await el.updateComplete;
    await el.updateComplete;
    const text = screenText(el);
    expect(text).to.include('Part of the payment arrived: send the rest');
    expect(text).to.include('Received 10 USDT-TRC20');
    expect(textOf(el, '[part~="amount"]')).to.equal('15.98 USDT-TRC20');
    expect(network(el)).to.equal('Send exactly 15.98 USDT on the Tron network (TRC-20). Your wallet pays the network fee in TRX.');
    expect((await renderQr(qr(el))).text).to.equal(MOCK_ADDRESS);
    expect(qrName(el)).to.equal('QR code of the address');
    expect(text).not.to.include('Open in wallet');
  });

  it('confirmed: the receipt names the amount paid and the Tron network', async () => {
    const el = await buy('USDTTRC20');
    el.paymentStatus = { state: 'confirmed' } as PaymentStatus;
    await el.updateComplete;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('paid');
    const text = screenText(el);
    expect(text).to.include('Payment confirmed');
    expect(text).to.include('Amount paid25.98 USDT-TRC20');
    expect(text).to.include('NetworkTron');
    // The support copy names the network and the address the buyer paid to.
    expect(text).to.include(`Network: Tron To this address: ${MOCK_ADDRESS}`);
    expect(shadow(el).querySelector('svg[part~="qr"]')).to.equal(null);
  });

  it('resumes after a reload with the same screen: the address-only QR code and the network line, no second request', async () => {
    const m = mockSession();
    const first = await mountCrypto({ 'base-url': m.baseUrl('ok'), ...FILLED, currency: 'USDTTRC20' });
    await payNow(first);
    first.remove();
    try {
      const el = await mountCrypto({ 'base-url': m.baseUrl('ok'), ...FILLED, currency: 'USDTTRC20' });
      await el.updateComplete;
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('awaiting-payment');
      expect((await renderQr(qr(el))).text).to.equal(MOCK_ADDRESS);
      expect(network(el)).to.equal('Send exactly 25.98 USDT on the Tron network (TRC-20). Your wallet pays the network fee in TRX.');
      expect(screenText(el)).not.to.include('Open in wallet');
      expect(await m.requests(), 'one order, not two').to.have.length(1);
    } finally {
      sessionStorage.clear();
    }
  });

  describe('links that pay something else are bad-response, and nothing of them is shown', () => {
    const address = TRON_ADDRESSES[0];
    const usdt = (overrides: Partial<CryptoPurchaseResponse>) =>
      cryptoResponse({ address, amount: 25.98, protocol: 'USDT-TRC20', uri: `tron:${address}?amount=25.98&token=${USDT}`, ...overrides });
    const broken = `${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`;
    const cases: [string, Partial<CryptoPurchaseResponse>][] = [
      ['a USDT link without token', { uri: `tron:${address}?amount=25.98` }],
      ['TRX with a token', { protocol: 'TRX' }],
      ['another contract', { uri: `tron:${address}?amount=25.98&token=${TRON_ADDRESSES[1]}` }],
      ['another amount', { uri: `tron:${address}?amount=25.97&token=${USDT}` }],
      ['another address', { uri: `tron:${TRON_ADDRESSES[2]}?amount=25.98&token=${USDT}` }],
      ['a broken checksum', { address: broken, uri: `tron:${broken}?amount=25.98&token=${USDT}` }],
      ['a hex address', { address: '4152908400098527886e0f7030069857d2e4169ee7', uri: `tron:4152908400098527886e0f7030069857d2e4169ee7?amount=25.98&token=${USDT}` }],
      ['an extra parameter', { uri: `tron:${address}?amount=25.98&token=${USDT}&memo=order-1` }],
      [
        'an ethereum: link for a Tron label',
        { address: '0x52908400098527886E0F7030069857D2E4169EE7', uri: 'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=25980000' },
      ],
      ["a tron: link for another network's label", { protocol: 'USDT on Ethereum' }],
    ];
    for (const [what, overrides] of cases) {
      it(what, async () => {
        const m = mockSession();
        const body = usdt(overrides);
        await m.script(answer(body));
        const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
        const failed = oneEvent(el, 'market-error');
        await click(el, button(el, 'Get payment details'));
        const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
        await el.updateComplete;
        expect(detail.error.code).to.equal('bad-response');
        expect(textOf(el, '[part~="error"][role="alert"]')).to.match(/^The payment details could not be verified/);
        expect(el.getAttribute('state')).to.equal('editing');
        const root = shadow(el);
        expect(root.querySelector('svg'), 'no QR').to.equal(null);
        expect(root.querySelector('[part~="address"]'), 'no address').to.equal(null);
        expect(screenText(el)).not.to.include(body.address);
      });
    }
  });
});
