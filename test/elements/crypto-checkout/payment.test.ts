import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import { ARRIVES, find, normalize, realClick, shadow, textOf } from '../../helpers/buyer.js';
import {
  answer,
  BTC_ADDRESS,
  CountingCryptoCheckout,
  cryptoResponse,
  DOGE_ADDRESS,
  ETH_ADDRESS,
  FILLED,
  mountCrypto,
  payNow,
} from '../../helpers/crypto-checkout.js';
import { renderQr } from '../../helpers/crypto-qr.js';
import { mockSession } from '../../helpers/mock-session.js';

async function showPayment<T extends MarketCryptoCheckout = MarketCryptoCheckout>(
  body: Parameters<typeof answer>[0] = cryptoResponse(),
  tag?: string,
): Promise<T> {
  const m = mockSession();
  await m.script(answer(body));
  const el = await mountCrypto<T>({ 'base-url': m.baseUrl('scripted'), ...FILLED }, tag ? { tag } : {});
  await payNow(el);
  return el;
}

const copyButtons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')];
/** The copy outcome shown beside a button, '' when there is none. */
const feedbackBeside = (button: HTMLButtonElement) =>
  normalize(button.parentElement!.querySelector('.copy-feedback')?.textContent);
/** The copy feedback's own live region (the countdown's milestones have another). */
const liveRegion = (el: Element) => normalize(find(el, '.support [role="status"]').textContent);

