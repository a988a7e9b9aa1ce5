/**
 * The host's settings as both elements read them: a `max-years` above the default is bought as
 * offered, the `state` attribute follows the purchase and ignores writes, `theme` reflects, and
 * every misconfiguration is told to the developer once, when the element is connected or the
 * setting changes, before any buyer presses the button.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import { choose, control, optionsOf, screenText } from '../helpers/buyer.js';
import { answer, cryptoResponse, FILLED, mountCrypto } from '../helpers/crypto-checkout.js';
import { ENGLISH } from '../helpers/english.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';

const FIAT_SETTINGS = {
  'partner-id': PARTNER_ID,
  'external-user-id': '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
  'processor-connected-account-id': 'acct_1Nv0FGQ9RKHgCVdK',
  domain: 'example.com',
  'owner-address': OWNER,
};

async function mountFiat(attributes: Record<string, string>): Promise<MarketFiatCheckout> {
  const el = document.createElement('market-fiat-checkout');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return fixture<MarketFiatCheckout>(html`${el}`);
}

/** A task after the current one: what the element left for later has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Every `console.warn` while `body` runs, and what it returns. */
async function warnings<T>(body: () => Promise<T>): Promise<{ warned: string[]; value: T }> {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warned.push(args.map(String).join(' '));
  try {
    const value = await body();
    // The setup is checked in a task of its own once the form is on screen.
    await nextTask();
    return { warned, value };
  } finally {
    console.warn = original;
  }
}

describe('max-years above the default', () => {
  it('buys 12 years by card when max-years is 15: offered, sent and accepted', async () => {
    const mock = mockSession();
    const el = await mountFiat({ ...FIAT_SETTINGS, 'base-url': mock.baseUrl(), 'max-years': '15' });
    expect(optionsOf(el, 'years')).to.have.length(15);
    await choose(el, 'years', '12');
    const session = oneEvent(el, 'market-fiat-session');
    await el.submit();
    await session;
    const [sent] = await mock.requests();
    expect(sent?.body).to.include({ years: 12 });
    expect(el.state).to.equal('handed-off');
    expect(screenText(el)).to.include('12 years');
  });

  it('buys 12 years in crypto when max-years is 15', async () => {
    const mock = mockSession();
    const el = await mountCrypto({ ...FILLED, 'base-url': mock.baseUrl(), 'max-years': '15' });
    await choose(el, 'years', '12');
    const paid = oneEvent(el, 'market-crypto-payment');
    await el.submit();
    expect((await paid).detail.request.years).to.equal(12);
    const [sent] = await mock.requests();
    expect(sent?.body).to.include({ years: 12 });
  });

  it('offers up to 100 years and calls 101 a host mistake, naming max-years', async () => {
    const mock = mockSession();
    const el = await mountFiat({ ...FIAT_SETTINGS, 'base-url': mock.baseUrl(), 'max-years': '100' });
    expect(optionsOf(el, 'years')).to.have.length(100);
    el.setAttribute('max-years', '101');
    await el.updateComplete;
    // A page that asked for a million years must not get a million options.
    expect(optionsOf(el, 'years')).to.have.length(10);
    const failed = oneEvent(el, 'market-error');
    await el.submit();
    const { error } = (await failed).detail;
    expect(error.code).to.equal('invalid-config');
    expect(error.issues?.map((i: { path: string }) => i.path)).to.deep.equal(['max-years']);
    expect(await mock.requests()).to.have.length(0);
  });
});

describe('the state attribute', () => {
  it('follows the purchase, reflected from the first render on', async () => {
    const mock = mockSession();
    const el = await mountCrypto({ ...FILLED, 'base-url': mock.baseUrl() });
    expect(el.getAttribute('state')).to.equal('editing');
    const paid = oneEvent(el, 'market-crypto-payment');
    void el.submit();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('submitting');
    await paid;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
  });

  it('is read-only: a host writing it changes nothing and throws nothing', async () => {
    const el = await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl() });
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    el.setAttribute('state', 'paid');
    (el as unknown as { state: string }).state = 'paid';
    await el.updateComplete;
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    expect(el.state).to.equal('editing');
    expect(control(el, 'domain')).to.exist;
  });
});

describe('theme', () => {
  it('reflects the property to the attribute, and is absent until set', async () => {
    const el = await mountCrypto({ ...FILLED, 'base-url': mockSession().baseUrl() });
    expect(el.hasAttribute('theme')).to.equal(false);
    el.theme = 'dark';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
  });
});

