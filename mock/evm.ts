/**
 * A tiny Ethereum-like chain answering, in Ethereum's JSON-RPC shapes, the few calls the demo's
 * wallet (demo/demo-wallet.ts) and the element's EVM reader (src/chain/evm.ts) make:
 * `eth_chainId`, `eth_blockNumber`, `eth_sendTransaction`, `eth_getTransactionByHash`,
 * `eth_getTransactionReceipt`, `eth_getBalance` (at a block) and `eth_getLogs` (the token's
 * Transfer events), and anvil's `evm_setAutomine` for tests. One per mock session
 * and chain id (mock/mock-api.ts), as mock/esplora.ts is for Bitcoin: a sent transaction waits in
 * the mempool, then the chain mines it by itself (`mineDueEvm`, at the next call after its time, so
 * a reload of the page loses nothing). Every account starts with 1,000 ether, as a development
 * node's do; no signature, gas or nonce is checked.
 */
import { createHash } from 'node:crypto';

/** `keccak256("Transfer(address,address,uint256)")`: the topic of an ERC-20 Transfer event. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** `transfer(address,uint256)`: its selector, the recipient and the amount, 32 bytes each. */
const TRANSFER_CALL = /^0xa9059cbb0{24}([0-9a-fA-F]{40})([0-9a-fA-F]{64})$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const START_BALANCE = 1000n * 10n ** 18n;

interface EvmTx {
  hash: string;
  from: string;
  to: string;
  value: bigint;
  input: string;
  /** The block that holds it; null in the mempool. */
  height: number | null;
  /** When the chain mines it by itself (ms epoch). */
  mineAt: number;
}

export interface EvmChain {
  chainId: number;
  /** Names this chain's transactions apart from another's (a mock session). */
  seed: string;
  height: number;
  txs: EvmTx[];
  /** How long a sent transaction waits in the mempool, in ms. */
  mineAfterMs: number;
  /** Whether the chain mines by itself (`evm_setAutomine`); off, the mempool waits. */
  automine: boolean;
}

/** A JSON-RPC 2.0 answer's `result`, or its `error`. */
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } };

const hash = (...parts: unknown[]) => '0x' + createHash('sha256').update(parts.join('|')).digest('hex');
const hex = (n: number | bigint) => '0x' + n.toString(16);
const lower = (address: string) => address.toLowerCase();
const topicOf = (address: string) => '0x' + lower(address).slice(2).padStart(64, '0');
const blockHash = (chain: EvmChain, height: number) => hash('block', chain.seed, chain.chainId, height);

/** A chain well above block zero, so that "before acceptance" is a real number. */
export const newEvmChain = (seed: string, chainId: number, mineAfterMs: number): EvmChain => ({ chainId, seed, height: 20_000_000, txs: [], mineAfterMs, automine: true });

/**
 * Once a transaction's time has come, one block takes the whole mempool, as a block producer
 * takes what is pending: two transactions sent together are mined together however long the
 * machine took between them (one block each made a test's second receipt null under load).
 */
export function mineDueEvm(chain: EvmChain, now: number): void {
  if (!chain.automine || !chain.txs.some((tx) => tx.height === null && tx.mineAt <= now)) return;
  chain.height += 1;
  for (const tx of chain.txs) tx.height ??= chain.height;
}

/** The token Transfer event a mined `transfer(to, amount)` call emits, or undefined for any other transaction. */
function transferLog(chain: EvmChain, tx: EvmTx) {
  const call = TRANSFER_CALL.exec(tx.input);
  if (!call || tx.height === null) return undefined;
  return {
    address: lower(tx.to),
    topics: [TRANSFER_TOPIC, topicOf(tx.from), topicOf('0x' + call[1])],
    data: '0x' + call[2],
    blockNumber: hex(tx.height),
    blockHash: blockHash(chain, tx.height),
    transactionHash: tx.hash,
    transactionIndex: '0x0',
    logIndex: '0x0',
    removed: false,
  };
}

function txObject(chain: EvmChain, tx: EvmTx) {
  return {
    hash: tx.hash,
    from: tx.from,
    to: tx.to,
    value: hex(tx.value),
    input: tx.input,
    nonce: hex(chain.txs.indexOf(tx)),
    gas: '0x5208',
    chainId: hex(chain.chainId),
    blockNumber: tx.height === null ? null : hex(tx.height),
    blockHash: tx.height === null ? null : blockHash(chain, tx.height),
    transactionIndex: tx.height === null ? null : '0x0',
  };
}

