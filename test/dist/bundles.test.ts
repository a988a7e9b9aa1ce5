/**
 * The two built bundles on plain partner pages with a strict Content-Security-Policy: no module
 * loader, no bundler, nothing but the one file. Both elements render and complete a purchase
 * against the mock, and the page reports no error and no CSP refusal.
 */
import { expect } from '@open-wc/testing';
import * as Client from '../../src/client.js';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openPage, startCardPayment } from './page.js';

for (const [bundle, page] of [
  ['dist/market-checkout.iife.js (classic script)', '/test/dist/classic.html'],
  ['dist/market-checkout.js (ES module)', '/test/dist/module.html'],
]) {
  describe(`${bundle} on a plain page`, () => {
    it('completes a crypto purchase, with the QR code drawn by the bundled encoder', async () => {
      const { crypto, errors } = await openPage(page);
      await buyWithCrypto(crypto, mockSession());
      expect(errors()).to.deep.equal([]);
    });

    it('hands a card purchase to the host with market-fiat-session and reveals the payment slot', async () => {
      const { fiat, errors } = await openPage(page);
      await startCardPayment(fiat, mockSession());
      expect(errors()).to.deep.equal([]);
    });
  });
}

describe('window.MarketCheckout, from the classic script', () => {
  it('holds the defined element classes and a client that works on its own', async () => {
    const { win, crypto, fiat, errors } = await openPage('/test/dist/classic.html');
    const api = win.MarketCheckout!;
    expect(win.customElements.get('market-crypto-checkout')).to.equal(api.MarketCryptoCheckout);
    expect(win.customElements.get('market-fiat-checkout')).to.equal(api.MarketFiatCheckout);
    expect(crypto).to.be.instanceOf(api.MarketCryptoCheckout);
    expect(fiat).to.be.instanceOf(api.MarketFiatCheckout);

    const mock = mockSession();
    const client = api.createMarketClient({ baseUrl: mock.baseUrl('http-409') });
    const failure = await client
      .purchaseCrypto({
        currency: 'BTC',
        domain: 'example.com',
        ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678',
        ownerEmail: 'buyer@example.org',
        ownerName: 'Ada Lovelace',
        partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
        walletAddrs: [],
        years: 1,
      })
      .catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(api.MarketError);
    expect(failure).to.include({ code: 'http', status: 409 });
    expect((await mock.requests()).map((r) => r.path)).to.deep.equal(['/v1/market/crypto/purchase']);
    expect(errors()).to.deep.equal([]);
  });

  it('gives every schema the client entry exports from loadSchemas(), with the check file, the same each time; the asset table made when first read', async () => {
    const { win } = await openPage('/test/dist/classic.html');
    type Schema = { safeParse: (value: unknown) => { success: boolean } };
    const names = Object.entries(Client).flatMap(([name, value]) => (typeof value === 'object' && 'safeParse' in value ? [name] : []));
    expect(names).to.include.members(['domainSchema', 'cryptoRequestSchema', 'fiatResponseSchema']);
    const loaded = await win.MarketCheckout!.loadSchemas();
    const schemas = loaded as Record<string, Schema>;
    const again = (await win.MarketCheckout!.loadSchemas()) as Record<string, Schema>;
    for (const name of names) {
      expect(schemas[name], name).to.equal(again[name]);
      expect(schemas[name]!.safeParse(undefined).success, name).to.equal(false);
    }
    expect(schemas.domainSchema!.safeParse('example.com').success).to.equal(true);
    expect(schemas.cryptoRequestSchema, "the elements' own, for the default max-years").to.equal(loaded.cryptoRequestSchemaFor(10));
    // The asset table likewise: made when first read, the same table as the client's.
    expect(Object.getOwnPropertyDescriptor(win.MarketCheckout!, 'BUILT_IN_ASSETS')?.get).to.be.a('function');
    expect(win.MarketCheckout!.BUILT_IN_ASSETS).to.equal(win.MarketCheckout!.BUILT_IN_ASSETS);
    expect(JSON.parse(JSON.stringify(win.MarketCheckout!.BUILT_IN_ASSETS))).to.deep.equal(JSON.parse(JSON.stringify(Client.BUILT_IN_ASSETS)));
  });
});
