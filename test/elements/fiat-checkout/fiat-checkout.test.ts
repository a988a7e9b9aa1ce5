/**
 * <market-fiat-checkout>, driven like a buyer: the form, what goes over the wire, the hand-off
 * to the host's payment UI, and the public methods, events and state.
 */
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { ARRIVES, choose, click, control, fill, find, press, realClick, screenText, type } from '../../helpers/buyer.js';
import '../../../src/index.js';
import type { MarketFiatSessionDetail, MarketSubmitDetail } from '../../../src/controllers/events.js';
import type { MarketFiatCheckout } from '../../../src/elements/fiat-checkout/fiat-checkout.js';
import type { FiatPurchaseResponse } from '../../../src/checks/eager-schemas.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession } from '../../helpers/mock-session.js';

const EXTERNAL_USER_ID = '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f';
const ACCOUNT = 'acct_1Nv0FGQ9RKHgCVdK';
const CHECKOUT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ETH_WALLET = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

const alertText = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent?.trim();

/** A checkout the host has fully configured, with an empty form and a light-DOM payment mount. */
function mount(baseUrl: string) {
  return fixture<MarketFiatCheckout>(html`<market-fiat-checkout
    base-url=${baseUrl}
    partner-id=${PARTNER_ID}
    external-user-id=${EXTERNAL_USER_ID}
    processor-connected-account-id=${ACCOUNT}
    ><div slot="payment" id="processor-ui">The processor's card form</div></market-fiat-checkout
  >`);
}

/** The fields a buyer must fill in. */
async function fillIn(el: MarketFiatCheckout) {
  await fill(el, 'domain', 'example.com');
  await fill(el, 'ownerAddress', OWNER);
}

