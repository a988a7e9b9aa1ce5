/** The payment-link guard as the clients apply it (src/api/link-guard.ts), without a request. */
import { expect } from '@open-wc/testing';
import { acceptedLink, paymentLinkGuard } from '../../src/api/link-guard.js';
import { MarketError } from '../../src/api/errors.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';

const ANSWER = { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 0.00021, protocol: 'BTC', uri: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021' };

describe('api/link-guard', () => {
  it('accepts a link that pays the address and amount, with what the guard established', () => {
    const { asset, shown } = paymentLinkGuard({})()(ANSWER);
    expect(asset).to.include({ symbol: 'BTC', scheme: 'bitcoin' });
    expect(shown).to.equal(ANSWER.uri);
  });

  it('refuses a link to another address as a bad response, naming why', () => {
    const check = checkPaymentLink({ ...ANSWER, uri: 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?amount=0.00021' });
    expect(() => acceptedLink(check)).to.throw(MarketError).with.property('code', 'bad-response');
    try {
      acceptedLink(check);
    } catch (error) {
      expect(error).to.include({ key: 'errorPaymentUri' });
      expect((error as MarketError).values).to.have.property('reason').that.is.a('string').and.not.equal('');
    }
  });

  it('USDT on Tron: accepted with its token, a bad-response without it or with a hex address; a host\'s Tron token too', () => {
    const address = 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX';
    const usdt = { address, amount: 25.98, protocol: 'USDT-TRC20', uri: `tron:${address}?amount=25.98&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t` };
    expect(paymentLinkGuard({})()(usdt).asset).to.include({ symbol: 'USDT', network: 'Tron', scheme: 'tron' });
    expect(() => paymentLinkGuard({})()({ ...usdt, uri: `tron:${address}?amount=25.98` })).to.throw(MarketError).with.property('code', 'bad-response');
    const hex = '4152908400098527886e0f7030069857d2e4169ee7';
    expect(() => paymentLinkGuard({})()({ ...usdt, address: hex, uri: usdt.uri.replace(address, hex) })).to.throw(MarketError).with.property('code', 'bad-response');
    // Tether's contract on Tron's Nile test network, added by the host.
    const nile = { symbol: 'USDT', network: 'Nile', scheme: 'tron' as const, decimals: 6, token: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' };
    const onNile = { ...usdt, protocol: 'USDT on Nile', uri: `tron:${address}?amount=25.98&token=${nile.token}` };
    expect(paymentLinkGuard({ assets: [nile] })()(onNile).asset).to.include({ network: 'Nile' });
    expect(() => paymentLinkGuard({})()(onNile)).to.throw(MarketError).with.property('code', 'bad-response');
  });

  it("refuses to check anything with the host's assets unreadable: invalid-config, before any request", () => {
    const guard = paymentLinkGuard({ assets: [{ symbol: '', network: '', scheme: 'bitcoin', decimals: 99 }] as never });
    expect(() => guard()).to.throw(MarketError).with.property('code', 'invalid-config');
  });
});
