/**
 * What the crypto element offers a buyer who needs the site, as they meet it: the host's
 * `support-url` as "Contact the site" inside the sentence that says why (underpaid, late, a closed
 * window), a wrong `support-url` that only warns (the checkout works, no link), and "Copy details
 * for support" carrying what arrived and what is still due. Real timers, the mock service.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { PaymentStatus } from '../../../src/payment/payment-status.js';
import { ARRIVES, button, find, normalize, realClick, screenText, shadow } from '../../helpers/buyer.js';
import { answer, cryptoResponse, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { mockSession } from '../../helpers/mock-session.js';
import { recordWarnings } from '../../helpers/warnings.js';

const warnings = recordWarnings();
const WHY = 'If something is wrong with this payment, contact the site.';
const ALREADY_PAID = 'Already paid? Contact the site and give them these numbers.';

afterEach(() => sessionStorage.clear());

/** On the payment screen, the mock's answer `response`, with `support-url` set to `supportUrl`. */
async function paying(supportUrl: string | undefined, response = cryptoResponse()): Promise<MarketCryptoCheckout> {
  const m = mockSession();
  await m.script(answer(response));
  const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED, 'support-url': supportUrl });
  await payNow(el);
  return el;
}

async function setStatus(el: MarketCryptoCheckout, status: PaymentStatus): Promise<void> {
  el.paymentStatus = status;
  await el.updateComplete;
}

/** Every link on screen other than the wallet link: [its words, where it goes, the sentence it is in]. */
const links = (el: Element) =>
  [...shadow(el).querySelectorAll<HTMLAnchorElement>('a:not([part~="wallet-link"])')].map((a) => [
    normalize(a.textContent),
    a.getAttribute('href'),
    normalize(a.parentElement!.textContent),
  ]);

/** Until the countdown closed the window (a payment that expires in a few seconds). */
const closed = (el: MarketCryptoCheckout) => waitUntil(() => el.state === 'expired', 'the window closed', { timeout: 12_000 });

describe('<market-crypto-checkout> support-url and "Contact the site"', () => {
  for (const url of ['https://shop.example/help', 'mailto:help@shop.example']) {
    it(`${url}: a link inside the sentence that says why, on the underpaid and late screens and a closed window`, async () => {
      // Room for the mount and the payment file on a loaded machine (2.5 s was not: the window
      // closed before the first look), since the screen is first checked while it is still open.
      const el = await paying(url, cryptoResponse({ expiryDateEpoch: Date.now() + 6000 }));
      expect(links(el), 'nothing is wrong yet').to.deep.equal([]);
      await setStatus(el, { state: 'underpaid', received: '0.0001' });
      expect(links(el)).to.deep.equal([['contact the site', url, WHY]]);
      const link = find<HTMLAnchorElement>(el, 'a[href="' + url + '"]');
      expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
      await expect(el).to.be.accessible();
      await closed(el);
      await setStatus(el, { state: 'seen' });
      expect(screenText(el)).to.include('Payment received after the window closed');
      expect(links(el)).to.deep.equal([['contact the site', url, WHY]]);
    });
  }

  it('on a closed window with no payment, "Contact the site" is a link in "Already paid?…"', async () => {
    const el = await paying('https://shop.example/help', cryptoResponse({ expiryDateEpoch: Date.now() + 1500 }));
    await closed(el);
    expect(links(el)).to.deep.equal([['Contact the site', 'https://shop.example/help', ALREADY_PAID]]);
    await expect(el).to.be.accessible();
  });

  it('not on the payment screen, waiting for confirmation or the receipt', async () => {
    const el = await paying('https://shop.example/help');
    expect(links(el)).to.deep.equal([]);
    await setStatus(el, { state: 'seen' });
    expect(links(el)).to.deep.equal([]);
    await setStatus(el, { state: 'confirmed' });
    expect(el.state).to.equal('paid');
    expect(links(el)).to.deep.equal([]);
  });

  for (const bad of ['help@shop.example', 'http://shop.example/help', 'javascript:alert(1)']) {
    it(`"${bad}": one warning naming support-url, the purchase goes through, and no contact link anywhere`, async () => {
      // A window that outlasts the mount and submit on a loaded machine, then closes while the test watches.
      const el = await paying(bad, cryptoResponse({ expiryDateEpoch: Date.now() + 5000 }));
      const errors: unknown[] = [];
      el.addEventListener('market-error', (e) => errors.push(e));
      expect(el.state, 'the purchase went through').to.equal('awaiting-payment');
      await setStatus(el, { state: 'underpaid', received: '0.0001' });
      expect(links(el)).to.deep.equal([]);
      expect(screenText(el)).not.to.include('contact the site');
      await closed(el);
      expect(links(el)).to.deep.equal([]);
      // The sentence still says what to do, without a link; the buyer is never told about a setting.
      expect(screenText(el)).to.include(ALREADY_PAID);
      expect(screenText(el)).not.to.include('support-url');
      expect(errors).to.deep.equal([]);
      expect(warnings.filter((w) => w.includes('support-url'))).to.deep.equal([
        '<market-crypto-checkout> support-url must be an https: or mailto: address.',
      ]);
      expect(warnings.filter((w) => !w.includes('support-url')), 'nothing else').to.deep.equal([]);
    });
  }

  it('a bad support-url set from code during a payment: the link goes, the payment stays; a good one brings it back', async () => {
    const el = await paying('https://shop.example/help');
    await setStatus(el, { state: 'underpaid', received: '0.0001' });
    expect(links(el)).to.have.length(1);
    el.supportUrl = 'help@shop.example';
    await el.updateComplete;
    expect(links(el)).to.deep.equal([]);
    expect(el.state).to.equal('awaiting-payment');
    el.supportUrl = 'mailto:help@shop.example';
    await el.updateComplete;
    expect(links(el)).to.deep.equal([['contact the site', 'mailto:help@shop.example', WHY]]);
    expect(el.state).to.equal('awaiting-payment');
  });
});