describe('<market-fiat-checkout>: the buyer path', () => {
  it('sends exactly what the buyer typed and chose, with the host fields, then hands off to the payment slot', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    const processorUi = el.querySelector<HTMLElement>('#processor-ui')!;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(el.shadowRoot!.querySelector('slot[name="payment"]'), 'no payment slot before the order exists').to.equal(null);
    expect(processorUi.getClientRects().length, 'the processor UI is not rendered yet').to.equal(0);

    // Real keystrokes into the domain and the coin number; the service gets the domain trimmed and lowercased.
    await type(el, 'domain', ' My-Shop.Example ');
    await fill(el, 'ownerAddress', OWNER);
    await choose(el, 'years', '3');
    await click(el, 'Add a wallet address');
    await fill(el, 'walletAddrs.0.addr', ETH_WALLET);
    await click(el, 'Add a wallet address');
    await choose(el, 'walletAddrs.1.coin', '0');
    await fill(el, 'walletAddrs.1.addr', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await click(el, 'Add a wallet address');
    await choose(el, 'walletAddrs.2.coin', 'other');
    expect(control(el, 'walletAddrs.2.coinId')!.value, 'starts from the row\'s coin').to.equal('60');
    await type(el, 'walletAddrs.2.coinId', '9000');
    await fill(el, 'walletAddrs.2.addr', 'avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq');

    const submitted = oneEvent<CustomEvent<MarketSubmitDetail>>(el, 'market-submit');
    const session = oneEvent<CustomEvent<MarketFiatSessionDetail>>(el, 'market-fiat-session');
    await realClick(find(el, '[part="submit"]'));
    const { detail: submitDetail } = await submitted;
    const { detail } = await session;

    const sent = await mock.requests();
    expect(sent).to.have.length(1);
    expect(sent[0]!.path).to.equal('/v1/market/purchase');
    expect(sent[0]!.contentType).to.equal('application/json');
    const body = sent[0]!.body as { checkoutId: string };
    expect(body.checkoutId).to.match(V4);
    expect(body).to.deep.equal({
      checkoutId: body.checkoutId,
      domain: 'my-shop.example',
      externalUserId: EXTERNAL_USER_ID,
      ownerAddress: OWNER,
      partnerId: PARTNER_ID,
      processorConnectedAccountId: ACCOUNT,
      walletAddrs: [
        { addr: ETH_WALLET, coinId: 60 },
        { addr: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', coinId: 0 },
        { addr: 'avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', coinId: 9000 },
      ],
      years: 3,
    });
    expect(submitDetail.request).to.deep.equal(body);
    expect(detail.request).to.deep.equal(body);
    expect(detail.response.checkoutId).to.equal(body.checkoutId);
    expect(detail.response.orderId).to.match(V4);
    for (const key of ['processorCheckoutSession', 'processorCustomerId', 'processorEphemeralKey', 'processorPublishableKey'] as const) {
      expect(detail.response[key]).to.be.a('string').and.not.equal('');
    }

    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('handed-off');
    const summary = el.shadowRoot!.querySelector('[part="summary"]')!.textContent!.replace(/\s+/g, ' ');
    expect(summary).to.include('my-shop.example').and.include('3 years').and.include(detail.response.orderId);
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="payment"]')!;
    expect(slot.assignedElements()).to.deep.equal([processorUi]);
    expect(processorUi.getClientRects().length, 'the processor UI is rendered').to.be.greaterThan(0);
  });

  it('never shows or reflects the processor keys and session, nor the host ids', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await fillIn(el);
    const session = oneEvent<CustomEvent<MarketFiatSessionDetail>>(el, 'market-fiat-session');
    await el.submit();
    const { response } = (await session).detail;
    await el.updateComplete;
    const secrets = [
      response.processorCheckoutSession,
      response.processorCustomerId,
      response.processorEphemeralKey,
      response.processorPublishableKey,
      response.checkoutId,
      PARTNER_ID,
      EXTERNAL_USER_ID,
      ACCOUNT,
    ];
    const shadowHtml = el.shadowRoot!.innerHTML;
    const hostAttributes = [...el.attributes].filter((a) => !a.name.endsWith('-id')).map((a) => a.value).join(' ');
    for (const secret of secrets) {
      expect(shadowHtml, secret).not.to.include(secret);
      expect(hostAttributes, secret).not.to.include(secret);
    }
    expect(screenText(el)).to.include(response.orderId);
  });

  it('never asks for card data: the form has only the domain, period, owner and wallet fields', async () => {
    const el = await mount(mockSession().baseUrl());
    await click(el, 'Add a wallet address');
    const controls = [...el.shadowRoot!.querySelectorAll('input, select, textarea')];
    expect(controls.map((c) => c.id)).to.deep.equal([
      'f-domain',
      'f-years',
      'f-ownerAddress',
      'f-walletAddrs.0.coin',
      'f-walletAddrs.0.addr',
    ]);
    for (const c of controls) expect(c.getAttribute('autocomplete') ?? '').not.to.match(/^cc-/);
  });

  it('offers 1 to max-years (default 10) years, 1 chosen', async () => {
    const el = await mount(mockSession().baseUrl());
    const years = control<HTMLSelectElement>(el, 'years')!;
    expect(years.value).to.equal('1');
    expect([...years.options].map((o) => o.textContent!.trim())).to.deep.equal(
      Array.from({ length: 10 }, (_, i) => (i ? `${i + 1} years` : '1 year')),
    );
  });

  it('removes a wallet row the buyer added by mistake', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await fillIn(el);
    await click(el, 'Add a wallet address');
    await fill(el, 'walletAddrs.0.addr', 'wrong');
    await click(el, 'Add a wallet address');
    await fill(el, 'walletAddrs.1.addr', ETH_WALLET);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.remove')!.click();
    await el.updateComplete;
    expect(control(el, 'walletAddrs.0.addr')!.value).to.equal(ETH_WALLET);
    expect(el.shadowRoot!.getElementById('f-walletAddrs.1.addr')).to.equal(null);
    await el.submit();
    const [sent] = await mock.requests();
    expect((sent!.body as { walletAddrs: unknown }).walletAddrs).to.deep.equal([{ addr: ETH_WALLET, coinId: 60 }]);
  });

  it('passes axe in the form, error and handed-off states', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await click(el, 'Add a wallet address');
    await choose(el, 'walletAddrs.0.coin', 'other');
    await expect(el).to.be.accessible();

    await el.submit();
    await el.updateComplete;
    expect(alertText(el)).to.equal('Please correct the highlighted fields.');
    await expect(el).to.be.accessible();

    await fillIn(el);
    await fill(el, 'walletAddrs.0.coinId', '9000');
    await fill(el, 'walletAddrs.0.addr', 'avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq');
    await el.submit();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('handed-off');
    await expect(el).to.be.accessible();
  });
});

