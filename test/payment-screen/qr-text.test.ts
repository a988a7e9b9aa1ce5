/**
 * What the QR code of a Lightning link carries: BTCPay's casing (scheme and parameter names lower
 * case, a bech32 address and the invoice upper case), read back as wallets read it (the `bip21`
 * package's parser), and a smaller code than the link as shown. Links without an invoice are drawn
 * as shown. The element's QR code itself is read back from the screen in
 * test/elements/crypto-checkout/lightning.test.ts.
 */
import { expect } from '@open-wc/testing';
import { decode } from 'bip21';
import { qrPath } from '../../src/payment-screen/qr-path.js';
import { qrText } from '../../src/payment-screen/qr-text.js';
import { BTC_ADDRESS } from '../helpers/crypto-checkout.js';

/** A lower-case invoice as a node writes it (its checks are the guard's; here only its letters matter). */
const INVOICE = `lnbc21u1p${'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.repeat(9)}q9xq`;
const LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

describe('qrText', () => {
  it('a unified link: scheme and parameter names lower case, the bech32 address and the invoice upper case, every value as wallets read it', () => {
    const text = qrText(`bitcoin:${BTC_ADDRESS}?Amount=0.00021&LIGHTNING=${INVOICE}`, true);
    expect(text).to.equal(`bitcoin:${BTC_ADDRESS.toUpperCase()}?amount=0.00021&lightning=${INVOICE.toUpperCase()}`);
    const read = decode(text);
    expect(read.address.toLowerCase()).to.equal(BTC_ADDRESS);
    expect(read.options).to.deep.equal({ amount: 0.00021, lightning: INVOICE.toUpperCase() });
  });

  it('a Lightning-only link: the invoice upper case', () => {
    const text = qrText(`lightning:${INVOICE}`, true);
    expect(text).to.equal(`lightning:${INVOICE.toUpperCase()}`);
    expect(decode(text, 'lightning').address).to.equal(INVOICE.toUpperCase());
  });

  it('a base58 address keeps its case (upper case would be another address); other values too', () => {
    const uri = `bitcoin:${LEGACY}?amount=0.5&label=Domain%20order&lightning=${INVOICE}`;
    expect(qrText(uri, true)).to.equal(`bitcoin:${LEGACY}?amount=0.5&label=Domain%20order&lightning=${INVOICE.toUpperCase()}`);
  });

  it('a link without an invoice is drawn as shown', () => {
    const uri = `bitcoin:${BTC_ADDRESS}?amount=0.00021`;
    expect(qrText(uri, false)).to.equal(uri);
  });

  it('draws a smaller code than the link as shown (alphanumeric mode)', () => {
    const uri = `bitcoin:${BTC_ADDRESS}?amount=0.00021&lightning=${INVOICE}`;
    expect(qrPath(qrText(uri, true))!.size).to.be.lessThan(qrPath(uri)!.size);
  });
});