describe('misconfiguration warnings', () => {
  const CASES: { what: string; tag: 'fiat' | 'crypto'; change: Record<string, string>; attribute: string }[] = [
    { what: 'a missing base-url', tag: 'crypto', change: { 'base-url': '' }, attribute: 'base-url' },
    { what: 'a plain-http base-url', tag: 'fiat', change: { 'base-url': 'http://market.example.com' }, attribute: 'base-url' },
    { what: 'a malformed partner-id', tag: 'crypto', change: { 'partner-id': 'partner-42' }, attribute: 'partner-id' },
    { what: 'a missing partner-id', tag: 'fiat', change: { 'partner-id': '' }, attribute: 'partner-id' },
    { what: 'a max-years over 100', tag: 'crypto', change: { 'max-years': '1000000' }, attribute: 'max-years' },
    { what: 'a timeout that is not a number', tag: 'fiat', change: { timeout: 'soon' }, attribute: 'timeout' },
    { what: 'wallet-addrs that are not JSON', tag: 'crypto', change: { 'wallet-addrs': '[{' }, attribute: 'wallet-addrs' },
    { what: 'an unknown theme', tag: 'fiat', change: { theme: 'purple' }, attribute: 'theme' },
    { what: 'a malformed external-user-id', tag: 'fiat', change: { 'external-user-id': 'user-1' }, attribute: 'external-user-id' },
  ];

  async function mount(tag: 'fiat' | 'crypto', change: Record<string, string>) {
    const base = { 'base-url': mockSession().baseUrl() };
    return tag === 'fiat'
      ? mountFiat({ ...FIAT_SETTINGS, ...base, ...change })
      : mountCrypto({ ...FILLED, ...base, ...change });
  }

  for (const { what, tag, change, attribute } of CASES) {
    it(`warns once about ${what} in the ${tag} checkout, naming ${attribute}`, async () => {
      const { warned, value: el } = await warnings(async () => {
        const el = await mount(tag, change);
        // Later updates (the buyer typing) do not repeat it.
        el.domain = 'another.example';
        await el.updateComplete;
        return el;
      });
      expect(warned, warned.join('\n')).to.have.length(1);
      expect(warned[0]).to.match(new RegExp(`^<market-${tag}-checkout> .*${attribute}`));
      expect(el.state).to.equal('editing');
    });
  }

  it('warns once the form is on screen, not while it renders, and about where the host ended up', async () => {
    const { warned } = await warnings(async () => {
      const el = await mountCrypto({ ...FILLED, 'base-url': '' });
      const rendered = screenText(el);
      // Set before the check runs: nothing to tell.
      el.setAttribute('base-url', mockSession().baseUrl());
      await el.updateComplete;
      return rendered;
    });
    expect(warned).to.deep.equal([]);
    const later = await warnings(async () => screenText(await mountCrypto({ ...FILLED, 'base-url': '' })));
    expect(later.value, 'the form was on screen first').to.include(ENGLISH.submitCrypto);
    expect(later.warned.map((w) => w.replace(/^<[^>]+> /, ''))).to.deep.equal(['base-url is missing.']);
  });

  it('warns for each element of a page once the forms are on screen, and not for one removed before', async () => {
    const make = (tag: 'market-fiat-checkout' | 'market-crypto-checkout', attributes: Record<string, string>) => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries({ ...attributes, 'base-url': '' })) el.setAttribute(name, value);
      return el;
    };
    const page = document.createElement('div');
    const { warned } = await warnings(async () => {
      const elements = [make('market-fiat-checkout', FIAT_SETTINGS), make('market-crypto-checkout', FILLED), make('market-crypto-checkout', FILLED)];
      page.append(...elements);
      document.body.append(page);
      await Promise.all(elements.map((el) => el.updateComplete));
      // Taken away in the task that rendered it: nobody is left to tell.
      elements[2]!.remove();
    });
    page.remove();
    expect(warned.sort()).to.deep.equal(['<market-crypto-checkout> base-url is missing.', '<market-fiat-checkout> base-url is missing.']);
  });

  it('warns nothing for a correct setup of either element', async () => {
    const { warned } = await warnings(async () => {
      await mount('fiat', {});
      await mount('crypto', {});
    });
    expect(warned).to.deep.equal([]);
  });

  it('warns again when the host changes a setting to another wrong value, once each', async () => {
    const { warned } = await warnings(async () => {
      const el: MarketCryptoCheckout = await mountCrypto({ ...FILLED, 'base-url': '' });
      await nextTask();
      el.setAttribute('base-url', 'ftp://market.example.com');
      await el.updateComplete;
      await nextTask();
      el.setAttribute('base-url', 'ftp://market.example.com/');
      await el.updateComplete;
    });
    expect(warned.map((w) => w.replace(/^<[^>]+> /, ''))).to.deep.equal([
      'base-url is missing.',
      'base-url must use https.',
    ]);
  });
});

describe('assets the host adds', () => {
  const AVAX_USDC = {
    symbol: 'USDC',
    network: 'Avalanche',
    scheme: 'ethereum',
    chainId: 43114,
    token: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
    decimals: 6,
  } as const;
  const RECIPIENT = '0x52908400098527886E0F7030069857D2E4169EE7';
  const link = `ethereum:${AVAX_USDC.token}@43114/transfer?address=${RECIPIENT}&uint256=1500000`;

  it('accepts a link for an asset only the host knows, and refuses it without the host entry', async () => {
    const mock = mockSession();
    const body = cryptoResponse({ address: RECIPIENT, amount: 1.5, protocol: 'USDC on Avalanche', uri: link });
    await mock.script(answer(body), answer(body));
    const plain = await mountCrypto({ ...FILLED, 'base-url': mock.baseUrl('scripted') });
    const refused = oneEvent(plain, 'market-error');
    await plain.submit();
    expect((await refused).detail.error.code).to.equal('bad-response');

    const el = await mountCrypto({ ...FILLED, 'base-url': mock.baseUrl('scripted') }, { properties: { assets: [AVAX_USDC] } });
    const paid = oneEvent(el, 'market-crypto-payment');
    await el.submit();
    expect((await paid).detail.response.uri).to.equal(link);
    await el.updateComplete;
    expect(screenText(el)).to.include(RECIPIENT);
  });

  it('calls a malformed entry a host mistake naming assets, warned at once and refused before sending', async () => {
    const mock = mockSession();
    const { warned, value: el } = await warnings(() =>
      mountCrypto({ ...FILLED, 'base-url': mock.baseUrl() }, { properties: { assets: [{ ...AVAX_USDC, token: 'nope' }] } }),
    );
    expect(warned.join('\n')).to.match(/<market-crypto-checkout> assets/);
    const failed = oneEvent(el, 'market-error');
    await el.submit();
    const { error } = (await failed).detail;
    expect(error.code).to.equal('invalid-config');
    expect(error.issues?.map((i: { path: string }) => i.path)).to.deep.equal(['assets']);
    expect(await mock.requests()).to.have.length(0);
  });
});