describe('<market-fiat-checkout>: prefill and locked fields', () => {
  it('prefills every field from attributes and sends the prefill untouched', async () => {
    const mock = mockSession();
    const el = await fixture<MarketFiatCheckout>(html`<market-fiat-checkout
      base-url=${mock.baseUrl()}
      partner-id=${PARTNER_ID}
      checkout-id=${CHECKOUT_ID}
      external-user-id=${EXTERNAL_USER_ID}
      processor-connected-account-id=${ACCOUNT}
      domain="prefilled.example"
      years="4"
      max-years="5"
      owner-address=${OWNER}
      wallet-addrs=${JSON.stringify([{ addr: ETH_WALLET, coinId: 60 }, { addr: 'addr1xyz', coinId: 1815 }])}
    ></market-fiat-checkout>`);
    expect(control(el, 'domain')!.value).to.equal('prefilled.example');
    expect(control<HTMLSelectElement>(el, 'years')!.value).to.equal('4');
    expect([...control<HTMLSelectElement>(el, 'years')!.options].map((o) => o.value)).to.deep.equal(['1', '2', '3', '4', '5']);
    expect(control(el, 'ownerAddress')!.value).to.equal(OWNER);
    expect(control<HTMLSelectElement>(el, 'walletAddrs.0.coin')!.value).to.equal('60');
    expect(control(el, 'walletAddrs.0.addr')!.value).to.equal(ETH_WALLET);
    expect(control<HTMLSelectElement>(el, 'walletAddrs.1.coin')!.value).to.equal('1815');
    expect(control(el, 'walletAddrs.1.addr')!.value).to.equal('addr1xyz');

    await el.submit();
    const [sent] = await mock.requests();
    expect(sent!.body).to.deep.equal({
      checkoutId: CHECKOUT_ID,
      domain: 'prefilled.example',
      externalUserId: EXTERNAL_USER_ID,
      ownerAddress: OWNER,
      partnerId: PARTNER_ID,
      processorConnectedAccountId: ACCOUNT,
      walletAddrs: [
        { addr: ETH_WALLET, coinId: 60 },
        { addr: 'addr1xyz', coinId: 1815 },
      ],
      years: 4,
    });
  });

  it('prefills from properties, including the wallet array and a locked list', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    const fired: string[] = [];
    for (const name of ['market-submit', 'market-error', 'market-fiat-session']) el.addEventListener(name, () => fired.push(name));
    el.domain = 'from-code.example';
    el.years = 2;
    el.ownerAddress = OWNER;
    el.walletAddrs = [{ addr: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', coinId: 3 }];
    el.locked = ['ownerAddress'];
    await el.updateComplete;
    expect(fired, 'setting properties fires nothing').to.deep.equal([]);
    expect(control(el, 'domain')!.value).to.equal('from-code.example');
    expect(control<HTMLSelectElement>(el, 'years')!.value).to.equal('2');
    expect(control(el, 'ownerAddress')!.readOnly).to.equal(true);
    expect(control(el, 'domain')!.readOnly).to.equal(false);
    expect(control<HTMLSelectElement>(el, 'walletAddrs.0.coin')!.value).to.equal('3');

    await el.submit();
    const [sent] = await mock.requests();
    expect(sent!.body).to.deep.include({
      domain: 'from-code.example',
      years: 2,
      ownerAddress: OWNER,
      walletAddrs: [{ addr: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', coinId: 3 }],
    });
  });

  it('shows locked fields read-only, ignores keystrokes in them, and sends the host values', async () => {
    const mock = mockSession();
    const el = await fixture<MarketFiatCheckout>(html`<market-fiat-checkout
      base-url=${mock.baseUrl()}
      partner-id=${PARTNER_ID}
      external-user-id=${EXTERNAL_USER_ID}
      processor-connected-account-id=${ACCOUNT}
      domain="locked.example"
      years="2"
      wallet-addrs=${JSON.stringify([{ addr: ETH_WALLET, coinId: 60 }])}
      locked="domain years wallet-addrs"
    ></market-fiat-checkout>`);
    const domain = control(el, 'domain')!;
    expect(domain.readOnly).to.equal(true);
    expect(control(el, 'years')!.readOnly).to.equal(true);
    expect(control(el, 'years')!.value).to.equal('2 years');
    expect(control(el, 'walletAddrs.0.coin')!.readOnly).to.equal(true);
    expect(control(el, 'walletAddrs.0.addr')!.readOnly).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('button.secondary'), 'no add or remove buttons').to.have.length(0);
    expect(screenText(el)).to.include('Set by the site');
    expect(control(el, 'ownerAddress')!.readOnly).to.equal(false);

    await type(el, 'domain', 'typed.example');
    await press(el, 'domain', 'Backspace');
    expect(domain.value).to.equal('locked.example');

    await fill(el, 'ownerAddress', OWNER);
    await el.submit();
    const [sent] = await mock.requests();
    expect(sent!.body).to.deep.include({ domain: 'locked.example', years: 2, walletAddrs: [{ addr: ETH_WALLET, coinId: 60 }] });
  });

  it('offers a prefilled coin id that is not a common coin as a typed number', async () => {
    const el = await mount(mockSession().baseUrl());
    el.walletAddrs = [{ addr: ETH_WALLET, coinId: 9000 }];
    await el.updateComplete;
    expect(control<HTMLSelectElement>(el, 'walletAddrs.0.coin')!.value).to.equal('other');
    expect(control(el, 'walletAddrs.0.coinId')!.value).to.equal('9000');
  });
});

describe('<market-fiat-checkout>: submit(), reset(), state and events', () => {
  it('submit() resolves to the response, and to undefined when nothing was sent', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    expect(await el.submit(), 'invalid form').to.equal(undefined);
    await fillIn(el);
    const response = (await el.submit()) as FiatPurchaseResponse;
    const [sent] = await mock.requests();
    const body = sent!.body as { checkoutId: string; years: number };
    expect(response.checkoutId).to.equal(body.checkoutId);
    expect(response.orderId).to.match(V4);
    expect(body.years, 'the default period').to.equal(1);
    expect(await el.submit(), 'already handed off').to.equal(undefined);
    expect(await mock.requests()).to.have.length(1);
  });

  it('reflects the state, is busy while submitting, and reset() returns to the form with the values kept', async () => {
    const mock = mockSession();
    const el = await fixture<MarketFiatCheckout>(html`<market-fiat-checkout
      base-url=${mock.baseUrl('scripted')}
      partner-id=${PARTNER_ID}
      checkout-id=${CHECKOUT_ID}
      external-user-id=${EXTERNAL_USER_ID}
      processor-connected-account-id=${ACCOUNT}
      ><div slot="payment">The processor's card form</div></market-fiat-checkout
    >`);
    const processorUi = el.querySelector<HTMLElement>('[slot="payment"]')!;
    await mock.script({ status: 200, body: JSON.stringify(fiatAnswer(CHECKOUT_ID)), delay: 300 });
    await fillIn(el);
    await choose(el, 'years', '2');
    const pending = el.submit();
    await el.updateComplete;
    expect(el.state).to.equal('submitting');
    expect(el.getAttribute('state')).to.equal('submitting');
    const submitButton = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;
    expect(submitButton.disabled).to.equal(true);
    expect(submitButton.getAttribute('aria-busy')).to.equal('true');
    expect(submitButton.querySelector('.spinner')).to.exist;
    expect(el.shadowRoot!.querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
    expect(submitButton.textContent!.trim()).to.equal('Please wait…');

    await pending;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('handed-off');
    expect(processorUi.getClientRects().length).to.be.greaterThan(0);

    el.reset();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(processorUi.getClientRects().length, 'the old session is hidden again').to.equal(0);
    expect(control(el, 'domain')!.value).to.equal('example.com');
    expect(control(el, 'ownerAddress')!.value).to.equal(OWNER);
    expect(control<HTMLSelectElement>(el, 'years')!.value).to.equal('2');
    expect(alertText(el)).to.equal(undefined);
  });

  it('market-submit carries the request and, when cancelled, nothing is sent', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await fillIn(el);
    el.addEventListener('market-submit', (e) => e.preventDefault(), { once: true });
    expect(await el.submit()).to.equal(undefined);
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(await mock.requests()).to.deep.equal([]);

    // Listening on the document: the events cross the shadow boundary of a wrapping component.
    const submitted = oneEvent<CustomEvent<MarketSubmitDetail>>(document, 'market-submit');
    await el.submit();
    const event = await submitted;
    expect(event.composed && event.bubbles && event.cancelable).to.equal(true);
    expect(await mock.requests()).to.have.length(1);
  });

  for (const [how, act] of [
    ['a double click', (el: MarketFiatCheckout) => {
      const b = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;
      b.click();
      b.click();
    }],
    ['Enter in a field, then a click', async (el: MarketFiatCheckout) => {
      await press(el, 'domain', 'Enter');
      expect(el.state, 'Enter submitted the form').to.equal('submitting');
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    }],
    ['submit() twice', async (el: MarketFiatCheckout) => {
      void el.submit();
      expect(await el.submit()).to.equal(undefined);
    }],
  ] as const) {
    it(`sends one request for ${how}`, async () => {
      const mock = mockSession();
      const el = await mount(mock.baseUrl('slow'));
      await fillIn(el);
      const session = oneEvent<CustomEvent<MarketFiatSessionDetail>>(el, 'market-fiat-session');
      await act(el);
      await session;
      expect(await mock.requests()).to.have.length(1);
    });
  }

  it('aborts the request when removed; a late answer changes nothing', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl('slow'));
    await fillIn(el);
    const fired: string[] = [];
    for (const name of ['market-error', 'market-fiat-session']) el.addEventListener(name, () => fired.push(name));
    const pending = el.submit();
    await waitUntil(async () => (await mock.requests()).length === 1, 'the request reached the service', ARRIVES);
    const parent = el.parentElement!;
    el.remove();
    expect(await pending).to.equal(undefined);
    await aTimeout(2500); // past the mock's slow answer
    expect(fired).to.deep.equal([]);

    parent.append(el);
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(alertText(el)).to.equal(undefined);
    expect(control(el, 'domain')!.value).to.equal('example.com');
    const submitButton = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;
    expect(submitButton.disabled, 'the buyer can send again').to.equal(false);
    expect(submitButton.textContent!.trim()).to.equal('Continue to card payment');
  });
});

/** A well-formed fiat answer for the `scripted` scenario. */
function fiatAnswer(checkoutId: string): FiatPurchaseResponse {
  return {
    checkoutId,
    orderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    processorCheckoutSession: 'cs_test_scripted',
    processorCustomerId: 'cus_scripted',
    processorEphemeralKey: 'ek_test_scripted',
    processorPublishableKey: 'pk_test_scripted',
  };
}
