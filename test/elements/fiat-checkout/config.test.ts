/**
 * Host mistakes in <market-fiat-checkout>'s settings: each is an `invalid-config` that names the
 * attribute to fix, and is found before anything is sent.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/index.js';
import type { MarketErrorEventDetail } from '../../../src/controllers/events.js';
import type { MarketFiatCheckout } from '../../../src/elements/fiat-checkout/fiat-checkout.js';
import { control, optionsOf } from '../../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession } from '../../helpers/mock-session.js';

const EXTERNAL_USER_ID = '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f';
const ACCOUNT = 'acct_1Nv0FGQ9RKHgCVdK';

type HostSettings = Record<string, string | undefined>;

/** A checkout whose buyer fields are all valid, so only the host settings can be wrong. */
async function mount(settings: HostSettings) {
  const el = document.createElement('market-fiat-checkout');
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) el.setAttribute(name, value);
  el.setAttribute('domain', 'example.com');
  el.setAttribute('owner-address', OWNER);
  return fixture<MarketFiatCheckout>(html`${el}`);
}

function goodSettings(baseUrl: string): HostSettings {
  return {
    'base-url': baseUrl,
    'partner-id': PARTNER_ID,
    'external-user-id': EXTERNAL_USER_ID,
    'processor-connected-account-id': ACCOUNT,
  };
}

const CASES: { what: string; change: HostSettings; attributes: string[] }[] = [
  { what: 'a missing partner-id', change: { 'partner-id': undefined }, attributes: ['partner-id'] },
  { what: 'a partner-id that is not a UUID', change: { 'partner-id': 'partner-42' }, attributes: ['partner-id'] },
  { what: 'a partner-id with a character too many', change: { 'partner-id': PARTNER_ID + 'a' }, attributes: ['partner-id'] },
  { what: 'a checkout-id that is not a UUID', change: { 'checkout-id': 'order-1' }, attributes: ['checkout-id'] },
  { what: 'a missing external-user-id', change: { 'external-user-id': undefined }, attributes: ['external-user-id'] },
  { what: 'an external-user-id that is not a UUID', change: { 'external-user-id': 'user@example.com' }, attributes: ['external-user-id'] },
  { what: 'a missing processor-connected-account-id', change: { 'processor-connected-account-id': undefined }, attributes: ['processor-connected-account-id'] },
  { what: 'a processor-connected-account-id with spaces', change: { 'processor-connected-account-id': 'acct 1' }, attributes: ['processor-connected-account-id'] },
  { what: 'wallet-addrs that are not JSON', change: { 'wallet-addrs': '[{addr:' }, attributes: ['wallet-addrs'] },
  { what: 'a max-years that is not a number', change: { 'max-years': 'ten' }, attributes: ['max-years'] },
  { what: 'a timeout below zero', change: { timeout: '-5' }, attributes: ['timeout'] },
  {
    what: 'several mistakes at once',
    change: { 'partner-id': 'x', 'checkout-id': 'y', 'external-user-id': undefined },
    attributes: ['partner-id', 'checkout-id', 'external-user-id'],
  },
];

