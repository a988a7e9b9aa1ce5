import { expect, oneEvent } from '@open-wc/testing';
import type { CryptoPurchaseResponse } from '../../../src/checks/eager-schemas.js';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketErrorDetail } from '../../../src/api/errors.js';
import { click, control, fill, find, screenText, shadow } from '../../helpers/buyer.js';
import { answer, BTC_ADDRESS, cryptoResponse, ETH_ADDRESS, FILLED, mountCrypto } from '../../helpers/crypto-checkout.js';
import { PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession, REFUSED_BASE_URL, TIMEOUT_MS } from '../../helpers/mock-session.js';

const TYPED = { domain: 'typed.example', ownerName: 'Typed Buyer', ownerEmail: 'typed@example.org' };

/** A buyer types over the prefills, clicks, and the element reports a failure. */
async function typeAndFail(el: MarketCryptoCheckout): Promise<MarketErrorDetail> {
  for (const [path, text] of Object.entries(TYPED)) await fill(el, path, text);
  const failed = oneEvent(el, 'market-error');
  let paid = false;
  el.addEventListener('market-crypto-payment', () => (paid = true));
  await click(el, 'Get payment details');
  const { detail } = await failed;
  await el.updateComplete;
  expect(paid, 'no payment event').to.equal(false);
  return detail.error;
}

/** After any failure: the message on screen, the buyer's text kept, the form ready again. */
function expectBackToForm(el: MarketCryptoCheckout, message: string | RegExp): void {
  const summary = find(el, '[part~="error"][role="alert"]');
  if (typeof message === 'string') expect(summary.textContent!.trim()).to.equal(message);
  else expect(summary.textContent!.trim()).to.match(message);
  for (const [path, text] of Object.entries(TYPED)) expect(control(el, path)!.value, path).to.equal(text);
  expect(el.getAttribute('state')).to.equal('editing');
  const submit = find<HTMLButtonElement>(el, 'button[part~="submit"]');
  expect(submit.disabled).to.equal(false);
  expect(submit.getAttribute('aria-busy')).to.equal('false');
  expectNoPayment(el);
}

function expectNoPayment(el: MarketCryptoCheckout): void {
  const root = shadow(el);
  expect(root.querySelector('svg'), 'no QR').to.equal(null);
  expect(root.querySelector('a'), 'no link').to.equal(null);
  expect(root.querySelector('[part~="address"]'), 'no address').to.equal(null);
  for (const address of [BTC_ADDRESS, ETH_ADDRESS]) expect(screenText(el)).not.to.include(address);
}

