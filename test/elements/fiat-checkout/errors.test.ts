/**
 * Every way a <market-fiat-checkout> purchase can fail, as the buyer sees it: a plain message in
 * an alert, the failing field marked, what they typed kept, and the form ready to try again.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/index.js';
import type { MarketErrorEventDetail } from '../../../src/controllers/events.js';
import type { MarketErrorCode } from '../../../src/api/errors.js';
import type { MarketFiatCheckout } from '../../../src/elements/fiat-checkout/fiat-checkout.js';
import type { Scenario } from '../../../mock/scenarios.js';
import { choose, click, control, errorOf, fill, focused } from '../../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession, REFUSED_BASE_URL } from '../../helpers/mock-session.js';

const WALLET = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

// Long enough for the mock to answer on a loaded machine (at 300 ms a busy run read an answer as a
// timeout), short enough for the hanging service's case to end soon.
function mount(baseUrl: string, partnerId = PARTNER_ID) {
  return fixture<MarketFiatCheckout>(html`<market-fiat-checkout
    base-url=${baseUrl}
    timeout="2000"
    partner-id=${partnerId}
    external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f"
    processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"
  ></market-fiat-checkout>`);
}

/** The buyer fills in the whole form, with a wallet row, as typed values. */
async function fillIn(el: MarketFiatCheckout, domain = 'example.com') {
  await fill(el, 'domain', domain);
  await fill(el, 'ownerAddress', OWNER);
  await click(el, 'Add a wallet address');
  await fill(el, 'walletAddrs.0.addr', WALLET);
}

async function submitAndFail(el: MarketFiatCheckout) {
  const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
  const { error } = (await failed).detail;
  await el.updateComplete;
  return error;
}

const alertText = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent?.trim();

/** `shown`: what the alert says when it is more than `message` (a 4xx in the service's words follows the element's own text). */
const CASES: { scenario: Scenario | 'refused'; code: MarketErrorCode; status?: number; message: string; shown?: string }[] = [
  { scenario: 'refused', code: 'network', message: 'We could not reach the payment service. Check your connection and try again.' },
  { scenario: 'hang', code: 'timeout', message: 'The payment service took too long to answer. Please try again.' },
  {
    scenario: 'http-400',
    code: 'http',
    status: 400,
    message: 'This domain cannot be bought through this partner.',
    shown: 'The payment service did not accept these details. This domain cannot be bought through this partner.',
  },
  { scenario: 'http-401', code: 'http', status: 401, message: 'This checkout is not authorised. Please contact the site owner.' },
  {
    scenario: 'http-409',
    code: 'http',
    status: 409,
    message: 'This domain was just bought by someone else.',
    shown: 'This purchase conflicts with another one. Please check the details and try again. This domain was just bought by someone else.',
  },
  { scenario: 'http-429', code: 'http', status: 429, message: 'Too many attempts. Please wait 30 seconds and try again.' },
  { scenario: 'http-500', code: 'http', status: 500, message: 'The payment service is having trouble. Please try again in a moment.' },
  { scenario: 'html-error', code: 'http', status: 502, message: 'The payment service is having trouble. Please try again in a moment.' },
  { scenario: 'malformed', code: 'bad-response', message: 'The payment service sent an answer with missing or invalid details.' },
  { scenario: 'truncated', code: 'bad-response', message: 'The payment service sent an answer we could not read.' },
  { scenario: 'empty', code: 'bad-response', message: 'The payment service sent an empty answer.' },
  { scenario: 'text-200', code: 'bad-response', message: 'The payment service sent an answer we could not read.' },
  { scenario: 'checkout-mismatch', code: 'bad-response', message: 'The payment service answered for a different checkout.' },
];

