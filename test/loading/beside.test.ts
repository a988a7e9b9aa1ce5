/**
 * The files the built scripts load from beside themselves (src/loading/beside.ts), as partners
 * serve them, each pinned by its hash: a card-only page loads no crypto code at all. The payment
 * file's loading is in imports-beside.test.ts, a language's in test/locales/load-beside.test.ts;
 * the pages are test/helpers/beside-page.ts's.
 */
import { expect } from '@open-wc/testing';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import { mockSession } from '../helpers/mock-session.js';
import { isPaymentFile, PARTNER, partnerPage } from '../helpers/beside-page.js';
import { startCardPayment } from '../dist/page.js';

describe('Files beside the script', () => {
  it('a card-only page requests no payment file and carries no guard', async () => {
    const page = await partnerPage(
      '/dist/market-fiat-checkout.iife.js',
      `<market-fiat-checkout ${PARTNER} external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK">
        <div slot="payment">The processor's card form</div>
      </market-fiat-checkout>`,
      'market-fiat-checkout',
    );
    const el = page.doc.querySelector<MarketFiatCheckout>('market-fiat-checkout')!;
    await startCardPayment(el, mockSession());
    expect(page.win.customElements.get('market-crypto-checkout'), 'no crypto element').to.equal(undefined);
    const global = page.win.MarketCheckout as unknown as Record<string, unknown>;
    expect(global.MarketFiatCheckout).to.equal(page.win.customElements.get('market-fiat-checkout'));
    expect(global.checkPaymentLink, 'no payment-link guard').to.equal(undefined);
    expect(global.BUILT_IN_ASSETS, 'no asset table').to.equal(undefined);
    const script = await (await fetch('/dist/market-fiat-checkout.iife.js')).text();
    expect(script, "the asset table's schemes are not in the script").not.to.include('bitcoincash');
    expect(page.fetched().filter(isPaymentFile)).to.deep.equal([]);
    expect(page.errors()).to.deep.equal([]);
  });
});
