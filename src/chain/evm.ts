/**
 * Following a payment on an EVM chain through an Ethereum JSON-RPC endpoint (the QR route), and a
 * wallet-sent transaction through the wallet's own provider (the wallet route). Hand-written
 * calls: viem's client for the same reads weighs several times these lines in the payment file
 * (the issue 33 note has the figures).
 *
 * Tokens: `eth_getLogs` for the token's Transfer events to the recipient, from the block after
 * acceptance on, in spans the endpoint takes (log-span.ts: read on from where the last read
 * stopped, the blocks a reorganisation can still replace read again). A log a reorganisation took
 * away is not in the next answer for its block (the node answers for its canonical chain), so it
 * stops counting; a log flagged `removed` never counts.
 * Blind spots: a token that moves balances without a Transfer event (none of the built-in ones);
 * an endpoint that takes only N blocks a request needs a read for every 10 N blocks to catch up
 * (after a reload, from acceptance); a reorganisation deeper than `confirmations` is not seen.
 *
 * The chain's own coin: the recipient's balance now, and `confirmations` blocks down, less its
 * balance at acceptance. It sees every way ether arrives (a smart-contract wallet pays by an
 * internal call, which scanning transactions `to` the address misses), needs no block bodies
 * (a busy chain's block is over the 1 MiB cap), and a reorganisation is read away with the block.
 * Blind spots: two payers at one address are one sum; money the recipient moves out during the
 * window is subtracted (a reused hot wallet can read as underpaid); no transaction hash, so no
 * explorer link; no mempool; the depth shown is 1 until the whole sum is `confirmations` deep.
 *
 * Tron (`latestOnly`: java-tron's JSON-RPC answers a balance at `latest` alone and knows no
 * `pending`): the same Transfer logs for a TRC-20 (addresses as 20-byte hex, spans the scan starts
 * at the node's cap), and for TRX the balance at `latest` against the one at acceptance, its depth
 * counted in the blocks over which the risen balance held (held-balance.ts).
 */
import { bad, hexNumber, hexUnits, must, settle, got, type ChainReader, type Target } from './reader.js';
import type { Call } from './json-rpc.js';
import type { Transfer } from './tally.js';
import type { Read } from './read-json.js';
import { heldRise } from './held-balance.js';
import { MAX_LOG_REQUESTS, narrower, took, type FoundLog, type LogScan } from './log-span.js';

/** `keccak256("Transfer(address,address,uint256)")`. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** `transfer(address,uint256)`'s selector, for a token payment still in the mempool. */
const TRANSFER_CALL = /^0xa9059cbb0{24}([0-9a-fA-F]{40})([0-9a-fA-F]{64})$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

const hex = (n: number | bigint) => '0x' + n.toString(16);
const topicOf = (address: string) => '0x' + address.slice(2).toLowerCase().padStart(64, '0');
const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Where reading started: the newest block at acceptance, and for a coin the balance then (decimal text). */
export interface EvmStart {
  block: number;
  balance?: string;
}

async function tip(call: Call): Promise<number> {
  return must(hexNumber(got(await call('eth_blockNumber', []))), 'a block number');
}

/** What a token log pays `target`, or undefined when it is not such a transfer; throws on a malformed log. */
function logUnits(log: unknown, target: Target): FoundLog | undefined {
  if (!isObject(log) || !Array.isArray(log.topics)) bad('a log');
  if (log.removed === true || !same(log.address, target.token!) || log.topics[0] !== TRANSFER_TOPIC || !same(log.topics[2], topicOf(target.address))) return undefined;
  const units = typeof log.data === 'string' && /^0x[0-9a-fA-F]{64}$/.test(log.data) ? BigInt(log.data) : undefined;
  const tx = must(typeof log.transactionHash === 'string' && HASH.test(log.transactionHash) ? log.transactionHash : undefined, 'a log transaction');
  return { id: `${tx}:${must(hexNumber(log.logIndex), 'a log index')}`, tx, units: must(units, 'a log amount'), block: must(hexNumber(log.blockNumber), 'a log block') };
}

/** A found log as a transfer, with its depth below `now`. */
const transfer = ({ block, ...log }: FoundLog, now: number): Transfer => ({ ...log, depth: Math.max(now - block + 1, 1) });

/**
 * `scan` is what the reads of one payment learn (log-span.ts `logScan()`): each read's reader is
 * handed the same. `latestOnly`: a node that answers balances at `latest` alone (Tron's).
 */