function receipt(chain: EvmChain, tx: EvmTx) {
  if (tx.height === null) return null;
  const log = transferLog(chain, tx);
  return {
    transactionHash: tx.hash,
    blockNumber: hex(tx.height),
    blockHash: blockHash(chain, tx.height),
    transactionIndex: '0x0',
    from: tx.from,
    to: tx.to,
    status: '0x1',
    gasUsed: '0x5208',
    cumulativeGasUsed: '0x5208',
    logs: log ? [log] : [],
  };
}

function balanceAt(chain: EvmChain, address: string, block: number): bigint {
  let balance = START_BALANCE;
  for (const tx of chain.txs) {
    if (tx.height === null || tx.height > block) continue;
    if (lower(tx.to) === lower(address)) balance += tx.value;
    if (lower(tx.from) === lower(address)) balance -= tx.value;
  }
  return balance;
}

/** A block parameter: a number, or `latest`/`pending`/`safe`/`finalized` for the tip. */
function blockOf(chain: EvmChain, tag: unknown): number | undefined {
  if (tag === undefined || tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized') return chain.height;
  if (tag === 'earliest') return 0;
  return typeof tag === 'string' && /^0x[0-9a-fA-F]+$/.test(tag) ? Number(tag) : undefined;
}

const invalid = (message: string): RpcAnswer => ({ error: { code: -32602, message } });

function send(chain: EvmChain, params: unknown[], now: number): RpcAnswer {
  const { from, to, value = '0x0', data, input } = (params[0] ?? {}) as Record<string, unknown>;
  const payload = input ?? data ?? '0x';
  if (typeof from !== 'string' || !ADDRESS.test(from) || typeof to !== 'string' || !ADDRESS.test(to)) return invalid('from and to must be addresses');
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value) || typeof payload !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(payload)) {
    return invalid('value must be a hex quantity and data hex bytes');
  }
  const tx: EvmTx = { hash: hash('tx', chain.seed, chain.chainId, chain.txs.length), from, to, value: BigInt(value), input: payload, height: null, mineAt: now + chain.mineAfterMs };
  chain.txs.push(tx);
  return { result: tx.hash };
}

function logs(chain: EvmChain, filter: Record<string, unknown>): RpcAnswer {
  const fromBlock = blockOf(chain, filter.fromBlock ?? 'latest');
  const toBlock = blockOf(chain, filter.toBlock ?? 'latest');
  if (fromBlock === undefined || toBlock === undefined) return invalid('fromBlock and toBlock must be block numbers or tags');
  const topics = Array.isArray(filter.topics) ? filter.topics : [];
  const matches = (log: { address: string; topics: string[] }) =>
    (filter.address === undefined || (typeof filter.address === 'string' && lower(filter.address) === log.address)) &&
    topics.every((topic, i) => topic === null || (typeof topic === 'string' && lower(topic) === log.topics[i]));
  const found = chain.txs.flatMap((tx) => {
    const log = tx.height !== null && tx.height >= fromBlock && tx.height <= toBlock ? transferLog(chain, tx) : undefined;
    return log && matches(log) ? [log] : [];
  });
  return { result: found };
}

/** The answer to one JSON-RPC call on `chain` at `now` (ms epoch). */
export function answerEvm(chain: EvmChain, method: unknown, params: unknown, now: number): RpcAnswer {
  mineDueEvm(chain, now);
  const args = Array.isArray(params) ? params : [];
  const find = () => chain.txs.find((tx) => typeof args[0] === 'string' && tx.hash === lower(args[0]));
  switch (method) {
    case 'eth_chainId':
      return { result: hex(chain.chainId) };
    case 'eth_blockNumber':
      return { result: hex(chain.height) };
    case 'eth_sendTransaction':
      return send(chain, args, now);
    case 'eth_getTransactionByHash': {
      const tx = find();
      return { result: tx ? txObject(chain, tx) : null };
    }
    case 'eth_getTransactionReceipt': {
      const tx = find();
      return { result: tx ? receipt(chain, tx) : null };
    }
    case 'eth_getBalance': {
      const block = blockOf(chain, args[1]);
      if (typeof args[0] !== 'string' || !ADDRESS.test(args[0]) || block === undefined) return invalid('eth_getBalance takes an address and a block');
      return { result: hex(balanceAt(chain, args[0], block)) };
    }
    case 'eth_getLogs':
      return logs(chain, (args[0] ?? {}) as Record<string, unknown>);
    // Anvil's: a test holds the mempool while it reads it, whatever the machine's speed.
    case 'evm_setAutomine':
      chain.automine = args[0] === true;
      return { result: null };
    default:
      return { error: { code: -32601, message: `The demo chain does not answer ${String(method)}.` } };
  }
}
