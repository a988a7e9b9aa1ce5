import { expect } from '@open-wc/testing';
import type { CryptoPurchaseResponse } from '../../src/checks/eager-schemas.js';
import { payable as payableNow } from '../../src/payment/payable.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { lightningOf } from '../../src/payment/accepted-payment.js';
import { cryptoRequest } from '../helpers/fixtures.js';
import { mintInvoice } from '../../mock/mint-invoice.js';

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

function response(overrides: Partial<CryptoPurchaseResponse> = {}): CryptoPurchaseResponse {
  return {
    address: BTC,
    amount: 0.00042137,
    expiryDateEpoch: Date.now() + 900_000,
    orderId: '0c6a4d1e-46e4-4c57-9d0c-3b2b5f8f5a10',
    paymentId: '5b1f7f52-5d7c-4a43-8f6b-5b1e2c6a9e07',
    protocol: 'BTC',
    uri: `bitcoin:${BTC}?amount=0.00042137&label=Domain`,
    ...overrides,
  };
}

/** What is payable of `answer` once the guard accepted it, as the client hands it to the element. */
function payable(answer: CryptoPurchaseResponse, received?: string) {
  const checked = checkPaymentLink(answer);
  if (!checked.ok) throw new Error(`the guard refuses ${answer.uri}: ${checked.reason}`);
  const payment = { request: cryptoRequest(), response: { ...answer, uri: checked.shown }, asset: checked.asset, expiresAt: Date.now() + 900_000, ...lightningOf(checked.invoice) };
  return payableNow(payment, received);
}

/** The payable without its asset, which the next tests check on their own. */
function withoutAsset(pay: ReturnType<typeof payable>) {
  if (!pay) return pay;
  const { asset: _asset, ...rest } = pay;
  return rest;
}

describe('payable', () => {
  it('carries the asset the guard found, for the transaction a browser wallet is asked to send', () => {
    const usdc = response({ address: ETH, amount: 12.5, protocol: 'USDC', uri: `ethereum:${USDC_BASE}@8453/transfer?address=${ETH}&uint256=12500000` });
    expect(payable(usdc)?.asset).to.include({ symbol: 'USDC', network: 'Base', chainId: 8453, decimals: 6 });
    expect(payable(usdc, '2.5')?.asset).to.include({ symbol: 'USDC', network: 'Base' });
  });

  it('is the whole amount and the checked link while nothing was received, with the network', () => {
    expect(withoutAsset(payable(response()))).to.deep.equal({ amount: '0.00042137', uri: `bitcoin:${BTC}?amount=0.00042137&label=Domain`, address: BTC, network: 'Bitcoin' });
  });

  it('after an underpayment, is what is still due, with the link changed in its amount only', () => {
    expect(withoutAsset(payable(response(), '0.0002'))).to.deep.equal({
      amount: '0.00022137',
      uri: `bitcoin:${BTC}?amount=0.00022137&label=Domain`,
      address: BTC,
      network: 'Bitcoin',
    });
  });

  it('shows the link with its scheme in lower case, the rest byte for byte, for the whole amount and the remainder', () => {
    const mixed = response({ uri: `BitCoin:${BTC}?amount=0.00042137&label=Domain` });
    expect(payable(mixed)?.uri).to.equal(`bitcoin:${BTC}?amount=0.00042137&label=Domain`);
    expect(payable(mixed, '0.0002')?.uri).to.equal(`bitcoin:${BTC}?amount=0.00022137&label=Domain`);
    const ether = response({ address: ETH, amount: 1.5, protocol: 'ETH', uri: `ETHEREUM:${ETH}@1?value=1.5E18` });
    expect(payable(ether)?.uri).to.equal(`ethereum:${ETH}@1?value=1.5E18`);
    expect(payable(ether, '1')?.uri).to.equal(`ethereum:${ETH}@1?value=500000000000000000`);
  });

  it('counts an ether remainder in wei, and a token remainder in its units', () => {
    const ether = response({ address: ETH, amount: 0.0061, protocol: 'ETH', uri: `ethereum:${ETH}@8453?value=6100000000000000` });
    expect(withoutAsset(payable(ether, '0.001'))).to.deep.equal({ amount: '0.0051', uri: `ethereum:${ETH}@8453?value=5100000000000000`, address: ETH, network: 'Base' });
    const usdc = response({
      address: ETH,
      amount: 12.5,
      protocol: 'USDC',
      uri: `ethereum:${USDC_BASE}@8453/transfer?address=${ETH}&uint256=12500000`,
    });
    expect(withoutAsset(payable(usdc, '2.25'))).to.deep.equal({
      amount: '10.25',
      uri: `ethereum:${USDC_BASE}@8453/transfer?address=${ETH}&uint256=10250000`,
      address: ETH,
      network: 'Base',
    });
  });

  it('offers no link for a remainder the asset cannot carry, and nothing when nothing is due', () => {
    // A remainder finer than a satoshi has no link; the amount and address still show.
    expect(withoutAsset(payable(response(), '0.000000001'))).to.deep.equal({ amount: '0.000421369', uri: undefined, address: BTC, network: 'Bitcoin' });
    expect(withoutAsset(payable(response(), '0.00042137'))).to.equal(undefined);
    expect(withoutAsset(payable(response(), '1'))).to.equal(undefined);
  });

  it('a unified link: the whole amount carries its invoice; the rest is the on-chain link alone, checked again, since the invoice pays the whole amount only', () => {
    const invoice = mintInvoice({ amountMsat: 42_137_000n });
    const unified = response({ uri: `bitcoin:${BTC}?amount=0.00042137&lightning=${invoice.invoice}&label=Domain` });
    expect(payable(unified)).to.include({ uri: unified.uri, address: BTC });
    expect(payable(unified)?.lightning).to.deep.equal({ invoice: invoice.invoice, paymentHash: invoice.paymentHash });
    expect(withoutAsset(payable(unified, '0.0002'))).to.deep.equal({ amount: '0.00022137', uri: `bitcoin:${BTC}?amount=0.00022137&label=Domain`, address: BTC, network: 'Bitcoin' });
  });

  it('a Lightning-only link: the invoice is no address to pay to, and nothing can pay the rest', () => {
    const invoice = mintInvoice({ amountMsat: 42_137_000n });
    const only = response({ address: invoice.invoice, protocol: 'BTC on Lightning', uri: `lightning:${invoice.invoice}` });
    expect(payable(only)).to.include({ uri: only.uri, address: undefined });
    expect(payable(only)?.lightning?.invoice).to.equal(invoice.invoice);
    expect(withoutAsset(payable(only, '0.0002'))).to.deep.equal({ amount: '0.00022137', uri: undefined, address: undefined, network: 'Bitcoin' });
  });
});