describe('<market-fiat-checkout>: invalid-config', () => {
  for (const { what, change, attributes } of CASES) {
    it(`reports ${what}, naming ${attributes.join(', ')}, and sends nothing`, async () => {
      const mock = mockSession();
      const el = await mount({ ...goodSettings(mock.baseUrl()), ...change });
      const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
      expect(await el.submit()).to.equal(undefined);
      const { error } = (await failed).detail;
      expect(error.code).to.equal('invalid-config');
      expect(error.issues!.map((i) => i.path)).to.have.members(attributes);
      for (const attribute of attributes) expect(error.message).to.include(attribute);
      await el.updateComplete;
      const alert = el.shadowRoot!.querySelector('[role="alert"]')!.textContent!;
      expect(alert).to.include('not set up correctly').and.include(attributes[0]!);
      expect(el.getAttribute('state')).to.equal('editing');
      expect(await mock.requests()).to.deep.equal([]);
    });
  }

  for (const [what, baseUrl] of [
    ['a missing base-url', undefined],
    ['an http base-url on a public host', 'http://api.example.com'],
    ['a base-url that is not an address', 'api.example.com/v1'],
    ['a base-url with a password', 'https://user:secret@api.example.com'],
  ] as const) {
    it(`reports ${what}, naming base-url`, async () => {
      const el = await mount({ ...goodSettings(''), 'base-url': baseUrl });
      const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
      const sent: unknown[] = [];
      el.addEventListener('market-submit', (e) => sent.push(e.detail));
      await el.submit();
      const { error } = (await failed).detail;
      expect(error.code).to.equal('invalid-config');
      expect(error.issues!.map((i) => i.path)).to.deep.equal(['base-url']);
      expect(error.message).to.include('base-url');
      expect(sent, 'no market-submit').to.deep.equal([]);
    });
  }

  it('allows plain http on loopback, where a developer runs the service', async () => {
    const mock = mockSession();
    const local = mock.baseUrl().replace(location.hostname, '127.0.0.1');
    const el = await mount(goodSettings(local));
    expect(await el.submit()).to.have.property('orderId');
    expect(await mock.requests()).to.have.length(1);
  });

  it('reports a locked field the host prefilled wrong as its setting, not as the buyer\'s mistake', async () => {
    const mock = mockSession();
    const el = await mount({ ...goodSettings(mock.baseUrl()), locked: 'domain wallet-addrs', 'wallet-addrs': '[{"addr":"has space","coinId":60}]' });
    el.domain = 'not a domain';
    await el.updateComplete;
    const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
    await el.submit();
    const { error } = (await failed).detail;
    expect(error.code).to.equal('invalid-config');
    expect(error.issues!.map((i) => i.path)).to.have.members(['domain', 'wallet-addrs']);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.include('not set up correctly (domain, wallet-addrs)');
    expect(control(el, 'domain')!.getAttribute('aria-invalid'), 'nothing for the buyer to fix there').to.equal('false');
    expect(await mock.requests()).to.deep.equal([]);
  });

  it('says a required attribute left out is missing, and what it must be only when it is set wrong', async () => {
    const issuesOf = async (change: Record<string, string | undefined>) => {
      const el = await mount({ ...goodSettings(mockSession().baseUrl()), ...change });
      const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
      await el.submit();
      return (await failed).detail.error.issues!.map((i) => i.message);
    };
    expect(await issuesOf({ 'partner-id': undefined, 'external-user-id': undefined })).to.have.members([
      'partner-id is missing.',
      'external-user-id is missing.',
    ]);
    expect(await issuesOf({ 'partner-id': 'partner-42' })).to.deep.equal(['partner-id is not a UUID.']);
    expect(await issuesOf({ 'checkout-id': 'order-1' })).to.deep.equal(['checkout-id: The checkout id must be a UUID.']);
  });

  it('never shows the host ids it refuses', async () => {
    const el = await mount({ ...goodSettings(mockSession().baseUrl()), 'partner-id': 'partner-secret-42' });
    await el.submit();
    await el.updateComplete;
    expect(el.shadowRoot!.innerHTML).not.to.include('partner-secret-42');
  });

  it('passes axe while showing the configuration error', async () => {
    const el = await mount({ ...goodSettings(mockSession().baseUrl()), 'partner-id': undefined });
    await el.submit();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('<market-fiat-checkout>: host settings removed or set to nothing', () => {
  for (const attribute of ['partner-id', 'checkout-id', 'external-user-id', 'processor-connected-account-id', 'base-url', 'domain', 'owner-address']) {
    it(`keeps working when ${attribute} is removed`, async () => {
      const mock = mockSession();
      const el = await mount({ ...goodSettings(mock.baseUrl()), 'checkout-id': '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' });
      el.removeAttribute(attribute);
      await el.updateComplete;
      const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
      const response = await el.submit();
      if (attribute === 'checkout-id') {
        expect(response, 'a generated id is used instead').to.have.property('orderId');
        return;
      }
      const { error } = (await failed).detail;
      const where = attribute === 'domain' || attribute === 'owner-address' ? 'invalid-input' : 'invalid-config';
      expect(error.code).to.equal(where);
    });
  }

  it('goes back to the defaults when the optional settings are removed', async () => {
    const mock = mockSession();
    const el = await mount({ ...goodSettings(mock.baseUrl()), years: '3', 'max-years': '5', timeout: '5000', 'wallet-addrs': '[]', locked: 'domain' });
    for (const attribute of ['years', 'max-years', 'timeout', 'wallet-addrs', 'locked']) el.removeAttribute(attribute);
    await el.updateComplete;
    expect(optionsOf(el, 'years')).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(control(el, 'domain')!.readOnly).to.equal(false);
    await el.submit();
    const [sent] = await mock.requests();
    expect(sent!.body).to.deep.include({ years: 1, walletAddrs: [] });
  });

  it('keeps working when the host sets its ids to null or undefined from code', async () => {
    const el = await mount(goodSettings(mockSession().baseUrl()));
    const loose = el as unknown as Record<string, unknown>;
    loose.partnerId = null;
    loose.checkoutId = undefined;
    loose.externalUserId = null;
    loose.processorConnectedAccountId = 42;
    loose.domain = null;
    await el.updateComplete;
    const failed = oneEvent<CustomEvent<MarketErrorEventDetail>>(el, 'market-error');
    await el.submit();
    const { error } = (await failed).detail;
    expect(error.code).to.equal('invalid-config');
    expect(error.issues!.map((i) => i.path)).to.have.members(['partner-id', 'external-user-id', 'processor-connected-account-id']);
  });
});
