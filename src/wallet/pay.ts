/**
 * What "Pay with <wallet>" asks of the wallet the buyer picked, in the contract's order:
 * `eth_requestAccounts`, `eth_chainId`, and when the chain is not the link's,
 * `wallet_switchEthereumChain` and `eth_chainId` again; then exactly one `eth_sendTransaction`.
 * Never `wallet_addEthereumChain`: it needs RPC addresses we do not have and must not invent.
 * No DOM here: the provider is any EIP-1193 object, and every answer is checked before it is
 * trusted. An abort ("Cancel") settles at once and asks nothing more; a late answer is dropped
 * (a hash that came before the abort is `sent`: that money has moved).
 */
import { EVM_ADDRESS } from '../core/address.js';
import { hexQuantity, type TransactionDraft } from './transaction.js';

/** EIP-1193: what every browser wallet's provider has. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

/**
 * `failed` reasons: `error` the wallet failed (its own words in `message`, not for the buyer),
 * `bad-answer` it answered something that is not an account or a chain id, `bad-hash` the
 * answer to `eth_sendTransaction` is not a transaction hash.
 */
export type WalletFailure = { kind: 'failed'; reason: 'error' | 'bad-answer' | 'bad-hash'; message?: string };
/** The buyer said no (4001), or pressed "Cancel" before the wallet answered. */
export type WalletDeclined = { kind: 'rejected' } | { kind: 'cancelled' };

export type PayAnswer =
  | { kind: 'sent'; txHash: string; chainId: number }
  /** The wallet lacks the chain (4902), or is still on another after the switch: nothing was sent. */
  | { kind: 'missing-chain'; chainId: number }
  | WalletDeclined
  | WalletFailure;

export type AccountAnswer = { kind: 'account'; address: string } | WalletDeclined | WalletFailure;

const HASH = /^0x[0-9A-Fa-f]{64}$/;
const CHAIN_ID = /^0x[0-9A-Fa-f]{1,16}$/;
const USER_REJECTED = 4001;
const UNRECOGNIZED_CHAIN = 4902;

/** Thrown inside this module only, to end a sequence with what the wallet answered. */
class Answered {
  constructor(readonly value: PayAnswer) {}
}

/** Who is asked, under which cancel, for which chain (the one a 4902 says is missing). */
interface Session {
  provider: Eip1193Provider;
  signal: AbortSignal | undefined;
  chainId: number;
}

/** One request, or the outcome that ends the sequence: a refusal, a failure, or the buyer's cancel. */
async function ask({ provider, signal, chainId }: Session, method: string, params?: readonly unknown[]): Promise<unknown> {
  if (signal?.aborted) throw new Answered({ kind: 'cancelled' });
  let stopListening = () => {};
  const cancelled = new Promise<never>((_, reject) => {
    const onAbort = () => reject(new Answered({ kind: 'cancelled' }));
    signal?.addEventListener('abort', onAbort, { once: true });
    stopListening = () => signal?.removeEventListener('abort', onAbort);
  });
  try {
    return await Promise.race([provider.request(params ? { method, params } : { method }), cancelled]);
  } catch (error) {
    if (error instanceof Answered) throw error;
    const codes = errorCodes(error);
    if (codes.includes(USER_REJECTED)) throw new Answered({ kind: 'rejected' });
    if (codes.includes(UNRECOGNIZED_CHAIN) && method === 'wallet_switchEthereumChain') throw new Answered({ kind: 'missing-chain', chainId });
    throw new Answered({ kind: 'failed', reason: 'error', message: errorMessage(error) });
  } finally {
    stopListening();
  }
}

/** EIP-1193's `code`; some mobile wallets wrap it in a -32603 with `data.originalError`. */
function errorCodes(error: unknown): unknown[] {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
  return [e?.code, e?.data?.originalError?.code];
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

async function account(session: Session): Promise<string> {
  const accounts = await ask(session, 'eth_requestAccounts');
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string' || !EVM_ADDRESS.test(first)) throw new Answered({ kind: 'failed', reason: 'bad-answer' });
  return first;
}

async function currentChain(session: Session): Promise<number> {
  const id = await ask(session, 'eth_chainId');
  if (typeof id !== 'string' || !CHAIN_ID.test(id)) throw new Answered({ kind: 'failed', reason: 'bad-answer' });
  return Number.parseInt(id, 16);
}

async function settle<T extends { kind: string }>(run: () => Promise<T>): Promise<T | PayAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Answered) return error.value;
    return { kind: 'failed', reason: 'error', message: errorMessage(error) };
  }
}

/** Pays `draft` (buildTransaction's) from the wallet's first account, on the draft's chain. */
export async function pay(provider: Eip1193Provider, draft: TransactionDraft, signal?: AbortSignal): Promise<PayAnswer> {
  const wanted = Number.parseInt(draft.chainId, 16);
  const session: Session = { provider, signal, chainId: wanted };
  return settle(async (): Promise<PayAnswer> => {
    const from = await account(session);
    if ((await currentChain(session)) !== wanted) {
      await ask(session, 'wallet_switchEthereumChain', [{ chainId: hexQuantity(wanted) }]);
      if ((await currentChain(session)) !== wanted) return { kind: 'missing-chain', chainId: wanted };
    }
    const txHash = await ask(session, 'eth_sendTransaction', [{ from, ...draft }]);
    if (typeof txHash !== 'string' || !HASH.test(txHash)) return { kind: 'failed', reason: 'bad-hash' };
    return { kind: 'sent', txHash, chainId: wanted };
  });
}

/** "Use my wallet": the wallet's first account, asked on that click only. */
export async function firstAccount(provider: Eip1193Provider, signal?: AbortSignal): Promise<AccountAnswer> {
  // No chain is asked for here, so no answer can name a missing one.
  const session: Session = { provider, signal, chainId: 0 };
  return settle(async (): Promise<AccountAnswer> => ({ kind: 'account', address: await account(session) })) as Promise<AccountAnswer>;
}
