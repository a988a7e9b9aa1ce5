/** Where an accepted answer leads: awaiting payment, with the guard's verdict and the deadline on this page's clock. */
import { expect } from '@open-wc/testing';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { movedTo } from '../../src/payment/payment-moves.js';
import { AWAITING } from '../../src/payment/payment-status.js';
import { checkedPayment, cryptoResponse, ETH_ADDRESS } from '../helpers/crypto-checkout.js';
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
});
