/**
 * "Pay from a test account": the demo pays the Bitcoin or Tron payment on screen on the mock
 * session's own chains (mock/esplora.ts; mock/tron.ts, java-tron's JSON-RPC over mock/evm.ts),
 * served beside the mock service, and the crypto element reads it back through its `chain-reads`
 * as it would read a real Esplora API or Tron node: offline, on a fresh machine.
 */
import { parseDecimal, shiftDecimal, toPlainDecimal } from '../src/core/decimal.js';
import { tronHex } from '../src/core/tron-address.js';

/** Bitcoin's CAIP-2 id, the network name `chain-reads` gives the endpoint under. */
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

/** The EVM networks the mock's answers pay on (ETH on Ethereum, USDC on Base), each a chain of the session's (mock/evm.ts). */
export const EVM_CHAIN_IDS = [1, 8453];

/** Tron mainnet's CAIP-2 id; the mock answers it as java-tron does at `/tron`, over its EVM chain of that id. */
export const TRON = 'tron:0x2b6653dc';
const TRON_EVM = `/evm/${0x2b6653dc}`;

/** The element's `chain-reads` for the chains of the mock session at `root` (`…/mock/<session>`). */
export const chainReadsFor = (root: string) =>
  [`${BITCOIN}=${root}/esplora`, ...EVM_CHAIN_IDS.map((id) => `eip155:${id}=${root}/evm/${id}`), `${TRON}=${root}/tron`].join(' ');

/** An amount in base units (`places` of them to the unit), exactly (never through a float); undefined if it is no positive whole number of them. */
export function unitsOf(amount: number, places: number): bigint | undefined {
  const units = shiftDecimal(parseDecimal(toPlainDecimal(amount))!, places);
  return units.scale === 0 && units.digits > 0n ? units.digits : undefined;
}

/** A BTC amount in sats, exactly; undefined if it is no whole number of sats. */
export const satsOf = (amount: number) => unitsOf(amount, 8);

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

/**
 * Pays `units` to the Tron `address` from the test account: TRX in sun, or with `token` (the link's
 * TRC-20 contract) that token's units. Sent on the EVM chain behind the mock's Tron front (java-tron
 * sends nothing over JSON-RPC), whose coin counts 10^12 wei to a sun; the chain mines it a few
 * seconds later by itself. The transaction's hash.
 */
export async function payTronFromTestAccount(root: string, address: string, units: bigint, token?: string): Promise<string> {
  // The address comes from the element's market-crypto-payment: the guard accepted it.
  const to = tronHex(address);
  const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
  const tx = token ? { to: tronHex(token), data: `0xa9059cbb${word(to)}${word(units.toString(16))}` } : { to, value: '0x' + (units * 10n ** 12n).toString(16) };
  const answer = await post<{ result?: string; error?: { message: string } }>(root + TRON_EVM, { jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [{ from: TEST_ACCOUNT, ...tx }] });
  if (!answer.result) throw new Error(`The mock's Tron chain refused the payment: ${answer.error?.message}`);
  return answer.result;
}

/** The test account on the mock's EVM chains: any address pays there (no signature is checked). */
const TEST_ACCOUNT = '0x000000000000000000000000000000000000dead';

/** A payment on screen the test account can pay, in the asset's base units. */
export interface TestPayment {
  paymentId: string;
  address: string;
  amount: bigint;
  /** What the base units are called: "sats", "sun", "token units". */
  unit: string;
  /** When the chain mines what is sent, in words. */
  minedIn: string;
  pay(units: bigint): Promise<string>;
}

/**
 * What the test account can pay of the purchase the mock answered: a Bitcoin payment (on the
 * session's Esplora chain, mined `mineAfter` seconds later) or a Tron one (TRX, or the TRC-20 its
 * link names, on the session's Tron-shaped chain, mined about 6 s later); undefined for the rest.
 */
export function testPaymentFor(
  root: string,
  response: { paymentId: string; protocol: string; address: string; amount: number; uri: string },
  mineAfter: number,
): TestPayment | undefined {
  const { paymentId, address, amount, uri } = response;
  if (response.protocol === 'BTC') {
    const sats = satsOf(amount);
    return sats === undefined ? undefined : { paymentId, address, amount: sats, unit: 'sats', minedIn: `${mineAfter} s`, pay: (units) => payFromTestAccount(root, address, units, mineAfter) };
  }
  if (!uri.startsWith('tron:')) return undefined;
  const token = new URLSearchParams(uri.split('?')[1] ?? '').get('token') ?? undefined;
  const units = unitsOf(amount, 6);
  return units === undefined ? undefined : { paymentId, address, amount: units, unit: token ? 'token units' : 'sun', minedIn: 'about 6 s', pay: (sent) => payTronFromTestAccount(root, address, sent, token) };
}
