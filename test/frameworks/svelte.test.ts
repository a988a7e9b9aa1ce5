/** README "Svelte 5": the component, compiled by svelte/compiler, mounted with Svelte's mount(). */
import { expect } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { CryptoPurchaseResponse } from '../../src/checks/eager-schemas.js';
import { click, fill } from '../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';
import { expectQuoted, mountSnippet, readsByListeners, README_WALLETS, rendered, type MountedSnippet } from './snippet.js';

describe('README Svelte 5 snippet', () => {
  let mounted: MountedSnippet | undefined;
  afterEach(() => mounted?.unmount());

  it('sets walletAddrs as a property and the strings as attributes, and its listener gets the payment', async () => {
    const mock = mockSession();
    mounted = await mountSnippet('svelte', mock.baseUrl(), { wallets: README_WALLETS });
    const el = rendered<MarketCryptoCheckout>(mounted.container, 'market-crypto-checkout');

    expect(el.walletAddrs).to.deep.equal(README_WALLETS);
    expect(el.hasAttribute('walletaddrs') || el.hasAttribute('wallet-addrs')).to.equal(false);
    expect(el.getAttribute('base-url')).to.equal(mock.baseUrl());
    expect(el.getAttribute('partner-id')).to.equal(PARTNER_ID);

    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerName', 'Ada Lovelace');
    await fill(el, 'ownerEmail', 'buyer@example.org');
    await fill(el, 'ownerAddress', OWNER);
    const paid = readsByListeners('market-crypto-payment', 'response');
    await click(el, 'Get payment details');
    const { reads, detail } = await paid;
    expect(reads, 'the snippet’s onmarket-crypto-payment listener read event.detail.response').to.equal(1);

    const [sent, ...more] = await mock.requests();
    expect(more).to.have.length(0);
    expect(sent.body).to.include({ partnerId: PARTNER_ID, domain: 'example.com', currency: 'BTC' });
    expect((sent.body as { walletAddrs: unknown }).walletAddrs).to.deep.equal(README_WALLETS);
    expect((detail.response as CryptoPurchaseResponse).uri).to.be.a('string').and.not.equal('');
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
  });

  it('sets quote as a property, which the element asks: its total shows in the price line', async () => {
    const mock = mockSession();
    mounted = await mountSnippet('svelte', mock.baseUrl(), { wallets: README_WALLETS });
    const el = rendered<MarketCryptoCheckout>(mounted.container, 'market-crypto-checkout');
    expect(el.quote).to.be.a('function');
    expect(el.hasAttribute('quote')).to.equal(false);
    await expectQuoted(el);
    expect(await mock.requests(), 'a price asks the service nothing').to.have.length(0);
  });
});
