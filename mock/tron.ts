/**
 * Tron's Ethereum-compatible JSON-RPC (java-tron's `/jsonrpc`) as a front over an EVM chain: it
 * answers what java-tron answers and refuses what java-tron refuses (the shared notes' "Tron";
 * java-tron's `TronJsonRpcImpl` and `LogFilterWrapper`), so that the element's reader is tried
 * against the node's rules, not an Ethereum node's. The chain behind is the demo's own (mock/evm.ts,
 * mock/mock-api.ts `/tron`) or, in the tests, an anvil node (scripts/test-tron-rpc.js). The rules:
 * - `eth_chainId` and `net_version` answer mainnet's `0x2b6653dc`;
 * - addresses are hex only, never base58: 20 bytes (or 21 starting `41`) in `eth_getBalance` and
 *   `eth_call`, exactly 20 bytes in an `eth_getLogs` filter;
 * - balances in sun (6 decimals: the chain behind counts wei, 10^12 of them to a sun) and at
 *   `latest` alone: a numbered block and the `pending`, `earliest`, `finalized` tags are refused;
 * - no `pending` anywhere, no `eth_getTransactionCount`, and none of an Ethereum node's methods for
 *   sending or for tests;
 * - `eth_getLogs` refuses a span whose last block (or the tip, if lower) lies more than
 *   `maxBlockRange` blocks past its first (5,000 unless the node's operator set another), with
 *   java-tron's own message.
 */
import type { RpcAnswer } from './evm.js';

export const TRON_CHAIN_ID = 0x2b6653dc;
/** java-tron's default `node.jsonrpc.maxBlockRange`. */
export const TRON_MAX_BLOCK_RANGE = 5000;
const WEI_PER_SUN = 10n ** 12n;

/** How the front reaches the chain behind it. */
export type Forward = (method: string, params: unknown[]) => Promise<RpcAnswer>;

/** Passed on as they come: the reads java-tron answers as Ethereum's. */
const PASSED = ['eth_blockNumber', 'eth_getTransactionReceipt', 'eth_getTransactionByHash', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'web3_clientVersion'];

const invalid = (message: string): RpcAnswer => ({ error: { code: -32602, message } });
const hex = (n: bigint | number) => '0x' + n.toString(16);

/** A hex address java-tron takes in a balance or a call, as the 20 bytes; undefined for base58 and the rest. */
function callAddress(value: unknown): string | undefined {
  const found = typeof value === 'string' ? /^(?:0x)?(?:41)?([0-9a-fA-F]{40})$/.exec(value) : null;
  return found ? '0x' + found[1]!.toLowerCase() : undefined;
}

/** `latest` alone, in java-tron's words for what it refuses. */
function latestOnly(tag: unknown): RpcAnswer | undefined {
  if (tag === 'latest') return undefined;
  if (typeof tag === 'string' && /^0x[0-9a-fA-F]+$/.test(tag)) return invalid('QUANTITY not supported, just support TAG as latest');
  return invalid(`TAG ${String(tag)} not supported`);
}

async function blockOf(tag: unknown, forward: Forward): Promise<number | RpcAnswer> {
  if (tag === undefined || tag === 'latest') {
    const tip = await forward('eth_blockNumber', []);
    return 'result' in tip ? Number(tip.result) : tip;
  }
  if (tag === 'earliest') return 0;
  if (typeof tag === 'string' && /^0x[0-9a-fA-F]+$/.test(tag)) return Number(tag);
  return invalid(`invalid block number ${String(tag)}`);
}

async function logs(filter: unknown, forward: Forward, maxBlockRange: number): Promise<RpcAnswer> {
  if (typeof filter !== 'object' || filter === null) return invalid('invalid filter');
  const { address, fromBlock, toBlock } = filter as Record<string, unknown>;
  const addresses = address === undefined || address === null ? [] : Array.isArray(address) ? address : [address];
  if (!addresses.every((a) => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a))) return invalid('invalid address hash value');
  const from = await blockOf(fromBlock, forward);
  const to = await blockOf(toBlock, forward);
  const tip = await blockOf('latest', forward);
  if (typeof from !== 'number') return from;
  if (typeof to !== 'number') return to;
  if (typeof tip !== 'number') return tip;
  if (Math.min(to, tip) - from > maxBlockRange) return invalid(`exceed max block range: ${maxBlockRange}`);
  return forward('eth_getLogs', [filter]);
}

/**
 * The answer java-tron would give to one JSON-RPC call, the chain behind reached through
 * `forward`; `maxBlockRange` is the node's `node.jsonrpc.maxBlockRange`.
 */
export async function answerTron(method: unknown, params: unknown, forward: Forward, maxBlockRange = TRON_MAX_BLOCK_RANGE): Promise<RpcAnswer> {
  const args = Array.isArray(params) ? params : [];
  if (JSON.stringify(args).includes('"pending"')) return invalid('TAG pending not supported');
  switch (method) {
    case 'eth_chainId':
    case 'net_version':
      return { result: hex(TRON_CHAIN_ID) };
    case 'eth_getBalance': {
      const address = callAddress(args[0]);
      if (!address) return invalid('invalid address hash value');
      const refused = latestOnly(args[1]);
      if (refused) return refused;
      const wei = await forward('eth_getBalance', [address, 'latest']);
      return 'result' in wei ? { result: hex(BigInt(wei.result as string) / WEI_PER_SUN) } : wei;
    }
    case 'eth_call': {
      const call = (args[0] ?? {}) as Record<string, unknown>;
      const to = callAddress(call.to);
      if (!to) return invalid('invalid address hash value');
      return latestOnly(args[1]) ?? forward('eth_call', [{ ...call, to }, 'latest']);
    }
    case 'eth_getLogs':
      return logs(args[0], forward, maxBlockRange);
    default:
      if (typeof method === 'string' && PASSED.includes(method)) return forward(method, args);
      return { error: { code: -32601, message: `the method ${String(method)} does not exist/is not available` } };
  }
}
