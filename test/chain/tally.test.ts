/** The tally of found transfers against the amount due, in exact base units. */
import { expect } from '@open-wc/testing';
import { tally, type Transfer } from '../../src/chain/tally.js';

/** USDC: 6 places; 1.5 USDC due. */
const DUE = 1_500_000n;
const t = (id: string, units: bigint, depth: number, before?: boolean): Transfer => ({ id, tx: `tx-${id}`, units, depth, ...(before && { before }) });

describe('chain/tally', () => {
  it('awaits while nothing counts', () => {
    expect(tally([], DUE, 6, 1)).to.deep.equal({ state: 'awaiting' });
    expect(tally([t('a', DUE, 3, true), t('b', 0n, 1)], DUE, 6, 1)).to.deep.equal({ state: 'awaiting' });
  });

  it('is paid by the exact amount at the wanted depth, confirming before it', () => {
    expect(tally([t('a', DUE, 0)], DUE, 6, 1)).to.deep.equal({ state: 'confirming', received: '1.5', depth: 0, confirmations: 1, txHash: 'tx-a' });
    expect(tally([t('a', DUE, 1)], DUE, 6, 2)).to.deep.equal({ state: 'confirming', received: '1.5', depth: 1, confirmations: 2, txHash: 'tx-a' });
    expect(tally([t('a', DUE, 2)], DUE, 6, 2)).to.deep.equal({ state: 'paid', received: '1.5', txHash: 'tx-a' });
  });

  it('is underpaid with what arrived and what is still due, then paid by the rest', () => {
    expect(tally([t('a', 1_000_000n, 1)], DUE, 6, 1)).to.deep.equal({ state: 'underpaid', received: '1', due: '0.5', txHash: 'tx-a' });
    expect(tally([t('a', 1_000_000n, 3), t('b', 500_000n, 1)], DUE, 6, 1)).to.deep.equal({ state: 'paid', received: '1.5', txHash: 'tx-b' });
    // The rest still in the mempool: its depth is the payment's.
    expect(tally([t('b', 500_000n, 0), t('a', 1_000_000n, 3)], DUE, 6, 1)).to.deep.include({ state: 'confirming', depth: 0, txHash: 'tx-b' });
  });

  it('says how much more was sent when overpaid', () => {
    expect(tally([t('a', 2_000_001n, 1)], DUE, 6, 1)).to.deep.equal({ state: 'paid', received: '2.000001', txHash: 'tx-a', extra: '0.500001' });
    expect(tally([t('a', 2_000_000n, 0)], DUE, 6, 1)).to.deep.include({ state: 'confirming', extra: '0.5' });
  });

  it('counts the deepest transfers first: a deep full payment is paid whatever arrives after', () => {
    expect(tally([t('late', 1n, 0), t('a', DUE, 5)], DUE, 6, 2)).to.deep.equal({ state: 'paid', received: '1.500001', txHash: 'tx-a', extra: '0.000001' });
  });

  it('never counts a transfer twice, and forgets one that is no longer found', () => {
    const a = t('a', 1_000_000n, 1);
    expect(tally([a, a, { ...a, depth: 2 }], DUE, 6, 1)).to.deep.include({ state: 'underpaid', received: '1' });
    const both = [a, t('b', 500_000n, 1)];
    expect(tally(both, DUE, 6, 1).state).to.equal('paid');
    expect(tally(both.slice(0, 1), DUE, 6, 1).state).to.equal('underpaid');
  });

  it('ignores transfers from before acceptance', () => {
    expect(tally([t('old', DUE, 10, true), t('a', 1n, 1)], DUE, 6, 1)).to.deep.include({ state: 'underpaid', received: '0.000001', due: '1.499999' });
  });

  it('is exact far beyond float precision (wei)', () => {
    const due = 10n ** 18n + 1n;
    expect(tally([t('a', 10n ** 18n, 1)], due, 18, 1)).to.deep.include({ state: 'underpaid', received: '1', due: '0.000000000000000001' });
    expect(tally([t('a', 10n ** 18n, 1), t('b', 1n, 1)], due, 18, 1).state).to.equal('paid');
  });

  it('is the same whatever order the transfers come in', () => {
    const list = [t('a', 700_000n, 4), t('b', 700_000n, 2), t('c', 700_000n, 0)];
    const first = tally(list, DUE, 6, 3);
    expect(first).to.deep.equal({ state: 'confirming', received: '2.1', depth: 0, confirmations: 3, txHash: 'tx-c', extra: '0.6' });
    expect(tally([...list].reverse(), DUE, 6, 3)).to.deep.equal(first);
  });
});
