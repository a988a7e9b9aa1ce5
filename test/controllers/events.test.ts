/**
 * What a host page's listeners and a busy service can do to a checkout: an event's detail is a
 * deep-frozen copy, so a listener that rewrites the payment changes nothing on screen, and a
 * service that asked to wait (429 with Retry-After) is not asked again before the time is up.
 */
import { expect, oneEvent } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import '../../src/index.js';
import { button, click, screenText, textOf } from '../helpers/buyer.js';
import { BTC_ADDRESS, FILLED, mountCrypto, payNow } from '../helpers/crypto-checkout.js';
import { mockSession } from '../helpers/mock-session.js';

const OTHER_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

describe('event details are deep-frozen copies', () => {
  it('a market-crypto-payment listener cannot rewrite the address or link on screen', async () => {
    const el = await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl() });
    const refused: string[] = [];
    el.addEventListener('market-crypto-payment', (event) => {
      const response = event.detail.response as { address: string; uri: string };
      for (const [key, value] of [['address', OTHER_ADDRESS], ['uri', `bitcoin:${OTHER_ADDRESS}?amount=1`]] as const) {
        try {
          response[key] = value;
        } catch {
          refused.push(key);
        }
      }
    });
    const detail = await payNow(el);
    expect(refused).to.deep.equal(['address', 'uri']);
    expect(Object.isFrozen(detail)).to.equal(true);
    expect(Object.isFrozen(detail.response)).to.equal(true);
    expect(Object.isFrozen(detail.request.walletAddrs)).to.equal(true);
    expect(textOf(el, '[part~="address"]')).to.equal(BTC_ADDRESS);
    expect(screenText(el)).not.to.include(OTHER_ADDRESS);
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="wallet-link"]');
    expect(link?.getAttribute('href')).to.equal(`bitcoin:${BTC_ADDRESS}?amount=0.00021`);
  });

  it('a market-submit listener cannot change the request that is sent', async () => {
    const mock = mockSession();
    const el = await mountCrypto({ ...FILLED, 'base-url': mock.baseUrl() });
    el.addEventListener('market-submit', (event) => {
      try {
        (event.detail.request as { domain: string }).domain = 'hijacked.example';
      } catch {
        // Frozen: the assignment throws in strict code and does nothing in sloppy code.
      }
    });
    await payNow(el);
    const [sent] = await mock.requests();
    expect(sent?.body).to.include({ domain: FILLED.domain });
  });
});

describe('a 429 with Retry-After holds the button', () => {
  let clock: Clock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
  });

  it('says how long to wait, sends nothing before then, and sends on the first click after', async () => {
    const mock = mockSession();
    const el = await mountCrypto({ ...FILLED, 'base-url': mock.baseUrl('http-429') });
    clock = FakeTimers.withGlobal(window).install({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const failed = oneEvent(el, 'market-error');
    await click(el, button(el, 'Get payment details'));
    expect((await failed).detail.error.status).to.equal(429);
    await el.updateComplete;

    const held = button(el, 'Try again in');
    expect(held.disabled).to.equal(true);
    expect(screenText(el)).to.include('Please wait 30 seconds');
    expect(await el.submit()).to.equal(undefined);
    held.click();
    await el.updateComplete;
    expect(await mock.requests()).to.have.length(1);

    await clock.tickAsync(10_000);
    await el.updateComplete;
    expect(button(el, 'Try again in').textContent).to.include('0:20');

    el.baseUrl = mock.baseUrl();
    await clock.tickAsync(20_000);
    await el.updateComplete;
    clock.uninstall();
    clock = undefined;
    const submit = button(el, 'Get payment details');
    expect(submit.disabled).to.equal(false);
    const paid = oneEvent(el, 'market-crypto-payment');
    submit.click();
    await paid;
    expect(await mock.requests()).to.have.length(2);
  });
});
