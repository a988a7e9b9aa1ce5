/**
 * Every built-in asset end to end: the service answers with that asset's link, the element shows
 * the payment, and its QR code, read back as a phone would, is exactly that link, beside the
 * address and amount the guard checked. Before issue #13 every token link was refused here.
 */
import { expect } from '@open-wc/testing';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { find, normalize, shadow } from '../helpers/buyer.js';
import { answer, cryptoResponse, FILLED, mountCrypto, payNow } from '../helpers/crypto-checkout.js';
import { renderQr } from '../helpers/crypto-qr.js';
import { mockSession } from '../helpers/mock-session.js';
import { ADDRESS_OF, linkFor } from '../helpers/payment-links.js';

describe('every built-in asset on screen', () => {
  for (const asset of BUILT_IN_ASSETS) {
    const label = `${asset.symbol} on ${asset.network}`;
    it(`${label}: the QR code reads back as the checked link (a Tron one as its address), beside its address and amount`, async function () {
      this.timeout(20_000);
      const address = ADDRESS_OF[asset.scheme];
      const uri = linkFor(asset, address, '12.5', { chainOnMainnet: true });
      const response = cryptoResponse({ address, amount: 12.5, protocol: label, uri });
      const checked = checkPaymentLink(response);
      expect(checked.ok && checked.asset).to.equal(asset);
      const m = mockSession();
      await m.script(answer(response));
      const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
      const { response: shown } = await payNow(el);
      expect(shown.uri).to.equal(uri);
      // A Tron wallet reads no payment link: its QR code holds the address alone, and no link is offered.
      const tron = asset.scheme === 'tron';
      expect((await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text).to.equal(tron ? address : uri);
      if (tron) expect(shadow(el).querySelector('a[href^="tron:" i]')).to.equal(null);
      else expect(find<HTMLAnchorElement>(el, 'a').getAttribute('href')).to.equal(uri);
      expect(normalize(shadow(el).querySelector('[part~="address"]')?.textContent)).to.equal(address);
      expect(normalize(shadow(el).querySelector('[part~="amount"]')?.textContent)).to.match(/^12\.5\b/);
    });
  }
});

describe('a payment link whose scheme is not in lower case', () => {
  // RFC 3986 lets a service write `ETHEREUM:`; not every wallet reads it. The screen lower-cases
  // the scheme and hands on the rest exactly as the guard checked it.
  const cases = [
    { uri: `ETHEREUM:${ADDRESS_OF.ethereum}@8453?value=1.25E19`, protocol: 'ETH on Base', address: ADDRESS_OF.ethereum },
    { uri: `Bitcoin:${ADDRESS_OF.bitcoin.toUpperCase()}?amount=12.5&label=Domain%20purchase`, protocol: 'BTC', address: ADDRESS_OF.bitcoin },
  ];
  for (const { uri, protocol, address } of cases) {
    it(`${uri.split(':')[0]}: the QR code and the wallet link carry the lower-case scheme, the rest byte for byte`, async function () {
      this.timeout(20_000);
      const m = mockSession();
      await m.script(answer(cryptoResponse({ address, amount: 12.5, protocol, uri })));
      const el = await mountCrypto({ 'base-url': m.baseUrl('scripted'), ...FILLED });
      await payNow(el);
      const scheme = uri.indexOf(':');
      const shown = uri.slice(0, scheme).toLowerCase() + uri.slice(scheme);
      expect(shown.slice(0, scheme)).to.not.equal(uri.slice(0, scheme));
      expect((await renderQr(find<SVGSVGElement>(el, 'svg[part~="qr"]'))).text).to.equal(shown);
      expect(find<HTMLAnchorElement>(el, '[part~="wallet-link"]').getAttribute('href')).to.equal(shown);
    });
  }
});
