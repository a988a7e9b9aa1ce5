/** A coin read by its balance at `latest` alone (Tron's TRX): its depth is the blocks over which the risen balance held. */
import { expect } from '@open-wc/testing';
import { heldRise, type HeldTier } from '../../src/chain/held-balance.js';
import { onlyIn } from '../helpers/engine.js';

/** Reads in a row, each [rise, tip]: the transfers' [units, depth] after each. */
function reads(steps: [bigint, number][]): [bigint, number][][] {
  let tiers: HeldTier[] = [];
  return steps.map(([rise, now]) => {
    const read = heldRise(tiers, rise, now);
    tiers = read.tiers;
    return read.transfers.map((t) => [t.units, t.depth]);
  });
}

describe('chain/held-balance', () => {
  before(async function () {
    await onlyIn(this, ['chromium']);
  });

  it('finds nothing while the balance has not risen', () => {
    expect(reads([[0n, 100], [-5n, 101]])).to.deep.equal([[], []]);
  });

  it('counts a risen balance 1 deep at the block it is first seen, one more with each block it holds', () => {
    expect(reads([[7n, 100], [7n, 100], [7n, 101], [7n, 104]])).to.deep.equal([[[7n, 1]], [[7n, 1]], [[7n, 2]], [[7n, 5]]]);
  });

  it('keeps each rise its own depth, and a fall takes the newest first', () => {
    expect(reads([[5n, 100], [8n, 102], [8n, 103], [6n, 104], [2n, 105], [9n, 105]])).to.deep.equal([
      [[5n, 1]],
      [[5n, 3], [3n, 1]],
      [[5n, 4], [3n, 2]],
      [[5n, 5], [1n, 3]],
      [[2n, 6]],
      [[2n, 6], [7n, 1]],
    ]);
  });

  it('gives two rises seen at one tip ids of their own (the tally counts each id once)', () => {
    const first = heldRise([], 5n, 100);
    const second = heldRise(first.tiers, 9n, 100);
    expect(second.transfers.map((t) => t.id)).to.deep.equal(['balance-0', 'balance-1']);
    expect(second.transfers.map((t) => t.units)).to.deep.equal([5n, 4n]);
  });

  it('never counts a depth below 1 when the tip went back (a reorganisation)', () => {
    expect(reads([[5n, 100], [5n, 98]])).to.deep.equal([[[5n, 1]], [[5n, 1]]]);
  });
});
