/**
 * What the transfers a reader found add up to, for one payment: pure, exact (integers of the
 * asset's base units), and the same whatever order the transfers come in. A transfer counts once
 * (by id), never when it came before the payment was accepted, and only while a reader still
 * finds it: one that leaves the chain (a reorganisation, a dropped transaction) stops counting
 * because the next read no longer lists it. "Paid is never taken back" is the owner's rule
 * (payment-status.ts `nextProgress`), not this function's.
 */
// The payment build swaps this for the script's decimal arithmetic, lent by useDecimal (decimalFromScript, scripts/vite/swaps.ts).
import { formatDecimal } from '../core/decimal.js';

export interface Transfer {
  /** Unique per transfer: a transaction hash, with the output or log index where one transaction holds several. */
  id: string;
  /** The transaction, for the explorer link and `txHash`; absent where a read method cannot tell it (a balance). */
  tx?: string;
  /** Base units received by the payment's recipient (sats, wei, token units, lamports). */
  units: bigint;
  /** Blocks deep: 0 in the mempool (or processed, on Solana), 1 in the newest block. */
  depth: number;
  /** Seen at the address before the payment was accepted: never counted. */
  before?: boolean;
}

export type ChainTally =
  | { state: 'awaiting' }
  /** Enough arrived, not yet `confirmations` deep: `depth` of `confirmations` ("1 of 2"). */
  | { state: 'confirming'; received: string; depth: number; confirmations: number; txHash?: string; extra?: string }
  | { state: 'paid'; received: string; txHash?: string; extra?: string }
  | { state: 'underpaid'; received: string; due: string; txHash?: string };

/**
 * `due` in base units, `decimals` of the asset to write amounts in its units. The depth of a
 * payment is the depth at which what arrived first covers the amount: counted from the deepest
 * transfer up, it is the depth of the one that completes the sum.
 */
export function tally(transfers: readonly Transfer[], due: bigint, decimals: number, confirmations: number): ChainTally {
  const unique = new Map<string, Transfer>();
  for (const t of transfers) if (!t.before && t.units > 0n && !unique.has(t.id)) unique.set(t.id, t);
  if (unique.size === 0) return { state: 'awaiting' };
  const deepestFirst = [...unique.values()].sort((a, b) => b.depth - a.depth || (a.id < b.id ? -1 : 1));
  const received = deepestFirst.reduce((sum, t) => sum + t.units, 0n);
  const units = (n: bigint) => formatDecimal({ digits: n, scale: decimals });
  const txHash = (t: Transfer) => (t.tx ? { txHash: t.tx } : {});
  if (received < due) return { state: 'underpaid', received: units(received), due: units(due - received), ...txHash(deepestFirst[deepestFirst.length - 1]!) };
  let sum = 0n;
  const completing = deepestFirst.find((t) => (sum += t.units) >= due)!;
  const extra = received > due ? { extra: units(received - due) } : {};
  if (completing.depth >= confirmations) return { state: 'paid', received: units(received), ...txHash(completing), ...extra };
  return { state: 'confirming', received: units(received), depth: completing.depth, confirmations, ...txHash(completing), ...extra };
}
