/**
 * "Change details" on the card screen (widget.md, "Fiat flow"): a buyer who sees the card form and
 * wants another period goes back to the form with every value kept; the host hears
 * `market-fiat-cancelled` once, with the order's ids, and removes the processor's UI; the next
 * submit is a new attempt, with a new checkout id unless the host set one.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/index.js';
import type { MarketFiatCancelledDetail, MarketFiatSessionDetail } from '../../../src/controllers/events.js';
import type { MarketFiatCheckout } from '../../../src/elements/fiat-checkout/fiat-checkout.js';
import { choose, click, control, fill, find, focused, realClick, screenText } from '../../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession } from '../../helpers/mock-session.js';

const EXTERNAL_USER_ID = '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f';
const ACCOUNT = 'acct_1Nv0FGQ9RKHgCVdK';
const HOST_CHECKOUT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const ETH_WALLET = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function mount(baseUrl: string, checkoutId = '') {
  return fixture<MarketFiatCheckout>(html`<market-fiat-checkout
    base-url=${baseUrl}
    partner-id=${PARTNER_ID}
    checkout-id=${checkoutId}
    external-user-id=${EXTERNAL_USER_ID}
    processor-connected-account-id=${ACCOUNT}
    ><div slot="payment" id="processor-ui">The processor's card form</div></market-fiat-checkout
  >`);
}

/** Fills the form as a buyer, sends it and waits for the card screen; the session's detail. */
async function toCardScreen(el: MarketFiatCheckout): Promise<MarketFiatSessionDetail> {
  const session = oneEvent<CustomEvent<MarketFiatSessionDetail>>(el, 'market-fiat-session');
  await realClick(find(el, 'button[part~="submit"]'));
  const { detail } = await session;
  await el.updateComplete;
  expect(el.state).to.equal('handed-off');
  return detail;
}

const changeDetails = (el: MarketFiatCheckout) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Change details');

/** Every `market-fiat-cancelled` the element fires, as the document hears it. */
function recordCancels(): { details: MarketFiatCancelledDetail[]; events: CustomEvent[]; stop(): void } {
  const events: CustomEvent<MarketFiatCancelledDetail>[] = [];
  const listener = (event: CustomEvent<MarketFiatCancelledDetail>) => events.push(event);
  document.addEventListener('market-fiat-cancelled', listener);
  return {
    events,
    get details() {
      return events.map((e) => e.detail);
    },
    stop: () => document.removeEventListener('market-fiat-cancelled', listener),
  };
}

describe('<market-fiat-checkout>: Change details on the card screen', () => {
  it('is offered on the card screen only, and passes axe there', async () => {
    const el = await mount(mockSession().baseUrl());
    expect(changeDetails(el), 'not on the form').to.equal(undefined);
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
    await toCardScreen(el);
    expect(changeDetails(el)).to.exist;
    await expect(el).to.be.accessible();
  });

  it('returns to the form with every value kept, fires market-fiat-cancelled once with the ids, and hides the processor UI', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    const processorUi = el.querySelector<HTMLElement>('#processor-ui')!;
    await fill(el, 'domain', 'example.com');
    await choose(el, 'years', '3');
    await fill(el, 'ownerAddress', OWNER);
    await click(el, 'Add a wallet address');
    await fill(el, 'walletAddrs.0.addr', ETH_WALLET);
    const { response } = await toCardScreen(el);
    expect(processorUi.getClientRects().length, 'the processor UI shows').to.be.greaterThan(0);

    const cancels = recordCancels();
    try {
      await realClick(changeDetails(el)!);
      await el.updateComplete;
      expect(cancels.details).to.deep.equal([{ orderId: response.orderId, checkoutId: response.checkoutId }]);
      const [event] = cancels.events;
      expect(event!.bubbles && event!.composed, 'bubbles and crosses shadow roots').to.equal(true);
      expect(Object.isFrozen(event!.detail)).to.equal(true);
    } finally {
      cancels.stop();
    }

    expect(el.state).to.equal('editing');
    expect(el.getAttribute('state')).to.equal('editing');
    expect(control(el, 'domain')!.value).to.equal('example.com');
    expect(control<HTMLSelectElement>(el, 'years')!.value).to.equal('3');
    expect(control(el, 'ownerAddress')!.value).to.equal(OWNER);
    expect(control(el, 'walletAddrs.0.addr')!.value).to.equal(ETH_WALLET);
    expect(el.shadowRoot!.querySelector('slot[name="payment"]'), 'the slot is gone').to.equal(null);
    expect(processorUi.getClientRects().length, 'the processor UI is hidden').to.equal(0);
    expect(screenText(el)).not.to.include(response.orderId);
    expect(focused(el)?.id, 'focus goes back to the form').to.equal('f-domain');
    await expect(el).to.be.accessible();
  });

  it('makes the next submit a new attempt: a new generated checkout id, the new period sent', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
    const first = await toCardScreen(el);
    await realClick(changeDetails(el)!);
    await el.updateComplete;
    await choose(el, 'years', '2');
    const second = await toCardScreen(el);

    const sent = (await mock.requests()).map((r) => r.body as { checkoutId: string; years: number });
    expect(sent).to.have.length(2);
    expect(sent[0]!.checkoutId).to.match(V4).and.equal(first.request.checkoutId);
    expect(sent[1]!.checkoutId).to.match(V4).and.not.equal(sent[0]!.checkoutId);
    expect([sent[0]!.years, sent[1]!.years]).to.deep.equal([1, 2]);
    expect(second.response.orderId).not.to.equal(first.response.orderId);
  });

  it('keeps the checkout id the host set, attempt after attempt', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl(), HOST_CHECKOUT_ID);
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
    await toCardScreen(el);
    const cancels = recordCancels();
    try {
      await realClick(changeDetails(el)!);
      await el.updateComplete;
      expect(cancels.details.map((d) => d.checkoutId)).to.deep.equal([HOST_CHECKOUT_ID]);
    } finally {
      cancels.stop();
    }
    await toCardScreen(el);
    const sent = (await mock.requests()).map((r) => (r.body as { checkoutId: string }).checkoutId);
    expect(sent).to.deep.equal([HOST_CHECKOUT_ID, HOST_CHECKOUT_ID]);
  });

  it('reset() from code goes back too, but fires nothing: only the buyer cancels', async () => {
    const el = await mount(mockSession().baseUrl());
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
    await toCardScreen(el);
    const cancels = recordCancels();
    try {
      el.reset();
      await el.updateComplete;
      expect(el.state).to.equal('editing');
      expect(cancels.details).to.deep.equal([]);
    } finally {
      cancels.stop();
    }
  });
});