describe('<market-fiat-checkout>: errors the buyer sees', () => {
  for (const { scenario, code, status, message, shown = message } of CASES) {
    it(`${scenario}: shows "${message}" (${code}) and keeps the form as typed`, async () => {
      const mock = mockSession();
      const el = await mount(scenario === 'refused' ? REFUSED_BASE_URL : mock.baseUrl(scenario));
      await fillIn(el);
      const error = await submitAndFail(el);
      expect(error.code).to.equal(code);
      expect(error.status).to.equal(status);
      expect(error.message).to.equal(message);
      expect(alertText(el)).to.equal(shown);
      expect(el.getAttribute('state')).to.equal('editing');
      expect(control(el, 'domain')!.value).to.equal('example.com');
      expect(control(el, 'ownerAddress')!.value).to.equal(OWNER);
      expect(control(el, 'walletAddrs.0.addr')!.value).to.equal(WALLET);
      const submit = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;
      // Except while a 429's Retry-After runs: then the button is held (test/controllers/events.test.ts).
      expect(submit.disabled, 'ready to try again').to.equal(scenario === 'http-429');
      expect(await mock.requests()).to.have.length(scenario === 'refused' ? 0 : 1);
    });
  }

  it('never shows what an error page or a 5xx body said', async () => {
    for (const scenario of ['http-500', 'html-error'] as const) {
      const el = await mount(mockSession().baseUrl(scenario));
      await fillIn(el);
      await submitAndFail(el);
      const text = el.shadowRoot!.textContent!;
      expect(text).not.to.include('NullPointerException');
      expect(text).not.to.include('Bad Gateway');
      expect(el.shadowRoot!.querySelector('script, h1')).to.equal(null);
    }
  });

  it('invalid-config: tells the buyer to contact the site owner, and keeps what they typed', async () => {
    const el = await mount(mockSession().baseUrl(), 'not-a-uuid');
    await fillIn(el);
    const error = await submitAndFail(el);
    expect(error.code).to.equal('invalid-config');
    expect(alertText(el)).to.equal('This checkout is not set up correctly (partner-id). Please contact the site owner.');
    expect(control(el, 'domain')!.value).to.equal('example.com');
    expect(control(el, 'walletAddrs.0.addr')!.value).to.equal(WALLET);
  });

  it('invalid-input: marks and describes each failing field, keeps the text, and focuses the first', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await fillIn(el, 'Not A Domain');
    await fill(el, 'ownerAddress', '0x123');
    const error = await submitAndFail(el);
    expect(error.code).to.equal('invalid-input');
    expect(error.issues!.map((i) => i.path)).to.have.members(['domain', 'ownerAddress']);
    expect(alertText(el)).to.equal('Please correct the highlighted fields.');
    for (const path of ['domain', 'ownerAddress']) {
      const field = control(el, path)!;
      const message = errorOf(el, path);
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      expect(field.getAttribute('aria-describedby')!.split(' ')).to.include(`e-${path}`);
      expect(message).to.equal(error.issues!.find((i) => i.path === path)!.message);
    }
    expect(control(el, 'walletAddrs.0.addr')!.getAttribute('aria-invalid')).to.equal('false');
    expect(control(el, 'domain')!.value).to.equal('Not A Domain');
    expect(control(el, 'ownerAddress')!.value).to.equal('0x123');
    expect(focused(el)).to.equal(control(el, 'domain')!);
    expect(await mock.requests()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('invalid-input: an "other" coin id that is not a whole number is marked at its field', async () => {
    const mock = mockSession();
    const el = await mount(mock.baseUrl());
    await fillIn(el);
    await choose(el, 'walletAddrs.0.coin', 'other');
    await fill(el, 'walletAddrs.0.coinId', '12.5');
    const error = await submitAndFail(el);
    expect(error.code).to.equal('invalid-input');
    expect(error.issues!.map((i) => i.path)).to.deep.equal(['walletAddrs.0.coinId']);
    expect(control(el, 'walletAddrs.0.coinId')!.value).to.equal('12.5');
    expect(control(el, 'walletAddrs.0.coinId')!.getAttribute('aria-invalid')).to.equal('true');
    expect(await mock.requests()).to.deep.equal([]);
  });

  it("shows a field the service refused at that field, until the buyer changes it", async () => {
    const mock = mockSession();
    await mock.script({
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Some details were refused.', issues: [{ path: 'domain', message: 'This domain is reserved.' }] }),
    });
    const el = await mount(mock.baseUrl('scripted'));
    await fillIn(el);
    await submitAndFail(el);
    expect(alertText(el)).to.equal('The payment service did not accept these details. Some details were refused.');
    expect(errorOf(el, 'domain')).to.equal('This domain is reserved.');
    expect(control(el, 'domain')!.getAttribute('aria-invalid')).to.equal('true');
    await fill(el, 'domain', 'example.org');
    expect(errorOf(el, 'domain')).to.equal(undefined);
  });

  it('clears the error when the next attempt succeeds, and passes axe while it shows', async () => {
    const mock = mockSession();
    const el = await mount(REFUSED_BASE_URL);
    await fillIn(el);
    await submitAndFail(el);
    await expect(el).to.be.accessible();
    el.baseUrl = mock.baseUrl();
    await el.submit();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('handed-off');
    expect(alertText(el)).to.equal(undefined);
  });
});