describe('<market-crypto-checkout> errors', () => {
  it('invalid-config: a missing partner-id is the site owner\'s to fix, and nothing is sent', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, 'partner-id': undefined });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('invalid-config');
    expect(error.issues!.map((i) => i.path)).to.deep.equal(['partner-id']);
    expectBackToForm(el, 'This checkout is not set up correctly (partner-id). Please contact the site owner.');
    expect(await m.requests()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('invalid-config: plain http to a public host is refused before anything is sent', async () => {
    const el = await mountCrypto({ ...FILLED, 'base-url': 'http://api.example.com/market' });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('invalid-config');
    expect(error.issues!.map((i) => i.path)).to.deep.equal(['base-url']);
    expectBackToForm(el, 'This checkout is not set up correctly (base-url). Please contact the site owner.');
  });

  it('invalid-config: a currency that is not one is named, not blamed on the buyer', async () => {
    const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, currency: 'bitcoin!' });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('invalid-config');
    expect(error.issues!.map((i) => i.path)).to.deep.equal(['currency']);
  });

  it('invalid-input: the buyer\'s own mistakes, at their fields', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, 'owner-address': '0xnope' });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('invalid-input');
    expect(error.issues).to.deep.equal([
      { path: 'ownerAddress', message: 'The owner address starts with 0x and has 40 hexadecimal digits after it.' },
    ]);
    expectBackToForm(el, 'Please correct the highlighted fields.');
    expect(await m.requests()).to.deep.equal([]);
  });

  it('network: the service cannot be reached', async () => {
    const el = await mountCrypto({ ...FILLED, 'base-url': REFUSED_BASE_URL });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('network');
    expectBackToForm(el, 'We could not reach the payment service. Check your connection and try again.');
  });

  it('timeout: the service does not answer within timeout ms', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl('hang'), ...FILLED, timeout: String(TIMEOUT_MS) });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('timeout');
    expectBackToForm(el, 'The payment service took too long to answer. Please try again.');
    expect(await m.requests()).to.have.length(1);
  });

  it('http 409: the service\'s own explanation reaches the buyer', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl('http-409'), ...FILLED });
    const heard = oneEvent(document, 'market-error');
    const error = await typeAndFail(el);
    const event = await heard;
    expect(event.bubbles && event.composed, 'heard by the host page').to.equal(true);
    expect(event.detail.error).to.deep.equal(error);
    expect(error).to.deep.include({ code: 'http', status: 409 });
    expect(error.message).to.equal('This domain was just bought by someone else.');
    expectBackToForm(
      el,
      'This purchase conflicts with another one. Please check the details and try again. This domain was just bought by someone else.',
    );
  });

  it('http 500: a plain message, never the server\'s internals', async () => {
    const el = await mountCrypto({ 'base-url': mockSession().baseUrl('http-500'), ...FILLED });
    const error = await typeAndFail(el);
    expect(error).to.deep.include({ code: 'http', status: 500 });
    expectBackToForm(el, 'The payment service is having trouble. Please try again in a moment.');
    expect(screenText(el)).not.to.include('NullPointerException');
  });

  it('bad-response: a 200 of the wrong shape', async () => {
    const el = await mountCrypto({ 'base-url': mockSession().baseUrl('malformed'), ...FILLED });
    const error = await typeAndFail(el);
    expect(error.code).to.equal('bad-response');
    expectBackToForm(el, 'The payment service sent an answer with missing or invalid details.');
    await expect(el).to.be.accessible();
  });

  it('a failed attempt can be retried and then succeeds', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl('http-500'), ...FILLED });
    await typeAndFail(el);
    el.baseUrl = m.baseUrl();
    const paid = oneEvent(el, 'market-crypto-payment');
    await click(el, 'Get payment details');
    await paid;
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="error"]')).to.equal(null);
    const wire = await m.requests();
    expect(wire.map((r) => r.scenario)).to.deep.equal(['http-500', 'ok']);
    expect(wire[1]!.body).to.deep.equal(wire[0]!.body);
    expect(wire[1]!.body).to.include({ ...TYPED, partnerId: PARTNER_ID });
  });

  describe('payment links that do not check out are bad-response, and nothing of them is shown', () => {
    for (const scenario of ['uri-javascript', 'uri-address-mismatch', 'uri-amount-mismatch'] as const) {
      it(scenario, async () => {
        const el = await mountCrypto({ 'base-url': mockSession().baseUrl(scenario), ...FILLED, currency: 'ETH' });
        const error = await typeAndFail(el);
        expect(error.code).to.equal('bad-response');
        expectBackToForm(el, /^The payment details could not be verified/);
      });
    }

    const hostile: [string, Partial<CryptoPurchaseResponse>][] = [
      ['JavaScript: in mixed case', { uri: 'JavaScript:alert(document.domain)' }],
      ['javascript: after a space', { uri: ' javascript:alert(document.domain)' }],
      ['a data: HTML page', { uri: 'data:text/html,<script>alert(document.domain)</script>' }],
      ['vbscript:', { uri: `vbscript:${BTC_ADDRESS}` }],
      ['an https page', { uri: `https://evil.example/pay?address=${BTC_ADDRESS}&amount=0.00021` }],
      ['a BTC link one satoshi short', { uri: `bitcoin:${BTC_ADDRESS}?amount=0.0002` }],
      [
        'an ETH link one wei over',
        { address: ETH_ADDRESS, amount: 0.0061, protocol: 'ETH', uri: `ethereum:${ETH_ADDRESS}@1?value=6100000000000001` },
      ],
      [
        'an ETH link one wei under',
        { address: ETH_ADDRESS, amount: 0.0061, protocol: 'ETH', uri: `ethereum:${ETH_ADDRESS}@1?value=6099999999999999` },
      ],
    ];
    for (const [name, overrides] of hostile) {
      it(name, async () => {
        const m = mockSession();
        await m.script(answer(cryptoResponse(overrides)));
        const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
        const error = await typeAndFail(el);
        expect(error.code).to.equal('bad-response');
        expectBackToForm(el, /^The payment details could not be verified/);
      });
    }

    it('the exact ETH amount in wei is accepted (the cases above fail for their flaw alone)', async () => {
      const m = mockSession();
      const uri = `ethereum:${ETH_ADDRESS}@1?value=6100000000000000`;
      await m.script(answer(cryptoResponse({ address: ETH_ADDRESS, amount: 0.0061, protocol: 'ETH', uri })));
      const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      await click(el, 'Get payment details');
      await paid;
      await el.updateComplete;
      expect(find<HTMLAnchorElement>(el, 'a[part~="wallet-link"]').getAttribute('href')).to.equal(uri);
    });
  });
});
