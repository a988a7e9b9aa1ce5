/**
 * The README's card-checkout snippets: Vue 3 (the single-file component, compiled by
 * @vue/compiler-sfc, mounted with createApp) and Angular (the standalone component, compiled in
 * the page by Angular's JIT compiler, zoneless). Both bind `walletAddrs` and `quote` as properties,
 * the rest as attributes, listen to `market-fiat-session` and give the element a `payment` slot child.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { FiatPurchaseResponse } from '../../src/checks/eager-schemas.js';
import { ARRIVES, click, fill } from '../helpers/buyer.js';
import { fiatRequest, OWNER, PARTNER_ID } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';
import { expectQuoted, mountSnippet, readsByListeners, README_WALLETS, rendered, type MountedSnippet } from './snippet.js';

const SNIPPETS = [
  { heading: 'Vue 3', framework: 'vue', binding: '.walletAddrs', quoteBinding: '.quote', listener: '@market-fiat-session', props: undefined },
  // Angular's component reads `wallets` from a field, which the host app would fill.
  { heading: 'Angular', framework: 'angular', binding: '[walletAddrs]', quoteBinding: '[quote]', listener: '(market-fiat-session)', props: { wallets: README_WALLETS } },
] as const;

for (const { heading, framework, binding, quoteBinding, listener, props } of SNIPPETS) {
  describe(`README ${heading} snippet`, () => {
    let mounted: MountedSnippet | undefined;
    afterEach(() => mounted?.unmount());

    it(`binds ${binding} as a property and the rest as attributes, and hands off to its payment slot`, async () => {
      const mock = mockSession();
      mounted = await mountSnippet(framework, mock.baseUrl(), props);
      const el = rendered<MarketFiatCheckout>(mounted.container, 'market-fiat-checkout');

      expect(el.walletAddrs).to.deep.equal(README_WALLETS);
      expect(el.hasAttribute('walletaddrs') || el.hasAttribute('wallet-addrs')).to.equal(false);
      const { externalUserId, processorConnectedAccountId } = fiatRequest();
      expect(el.getAttribute('base-url')).to.equal(mock.baseUrl());
      expect(el.getAttribute('partner-id')).to.equal(PARTNER_ID);
      expect(el.getAttribute('external-user-id')).to.equal(externalUserId);
      expect(el.getAttribute('processor-connected-account-id')).to.equal(processorConnectedAccountId);

      await fill(el, 'domain', 'example.com');
      await fill(el, 'ownerAddress', OWNER);
      const session = readsByListeners('market-fiat-session', 'response');
      await click(el, 'Continue to card payment');
      const { reads, detail } = await session;
      expect(reads, `the snippet’s ${listener} handler read event.detail.response`).to.equal(1);

      const [sent, ...more] = await mock.requests();
      expect(more).to.have.length(0);
      expect(sent.path).to.equal('/v1/market/purchase');
      expect(sent.body).to.include({ partnerId: PARTNER_ID, externalUserId, processorConnectedAccountId, domain: 'example.com' });
      expect((sent.body as { walletAddrs: unknown }).walletAddrs).to.deep.equal(README_WALLETS);
      expect((detail.response as FiatPurchaseResponse).processorCheckoutSession).to.be.a('string').and.not.equal('');

      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('handed-off');
      const payment = mounted.container.querySelector<HTMLElement>('#card-payment')!;
      expect(payment.parentElement).to.equal(el);
      expect(payment.assignedSlot?.name).to.equal('payment');
      await waitUntil(() => payment.getClientRects().length > 0, 'the payment slot shows the host’s element', ARRIVES);
    });

    // Angular's checker lets any value through `[quote]`: this is where its binding is proven.
    it(`binds ${quoteBinding} as a property, which the element asks: its total shows in the price line`, async () => {
      const mock = mockSession();
      mounted = await mountSnippet(framework, mock.baseUrl(), props);
      const el = rendered<MarketFiatCheckout>(mounted.container, 'market-fiat-checkout');
      expect(el.quote).to.be.a('function');
      expect(el.hasAttribute('quote')).to.equal(false);
      await expectQuoted(el);
      expect(await mock.requests(), 'a price asks the service nothing').to.have.length(0);
    });
  });
}
