/**
 * "Pay from a test account": the demo pays the Bitcoin payment on screen on the mock session's own
 * chain (mock/esplora.ts, served beside the mock service), and the crypto element reads it back
 * through its `chain-reads` as it would read a real Esplora API: offline, on a fresh machine.
 */
import { parseDecimal, shiftDecimal, toPlainDecimal } from '../src/core/decimal.js';

/** Bitcoin's CAIP-2 id, the network name `chain-reads` gives the endpoint under. */
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

/** The EVM networks the mock's answers pay on (ETH on Ethereum, USDC on Base), each a chain of the session's (mock/evm.ts). */
export const EVM_CHAIN_IDS = [1, 8453];

/** The element's `chain-reads` for the chains of the mock session at `root` (`…/mock/<session>`). */
export const chainReadsFor = (root: string) => [`${BITCOIN}=${root}/esplora`, ...EVM_CHAIN_IDS.map((id) => `eip155:${id}=${root}/evm/${id}`)].join(' ');

/** A BTC amount in sats, exactly (never through a float); undefined if it is no whole number of sats. */
export function satsOf(amount: number): bigint | undefined {
  const sats = shiftDecimal(parseDecimal(toPlainDecimal(amount))!, 8);
  return sats.scale === 0 && sats.digits > 0n ? sats.digits : undefined;
}

async function post<T>(url: string, body: object): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Pays `sats` to `address` from the test account: the transaction's id, in the mempool. With
 * `mineAfter` (seconds) the chain mines it by itself then, whoever is watching.
 */
export async function payFromTestAccount(root: string, address: string, sats: bigint, mineAfter?: number): Promise<string> {
  const { txid } = await post<{ txid: string }>(`${root}/chain/pay`, { outputs: [{ address, value: Number(sats) }], mineAfter });
  return txid;
}

/** Mines a block, which takes every transaction in the mempool: the new tip height. */
export async function mineBlock(root: string): Promise<number> {
  const { height } = await post<{ height: number }>(`${root}/chain/mine`, {});
  return height;
}
