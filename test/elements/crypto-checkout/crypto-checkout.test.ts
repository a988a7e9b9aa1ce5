import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoPaymentDetail } from '../../../src/controllers/events.js';
import {
  ARRIVES,
  button,
  choose,
  click,
  control,
  find,
  focusOf,
  press,
  realClick,
  screenText,
  shadow,
  textOf,
  type,
} from '../../helpers/buyer.js';
import { ETH_ADDRESS, FILLED, mountCrypto, payNow } from '../../helpers/crypto-checkout.js';
import { renderQr } from '../../helpers/crypto-qr.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession } from '../../helpers/mock-session.js';

const SUBMIT = 'Get payment details';

function submitButton(el: MarketCryptoCheckout): HTMLButtonElement {
  return find<HTMLButtonElement>(el, 'button[part~="submit"]');
}

/** Every market-* event the element fires, in order. */
function record(el: Element): string[] {
  const seen: string[] = [];
  for (const name of ['market-submit', 'market-error', 'market-crypto-payment', 'market-crypto-expired'] as const) {
    el.addEventListener(name, () => seen.push(name));
  }
  return seen;
}

describe('<market-crypto-checkout> purchase', () => {
  it('takes a buyer from typing to a payment they can scan, copy or open', async () => {
    const m = mockSession();
    const el = await mountCrypto({
      'base-url': m.baseUrl(),
      'partner-id': PARTNER_ID,
      currencies: 'BTC ETH SOL',
      'owner-name': 'Ada Lovelace',
    });
    expect(el.getAttribute('state')).to.equal('editing');

    await type(el, 'domain', 'Lovelace.Example');
    await choose(el, 'years', '3');
    await choose(el, 'currency', 'ETH');
    await type(el, 'ownerEmail', 'ada@example.org');
    await type(el, 'ownerAddress', OWNER);
    await realClick(button(el, 'Add a wallet address'));
    await el.updateComplete;
    await choose(el, 'walletAddrs.0.coin', '0');
    await type(el, 'walletAddrs.0.addr', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    await realClick(button(el, 'Add a wallet address'));
    await el.updateComplete;
    await choose(el, 'walletAddrs.1.coin', 'other');
    await type(el, 'walletAddrs.1.coinId', '118');
    await type(el, 'walletAddrs.1.addr', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu');

    const submitted = oneEvent(el, 'market-submit');
    const paid = oneEvent(el, 'market-crypto-payment');
    await realClick(submitButton(el));
    const { detail: submitDetail } = await submitted;
    const { detail } = (await paid) as { detail: MarketCryptoPaymentDetail };
    await el.updateComplete;

    const expectedRequest = {
      currency: 'ETH',
      domain: 'lovelace.example',
      ownerAddress: OWNER,
      ownerEmail: 'ada@example.org',
      ownerName: 'Ada Lovelace',
      partnerId: PARTNER_ID,
      walletAddrs: [
        { addr: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', coinId: 0 },
        { addr: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', coinId: 118 },
      ],
      years: 3,
    };
    const wire = await m.requests();
    expect(wire).to.have.length(1);
    expect(wire[0]!).to.deep.include({ method: 'POST', path: '/v1/market/crypto/purchase', contentType: 'application/json' });
    expect(wire[0]!.body).to.deep.equal(expectedRequest);
    expect(submitDetail.request).to.deep.equal(expectedRequest);

    // The mock prices ETH at 0.0061 a year; its URI carries the amount in wei.
    const uri = `ethereum:${ETH_ADDRESS}@1?value=18300000000000000`;
    expect(detail.request).to.deep.equal(expectedRequest);
    expect(detail.response).to.deep.include({ address: ETH_ADDRESS, amount: 0.0183, protocol: 'ETH', uri });
    expect(detail.expiresAt).to.equal(detail.response.expiryDateEpoch);
    expect(detail.expiresAt - Date.now()).to.be.within(14 * 60_000, 15 * 60_000);

    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(el.state).to.equal('awaiting-payment');
    expect(textOf(el, '[part~="amount"]')).to.equal('0.0183 ETH');
    expect(textOf(el, '[part~="address"]')).to.equal(ETH_ADDRESS);
    expect(find<HTMLAnchorElement>(el, 'a[part~="wallet-link"]').getAttribute('href')).to.equal(uri);
    expect(textOf(el, 'a[part~="wallet-link"]')).to.equal('Open in wallet');
    const qr = await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'));
    expect(qr.text).to.equal(uri);
    expect(screenText(el)).to.include(detail.response.orderId).and.to.include(detail.response.paymentId);
    expect(screenText(el)).to.include('lovelace.example').and.to.include('3 years');
    // The countdown runs on the real clock: 15:00 when the payment showed, less by however long the
    // checks above took on a busy machine (reading the QR code back alone can take a second).
    const [minutes, seconds] = /(\d+):(\d\d)/.exec(textOf(el, '[part~="timer"]'))!.slice(1).map(Number);
    const left = (detail.expiresAt - Date.now()) / 1000;
    expect(minutes! * 60 + seconds!).to.be.within(Math.floor(left), Math.min(900, Math.ceil(left) + 1));
    await expect(el).to.be.accessible();
  });

  describe('one request at a time', () => {
    it('is busy until the answer: button disabled, aria-busy, state submitting', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      await click(el, SUBMIT);
      expect(el.getAttribute('state')).to.equal('submitting');
      expect(submitButton(el).disabled).to.equal(true);
      expect(submitButton(el).getAttribute('aria-busy')).to.equal('true');
      expect(find(el, 'form').getAttribute('aria-busy')).to.equal('true');
      expect(textOf(el, 'button[part~="submit"]')).to.equal('Please wait…');
      await expect(el).to.be.accessible();
      await paid;
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('awaiting-payment');
    });

    it('sends once for a double click', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      // Both clicks land before the element has re-rendered its button.
      submitButton(el).click();
      submitButton(el).click();
      await paid;
      expect(await m.requests()).to.have.length(1);
    });

    it('sends once for a real double click of the mouse', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      submitButton(el).scrollIntoView({ block: 'center' });
      const box = submitButton(el).getBoundingClientRect();
      const position: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      await sendMouse({ type: 'click', position });
      await sendMouse({ type: 'click', position });
      await paid;
      expect(await m.requests()).to.have.length(1);
    });

    it('sends once for Enter in a field followed by a click', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      await press(el, 'domain', 'Enter');
      await realClick(submitButton(el));
      // On a busy machine the slow answer may already be in, and the form gone: then there is nothing more to press.
      shadow(el).querySelector<HTMLButtonElement>('form button[part~="submit"]')?.click();
      await paid;
      expect(await m.requests()).to.have.length(1);
    });

    it('sends once when Enter and a click land together', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      // What Enter in a field does (implicit submission), then a click, in the same task.
      find<HTMLFormElement>(el, 'form').requestSubmit();
      submitButton(el).click();
      await paid;
      expect(await m.requests()).to.have.length(1);
    });

    it('sends nothing more for submit() during a request, and resolves it to undefined', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const first = el.submit();
      expect(await el.submit()).to.equal(undefined);
      const response = await first;
      expect(response?.protocol).to.equal('BTC');
      expect(await el.submit(), 'nor once the payment is shown').to.equal(undefined);
      expect(await m.requests()).to.have.length(1);
    });

    it('sends nothing when a market-submit listener cancels', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
      const seen = record(el);
      el.addEventListener('market-submit', (event) => event.preventDefault(), { once: true });
      expect(await el.submit()).to.equal(undefined);
      await el.updateComplete;
      expect(seen).to.deep.equal(['market-submit']);
      expect(el.getAttribute('state')).to.equal('editing');
      expect(submitButton(el).disabled).to.equal(false);
      expect(await m.requests()).to.deep.equal([]);
      // The next attempt, not cancelled, goes out.
      await payNow(el);
      expect(await m.requests()).to.have.length(1);
    });

    it('fires market-submit with the request, bubbling and composed, before sending', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
      const heard = oneEvent(document, 'market-submit');
      await click(el, SUBMIT);
      const event = await heard;
      expect(event.cancelable && event.bubbles && event.composed).to.equal(true);
      expect(event.detail.request).to.include({ domain: 'example.com', currency: 'BTC' });
      await oneEvent(el, 'market-crypto-payment');
    });
  });

  describe('removed while waiting', () => {
    it('aborts the request, and the answer it would have had changes nothing', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl('slow'), ...FILLED });
      const seen = record(el);
      await click(el, SUBMIT);
      await waitUntil(async () => (await m.requests()).length === 1, 'the request went out', ARRIVES);
      const parent = el.parentNode!;
      el.remove();
      // The slow scenario would have answered by now.
      await aTimeout(2500);
      expect(seen).to.deep.equal(['market-submit']);
      expect(el.state).to.equal('editing');
      parent.appendChild(el);
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('editing');
      expect(seen).to.deep.equal(['market-submit']);
      expect(shadow(el).querySelector('svg[part~="qr"]')).to.equal(null);
      expect(control(el, 'domain')!.value).to.equal('example.com');
      expect(submitButton(el).disabled).to.equal(false);
      // And it can be sent again.
      await payNow(el);
      expect(await m.requests()).to.have.length(2);
    });
  });

  it('reset() returns to the form keeping what was typed, and a new attempt sends again', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
    await type(el, 'ownerName', 'Typed Name');
    await payNow(el);
    el.reset();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(control(el, 'ownerName')!.value).to.equal('Typed Name');
    expect(shadow(el).querySelector('svg[part~="qr"]')).to.equal(null);
    await payNow(el);
    const wire = await m.requests();
    expect(wire).to.have.length(2);
    expect(wire[1]!.body).to.deep.equal(wire[0]!.body);
  });

  describe('focus', () => {
    it('moves to the payment heading when the pressed button goes away', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl('slow'), ...FILLED });
      submitButton(el).focus();
      const paid = oneEvent(el, 'market-crypto-payment');
      await sendKeys({ press: 'Enter' });
      await paid;
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#pay-heading');
      expect(textOf(el, '#pay-heading')).to.equal('Send exactly this amount');
    });

    it('moves to the payment heading after Enter in a field', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
      const paid = oneEvent(el, 'market-crypto-payment');
      await press(el, 'ownerName', 'Enter');
      await paid;
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#pay-heading');
    });

    it('returns to the button after a failed attempt', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl('http-500'), ...FILLED });
      const failed = oneEvent(el, 'market-error');
      await realClick(submitButton(el));
      await failed;
      await el.updateComplete;
      expect(focusOf(el)).to.equal('button "Get payment details"');
    });

    it('is not taken from the host page when code submits', async () => {
      const outside = document.createElement('input');
      outside.setAttribute('aria-label', 'Host field');
      document.body.append(outside);
      try {
        const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
        outside.focus();
        await el.submit();
        await el.updateComplete;
        expect(focusOf(el)).to.equal('outside <input>');
      } finally {
        outside.remove();
      }
    });
  });

  it('types with the keyboard and submits with Enter', async () => {
    const m = mockSession();
    const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, domain: undefined });
    control(el, 'domain')!.focus();
    await sendKeys({ type: 'keyboard.example' });
    const paid = oneEvent(el, 'market-crypto-payment');
    await sendKeys({ press: 'Enter' });
    await paid;
    expect((await m.requests())[0]!.body).to.include({ domain: 'keyboard.example' });
  });
});
