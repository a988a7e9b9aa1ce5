/**
 * The element's own reading of a payment, for the payment's session: through the wallet that sent
 * it (a hash from "Pay with <wallet>", followed with that wallet's provider: no setting needed), or
 * through the endpoint the host named with `chain-reads` for the payment's network. One read gives
 * one status (`FollowedStatus`): what the transfers found add up to against the amount
 * (src/chain/tally.ts). The session polls it like the host's source (StatusPoller), so each read
 * is one call with a signal, retried with backing off, and a failure is a value: nothing thrown,
 * nothing counted.
 *
 * What leaves the page: the receiving address, the token contract or mint, a Solana Pay reference
 * and the transaction hash, nothing else (src/chain/reader.ts `Target`).
 */
// The payment build swaps this for the script's decimal arithmetic, lent by useDecimal (decimalFromScript, scripts/vite/swaps.ts).
import { parseDecimal, shiftDecimal, toPlainDecimal } from '../core/decimal.js';
import { tronHex } from '../core/tron-address.js';
import type { CryptoPayment } from '../payment/tracked-payment.js';
import type { FollowedStatus } from '../payment/payment-status.js';
import { esploraReader } from '../chain/esplora.js';
import { evmReader, readWalletTx } from '../chain/evm.js';
import { eip1193, jsonRpc } from '../chain/json-rpc.js';
import { logScan, type LogScan } from '../chain/log-span.js';
import { endpointFor, networkId, TRON } from '../chain/networks.js';
import type { Read } from '../chain/read-json.js';
import type { ChainReader, Target } from '../chain/reader.js';
import { solanaReader } from '../chain/solana.js';
import { tally, type ChainTally } from '../chain/tally.js';
import type { ChainReads } from '../chain/chain-reads.js';
import type { Eip1193Provider } from '../wallet/pay.js';
import type { Reading } from './status-poller.js';

/** A source of statuses in the shape StatusPoller calls the host's. */
export type FollowSource = (request: { signal: AbortSignal }) => Promise<Reading<FollowedStatus>>;

/** Where a chain read started (the reader's own record), kept with the resumed payment. */
export type ChainStart = unknown;

/**
 * A read through the host's endpoint for `payment`'s network: undefined when the host named none
 * (then nothing is read, and no request leaves the page). `start` is where an earlier page began
 * (a reload counts nothing twice); `began` keeps a new one.
 */
export function chainSource(
  payment: CryptoPayment,
  reads: ChainReads,
  confirmations: number,
  start: ChainStart | undefined,
  began: (start: ChainStart) => void,
): { endpoint: string; source: FollowSource } | undefined {
  const network = networkId(payment.asset);
  const endpoint = network && endpointFor(network, reads);
  if (!network || !endpoint) return undefined;
  const target = targetOf(payment);
  let from = start;
  // The EVM reader's progress from read to read (blocks read, the span the endpoint takes): on
  // Tron from java-tron's default cap, 5,000 blocks (a node set lower says so when it refuses).
  const scan = logScan(network === TRON ? 5000 : undefined);
  const source: FollowSource = async ({ signal }) => {
    const reader = readerFor(network, endpoint, target, confirmations, signal, scan);
    if (from === undefined) {
      const begun = await reader.begin();
      if (!begun.ok) return begun;
      began((from = begun.value));
      // Counted from here on: what the address held before is never this payment's.
      return { ok: true, status: { state: 'pending' } };
    }
    return counted(await reader.read(from), payment, confirmations);
  };
  return { endpoint, source };
}

/** The one transaction a browser wallet sent for `payment`, followed through that wallet's provider. */
export function walletSource(payment: CryptoPayment, txHash: string, provider: Eip1193Provider, confirmations: number): FollowSource {
  const call = eip1193((args) => provider.request(args));
  const target = targetOf(payment);
  return async () => {
    const read = await readWalletTx(call, txHash, target);
    if (!read.ok) return read;
    if (read.value.failed) return { ok: true, status: { state: 'failed', txHash } };
    return counted({ ok: true, value: read.value.transfers }, payment, confirmations);
  };
}

function readerFor(network: string, endpoint: string, target: Target, confirmations: number, signal: AbortSignal, scan: LogScan): ChainReader<unknown> {
  const namespace = network.split(':')[0];
  if (namespace === 'bip122') return esploraReader(endpoint, target, signal) as ChainReader<unknown>;
  if (namespace === 'solana') return solanaReader(jsonRpc(endpoint, signal), target) as ChainReader<unknown>;
  // Tron's JSON-RPC is Ethereum's, but for balances at `latest` alone.
  return evmReader(jsonRpc(endpoint, signal), target, confirmations, scan, namespace === 'tron') as ChainReader<unknown>;
}

/** What is followed: the checked link's recipient, its token, and its Solana Pay reference; on Tron as the hex its node takes. */
function targetOf({ response, asset }: CryptoPayment): Target {
  const reference = asset.scheme === 'solana' ? new URLSearchParams(response.uri.split('?')[1] ?? '').get('reference') : null;
  const hex = asset.scheme === 'tron' ? tronHex : (address: string) => address;
  return { address: hex(response.address), ...(asset.token && { token: hex(asset.token) }), ...(reference && { reference }) };
}

/** The amount due in the asset's base units (sats, wei, token units, lamports), exactly. */
function dueUnits({ response, asset }: CryptoPayment): bigint | undefined {
  const amount = parseDecimal(toPlainDecimal(response.amount));
  const units = amount && shiftDecimal(amount, asset.decimals);
  return units && units.scale === 0 ? units.digits : undefined;
}

/** A read's transfers as a status of the payment. */
function counted(read: Read<Parameters<typeof tally>[0]>, payment: CryptoPayment, confirmations: number): Reading<FollowedStatus> {
  if (!read.ok) return read;
  const due = dueUnits(payment);
  if (due === undefined) return { ok: false, reason: `cannot count ${payment.response.amount} in whole units of ${payment.asset.symbol}` };
  return { ok: true, status: statusOf(tally(read.value, due, payment.asset.decimals, confirmations)) };
}

function statusOf(found: ChainTally): FollowedStatus {
  const hash = 'txHash' in found && found.txHash ? { txHash: found.txHash } : {};
  switch (found.state) {
    case 'awaiting':
      return { state: 'pending' };
    case 'underpaid':
      return { state: 'underpaid', received: found.received, ...hash };
    case 'confirming':
      return { state: 'seen', received: found.received, depth: found.depth, of: found.confirmations, ...hash };
    case 'paid':
      return { state: 'confirmed', received: found.received, ...hash, ...(found.extra && { extra: found.extra }) };
  }
}
