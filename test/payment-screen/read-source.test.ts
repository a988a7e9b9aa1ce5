/**
 * The choice of the element's own read, pure: the wallet that sent the payment where its provider
 * is still on the page, else the chain through the host's endpoint for the payment's network,
 * else none. No source is called here.
 */
import { expect } from '@open-wc/testing';
import { readChainReads } from '../../src/chain/chain-reads.js';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { movedTo } from '../../src/payment/payment-moves.js';
import { AWAITING } from '../../src/payment/payment-status.js';
import { chooseSource, type ReadChoice } from '../../src/payment-screen/read-source.js';
import type { Eip1193Provider } from '../../src/wallet/pay.js';
import { checkedPayment } from '../helpers/crypto-checkout.js';
import { cryptoRequest } from '../helpers/fixtures.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const provider: Eip1193Provider = { request: () => Promise.reject(new Error('not called')) };
const SENT = { txHash: `0x${'ab'.repeat(32)}`, chainId: 8453, wallet: 'Test Wallet' };

function choice(over: Partial<ReadChoice> = {}): ReadChoice {
  return {
    payment: movedTo(acceptedPayment(cryptoRequest(), checkedPayment()), AWAITING),
    provider: undefined,
    reads: () => readChainReads(`${BITCOIN}=https://esplora.example/api`),
    confirmations: 1,
    chainStart: undefined,
    began: () => undefined,
    ...over,
  };
}

describe('chooseSource', () => {
  it('reads the chain through the endpoint named for the payment’s network', () => {
    expect(chooseSource(choice())?.key).to.equal('chain-reads endpoint https://esplora.example/api');
  });

  it('follows the wallet that sent the payment while the page has its provider, without reading chain-reads', () => {
    let read = false;
    const payment = { ...choice().payment, sent: SENT };
    const reads = () => ((read = true), readChainReads(''));
    expect(chooseSource(choice({ payment, provider, reads }))?.key).to.equal('the wallet Test Wallet');
    expect(read).to.equal(false);
    expect(chooseSource(choice({ payment }))?.key, 'its provider gone: the chain').to.equal('chain-reads endpoint https://esplora.example/api');
  });

  it('reads nothing where the host named no endpoint for the network', () => {
    expect(chooseSource(choice({ reads: () => readChainReads('eip155:8453=https://rpc.example') }))).to.equal(undefined);
    expect(chooseSource(choice({ reads: () => readChainReads('') }))).to.equal(undefined);
  });
});