describe('<market-crypto-checkout> payment view', () => {
  describe('amount', () => {
    const cases: [string, string, string, string][] = [
      // [raw JSON amount as the service writes it, shown, currency, uri]
      ['1e-8', '0.00000001', 'DOGE', `dogecoin:${DOGE_ADDRESS}?amount=0.00000001`],
      ['0.00000001', '0.00000001', 'BTC', `bitcoin:${BTC_ADDRESS}?amount=0.00000001`],
      ['1.5E-7', '0.00000015', 'BTC', `bitcoin:${BTC_ADDRESS}?amount=0.00000015`],
      ['1e21', '1000000000000000000000', 'DOGE', `dogecoin:${DOGE_ADDRESS}?amount=1000000000000000000000`],
      ['12345.6789', '12345.6789', 'DOGE', `dogecoin:${DOGE_ADDRESS}?amount=12345.6789`],
    ];
    for (const [raw, shown, protocol, uri] of cases) {
      it(`shows ${raw} ${protocol} as ${shown}, never in exponent notation or grouped`, async () => {
        const address = protocol === 'DOGE' ? DOGE_ADDRESS : BTC_ADDRESS;
        const json = JSON.stringify(cryptoResponse({ address, protocol, uri })).replace(
          /"amount":[^,]+/,
          `"amount":${raw}`,
        );
        const el = await showPayment(json);
        expect(textOf(el, '[part~="amount"]')).to.equal(`${shown} ${protocol}`);
        expect(find(el, 'svg[part~="qr"]').getAttribute('aria-label')).to.include(`${shown} ${protocol}`);
      });
    }
  });

  describe('QR code', () => {
    it('is an SVG of the payment URI, dark on white, with a quiet zone of four modules', async () => {
      const response = cryptoResponse();
      const el = await showPayment(response);
      const svg = find<SVGSVGElement>(el, 'svg[part~="qr"]');
      expect(svg.getAttribute('role')).to.equal('img');
      expect(svg.getAttribute('aria-label')).to.equal('QR code of the payment request for 0.00021 BTC');
      const qr = await renderQr(svg);
      expect(qr.text).to.equal(response.uri);
      expect(qr.onlyBlackAndWhite, 'pure black on pure white').to.equal(true);
      for (let i = 0; i < qr.size; i += 1) {
        for (let q = 0; q < 4; q += 1) {
          for (const [x, y] of [[i, q], [i, qr.size - 1 - q], [q, i], [qr.size - 1 - q, i]] as const) {
            expect(qr.dark(x, y), `module ${x},${y} of the quiet zone`).to.equal(false);
          }
        }
      }
      // The finder pattern's corner starts right inside the quiet zone.
      expect(qr.dark(4, 4) && qr.dark(qr.size - 5, 4) && qr.dark(4, qr.size - 5)).to.equal(true);
    });

    it('stays dark on white when the page asks for a dark colour scheme', async () => {
      const el = await showPayment();
      el.style.setProperty('--market-color-background', '#000000');
      el.style.setProperty('--market-color-text', '#ffffff');
      const svg = find<SVGSVGElement>(el, 'svg[part~="qr"]');
      expect(getComputedStyle(svg.querySelector('rect')!).fill).to.equal('rgb(255, 255, 255)');
      expect(getComputedStyle(svg.querySelector('path')!).fill).to.equal('rgb(0, 0, 0)');
    });
  });

  it('links to the payment URI exactly, and shows order and payment ids in small print', async () => {
    const response = cryptoResponse();
    const el = await showPayment(response);
    const link = find<HTMLAnchorElement>(el, 'a[part~="wallet-link"]');
    expect(link.getAttribute('href')).to.equal(response.uri);
    expect(link.getAttribute('target')).to.equal(null);
    const small = normalize(find(el, 'p.small').textContent);
    expect(small).to.equal(`Order: ${response.orderId} Payment: ${response.paymentId}`);
    expect(textOf(el, '[part~="address"]')).to.equal(BTC_ADDRESS);
    await expect(el).to.be.accessible();
  });

  describe('copy buttons', () => {
    afterEach(() => executeServerCommand('clipboard-permission', { granted: false }));

    it('select the value, say so and announce it, when the clipboard refuses; then reset', async function () {
      // Where a refusal cannot be caused (Firefox: web-test-runner.config.js), this test skips.
      if (!(await executeServerCommand('clipboard-permission', { granted: false }))) this.skip();
      const el = await showPayment();
      const [amountButton, addressButton] = copyButtons(el);
      // A click from script carries no user gesture: the browser refuses the write.
      addressButton!.click();
      await waitUntil(() => feedbackBeside(addressButton!) !== '', 'feedback shown', ARRIVES);
      expect(document.getSelection()!.toString(), 'the address is selected').to.equal(normalize(find(el, '[part~="address"]').textContent));
      amountButton!.click();
      await waitUntil(() => feedbackBeside(amountButton!) !== '', 'feedback shown', ARRIVES);
      // Exactly the amount that a copy would have written: no currency, no space.
      expect(document.getSelection()!.toString(), 'the amount is selected').to.match(/^\d+(?:\.\d+)?$/);
      expect(normalize(find(el, '[part~="amount"]').textContent)).to.equal(`${document.getSelection()!.toString()} BTC`);
      expect(feedbackBeside(amountButton!)).to.equal('Selected: copy it by hand');
      expect(liveRegion(el)).to.equal('Selected: copy it by hand');
      expect(amountButton!.getAttribute('aria-label'), 'the button keeps its name').to.equal('Copy: Amount');
      await expect(el).to.be.accessible();
      await waitUntil(() => feedbackBeside(amountButton!) === '', 'feedback reset', { timeout: 4000 });
      expect(liveRegion(el)).to.equal('');
    });

    it('copy the plain amount and the address, announce it, and reset after about two seconds', async () => {
      // What was copied is read back where the page may read the clipboard (not WebKit's).
      const readable = await executeServerCommand('clipboard-permission', { granted: true });
      const response = cryptoResponse({ amount: 0.00021 });
      const el = await showPayment(response);
      const [amountButton, addressButton] = copyButtons(el);
      expect(amountButton!.getAttribute('aria-label')).to.equal('Copy: Amount');
      expect(addressButton!.getAttribute('aria-label')).to.equal('Copy: To this address');

      await realClick(amountButton!);
      await waitUntil(() => feedbackBeside(amountButton!) === 'Copied', 'amount copied', ARRIVES);
      if (readable) expect(await navigator.clipboard.readText()).to.equal('0.00021');
      expect(liveRegion(el)).to.equal('Amount copied to the clipboard');
      expect(feedbackBeside(addressButton!)).to.equal('');
      await expect(el).to.be.accessible();

      await realClick(addressButton!);
      await waitUntil(() => feedbackBeside(addressButton!) === 'Copied', 'address copied', ARRIVES);
      if (readable) expect(await navigator.clipboard.readText()).to.equal(BTC_ADDRESS);
      expect(liveRegion(el)).to.equal('To this address copied to the clipboard');
      expect(feedbackBeside(amountButton!), 'one feedback at a time').to.equal('');

      const copiedAt = performance.now();
      await waitUntil(() => feedbackBeside(addressButton!) === '', 'feedback reset', { timeout: 4000 });
      expect(performance.now() - copiedAt).to.be.greaterThan(1500);
      expect(liveRegion(el)).to.equal('');
    });

    it('release their timer when the element is removed', async () => {
      await executeServerCommand('clipboard-permission', { granted: true });
      const el = await showPayment<CountingCryptoCheckout>(cryptoResponse(), 'counting-crypto-checkout');
      const [amountButton] = copyButtons(el);
      await realClick(amountButton!);
      await waitUntil(() => feedbackBeside(amountButton!) === 'Copied', 'copied', ARRIVES);
      const parent = el.parentNode!;
      el.remove();
      await el.updateComplete;
      const updates = el.updates;
      await aTimeout(2500);
      expect(el.updates, 'no timer woke the removed element').to.equal(updates);
      parent.appendChild(el);
      await el.updateComplete;
      expect(feedbackBeside(amountButton!)).to.equal('');
    });

    it('leave nothing behind when the element is removed while the clipboard answers', async () => {
      await executeServerCommand('clipboard-permission', { granted: true });
      const el = await showPayment<CountingCryptoCheckout>(cryptoResponse(), 'counting-crypto-checkout');
      copyButtons(el)[1]!.click();
      el.remove();
      await el.updateComplete;
      await aTimeout(100);
      const updates = el.updates;
      await aTimeout(2500);
      expect(el.updates, 'no timer woke the removed element').to.equal(updates);
    });
  });

  it('shows a window of an hour or more as h:mm:ss', async () => {
    const el = await showPayment(cryptoResponse({ expiryDateEpoch: Date.now() + 2 * 3_600_000 }));
    expect(textOf(el, '[part~="timer"]')).to.match(/^Time left to pay: (2:00:00|1:59:5\d)$/);
  });

  it('shows an ETH payment in ether with its wei link', async () => {
    const uri = `ethereum:${ETH_ADDRESS}@1?value=61000000000000`;
    const el = await showPayment(cryptoResponse({ address: ETH_ADDRESS, amount: 0.000061, protocol: 'ETH', uri }));
    expect(textOf(el, '[part~="amount"]')).to.equal('0.000061 ETH');
    expect((await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text).to.equal(uri);
  });
});
