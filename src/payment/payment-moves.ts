/**
 * Where each thing heard of a tracked payment moves it, with the time: the host's status, a read
 * of the wallet that sent it, a read of the chain, the countdown's end. Pure: the payment's session
 * (src/payment-screen/payment-session.ts) applies what these return (the countdown, the tab's
 * store, what is announced and fired) and its screens draw it.
 */
import { followedProgress, nextProgress, reportedStatus, type FollowedStatus, type PaymentProgress, type PaymentStatus } from './payment-status.js';
import type { CryptoPayment, TrackedPayment } from './tracked-payment.js';

/** A payment seen after the window closed is still looked for this long (the late screen, never "do not pay"). */
export const LATE_READS_MS = 60 * 60_000;

/** `payment` moved to `progress`: what it is stays, where it stands changes. */
export function movedTo({ request, response, asset, expiresAt, sent, lightning, price }: CryptoPayment, progress: PaymentProgress): TrackedPayment {
  return { ...progress, request, response, asset, expiresAt, ...(sent && { sent }), ...(lightning && { lightning }), ...(price && { price }) };
}

/**
 * What the host's `status` makes of `current`: the payment moved, `current` itself when nothing
 * changes, or why it is ignored (an underpayment after which, by `leavesDue`, nothing is due).
 */
export function byHostStatus(
  current: TrackedPayment,
  status: PaymentStatus,
  leavesDue: (received: string) => boolean,
): TrackedPayment | { ignored: string } {
  if (status.state === 'underpaid' && !leavesDue(status.received)) {
    return { ignored: `paymentStatus ignored: received ${status.received} leaves nothing due of ${current.response.amount}` };
  }
  const next = nextProgress(current, status);
  return next === current ? current : movedTo(current, next);
}

/**
 * What a read of the wallet or the chain makes of `current`; `current` itself when nothing
 * changes. A failed transaction is forgotten: the buyer may pay again, from any wallet or the QR code.
 */
export function byRead(current: TrackedPayment, status: FollowedStatus): TrackedPayment {
  const moved = movedTo(status.state === 'failed' ? { ...current, sent: undefined } : current, followedProgress(current, status));
  return JSON.stringify(moved) === JSON.stringify(current) ? current : moved;
}

/** What the tab keeps of a read: the contract's status, none for nothing counted or a failed transaction. */
export function keptOfRead(status: FollowedStatus): PaymentStatus | undefined {
  return status.state === 'pending' || status.state === 'failed' ? undefined : (reportedStatus(status) as PaymentStatus);
}

/** The countdown reached zero: a payment still awaited closes; any other stays where it is (undefined). */
export function closedByCountdown(current: TrackedPayment): TrackedPayment | undefined {
  return current.state === 'awaiting-payment' ? { ...current, state: 'expired', late: false } : undefined;
}

/** Whether news of `current` may still come: on the payment screen and while it is confirming. */
export function mayChange(current: TrackedPayment): boolean {
  return current.state === 'awaiting-payment' || current.state === 'confirming';
}

/**
 * Whether the element reads the wallet or the chain itself for `current` at `now`: while it may
 * still change, and for an hour after the window closed with nothing heard. Never while the host
 * speaks (`paymentStatus` or `paymentStatusSource`): the host's word wins.
 */
export function readsOwn(current: TrackedPayment, now: number, hostSpeaks: boolean): boolean {
  if (hostSpeaks) return false;
  const late = current.state === 'expired' && !current.late && now < current.expiresAt + LATE_READS_MS;
  return mayChange(current) || late;
}

/** What the tab keeps of a payment that ended: where it stands on the receipt (paid) or the late screen; undefined for any other. */
export function endOf({ request, response, asset, expiresAt, sent, lightning, ...progress }: TrackedPayment): PaymentProgress | undefined {
  return progress.state === 'paid' || (progress.state === 'expired' && progress.late) ? progress : undefined;
}

/** A kept end as `endOf` made it (the store keeps it unread), or undefined for anything else. */
export function keptEnd(value: unknown): PaymentProgress | undefined {
  const { state, late, txHash, extra, preimage } = (value ?? {}) as Record<string, unknown>;
  // A hash, an amount and a preimage, of word characters and points only: they go into a link and a sentence.
  const word = (text: unknown): text is string => typeof text === 'string' && /^[\w.]{1,130}$/.test(text);
  const end = { ...(word(txHash) && { txHash }), ...(word(extra) && { extra }), ...(word(preimage) && { preimage }) };
  return state === 'paid' ? { state, ...end } : state === 'expired' && late === true ? { state, late, ...end } : undefined;
}

/** What `market-crypto-status` tells that a screen may already show: the state, the depth and what arrived. */
export interface Said {
  state: string;
  depth?: number;
  received?: string;
}

/** Whether `said` tells something `before` did not: another state, or a depth or an amount it lacked or had otherwise. */
export function saysNew(before: Said | undefined, { state, depth, received }: Said): boolean {
  return !before || state !== before.state || (depth !== undefined && depth !== before.depth) || (received !== undefined && received !== before.received);
}
