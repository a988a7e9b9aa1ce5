/**
 * The local Esplora and Solana JSON-RPC stand-ins of scripts/test-chain-apis.js (which says the
 * documents and sections each answer follows), driven by server commands: each test makes its
 * own namespace, its own transactions, and may switch a fault on.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export type Fault = 'fail' | 'hang' | 'redirect' | 'malformed' | 'types' | 'huge';
export const FAULTS: readonly Fault[] = ['fail', 'hang', 'redirect', 'malformed', 'types', 'huge'];

export interface ChainApis {
  ns: string;
  esplora: string;
  solana: string;
}

const command = <T>(name: string, payload?: object) => executeServerCommand<T, object>(name, payload);

export const startApis = () => command<ChainApis>('apis-start');
export const btcPay = (apis: ChainApis, outputs: { address: string; value: number }[], confirmed = false) => command<string>('apis-btc-pay', { ns: apis.ns, outputs, confirmed });
export const btcMine = (apis: ChainApis, blocks = 1) => command<number>('apis-btc-mine', { ns: apis.ns, blocks });
export const solPay = (apis: ChainApis, payment: { to: string; lamports?: number; mint?: string; units?: number; reference?: string; failed?: boolean }) =>
  command<string>('apis-sol-pay', { ns: apis.ns, ...payment });
export const solFinalize = (apis: ChainApis) => command<boolean>('apis-sol-finalize', { ns: apis.ns });
export const drop = (apis: ChainApis, id: string) => command<boolean>('apis-drop', { ns: apis.ns, id });
export const fault = (apis: ChainApis, which: Fault | null) => command<boolean>('apis-fault', { ns: apis.ns, fault: which });
export const requestsTo = (apis: ChainApis) => command<{ path: string; body?: { method: string; params: unknown[] } }[]>('apis-requests', { ns: apis.ns });

/** An anvil node for this test file alone (Base's chain id, the tokens at their real addresses). */
export const ownChain = () => command<{ url: string; payer: string }>('own-chain', { chainId: 8453 });

/** How a capping endpoint refuses a span over its cap (scripts/test-capped-rpc.js says each provider's shape). */
export type Refusal = 'unnamed' | 'named' | 'http';
/** `node` behind an endpoint that refuses `eth_getLogs` over `cap` blocks and passes everything else on: its URL. */
export const cappedRpc = (node: string, cap: number, refusal: Refusal) => command<string>('capped-rpc', { node, cap, refusal });
/** Every `eth_getLogs` the capping endpoint at `url` was asked, in order. */
export const logsAsked = (url: string) => command<{ from: number; to: number; refused: boolean }[]>('capped-rpc-asked', { url });
