/**
 * The first press on "Get payment details" after a malformed field, with the browser's own mouse:
 * leaving the field shows its error, and the press must still be a submit attempt, wherever on
 * the button it lands (src/elements/press-counts.ts, the error line reserved in checkout.styles.ts).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import { ARRIVES, button, errorOf, find, focusOf, realPress, type } from '../helpers/buyer.js';
import { FILLED, mountCrypto } from '../helpers/crypto-checkout.js';
import { PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';

/** Every `market-*` event the element fires, by type, with its error code if any. */
function heard(el: Element): string[] {
  const events: string[] = [];
  for (const type of ['market-submit', 'market-error', 'market-crypto-payment']) {
    el.addEventListener(type, (e) => {
      const code = (e as CustomEvent<{ error?: { code: string } }>).detail?.error?.code;
      events.push(code ? `${type} ${code}` : type);
    });
  }
  return events;
}

/** "ada@" typed into E-mail, the field still focused; the owner address left empty. */
async function malformed(): Promise<MarketCryptoCheckout> {
  const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), 'partner-id': PARTNER_ID, currency: 'BTC', domain: 'example.com' });
  await type(el, 'ownerName', 'Ada');
  await type(el, 'ownerEmail', 'ada@', { leave: false });
  return el;
}

const submitButton = (el: MarketCryptoCheckout) => button(el, 'Get payment details');
/** The button's top, from the element's (the page may scroll). */
const buttonTop = (el: MarketCryptoCheckout) => submitButton(el).getBoundingClientRect().top - el.getBoundingClientRect().top;
const settle = async (el: MarketCryptoCheckout) => {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
};

describe('The first press on the submit button', () => {
  it('after a malformed field, pressed on its top 5 px, is a submit attempt: every error at once', async () => {
    const el = await malformed();
    const events = heard(el);
    const before = buttonTop(el);
    let during = NaN;
    await realPress(submitButton(el), 4, {
      pressed: async () => {
        await el.updateComplete;
        during = buttonTop(el);
      },
    });
    await settle(el);
    expect(errorOf(el, 'ownerEmail'), 'shown on leaving the field').to.equal('Enter an e-mail address such as name@example.com.');
    expect(during, 'the error line was kept for it: the button did not move').to.equal(before);
    expect(events).to.deep.equal(['market-error invalid-input']);
    expect(errorOf(el, 'ownerAddress'), 'the empty owner address, at the same press').to.be.a('string').and.not.equal('');
    expect(focusOf(el)).to.equal('#f-ownerEmail');
    await expect(el).to.be.accessible();
  });

  it('counts when the page moved the button away between press and release', async () => {
    const el = await malformed();
    const events = heard(el);
    try {
      // The page slides its own content (an animation, a banner pushing in from above).
      await realPress(submitButton(el), 4, { pressed: () => (el.style.transform = 'translateY(80px)') });
      await settle(el);
      expect(events).to.deep.equal(['market-error invalid-input']);
      expect(errorOf(el, 'ownerAddress'), 'the empty owner address, at the same press').to.be.a('string').and.not.equal('');
    } finally {
      el.style.transform = '';
    }
  });

  it('is one attempt when the button stayed under the pointer, and none when the pointer left it', async () => {
    const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
    const events = heard(el);
    await realPress(submitButton(el), 4, { releaseAt: ([x, y]) => [x, y - 60] });
    await settle(el);
    expect(events, 'dragged off: cancelled, as on any button').to.deep.equal([]);

    await realPress(submitButton(el), 4);
    await settle(el);
    expect(events.slice(0, 1)).to.deep.equal(['market-submit']);
    await waitUntil(() => events.includes('market-crypto-payment'), 'the payment arrives', ARRIVES);
    expect(events).to.deep.equal(['market-submit', 'market-crypto-payment']);
    expect(find(el, '[part~="address"]')).to.exist;
  });
});
