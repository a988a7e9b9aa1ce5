/**
 * The mock's Lightning answers, over real HTTP from the browser: a BTC purchase under `lightning`
 * is a unified link with a fresh invoice for the amount that the guard accepts, under
 * `lightning-only` a `lightning:` link; the session's node gives the invoice's preimage to a
 * wallet that pays it, and nothing for an invoice it never issued.
 */
import { expect } from '@open-wc/testing';
import { CRYPTO_PATH } from '../../src/checks/client.js';
import { decodeBolt11 } from '../../src/payment-link/bolt11.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { proves } from '../../src/wallet/webln.js';
import type { Scenario } from '../../mock/scenarios.js';
import { cryptoRequest } from '../helpers/fixtures.js';
import { mockSession, type MockSession } from '../helpers/mock-session.js';

async function buy(m: MockSession, scenario: Scenario, currency = 'BTC') {
  const res = await fetch(m.baseUrl(scenario) + CRYPTO_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cryptoRequest({ currency, years: 2 })) });
  expect(res.status).to.equal(200);
  return res.json();
}

const payInvoice = (m: MockSession, invoice: string) =>
  fetch(`${m.root}/lightning/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ invoice }) });

describe('mock service: Lightning', () => {
  it('lightning: a unified BTC link with a fresh invoice for the amount, which the guard accepts; the node reveals its preimage to the payer', async () => {
    const m = mockSession();
    const answer = await buy(m, 'lightning');
    const checked = checkPaymentLink(answer);
    expect(checked.ok, checked.ok ? "" : checked.reason).to.equal(true);
    const invoice = new URL(answer.uri).searchParams.get('lightning')!;
    expect(answer.uri).to.equal(`bitcoin:${answer.address}?amount=0.00042&lightning=${invoice}`);
    const decoded = decodeBolt11(invoice);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.invoice.amountMsat).to.equal(42_000_000n);
    expect(decoded.invoice.expiresAt * 1000).to.be.at.most(answer.expiryDateEpoch);
    const second = await buy(m, 'lightning');
    expect(second.uri, 'a fresh invoice each time').not.to.equal(answer.uri);
    const paid = await payInvoice(m, invoice);
    expect(paid.status).to.equal(200);
    const { preimage } = await paid.json();
    expect(await proves(preimage, decoded.invoice.paymentHash)).to.equal(true);
  });

  it('lightning-only: a lightning: link whose address is the invoice, labelled BTC on Lightning, which the guard accepts', async () => {
    const m = mockSession();
    const answer = await buy(m, 'lightning-only');
    expect(answer.protocol).to.equal('BTC on Lightning');
    expect(answer.uri).to.equal(`lightning:${answer.address}`);
    expect(checkPaymentLink(answer).ok).to.equal(true);
    expect((await payInvoice(m, answer.address.toUpperCase())).status, 'an invoice is read in either case').to.equal(200);
  });

  it('other coins are answered as ever; an invoice the node never issued (or another session\'s) gets no preimage', async () => {
    const m = mockSession();
    const eth = await buy(m, 'lightning', 'ETH');
    expect(eth.uri).to.match(/^ethereum:/).and.not.include('lightning');
    const other = mockSession();
    const { uri } = await buy(other, 'lightning');
    const invoice = new URL(uri).searchParams.get('lightning')!;
    expect((await payInvoice(m, invoice)).status).to.equal(404);
    expect((await payInvoice(m, 'lnbc1nothing')).status).to.equal(404);
    expect((await fetch(`${m.root}/lightning/pay`, { method: 'POST', body: 'not json' })).status).to.equal(404);
  });
});
