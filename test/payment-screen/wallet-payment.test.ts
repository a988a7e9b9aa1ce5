/**
 * WalletPayment (the one attempt in flight), without an element: the test wallets answer by
 * themselves (a fixed hash, no chain), so what is checked is what is asked and what the step
 * becomes. (What the buyer sees of it: wallet-view.test.ts.)
 */
import { expect } from '@open-wc/testing';
import type { TransactionDraft } from '../../src/wallet/transaction.js';
import { WalletPayment } from '../../src/payment-screen/wallet-payment.js';
import { TestWallet } from '../helpers/test-wallet.js';

const HASH = `0x${'ab'.repeat(32)}`;
const NO_CHAIN = { rpc: {}, payer: '0x1111111111111111111111111111111111111111', startMs: 0 };
const DRAFT: TransactionDraft = { to: '0x52908400098527886e0f7030069857d2e4169ee7', value: '0x1', chainId: '0x2105' };

/** A host that counts the updates it was asked for. */
const host = () => ({ updates: 0, addController() {}, removeController() {}, requestUpdate() { this.updates += 1; }, updateComplete: Promise.resolve(true) });

function wallet(misbehaviour: TestWallet['misbehaviour'] = {}): TestWallet {
  const w = new TestWallet(NO_CHAIN, { name: 'Test Wallet' });
  w.misbehaviour = { hash: HASH, ...misbehaviour };
  return w;
}

describe('WalletPayment', () => {
  it('is busy with the wallet asked, then back at the choice once it sent', async () => {
    const h = host();
    const payment = new WalletPayment(h);
    const w = wallet();
    const asked = payment.pay(w, 'uuid-1', 'Test Wallet', DRAFT);
    expect(payment.step).to.deep.equal({ step: 'busy', uuid: 'uuid-1', wallet: 'Test Wallet' });
    expect(await asked).to.deep.equal({ kind: 'sent', txHash: HASH, chainId: 8453 });
    expect(payment.step).to.deep.equal({ step: 'choice' });
    expect(h.updates).to.equal(2);
  });

  it('asks nothing while another attempt is under way', async () => {
    const payment = new WalletPayment(host());
    const held = wallet({ hold: ['eth_requestAccounts'] });
    const other = wallet();
    void payment.pay(held, 'a', 'Held', DRAFT);
    expect(await payment.pay(held, 'a', 'Held', DRAFT)).to.equal(undefined);
    expect(await payment.pay(other, 'b', 'Other', DRAFT)).to.equal(undefined);
    expect(held.methods).to.deep.equal(['eth_requestAccounts']);
    expect(other.requests).to.deep.equal([]);
  });

  it('"Cancel" gives the choice back at once, and the wallet\'s late answer is dropped', async () => {
    const payment = new WalletPayment(host());
    const held = wallet({ hold: ['eth_requestAccounts'] });
    const asked = payment.pay(held, 'a', 'Held', DRAFT);
    payment.cancel();
    expect(payment.step).to.deep.equal({ step: 'choice' });
    held.answerHeld();
    expect(await asked).to.equal(undefined);
    expect(held.methods).to.deep.equal(['eth_requestAccounts']);
  });

  it('a refusal and a missing network end at the choice with what happened, naming the wallet and whose button it is said in place of', async () => {
    const payment = new WalletPayment(host());
    expect(await payment.pay(wallet({ reject: ['eth_sendTransaction'] }), 'a', 'Test Wallet', DRAFT)).to.deep.equal({ kind: 'rejected' });
    expect(payment.step).to.deep.equal({ step: 'choice', notice: { kind: 'rejected', wallet: 'Test Wallet', uuid: 'a' } });
    const elsewhere = wallet({ switchChain: 'unknown-chain' });
    elsewhere.chainId = 1;
    expect(await payment.pay(elsewhere, 'b', 'Test Wallet', DRAFT)).to.deep.equal({ kind: 'missing-chain', chainId: 8453 });
    expect(payment.step).to.deep.equal({ step: 'choice', notice: { kind: 'missing-chain', wallet: 'Test Wallet', uuid: 'b' } });
  });
});
