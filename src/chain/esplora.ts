/**
 * Following a payment in the Bitcoin family through an Esplora HTTP API (Blockstream's esplora,
 * `API.md`; mempool.space serves the same): `GET /address/:address/txs` (newest first: up to 50
 * in the mempool, then the 25 newest confirmed) and `GET /blocks/tip/height`. Only the outputs to
 * the recipient count, in satoshis; the transactions the address already had at acceptance never
 * do, so a reused address is not read as paid; one that leaves the mempool or the chain is no
 * longer listed and stops counting.
 * Blind spots: more than 25 new confirmed (or 50 unconfirmed) transactions at one address within
 * the window push the oldest out of the first page; a transaction replaced by fee (RBF) counts
 * under its new id once the old one is gone.
 */
import { bad, got, isCount, must, settle, type ChainReader, type Target } from './reader.js';
import { readJson } from './read-json.js';
import type { Transfer } from './tally.js';

const TXID = /^[0-9a-f]{64}$/;
/** Bech32 addresses are one case; APIs index them in lower case, QR codes may write them in upper. */
const BECH32 = /^(bc|tb|bcrt|ltc|tltc)1/i;

/** The transactions the address had at acceptance, by id. */
export interface EsploraStart {
  known: string[];
}

export function esploraReader(base: string, target: Target, signal?: AbortSignal): ChainReader<EsploraStart> {
  const address = BECH32.test(target.address) ? target.address.toLowerCase() : target.address;
  const get = async (path: string) => got(await readJson(base.replace(/\/+$/, '') + path, { signal }));
  const history = async () => {
    const txs = await get(`/address/${encodeURIComponent(address)}/txs`);
    return Array.isArray(txs) ? txs : bad('a transaction list');
  };
  return {
    begin: () => settle(async () => ({ known: (await history()).map((tx) => must(txidOf(tx), 'a txid')) })),
    read: (start) =>
      settle(async (): Promise<Transfer[]> => {
        const txs = await history();
        const height = await get('/blocks/tip/height');
        if (!isCount(height)) bad('a tip height');
        return txs.flatMap((tx: unknown) => {
          const txid = must(txidOf(tx), 'a txid');
          const { vout, status } = tx as { vout?: unknown; status?: { confirmed?: unknown; block_height?: unknown } };
          if (!Array.isArray(vout) || typeof status?.confirmed !== 'boolean') bad('a transaction');
          let units = 0n;
          for (const output of vout) {
            const { scriptpubkey_address: to, value } = (output ?? {}) as { scriptpubkey_address?: unknown; value?: unknown };
            if (to === address) units += BigInt(must(isCount(value) ? value : undefined, 'an output value'));
          }
          const depth = status.confirmed ? Math.max(height - must(isCount(status.block_height) ? status.block_height : undefined, 'a block height') + 1, 1) : 0;
          return units > 0n ? [{ id: txid, tx: txid, units, depth, ...(start.known.includes(txid) && { before: true }) }] : [];
        });
      }),
  };
}

function txidOf(tx: unknown): string | undefined {
  const txid = (tx as { txid?: unknown } | null)?.txid;
  return typeof txid === 'string' && TXID.test(txid) ? txid : undefined;
}
