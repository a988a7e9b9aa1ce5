/**
 * A real reload mid-payment: a partner page (resume-page.html) in a frame, the buyer gets payment
 * details, the page is reloaded (as a phone browser reloads a tab it discarded while the buyer was
 * in the wallet app), and the same payment shows again, while the mock service saw one request.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import { button, click } from '../helpers/buyer.js';
import { FILLED } from '../helpers/crypto-checkout.js';
import { mockSession } from '../helpers/mock-session.js';

type FrameWindow = Window & { heard?: { type: string; detail: { resumed?: boolean; response?: { paymentId: string } } }[] };

async function checkoutIn(frame: HTMLIFrameElement): Promise<{ win: FrameWindow; el: MarketCryptoCheckout }> {
  const win = frame.contentWindow as FrameWindow;
  await waitUntil(() => win.document.querySelector('market-crypto-checkout')?.shadowRoot, 'the page shows its checkout', { timeout: 5000 });
  const el = win.document.querySelector('market-crypto-checkout') as MarketCryptoCheckout;
  await el.updateComplete;
  return { win, el };
}

describe('Resume across a real reload', () => {
  it('shows the same payment after the page reloads, with one request at the service', async () => {
    const m = mockSession();
    const query = new URLSearchParams({ 'base-url': m.baseUrl(), ...FILLED });
    const frame = document.createElement('iframe');
    frame.src = `/test/suites/resume-page.html?${query}`;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    await loaded;
    try {
      const first = await checkoutIn(frame);
      expect(first.el.getAttribute('state')).to.equal('editing');
      await click(first.el, button(first.el, 'Get payment details'));
      await waitUntil(() => first.win.heard?.some((h) => h.type === 'market-crypto-payment'), 'the payment was accepted', { timeout: 5000 });
      const paymentId = first.win.heard!.find((h) => h.type === 'market-crypto-payment')!.detail.response!.paymentId;

      const reloaded = oneEvent(frame, 'load');
      first.win.location.reload();
      await reloaded;
      const second = await checkoutIn(frame);
      await waitUntil(() => second.win.heard?.length, 'the reloaded page heard the payment', { timeout: 5000 });
      expect(second.el.getAttribute('state')).to.equal('awaiting-payment');
      expect(second.el.shadowRoot!.querySelector('svg[part~="qr"]')).not.to.equal(null);
      expect(second.win.heard!.map((h) => [h.type, h.detail.resumed, h.detail.response?.paymentId])).to.deep.equal([
        ['market-crypto-payment', true, paymentId],
      ]);
      expect(await m.requests(), 'one order at the service').to.have.length(1);
    } finally {
      frame.contentWindow?.sessionStorage.clear();
      frame.remove();
    }
  });
});
