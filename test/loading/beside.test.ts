/**
 * The files the built scripts load from beside themselves (src/loading/beside.ts), as partners
 * serve them: each pinned by its hash, so that an altered language is not used; a card-only page
 * loads no crypto code at all. The payment file's own loading is in payment-import-beside.test.ts;
 * the pages are test/helpers/beside-page.ts's.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import { screenText } from '../helpers/buyer.js';
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

  it('an altered language file is not used: English stays, with one warning and no market-error', async () => {
    const page = await partnerPage(
      '/altered/dist/market-checkout.iife.js',
      `<div lang="de"><market-crypto-checkout ${PARTNER} currency="BTC"></market-crypto-checkout></div>`,
      'market-crypto-checkout',
    );
    const el = page.doc.querySelector('market-crypto-checkout')!;
    const errors: unknown[] = [];
    el.addEventListener('market-error', (event) => errors.push(event));
    const languageWarnings = () => page.warnings().filter((warning) => warning.startsWith('market-checkout:'));
    await waitUntil(() => languageWarnings().length > 0, 'a warning for the site owner', { timeout: 4000 });
    expect(languageWarnings()).to.have.length(1);
    expect(languageWarnings()[0]).to.include('"de"');
    await el.updateComplete;
    expect(screenText(el)).to.include('Get payment details');
    expect(errors).to.deep.equal([]);
  });
});
