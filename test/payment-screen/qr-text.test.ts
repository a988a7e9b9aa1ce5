/**
 * What the QR code carries: a Tron asset's address alone (qrContent); a Lightning link's BTCPay's casing (scheme and parameter names lower
 * case, a bech32 address and the invoice upper case), read back as wallets read it (the `bip21`
 * package's parser), and a smaller code than the link as shown. Links without an invoice are drawn
 * as shown. The element's QR code itself is read back from the screen in
 * test/elements/crypto-checkout/lightning.test.ts.
 */
import { expect } from '@open-wc/testing';
import { decode } from 'bip21';
import { qrPath } from '../../src/payment-screen/qr-path.js';
import { qrContent, qrText } from '../../src/payment-screen/qr-text.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';
import type { LightningInvoice } from '../../src/payment/tracked-payment.js';
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

describe('qrContent', () => {
  const asset = (symbol: string, network: string) => BUILT_IN_ASSETS.find((a) => a.symbol === symbol && a.network === network)!;
  const TRON = 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX';

  it('a Tron asset: the address alone, with or without a link to rebuild (widget.md, "USDT on Tron")', () => {
    const usdt = asset('USDT', 'Tron');
    const uri = `tron:${TRON}?amount=25.98&token=${usdt.token}`;
    expect(qrContent({ amount: '25.98', uri, address: TRON, network: 'Tron', asset: usdt })).to.equal(TRON);
    expect(qrContent({ amount: '15.98', uri: undefined, address: TRON, network: 'Tron', asset: usdt })).to.equal(TRON);
    expect(qrContent({ amount: '95.5', uri: `tron:${TRON}?amount=95.5`, address: TRON, network: 'Tron', asset: asset('TRX', 'Tron') })).to.equal(TRON);
  });

  it('any other asset: the link as qrText writes it, and nothing without a link', () => {
    const btc = asset('BTC', 'Bitcoin');
    const unified = `bitcoin:${BTC_ADDRESS}?amount=0.00021&lightning=${INVOICE}`;
    const lightning = { invoice: INVOICE } as unknown as LightningInvoice;
    expect(qrContent({ amount: '0.00021', uri: unified, address: BTC_ADDRESS, network: 'Bitcoin', asset: btc, lightning })).to.equal(qrText(unified, true));
    const plain = `bitcoin:${BTC_ADDRESS}?amount=0.00021`;
    expect(qrContent({ amount: '0.00021', uri: plain, address: BTC_ADDRESS, network: 'Bitcoin', asset: btc })).to.equal(plain);
    expect(qrContent({ amount: '0.00016', uri: undefined, address: BTC_ADDRESS, network: 'Bitcoin', asset: btc })).to.equal(undefined);
  });
});
