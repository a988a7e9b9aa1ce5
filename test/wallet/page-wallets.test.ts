/**
 * The page's browser wallets: nothing is listened for or asked while the module is imported (a
 * server imports it too); the first call listens and asks every wallet once, so a wallet that
 * announced itself earlier is heard as well as one that comes later. One listener per page.
 */
import { expect } from '@open-wc/testing';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';

const NO_CHAIN: TestChains = { rpc: {}, payer: '0x0000000000000000000000000000000000000001', startMs: 0 };
const names = (heard: readonly unknown[]) => heard.map((detail) => (detail as { info: { name: string } }).info.name);

describe('pageWallets', () => {
  const stops: (() => void)[] = [];
  after(() => stops.forEach((stop) => stop()));

  it('asks nothing at import; from the first call hears the wallets already on the page and those that come later, once each', async () => {
    let asked = 0;
    window.addEventListener('eip6963:requestProvider', () => (asked += 1));
    const early = new TestWallet(NO_CHAIN, { name: 'Early Wallet' });
    stops.push(early.announce());
    const { pageWallets } = await import('../../src/wallet/page-wallets.js');
    expect(asked, 'nothing asked at import').to.equal(0);

    const wallets = pageWallets();
    expect(asked, 'asked once by the first call').to.equal(1);
    expect(wallets.target).to.equal(window);
    expect(names(wallets.heard)).to.deep.equal(['Early Wallet']);

    const late = new TestWallet(NO_CHAIN, { name: 'Late Wallet' });
    stops.push(late.announce());
    expect(pageWallets(), 'one listener per page').to.equal(wallets);
    expect(asked, 'never asked again').to.equal(1);
    // Another script on the page asking again: every wallet answers, none is listed twice.
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(names(wallets.heard)).to.deep.equal(['Early Wallet', 'Late Wallet']);
    expect(early.requests.concat(late.requests)).to.deep.equal([]);
  });
});
