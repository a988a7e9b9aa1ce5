/**
 * A coin read by its balance at `latest` alone (java-tron answers no other block): what the
 * balance has risen by since acceptance, in tiers, each with the newest block when it was first
 * seen. A tier's depth is the number of blocks over which it has held, the block it was first
 * seen at counting as 1, so `confirmations` counts blocks of a held balance. A fall takes the
 * newest tiers first: what held longest is what stayed. Pure; the tiers live between reads in
 * the reader's scan (log-span.ts), so after a reload the count starts again at 1.
 */
import type { Transfer } from './tally.js';

export interface HeldTier {
  units: bigint;
  since: number;
}

/** The tiers after a read that found the balance `rise` above its start at block `now`, and their transfers. */
export function heldRise(tiers: readonly HeldTier[], rise: bigint, now: number): { tiers: HeldTier[]; transfers: Transfer[] } {
  const kept: HeldTier[] = [];
  let sum = 0n;
  for (const { units, since } of tiers) {
    if (sum >= rise) break;
    const part = rise - sum < units ? rise - sum : units;
    kept.push({ units: part, since });
    sum += part;
  }
  if (rise > sum) kept.push({ units: rise - sum, since: now });
  // By place: two tiers may have been first seen at one block (the tip had not moved).
  return { tiers: kept, transfers: kept.map(({ units, since }, i) => ({ id: `balance-${i}`, units, depth: Math.max(now - since + 1, 1) })) };
}
