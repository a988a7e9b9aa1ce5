/**
 * Defining is guarded: the classic script loaded twice, or beside the npm package in either
 * order, never throws, leaves one definition per tag (the first) and working elements.
 */
import { expect } from '@open-wc/testing';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openPage, startCardPayment } from './page.js';

describe('the classic script loaded twice', () => {
  it('keeps the first definitions and window.MarketCheckout, and the elements work', async () => {
    const { win, crypto, fiat, errors } = await openPage('/test/dist/classic-twice.html');
    // Each copy of Lit registers its version as it runs: both copies ran.
    expect(win.litHtmlVersions).to.have.length(2);
    const first = win.firstCopy!;
    expect(win.customElements.get('market-crypto-checkout')).to.equal(first.crypto);
    expect(win.customElements.get('market-fiat-checkout')).to.equal(first.fiat);
    expect(win.MarketCheckout).to.equal(first.global);
    expect(win.MarketCheckout!.MarketCryptoCheckout).to.equal(first.crypto);

    await buyWithCrypto(crypto, mockSession());
    await startCardPayment(fiat, mockSession());
    expect(errors()).to.deep.equal([]);
  });
});

describe('the package and the classic script on one page', () => {
  it('package first: its classes are the defined ones, and the classic script exposes them', async () => {
    const { win, crypto, fiat, errors } = await openPage('/test/dist/package-then-classic.html');
    const pkg = win.packageExports!;
    expect(win.litHtmlVersions, 'both copies of Lit ran').to.have.length(2);
    expect(win.customElements.get('market-crypto-checkout')).to.equal(pkg.MarketCryptoCheckout);
    expect(win.customElements.get('market-fiat-checkout')).to.equal(pkg.MarketFiatCheckout);
    expect(win.MarketCheckout!.MarketCryptoCheckout).to.equal(pkg.MarketCryptoCheckout);
    expect(win.MarketCheckout!.MarketFiatCheckout).to.equal(pkg.MarketFiatCheckout);
    await buyWithCrypto(crypto, mockSession());
    await startCardPayment(fiat, mockSession());
    expect(errors()).to.deep.equal([]);
  });

  it('classic script first: its classes stay defined, and the package imports without throwing', async () => {
    const { win, crypto, fiat, errors } = await openPage('/test/dist/classic-then-package.html');
    expect(win.packageExports, 'the package module ran').to.have.property('createMarketClient');
    expect(win.litHtmlVersions, 'both copies of Lit ran').to.have.length(2);
    expect(win.customElements.get('market-crypto-checkout')).to.equal(win.MarketCheckout!.MarketCryptoCheckout);
    expect(win.customElements.get('market-fiat-checkout')).to.equal(win.MarketCheckout!.MarketFiatCheckout);
    // The package's own classes are then not the defined ones: the README says to load one or the other.
    expect(win.customElements.get('market-crypto-checkout')).not.to.equal(win.packageExports!.MarketCryptoCheckout);
    await buyWithCrypto(crypto, mockSession());
    await startCardPayment(fiat, mockSession());
    expect(errors()).to.deep.equal([]);
  });
});
