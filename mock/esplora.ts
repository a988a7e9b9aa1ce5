/**
 * A tiny Bitcoin-like chain answering in the shapes of Blockstream's esplora `API.md`: the
 * demo's chain (mock/mock-api.ts, one per mock session) and the browser tests' loopback Esplora
 * (scripts/test-chain-apis.js) are both this one. Routes, each section of that document:
 * - "Transactions": `GET /tx/:txid/status`;
 * - "Addresses": `GET /address/:address/txs` (newest first: up to 50 in the mempool, then the 25
 *   newest confirmed);
 * - "Blocks": `GET /blocks/tip/height` (the height as plain text);
 * and its "Transaction format": `txid`, `vin`, `vout` with `scriptpubkey_address` and `value` in
 * sats, `status` with `confirmed`, `block_height`, `block_hash`, `block_time`.
 */
import { createHash } from 'node:crypto';

export interface Output {
  address: string;
  /** Satoshis. */
  value: number;
}

interface Tx {
  txid: string;
  outputs: Output[];
  /** The block that holds it; null in the mempool. */
  height: number | null;
  /** When the chain mines it on its own (ms epoch); absent: only a `mine` call does. */
  mineAt?: number;
}

export interface Chain {
  /** Names this chain's transactions apart from another's (a test namespace, a mock session). */
  seed: string;
  height: number;
  txs: Tx[];
}

export interface EsploraAnswer {
  status: number;
  json?: unknown;
  text?: string;
}

const hex = (...parts: unknown[]) => createHash('sha256').update(parts.join('|')).digest('hex');

/** A chain well above height zero, so that "before acceptance" is a real number. */
export const newChain = (seed: string): Chain => ({ seed, height: 800_000, txs: [] });

/**
 * A payment to `outputs`, in the mempool or mined in a block of its own; its txid. `mineAt` (ms
 * epoch) leaves it in the mempool until then, when the chain mines it by itself (`mineDue`).
 */
export function pay(chain: Chain, outputs: Output[], confirmed = false, mineAt?: number): string {
  const txid = hex('tx', chain.seed, chain.txs.length, JSON.stringify(outputs));
  if (confirmed) chain.height += 1;
  chain.txs.push({ txid, outputs, height: confirmed ? chain.height : null, ...(mineAt !== undefined && { mineAt }) });
  return txid;
}

/**
 * The blocks the chain has mined by itself up to `now`: one block for the mempool's transactions
 * whose time has come. It runs at every look at the chain rather than on a timer, so a block comes
 * whatever page asked for the payment, and whether or not that page is still open.
 */
export function mineDue(chain: Chain, now: number): void {
  const due = chain.txs.filter((tx) => tx.height === null && tx.mineAt !== undefined && tx.mineAt <= now);
  if (!due.length) return;
  chain.height += 1;
  for (const tx of due) tx.height = chain.height;
}

/** Mines `blocks` blocks, the first taking the whole mempool; the new tip height. */
export function mine(chain: Chain, blocks = 1): number {
  for (let i = 0; i < blocks; i += 1) {
    chain.height += 1;
    if (i === 0) for (const tx of chain.txs) tx.height ??= chain.height;
  }
  return chain.height;
}

/** The transaction leaves the chain or the mempool (a reorganisation, a dropped transaction). */
export function drop(chain: Chain, txid: string): void {
  chain.txs = chain.txs.filter((tx) => tx.txid !== txid);
}

/** A well-formed payment's outputs, or undefined: what a control may ask the demo's chain to pay. */
export function outputsOf(value: unknown): Output[] | undefined {
  const outputs = (value as { outputs?: unknown } | null)?.outputs;
  const valid =
    Array.isArray(outputs) &&
    outputs.length > 0 &&
    outputs.length <= 10 &&
    outputs.every(
      (o) => typeof o?.address === 'string' && /^[0-9A-Za-z]{1,100}$/.test(o.address) && Number.isSafeInteger(o.value) && o.value > 0,
    );
  return valid ? outputs.map(({ address, value }: Output) => ({ address, value })) : undefined;
}

function esploraTx(tx: Tx) {
  const confirmed = tx.height !== null;
  return {
    txid: tx.txid,
    version: 2,
    locktime: 0,
    vin: [{ txid: hex('funding', tx.txid), vout: 0, prevout: null, scriptsig: '', scriptsig_asm: '', witness: [], is_coinbase: false, sequence: 4294967293 }],
    vout: tx.outputs.map(({ address, value }) => ({ scriptpubkey: '0014' + hex(address).slice(0, 40), scriptpubkey_asm: '', scriptpubkey_type: 'v0_p2wpkh', scriptpubkey_address: address, value })),
    size: 222,
    weight: 561,
    fee: 1410,
    status: confirmed ? { confirmed, block_height: tx.height, block_hash: hex('block', tx.height), block_time: 1_790_000_000 + tx.height! } : { confirmed },
  };
}

/** The answer to a GET of `path` (below the API's base URL). */
export function answerEsplora(chain: Chain, path: string): EsploraAnswer {
  if (path === '/blocks/tip/height') return { status: 200, text: String(chain.height) };
  const status = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path);
  if (status) {
    const tx = chain.txs.find((t) => t.txid === status[1]);
    return tx ? { status: 200, json: esploraTx(tx).status } : { status: 404, text: 'Transaction not found' };
  }
  const address = /^\/address\/([^/]+)\/txs$/.exec(path);
  if (address) {
    // Addresses are base58 or bech32: anything escaped is no address this chain has paid.
    const newestFirst = chain.txs.filter((t) => t.outputs.some((o) => o.address === address[1])).reverse();
    const mempool = newestFirst.filter((t) => t.height === null).slice(0, 50);
    const confirmed = newestFirst.filter((t) => t.height !== null).sort((a, b) => b.height! - a.height!).slice(0, 25);
    return { status: 200, json: [...mempool, ...confirmed].map(esploraTx) };
  }
  return { status: 404, text: 'Not found' };
}
