/**
 * Where each thing heard moves a tracked payment, pure: the host's status, a read of the wallet or
 * the chain, the countdown's end, and whether the element reads for itself at a given time.
 */
import { expect } from '@open-wc/testing';
import { acceptedPayment } from '../../src/payment/accepted-payment.js';
import { byHostStatus, byRead, closedByCountdown, endOf, keptEnd, keptOfRead, LATE_READS_MS, mayChange, movedTo, readsOwn } from '../../src/payment/payment-moves.js';
import { AWAITING } from '../../src/payment/payment-status.js';
import type { TrackedPayment } from '../../src/payment/tracked-payment.js';
import { checkedPayment, cryptoResponse } from '../helpers/crypto-checkout.js';
import { cryptoRequest } from '../helpers/fixtures.js';

const NOW = 1_800_000_000_000;
const awaiting = (): TrackedPayment => movedTo(acceptedPayment(cryptoRequest(), checkedPayment(cryptoResponse({ expiryDateEpoch: NOW + 600_000 }))), AWAITING);
const SENT = { txHash: `0x${'ab'.repeat(32)}`, chainId: 8453, wallet: 'Test Wallet' };
const always = () => true;

describe('payment moves', () => {
  it("the host's status: seen is confirming, confirmed paid, pending nothing (the same payment back)", () => {
    const current = awaiting();
    expect(byHostStatus(current, { state: 'pending' }, always)).to.equal(current);
    const seen = byHostStatus(current, { state: 'seen' }, always) as TrackedPayment;
    expect(seen).to.deep.include({ state: 'confirming', response: current.response, expiresAt: current.expiresAt });
    expect(byHostStatus(seen, { state: 'seen' }, always), 'nothing new').to.equal(seen);
    expect(byHostStatus(seen, { state: 'confirmed' }, always)).to.include({ state: 'paid' });
  });

  it("the host's underpayment is ignored, with the reason, when nothing would be left due", () => {
    const current = awaiting();
    expect(byHostStatus(current, { state: 'underpaid', received: '5' }, () => false)).to.deep.equal({
      ignored: `paymentStatus ignored: received 5 leaves nothing due of ${current.response.amount}`,
    });
    expect(byHostStatus(current, { state: 'underpaid', received: '0.0001' }, always)).to.include({ state: 'awaiting-payment', received: '0.0001' });
  });

  it('a read: counted transfers move the payment, a failed transaction forgets the wallet that sent it, nothing new is the same payment', () => {
    const sent = { ...awaiting(), sent: SENT };
    expect(byRead(sent, { state: 'pending' })).to.equal(sent);
    const failed = byRead(sent, { state: 'failed', txHash: SENT.txHash });
    expect(failed).to.include({ state: 'awaiting-payment', failed: SENT.txHash });
    expect(failed.sent, 'forgotten: the buyer may pay again').to.equal(undefined);
    const seen = byRead(sent, { state: 'seen', received: '0.00021', depth: 1, of: 2, txHash: SENT.txHash });
    expect(seen).to.deep.include({ state: 'confirming', depth: 1, of: 2, sent: SENT });
    expect(byRead(seen, { state: 'seen', received: '0.00021', depth: 1, of: 2, txHash: SENT.txHash }), 'the same depth').to.equal(seen);
    expect(keptOfRead({ state: 'seen', received: '0.00021', depth: 1, of: 2 })).to.deep.equal({ state: 'seen' });
    expect(keptOfRead({ state: 'pending' })).to.equal(undefined);
    expect(keptOfRead({ state: 'failed', txHash: SENT.txHash })).to.equal(undefined);
  });

  it('the countdown closes only a payment still awaited', () => {
    const current = awaiting();
    expect(closedByCountdown(current)).to.include({ state: 'expired', late: false });
    expect(closedByCountdown(byHostStatus(current, { state: 'seen' }, always) as TrackedPayment)).to.equal(undefined);
  });

  it('the element reads for itself while the payment may change, and an hour after the window closed, never while the host speaks', () => {
    const current = awaiting();
    expect(mayChange(current)).to.equal(true);
    expect(readsOwn(current, NOW, false)).to.equal(true);
    expect(readsOwn(current, NOW, true), 'the host speaks').to.equal(false);
    const closed = closedByCountdown(current)!;
    expect(mayChange(closed)).to.equal(false);
    expect(readsOwn(closed, current.expiresAt + LATE_READS_MS - 1, false), 'within the hour').to.equal(true);
    expect(readsOwn(closed, current.expiresAt + LATE_READS_MS, false), 'after it').to.equal(false);
    const late = byRead(closed, { state: 'seen', received: '0.00021', depth: 1, of: 1 });
    expect(late).to.include({ state: 'expired', late: true });
    expect(readsOwn(late, current.expiresAt + 1, false), 'late news heard: nothing more to read').to.equal(false);
  });

  it('a receipt kept for the tab reads back as it ended: a Lightning preimage that proved it too, and nothing that is not a word', () => {
    const preimage = 'ab'.repeat(32);
    const paid = movedTo(awaiting(), { state: 'paid', preimage });
    const kept = JSON.parse(JSON.stringify(endOf(paid))) as unknown;
    expect(keptEnd(kept)).to.deep.equal({ state: 'paid', preimage });
    expect(keptEnd({ state: 'paid', preimage: '<img src=x>' }), 'not a word: dropped').to.deep.equal({ state: 'paid' });
    expect(keptEnd({ state: 'awaiting-payment', preimage })).to.equal(undefined);
  });
});
