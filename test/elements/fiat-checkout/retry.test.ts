/**
 * The checkout id of <market-fiat-checkout>: generated per attempt when the host gives none,
 * carried again when the buyer retries an attempt whose outcome is unknown (the order may exist),
 * new for a new purchase; the host's own id always used as it is.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/index.js';
import type { MarketSubmitDetail } from '../../../src/controllers/events.js';
import type { MarketFiatCheckout } from '../../../src/elements/fiat-checkout/fiat-checkout.js';
import { ARRIVES, fill } from '../../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession, REFUSED_BASE_URL, TIMEOUT_MS } from '../../helpers/mock-session.js';

const CHECKOUT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

async function mount(baseUrl: string, checkoutId?: string) {
  const el = await fixture<MarketFiatCheckout>(html`<market-fiat-checkout
    base-url=${baseUrl}
    timeout=${TIMEOUT_MS}
    partner-id=${PARTNER_ID}
    external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f"
    processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"
    domain="example.com"
    owner-address=${OWNER}
  ></market-fiat-checkout>`);
  if (checkoutId) el.setAttribute('checkout-id', checkoutId);
  return el;
}

/** Clicks the submit button and waits for the attempt's outcome; returns the checkout id sent. */
async function attempt(el: MarketFiatCheckout, outcome: 'market-error' | 'market-fiat-session') {
  const submitted = oneEvent<CustomEvent<MarketSubmitDetail>>(el, 'market-submit');
  const done = oneEvent(el, outcome);
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
  const id = (await submitted).detail.request as { checkoutId: string };
  await done;
  await el.updateComplete;
  return id.checkoutId;
}

const wireIds = async (mock: ReturnType<typeof mockSession>) =>
  (await mock.requests()).map((r) => (r.body as { checkoutId: string }).checkoutId);

describe('<market-fiat-checkout>: checkout id across retries', () => {
  it('carries the same id when the buyer retries after a timeout', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('hang'));
    await attempt(el, 'market-error');
    await attempt(el, 'market-error');
    const ids = await wireIds(mock);
    expect(ids).to.have.length(2);
    expect(ids[1]).to.equal(ids[0]);
  });

  it('carries the same id after a network error, even when the host then points base-url elsewhere', async () => {
    const mock = mockSession();
    const el = await mount(REFUSED_BASE_URL);
    const first = await attempt(el, 'market-error');
    el.baseUrl = mock.baseUrl();
    await attempt(el, 'market-fiat-session');
    expect(await wireIds(mock)).to.deep.equal([first]);
  });

  it('carries the same id when the buyer edits a field and puts it back before retrying', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('hang'));
    await attempt(el, 'market-error');
    await fill(el, 'domain', 'example.org');
    await fill(el, 'domain', 'example.com');
    await attempt(el, 'market-error');
    const ids = await wireIds(mock);
    expect(ids[1]).to.equal(ids[0]);
  });

  it('carries the same id when a 2xx answer could not be read (the order may exist)', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('malformed'));
    await attempt(el, 'market-error');
    el.baseUrl = mock.baseUrl();
    await attempt(el, 'market-fiat-session');
    const ids = await wireIds(mock);
    expect(ids[1]).to.equal(ids[0]);
  });

  it('carries the same id when the element was removed mid-request and the buyer sends again', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('slow'));
    const pending = el.submit();
    await waitUntil(async () => (await mock.requests()).length === 1, 'the request reached the service', ARRIVES);
    const parent = el.parentElement!;
    el.remove();
    await pending;
    parent.append(el);
    el.baseUrl = mock.baseUrl();
    await el.updateComplete;
    await attempt(el, 'market-fiat-session');
    const ids = await wireIds(mock);
    expect(ids[1]).to.equal(ids[0]);
  });

  it('uses a new id when the buyer changed the fields before retrying', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('hang'));
    await attempt(el, 'market-error');
    await fill(el, 'domain', 'example.org');
    await attempt(el, 'market-error');
    const ids = await wireIds(mock);
    expect(ids).to.have.length(2);
    expect(ids[1]).not.to.equal(ids[0]);
  });

  it('uses a new id after the service answered with an HTTP error', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('http-503'));
    await attempt(el, 'market-error');
    el.baseUrl = mock.baseUrl();
    await attempt(el, 'market-fiat-session');
    const ids = await wireIds(mock);
    expect(ids).to.have.length(2);
    expect(ids[1]).not.to.equal(ids[0]);
  });

  it('uses a new id for the next purchase after reset(), with changed or the same fields', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await attempt(el, 'market-fiat-session');
    el.reset();
    await el.updateComplete;
    await fill(el, 'domain', 'example.org');
    await attempt(el, 'market-fiat-session');
    el.reset();
    await el.updateComplete;
    await attempt(el, 'market-fiat-session');
    const ids = await wireIds(mock);
    expect(new Set(ids).size, ids.join(' ')).to.equal(3);
  });

  it("always uses the host's checkout-id as it is", async () => {
    const mock = mockSession();
    const upper = CHECKOUT_ID.toUpperCase();
    const el = await mount(mock.baseUrl('hang'), upper);
    await el.updateComplete;
    await attempt(el, 'market-error');
    await fill(el, 'domain', 'example.org');
    await attempt(el, 'market-error');
    el.baseUrl = mock.baseUrl();
    await attempt(el, 'market-fiat-session');
    el.reset();
    await el.updateComplete;
    await attempt(el, 'market-fiat-session');
    expect(await wireIds(mock)).to.deep.equal([upper, upper, upper, upper]);
  });
});