describe('<market-crypto-checkout> "Copy details for support"', () => {
  afterEach(() => executeServerCommand('clipboard-permission', { granted: false }));

  /** What "Copy details for support" copies: the clipboard where the page may read it back, else the copy it selects (the same text). */
  async function supportCopy(el: MarketCryptoCheckout): Promise<string> {
    const readable = await executeServerCommand('clipboard-permission', { granted: true });
    await realClick(button(el, 'Copy details for support'));
    await waitUntil(() => screenText(el).includes('Details for support copied') || !readable, 'copied', ARRIVES);
    return readable ? navigator.clipboard.readText() : find(el, '[data-copy="support"]').textContent!;
  }

  it('underpaid: the amount ordered, what arrived and what is still due', async () => {
    const el = await paying(undefined, cryptoResponse({ amount: 0.00021 }));
    await setStatus(el, { state: 'underpaid', received: '0.00005' });
    const lines = (await supportCopy(el)).split('\n');
    expect(lines).to.include.members(['Amount: 0.00021 BTC', 'Received: 0.00005 BTC', 'Still to pay: 0.00016 BTC']);
    expect(lines.indexOf('Received: 0.00005 BTC')).to.equal(lines.indexOf('Amount: 0.00021 BTC') + 1);
  });

  it('late: what arrived after the window closed, and nothing still due', async function () {
    // The closed window keeps no copy on the page (a dead address stays off it): read from the clipboard only,
    // which WebKit's driver cannot let a page do (no permissions in WebKitWebDriver: scripts/wtr/clipboard-permission.js).
    if (!(await executeServerCommand('clipboard-permission', { granted: true }))) this.skip();
    const el = await paying(undefined, cryptoResponse({ amount: 0.00021, expiryDateEpoch: Date.now() + 1500 }));
    await closed(el);
    await setStatus(el, { state: 'underpaid', received: '0.0001' });
    expect(screenText(el)).to.include('Payment received after the window closed');
    const lines = (await supportCopy(el)).split('\n');
    expect(lines).to.include.members(['Amount: 0.00021 BTC', 'Received: 0.0001 BTC']);
    expect(lines.join('\n')).not.to.include('Still to pay');
  });

  it('a payment on screen with nothing arrived: the amount, and no "Received" or "Still to pay"', async () => {
    const el = await paying(undefined);
    const text = await supportCopy(el);
    expect(text).to.include('Amount: 0.00021 BTC');
    expect(text).not.to.include('Received');
    expect(text).not.to.include('Still to pay');
  });
});
