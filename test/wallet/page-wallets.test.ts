/**
 * The page's browser wallets, listened for from the moment the script runs: a wallet that announced
 * itself when the page loaded, before the script, is heard too, since the script asks once.
 * Imported inside the test, so that the wallet is on the page first, as on a partner's page.
 */
import { expect } from '@open-wc/testing';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';

const NO_CHAIN: TestChains = { rpc: {}, payer: '0x0000000000000000000000000000000000000001', startMs: 0 };
const names = (heard: readonly unknown[]) => heard.map((detail) => (detail as { info: { name: string } }).info.name);

describe('pageWallets', () => {
  const stops: (() => void)[] = [];
  after(() => stops.forEach((stop) => stop()));

  it('hears the wallets already on the page and those that come later, once each, asking them nothing', async () => {
    const early = new TestWallet(NO_CHAIN, { name: 'Early Wallet' });
    stops.push(early.announce());
    const { pageWallets } = await import('../../src/wallet/page-wallets.js');
    expect(pageWallets.target).to.equal(window);
    expect(names(pageWallets.heard)).to.deep.equal(['Early Wallet']);

    const late = new TestWallet(NO_CHAIN, { name: 'Late Wallet' });
    stops.push(late.announce());
    // Another script on the page asking again: every wallet answers, none is listed twice.
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(names(pageWallets.heard)).to.deep.equal(['Early Wallet', 'Late Wallet']);
    expect(early.requests.concat(late.requests)).to.deep.equal([]);
  });
});
