/** Where an accepted answer leads: awaiting payment, with the guard's verdict and the deadline on this page's clock. */
import { expect } from '@open-wc/testing';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { movedTo } from '../../src/payment/payment-moves.js';
import { AWAITING } from '../../src/payment/payment-status.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { BTC_ADDRESS, checkedPayment, cryptoResponse, ETH_ADDRESS } from '../helpers/crypto-checkout.js';
import { mintInvoice } from '../../mock/mint-invoice.js';
import { cryptoRequest } from '../helpers/fixtures.js';

describe('acceptedPayment', () => {
  it('is accepted, awaiting payment until the deadline once its session tracks it, carrying the asset the guard found and the link as wallets read it', () => {
    const request = cryptoRequest({ currency: 'ETH' });
    const checked = checkedPayment(cryptoResponse({ address: ETH_ADDRESS, amount: 0.05, protocol: 'ETH on Base', uri: `ETHEREUM:${ETH_ADDRESS}@8453?value=5e16` }));
    const payment = acceptedPayment(request, checked);
    expect(payment).to.deep.include({ state: 'accepted', request, expiresAt: checked.response.expiryDateEpoch });
    expect(movedTo(payment, AWAITING)).to.deep.include({ state: 'awaiting-payment', expires: true, request, expiresAt: checked.response.expiryDateEpoch });
    expect(payment.asset).to.include({ symbol: 'ETH', network: 'Base' });
    expect(payment.response.uri).to.equal(`ethereum:${ETH_ADDRESS}@8453?value=5e16`);
  });

  it('reads a deadline in seconds as seconds', () => {
    const seconds = Math.floor(Date.now() / 1000) + 900;
    expect(acceptedPayment(cryptoRequest(), checkedPayment(cryptoResponse({ expiryDateEpoch: seconds }))).expiresAt).to.equal(seconds * 1000);
  });

  it('over Lightning: the invoice and its payment hash go with it, and the earlier deadline closes the window', () => {
    const minted = mintInvoice({ amountMsat: 21_000_000n, expiry: 300 });
    const response = cryptoResponse({ amount: 0.00021, uri: `bitcoin:${BTC_ADDRESS}?amount=0.00021&lightning=${minted.invoice}`, expiryDateEpoch: Date.now() + 900_000 });
    const checked = checkPaymentLink(response);
    if (!checked.ok) throw new Error(checked.reason);
    const payment = acceptedPayment(cryptoRequest(), { response, asset: checked.asset, ...(checked.invoice && { invoice: checked.invoice }) });
    expect(payment.lightning).to.deep.equal({ invoice: minted.invoice, paymentHash: minted.paymentHash });
    expect(payment.expiresAt).to.equal(minted.expiresAt * 1000);
    const later = acceptedPayment(cryptoRequest(), { response: { ...response, expiryDateEpoch: Date.now() + 120_000 }, asset: checked.asset, ...(checked.invoice && { invoice: checked.invoice }) });
    expect(later.expiresAt, "the service's window, when it closes first").to.be.lessThan(minted.expiresAt * 1000);
  });
});