export function evmReader(call: Call, target: Target, confirmations: number, scan: LogScan, latestOnly?: boolean): ChainReader<EvmStart> {
  const balanceAt = async (block: number) => must(hexUnits(got(await call('eth_getBalance', [target.address, latestOnly ? 'latest' : hex(block)]))), 'a balance');
  return {
    begin: () =>
      settle(async () => {
        const block = await tip(call);
        return target.token ? { block } : { block, balance: String(await balanceAt(block)) };
      }),
    read: (start) =>
      settle(async (): Promise<Transfer[]> => {
        const now = await tip(call);
        if (now <= start.block) return [];
        if (!target.token) {
          const before = BigInt(start.balance ?? '0');
          if (latestOnly) {
            const held = heldRise(scan.held, (await balanceAt(now)) - before, now);
            scan.held = held.tiers;
            return held.transfers;
          }
          const deepBlock = Math.max(start.block, now - confirmations + 1);
          const deep = (await balanceAt(deepBlock)) - before;
          const latest = (await balanceAt(now)) - before;
          const transfers: Transfer[] = [];
          if (deep > 0n) transfers.push({ id: 'balance-deep', units: deep, depth: now - deepBlock + 1 });
          if (latest > (deep > 0n ? deep : 0n)) transfers.push({ id: 'balance-new', units: latest - (deep > 0n ? deep : 0n), depth: 1 });
          return transfers;
        }
        let from = Math.max(scan.settled, start.block) + 1;
        let span = scan.span;
        let answer: Read<unknown> | undefined;
        for (let asked = 0; from <= now && asked < MAX_LOG_REQUESTS; asked++) {
          const to = Math.min(now, from + span - 1);
          answer = await call('eth_getLogs', [{ fromBlock: hex(from), toBlock: hex(to), address: target.token, topics: [TRANSFER_TOPIC, null, topicOf(target.address)] }]);
          if (!answer.ok) {
            if (!(span = narrower(to - from + 1, answer.reason))) break;
            continue;
          }
          const logs = answer.value;
          if (!Array.isArray(logs)) bad('a log list');
          took(scan, from, to, logs.flatMap((log) => logUnits(log, target) ?? []), now - confirmations);
          // Kept once it worked: a refusal of a read the poller gave up narrows nothing for good.
          scan.span = span;
          from = to + 1;
        }
        // Refused to the last request: the read fails; what it learnt is kept for the next one.
        if (answer && !answer.ok) got(answer);
        return [...scan.logs.values()].map((log) => transfer(log, now));
      }),
  };
}

/** What the wallet route reads of the one transaction the wallet sent. */
export type WalletTx = { failed: true } | { failed: false; transfers: Transfer[] };

/**
 * The transaction `hash` that "Pay with <wallet>" sent, through that wallet's provider: in the
 * mempool, mined with its depth, or failed (receipt status 0). What it pays the recipient is read
 * from the chain, never assumed: the value of a coin transfer to the recipient, or the token's
 * Transfer logs to the recipient in the receipt. Unknown to the node yet: nothing found.
 */
export function readWalletTx(call: Call, hash: string, target: Target): Promise<Read<WalletTx>> {
  return settle(async (): Promise<WalletTx> => {
    const receipt = got(await call('eth_getTransactionReceipt', [hash]));
    const tx = receipt === null || !target.token ? got(await call('eth_getTransactionByHash', [hash])) : undefined;
    if (receipt === null) {
      if (tx === null) return { failed: false, transfers: [] };
      return { failed: false, transfers: sentUnits(tx, target, hash, 0) };
    }
    if (!isObject(receipt)) bad('a receipt');
    if (receipt.status === '0x0') return { failed: true };
    if (receipt.status !== '0x1') bad('a receipt status');
    const now = await tip(call);
    if (!target.token) return { failed: false, transfers: sentUnits(tx, target, hash, Math.max(now - must(hexNumber(receipt.blockNumber), 'a receipt block') + 1, 1)) };
    if (!Array.isArray(receipt.logs)) bad('receipt logs');
    return { failed: false, transfers: receipt.logs.flatMap((log) => logUnits(log, target) ?? []).map((log) => transfer(log, now)) };
  });
}

/** What a transaction object sends the recipient: a coin's value to it, or a token `transfer` call's amount. */
function sentUnits(tx: unknown, target: Target, hash: string, depth: number): Transfer[] {
  if (!isObject(tx)) bad('a transaction');
  let units: bigint | undefined;
  if (!target.token) units = same(tx.to, target.address) ? must(hexUnits(tx.value), 'a value') : 0n;
  else {
    const call = same(tx.to, target.token) && typeof tx.input === 'string' ? TRANSFER_CALL.exec(tx.input) : null;
    units = call && same('0x' + call[1], target.address) ? BigInt('0x' + call[2]) : 0n;
  }
  return units > 0n ? [{ id: hash, tx: hash, units, depth }] : [];
}
