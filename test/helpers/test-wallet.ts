/**
 * A browser wallet for tests: an EIP-1193 provider that announces itself by EIP-6963 (real
 * `window` events) and forwards to the real test chains of scripts/test-chain.js, where anvil's
 * unlocked dev account signs. It keeps a current chain, switches with
 * `wallet_switchEthereumChain`, records every request it is asked, and can misbehave as real
 * wallets do: refuse (4001), never answer, lack a chain (4902), stay on the wrong chain after a
 * switch, or answer a hash that is not one; and, with no node behind it, say that a transaction
 * reverted.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { Eip1193Provider } from '../../src/wallet/pay.js';

export interface TestChains {
  /** Each chain id's node, e.g. `{ 1: 'http://127.0.0.1:…', 8453: … }`. */
  rpc: Record<string, string>;
  /** The dev account this test file pays from, holding ether and every token of the asset table. */
  payer: string;
  /** How long the harness took to start the nodes and place the tokens, in ms. */
  startMs: number;
}

/** Starts the chains on the first call of the run; every later call answers at once. */
export const testChains = (): Promise<TestChains> => executeServerCommand<TestChains, undefined>('chain-start');

/** What `address` holds on chain `chainId`, read by the harness: wei, or units of `token`. */
export async function balanceOf(chainId: number, address: string, token?: string): Promise<bigint> {
  return BigInt(await executeServerCommand<string, object>('chain-balance', { chainId, address, ...(token && { token }) }));
}

/** The receipt of a mined transaction, or null while it is not mined yet. */
export const receiptOf = async (chainId: number, hash: string) => {
  const answer = await executeServerCommand<{ mined: boolean; status: string; from: string; to: string }, object>('chain-receipt', { chainId, hash });
  return answer.mined ? { status: answer.status, from: answer.from, to: answer.to } : null;
};

/** The receipt once the chain mined `hash`: balances are read after it, never before. */
export async function minedReceipt(chainId: number, hash: string) {
  let receipt = await receiptOf(chainId, hash);
  while (receipt === null) receipt = await receiptOf(chainId, hash);
  return receipt;
}

/** A fresh address nobody holds anything at: a test's recipient, so that balances start at zero. */
export function freshAddress(): string {
  return '0x' + Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** EIP-1193's error shape. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Misbehaviour {
  /** Methods the buyer refuses in the wallet (4001). */
  reject?: readonly string[];
  /** Methods the wallet never answers (until `answerHeld()`). */
  hold?: readonly string[];
  /** `wallet_switchEthereumChain`: answer 4902 (chain unknown), or say yes and stay where it is. */
  switchChain?: 'unknown-chain' | 'stay';
  /** `eth_sendTransaction` answers this instead of the node's hash (nothing is sent). */
  hash?: string;
  /** `eth_getTransactionReceipt` answers, for the node, that the transaction was mined and reverted (status 0). */
  reverted?: boolean;
}

export interface WalletIdentity {
  name: string;
  uuid?: string;
  rdns?: string;
  icon?: string;
}

export const TEST_ICON = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0a7"/></svg>');

/** A 1×1 PNG: the second wallet's icon, so that both kinds of safe icon are on screen. */
export const PNG_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Two wallets announced on the page (two buttons), both on `chainId`; `stop` ends their announcing. */
export function announceTwoWallets(chains: TestChains, chainId = 8453): { first: TestWallet; second: TestWallet; stop: () => void } {
  const first = new TestWallet(chains, { name: 'Test Wallet', chainId });
  const second = new TestWallet(chains, { name: 'Second Wallet', rdns: 'test.market-checkout.second', icon: PNG_ICON, chainId });
  const stops = [first.announce(), second.announce()];
  return { first, second, stop: () => stops.forEach((stop) => stop()) };
}

export class TestWallet implements Eip1193Provider {
  readonly info: Required<WalletIdentity>;
  /** Every request, in order, as asked. */
  readonly requests: { method: string; params?: unknown }[] = [];
  misbehaviour: Misbehaviour = {};
  chainId: number;
  private held: (() => void)[] = [];

  constructor(
    private readonly chains: TestChains,
    { chainId = 8453, ...identity }: WalletIdentity & { chainId?: number },
  ) {
    this.chainId = chainId;
    this.info = { uuid: crypto.randomUUID(), rdns: 'test.market-checkout.wallet', icon: TEST_ICON, ...identity };
  }

  get methods(): string[] {
    return this.requests.map((r) => r.method);
  }

  /** Announces now and to every later `eip6963:requestProvider`, as a wallet's content script does; returns the stop. */
  announce(): () => void {
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { ...this.info }, provider: this }) }));
    announce();
    window.addEventListener('eip6963:requestProvider', announce);
    return () => window.removeEventListener('eip6963:requestProvider', announce);
  }

  /** Lets the held requests go on, late. */
  answerHeld(): void {
    for (const go of this.held.splice(0)) go();
  }

  async request({ method, params }: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    this.requests.push({ method, ...(params !== undefined && { params }) });
    const { reject = [], hold = [], switchChain, hash, reverted } = this.misbehaviour;
    if (hold.includes(method)) await new Promise<void>((go) => this.held.push(go));
    if (reject.includes(method)) throw new ProviderRpcError(4001, 'User rejected the request.');
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [this.chains.payer];
      case 'eth_chainId':
        return '0x' + this.chainId.toString(16);
      case 'wallet_switchEthereumChain': {
        const wanted = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
        if (switchChain === 'unknown-chain' || !(wanted in this.chains.rpc)) {
          throw new ProviderRpcError(4902, `Unrecognized chain ID ${wanted}.`);
        }
        if (switchChain !== 'stay') this.chainId = wanted;
        return null;
      }
      case 'eth_sendTransaction':
        if (hash !== undefined) return hash;
        return this.forward(method, params);
      case 'eth_getTransactionReceipt':
        if (reverted) return { transactionHash: (params as [string])[0], blockNumber: '0x1', status: '0x0', logs: [] };
        return this.forward(method, params);
      default:
        return this.forward(method, params);
    }
  }

  private async forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(this.chains.rpc[this.chainId]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.requests.length, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
    return body.result;
  }
}
