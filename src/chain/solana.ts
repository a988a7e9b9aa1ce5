/**
 * Following a payment on Solana through its JSON-RPC (the methods of Solana's RPC documentation,
 * `docs/rpc/http`): the signatures that touch the key (`getSignaturesForAddress`), and what each
 * transaction paid the recipient (`getTransaction`, jsonParsed: the recipient's lamports before
 * and after, or its token balances of the mint). The key is the link's Solana Pay `reference`
 * where it has one (only this payment's transaction carries it), else the recipient for SOL, or
 * for a token the recipient's token accounts of the mint (`getTokenAccountsByOwner`; none yet is
 * nothing received, not a failure). Transactions from the slot of acceptance or before never count.
 * Depth: Solana answers a commitment, not a block count: processed is 0, confirmed 1, finalized
 * every depth (so `confirmations` above 1 waits for finalization, about 13 s).
 * Blind spots: more than 50 new signatures on the key within one read interval push the oldest
 * out; a failed transaction (`err`) counts nothing.
 */
import { bad, got, isCount, settle, type ChainReader, type Target } from './reader.js';
import type { Call } from './json-rpc.js';
import type { Transfer } from './tally.js';

export interface SolanaStart {
  slot: number;
}

const DEPTH: Readonly<Record<string, number>> = { processed: 0, confirmed: 1, finalized: Number.POSITIVE_INFINITY };
const INTEGER = /^\d{1,30}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function solanaReader(call: Call, target: Target): ChainReader<SolanaStart> {
  /** What each signature paid, read once: a transaction's effect does not change. */
  const paid = new Map<string, bigint>();
  const keys = async (): Promise<string[]> => {
    if (target.reference) return [target.reference];
    if (!target.token) return [target.address];
    const accounts = got(await call('getTokenAccountsByOwner', [target.address, { mint: target.token }, { encoding: 'jsonParsed', commitment: 'confirmed' }]));
    const list = isObject(accounts) && Array.isArray(accounts.value) ? accounts.value : bad('token accounts');
    return list.map((a: unknown) => (isObject(a) && typeof a.pubkey === 'string' ? a.pubkey : bad('a token account')));
  };
  const units = async (signature: string): Promise<bigint> => {
    const known = paid.get(signature);
    if (known !== undefined) return known;
    const tx = got(await call('getTransaction', [signature, { encoding: 'jsonParsed', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }]));
    if (tx === null) return 0n;
    const found = received(tx, target);
    paid.set(signature, found);
    return found;
  };
  return {
    begin: () =>
      settle(async () => {
        const slot = got(await call('getSlot', [{ commitment: 'processed' }]));
        return { slot: isCount(slot) ? slot : bad('a slot') };
      }),
    read: (start) =>
      settle(async (): Promise<Transfer[]> => {
        const transfers: Transfer[] = [];
        for (const key of await keys()) {
          const signatures = got(await call('getSignaturesForAddress', [key, { limit: 50, commitment: 'confirmed' }]));
          if (!Array.isArray(signatures)) bad('a signature list');
          for (const entry of signatures) {
            if (!isObject(entry) || typeof entry.signature !== 'string' || !isCount(entry.slot)) bad('a signature');
            const depth = DEPTH[String(entry.confirmationStatus)];
            if (depth === undefined) bad('a confirmation status');
            if (entry.err !== null || entry.slot <= start.slot) continue;
            const found = await units(entry.signature);
            if (found > 0n) transfers.push({ id: entry.signature, tx: entry.signature, units: found, depth });
          }
        }
        return transfers;
      }),
  };
}

/** What `tx` (getTransaction, jsonParsed) gave the recipient: lamports, or units of the mint. */
function received(tx: unknown, target: Target): bigint {
  const meta = isObject(tx) && isObject(tx.meta) ? tx.meta : bad('a transaction');
  if (meta.err !== null) return 0n;
  if (target.token) {
    const balance = (list: unknown) => {
      if (!Array.isArray(list)) bad('token balances');
      let sum = 0n;
      for (const b of list) {
        if (!isObject(b) || !isObject(b.uiTokenAmount)) bad('a token balance');
        if (b.owner !== target.address || b.mint !== target.token) continue;
        const amount = b.uiTokenAmount.amount;
        sum += typeof amount === 'string' && INTEGER.test(amount) ? BigInt(amount) : bad('a token amount');
      }
      return sum;
    };
    return balance(meta.postTokenBalances) - balance(meta.preTokenBalances);
  }
  const message = isObject(tx) && isObject(tx.transaction) && isObject(tx.transaction.message) ? tx.transaction.message : bad('a transaction message');
  const accounts = Array.isArray(message.accountKeys) ? message.accountKeys : bad('account keys');
  const index = accounts.findIndex((k: unknown) => (isObject(k) ? k.pubkey : k) === target.address);
  if (index < 0) return 0n;
  const lamports = (list: unknown) => {
    const value = Array.isArray(list) ? list[index] : undefined;
    return isCount(value) ? BigInt(value) : bad('balances');
  };
  return lamports(meta.postBalances) - lamports(meta.preBalances);
}
