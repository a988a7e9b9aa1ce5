/** README "React 19": the JSX snippet, compiled by esbuild, rendered by React 19's createRoot. */
import { expect, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { CryptoPurchaseResponse } from '../../src/checks/eager-schemas.js';
import { ARRIVES, click, fill } from '../helpers/buyer.js';
import { OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';
import { expectQuoted, mountSnippet, readsByListeners, README_WALLETS, rendered, type MountedSnippet } from './snippet.js';

describe('README React 19 snippet', () => {
  let mounted: MountedSnippet | undefined;
  afterEach(() => mounted?.unmount());

  it('sets walletAddrs as a property and the strings as attributes, and calls onPaid with the response', async () => {
    const mock = mockSession();
    const paid: CryptoPurchaseResponse[] = [];
    mounted = await mountSnippet('react', mock.baseUrl(), { wallets: README_WALLETS, onPaid: (r: CryptoPurchaseResponse) => paid.push(r) });
    const el = rendered<MarketCryptoCheckout>(mounted.container, 'market-crypto-checkout');

    expect(el.walletAddrs).to.equal(README_WALLETS);
    expect(el.hasAttribute('walletaddrs') || el.hasAttribute('wallet-addrs')).to.equal(false);
    expect(el.getAttribute('base-url')).to.equal(mock.baseUrl());
    expect(el.getAttribute('partner-id')).to.equal(PARTNER_ID);

    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerName', 'Ada Lovelace');
    await fill(el, 'ownerEmail', 'buyer@example.org');
    await fill(el, 'ownerAddress', OWNER);
    await click(el, 'Get payment details');
    await waitUntil(() => paid.length > 0, 'the snippet’s onmarket-crypto-payment listener calls onPaid', ARRIVES);

    const [sent, ...more] = await mock.requests();
    expect(more).to.have.length(0);
    expect(sent.body).to.include({ partnerId: PARTNER_ID, domain: 'example.com', currency: 'BTC' });
    expect((sent.body as { walletAddrs: unknown }).walletAddrs).to.deep.equal(README_WALLETS);
    expect(paid).to.have.length(1);
    expect(paid[0].address).to.be.a('string').and.not.equal('');
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
  });

  it('sets quote as a property, which the element asks: its total shows in the price line', async () => {
    const mock = mockSession();
    mounted = await mountSnippet('react', mock.baseUrl(), { wallets: README_WALLETS, onPaid: () => undefined });
    const el = rendered<MarketCryptoCheckout>(mounted.container, 'market-crypto-checkout');
    expect(el.quote).to.be.a('function');
    expect(el.hasAttribute('quote')).to.equal(false);
    await expectQuoted(el);
    expect(await mock.requests(), 'a price asks the service nothing').to.have.length(0);
  });

  it('its onmarket-error listener reads the error of a refused purchase', async () => {
    const mock = mockSession();
    mounted = await mountSnippet('react', mock.baseUrl('http-409'), { wallets: README_WALLETS, onPaid: () => undefined });
    const el = rendered<MarketCryptoCheckout>(mounted.container, 'market-crypto-checkout');
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerName', 'Ada Lovelace');
    await fill(el, 'ownerEmail', 'buyer@example.org');
    await fill(el, 'ownerAddress', OWNER);
    const failed = readsByListeners('market-error', 'error');
    await click(el, 'Get payment details');
    const { reads } = await failed;
    expect(reads, 'the snippet’s listener read event.detail.error').to.equal(1);
    expect(await mock.requests()).to.have.length(1);
  });
});
