/**
 * Which blocks the EVM reader asks `eth_getLogs` for, read after read: pure, so the plan is tested
 * without a chain (evm.ts does the asking). Providers cap the blocks one request may span (free
 * tiers at 5 to 10, others at 1,000 to 10,000) and refuse a wider one; so the reader reads on from
 * where it last read, narrows a span the endpoint refuses, keeps the span that worked, and asks at
 * most MAX_LOG_REQUESTS times a read.
 *
 * A reorganisation replaces blocks at most `confirmations` deep (the depth the host takes for
 * final), and a transaction it took may come back in another of them: so a block is read again at
 * each read until it is deeper than that, and what a block lists replaces what it listed before.
 * Logs are kept by transaction hash and log index: nothing counts twice.
 */
import type { HeldTier } from './held-balance.js';

/** A Transfer log to the recipient, and the block that holds it. */
export interface FoundLog {
  /** Transaction hash and log index. */
  id: string;
  tx: string;
  units: bigint;
  block: number;
}

/** What the reader knows between reads, in memory only: after a reload it reads again from acceptance. */
export interface LogScan {
  /** Every block up to this one is read and deeper than a reorganisation reaches. */
  settled: number;
  /** The most blocks one request spans: as many as there are, until the endpoint refuses. */
  span: number;
  logs: Map<string, FoundLog>;
  /** A coin read by its balance at `latest` alone (Tron): the risen balance's tiers (held-balance.ts). */
  held: HeldTier[];
}

/**
 * `eth_getLogs` requests per read at most; the rest waits for the next read, 5 s later. At a
 * 10-block span that reads 20 blocks a second, five times Arbitrum's pace.
 */
export const MAX_LOG_REQUESTS = 10;

/** A node that caps its span says so here: java-tron's default `maxBlockRange` is 5,000. */
export const logScan = (span = Infinity): LogScan => ({ settled: 0, span, logs: new Map(), held: [] });

/**
 * The span to try after the endpoint refused `tried` blocks for `reason`: the limit the node's
 * message names first ("exceed maximum block range: 10", "limited to a 10,000 range"), else half;
 * 0 when a single block was refused. A number is read only in the node's own words (after the
 * parenthesis json-rpc.ts puts them in), never an HTTP status; one not below `tried` (a count of
 * results) names no limit.
 */
export function narrower(tried: number, reason: string): number {
  const named = Number(/\(\D*\b(\d+)\b/.exec(reason.replace(/,(?=\d{3})/g, ''))?.[1]);
  return named > 0 && named < tried ? named : tried >> 1;
}

/**
 * Blocks `from` to `to` answered `found`: what those blocks listed before is replaced (a log a
 * reorganisation took away is gone, one it moved counts once), and those up to `final` (more than
 * `confirmations` deep: the newest block less `confirmations`) are settled, never read again.
 */
export function took(scan: LogScan, from: number, to: number, found: readonly FoundLog[], final: number): void {
  for (const [id, log] of scan.logs) if (log.block >= from && log.block <= to) scan.logs.delete(id);
  for (const log of found) scan.logs.set(log.id, log);
  scan.settled = Math.max(scan.settled, Math.min(to, final));
}
