/**
 * What the host knows about a payment, and where each thing it says moves the buyer. The service
 * has no status endpoint, so a status comes from the host's own code (`paymentStatus`, or what its
 * `paymentStatusSource` answers): it is read by one function where it enters, and a value that does
 * not fit is ignored with a reason for the host's developer, never thrown at the buyer.
 */
// The payment build swaps this for the script's decimal arithmetic, lent by useDecimal (decimalFromScript, scripts/vite/swaps.ts).
import { formatDecimal, parseDecimal, subtractDecimal, toPlainDecimal } from '../core/decimal.js';

/** A plain decimal in the asset's units, as `amount` is shown: no sign, exponent or grouping. */
const PLAIN_DECIMAL = /^\d{1,40}(?:\.\d{1,40})?$/;
const RECEIVED = 'received must be a plain decimal string above zero, such as "0.0001"';

/** A status of the contract: what the host may say of a payment. */
export type PaymentStatus = { state: 'pending' | 'seen' | 'confirmed' } | { state: 'underpaid'; received: string };

export type StatusReading = { ok: true; status: PaymentStatus } | { ok: false; reason: string };

/** A status as `market-crypto-status` reports it: the host's kinds, and a failed transaction a browser wallet sent. */
export type ReportedStatus = PaymentStatus | { state: 'failed'; txHash: string };

const STATES = ['pending', 'seen', 'confirmed', 'underpaid'];

/**
 * Anything a host hands over, as a status (its contract fields only) or the reason it is not one.
 * Read by hand, not with a zod union: zod's union and literal schemas weighed 1 KB gzip of every
 * crypto script for this one shape.
 */
export function readPaymentStatus(value: unknown): StatusReading {
  if (typeof value !== 'object' || value === null) return { ok: false, reason: 'a payment status must be an object such as { state: "seen" }' };
  try {
    const { state, received } = value as { state?: unknown; received?: unknown };
    if (typeof state !== 'string' || !STATES.includes(state)) {
      return { ok: false, reason: 'state must be "pending", "seen", "confirmed" or "underpaid"' };
    }
    if (state !== 'underpaid') return { ok: true, status: { state: state as 'pending' | 'seen' | 'confirmed' } };
    if (typeof received === 'string' && PLAIN_DECIMAL.test(received) && /[1-9]/.test(received)) return { ok: true, status: { state, received } };
    return { ok: false, reason: RECEIVED };
  } catch (error) {
    // A getter or proxy of the host's that throws while it is read.
    return { ok: false, reason: `reading the payment status threw: ${String(error)}` };
  }
}

/**
 * Where a shown payment stands. On the payment screen, `received` is set once the host reported an
 * underpayment, and `expires` says whether the countdown may still close the window: once the
 * payment was seen it may not. An expired payment is `late` when the host reported money after
 * the window closed: the buyer is then told the site will be in touch, never "do not pay". Paid and
 * late keep what arrived where it is known (the element's own reads, a host's "underpaid"), for
 * the support copy; paid keeps a Lightning wallet's `preimage` that proved it (the receipt says
 * "over Lightning").
 */
export type PaymentProgress =
  | { state: 'awaiting-payment'; received?: string; expires: boolean; txHash?: string; failed?: string }
  | { state: 'confirming'; depth?: number; of?: number; txHash?: string }
  | { state: 'paid'; txHash?: string; extra?: string; received?: string; preimage?: string }
  | { state: 'expired'; late: boolean; txHash?: string; received?: string };

/**
 * What the element itself learned of a payment, from the wallet that sent it or from the chain
 * (src/chain/): amounts as decimal text in the asset's units, the transaction where it is known,
 * and how deep it is. `pending` is nothing counted (any more: a transfer that left the chain).
 */
export type FollowedStatus =
  | { state: 'pending' }
  | { state: 'seen'; received: string; depth: number; of: number; txHash?: string }
  | { state: 'confirmed'; received: string; txHash?: string; extra?: string }
  | { state: 'underpaid'; received: string; txHash?: string }
  | { state: 'failed'; txHash: string };

/** `status` in the contract's words (`market-crypto-status`, the resume store). */
export function reportedStatus(status: FollowedStatus): ReportedStatus {
  if (status.state === 'underpaid') return { state: 'underpaid', received: status.received };
  if (status.state === 'failed') return { state: 'failed', txHash: status.txHash };
  return { state: status.state };
}

/** Where what the element found moves a payment at `current`: the chain's word stands (a reorganisation moves back), but paid is final. */
export function followedProgress(current: PaymentProgress, status: FollowedStatus): PaymentProgress {
  const { txHash } = status as { txHash?: string };
  const hash = txHash ? { txHash } : {};
  switch (current.state) {
    case 'paid':
      return current;
    case 'expired':
      return status.state === 'pending' || status.state === 'failed' || current.late ? current : { state: 'expired', late: true, ...hash, received: status.received };
  }
  const open = current.state === 'awaiting-payment' ? current.expires : false;
  switch (status.state) {
    case 'pending':
      return current.state === 'awaiting-payment' && current.received === undefined && !current.failed ? current : { state: 'awaiting-payment', expires: true };
    case 'failed':
      return { state: 'awaiting-payment', expires: open, failed: status.txHash };
    case 'seen':
      return { state: 'confirming', depth: status.depth, of: status.of, ...hash };
    case 'confirmed':
      return { state: 'paid', ...hash, received: status.received, ...(status.extra && { extra: status.extra }) };
    case 'underpaid':
      return { state: 'awaiting-payment', expires: open, received: status.received, ...hash };
  }
}

export const AWAITING: PaymentProgress = { state: 'awaiting-payment', expires: true };

/**
 * Where `status` moves a payment that stands at `current`; `current` itself when nothing changes.
 * Nothing moves back to waiting: a `pending` after anything else is stale news. Paid is final.
 */
export function nextProgress(current: PaymentProgress, status: PaymentStatus): PaymentProgress {
  switch (current.state) {
    case 'paid':
      return current;
    case 'expired':
      return status.state === 'pending' || current.late ? current : { state: 'expired', late: true, ...(status.state === 'underpaid' && { received: status.received }) };
    case 'awaiting-payment':
    case 'confirming':
      switch (status.state) {
        case 'pending':
          return current;
        case 'seen':
          return current.state === 'confirming' ? current : { state: 'confirming' };
        case 'confirmed':
          return { state: 'paid' };
        case 'underpaid':
          // Seen, then found short: back to paying the rest, and the window stays open as it was.
          if (current.state === 'confirming') return { state: 'awaiting-payment', received: status.received, expires: false };
          return current.received === status.received ? current : { ...current, received: status.received };
      }
  }
}

/** Whether the countdown may still close the window on a payment that stands at `progress`. */
export function countdownRuns(progress: PaymentProgress): boolean {
  return progress.state === 'awaiting-payment' && progress.expires;
}

/**
 * What is still due of `amount` once `received` arrived, as plain decimal text; undefined when
 * nothing is (the host's "underpaid" then contradicts the amount, and is not shown).
 */
export function stillDue(amount: number, received: string): string | undefined {
  const total = parseDecimal(toPlainDecimal(amount));
  const paid = parseDecimal(received);
  if (!total || !paid) return undefined;
  const due = subtractDecimal(total, paid);
  return due.digits > 0n ? formatDecimal(due) : undefined;
}
