/**
 * Asks a source how a shown payment stands: the host's `paymentStatusSource`, or the element's own
 * reads of the wallet or the chain (chain-follower.ts), each through one of these. Every 5 s while
 * the page is visible, less often after failures (10, 20, then every 30 s), one call at a time; a
 * call still unsettled after 20 s is aborted through its signal and counts as a failure, so a
 * source that never answers does not stop the polling for good. It polls only while the element is
 * in the page; an answer that arrives after `stop()` or after the element left changes nothing.
 * Each status that differs from the last one reported goes to `onStatus`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { VisibleTimer } from '../core/visible-timer.js';
import type { PaymentIds } from '../payment/payment-ids.js';

export const POLL_MS = 5_000;
export const MAX_POLL_MS = 30_000;
/** How long one call may take before it is given up (the contract's 20 s). */
export const CALL_TIMEOUT_MS = 20_000;

/** A source of statuses for the payment with these ids. */
export type StatusSource = (request: PaymentIds & { signal: AbortSignal }) => unknown;
/** An answer read as a status, or the reason it is none (for developers). */
export type Reading<T> = { ok: true; status: T } | { ok: false; reason: string };

/** The wait before the next call, after `failures` failed calls in a row. */
export function pollDelay(failures: number): number {
  return Math.min(POLL_MS * 2 ** failures, MAX_POLL_MS);
}

interface Job<T> {
  source: StatusSource;
  ids: Readonly<PaymentIds>;
  failures: number;
  last: T | undefined;
}

export class StatusPoller<T = unknown> implements ReactiveController {
  private job: Job<T> | undefined;
  /** When the next call may start, on `Date.now()`'s clock. */
  private dueAt = 0;
  private calling = false;
  /** Gives up the call in flight: its signal is aborted and its 20 s timer cleared. */
  private giveUp = () => {};
  /** A hidden page is woken again by `visibilitychange`. */
  private readonly timer = new VisibleTimer(() => this.wake());
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    /**
     * Reads an answer as a status: the script's reader (src/payment/payment-status.ts), handed in
     * so that this file carries no schema library of its own.
     */
    private readonly read: (answer: unknown) => Reading<T>,
    /** A new status of the payment with `ids` (always the payment being polled now). */
    private readonly onStatus: (status: T, ids: Readonly<PaymentIds>) => void,
    /** A call failed or answered something that is not a status (the reason is for developers). */
    private readonly onRefused: (reason: string) => void = () => {},
  ) {
    host.addController(this);
  }

  get polling(): boolean {
    return this.job !== undefined;
  }

  /** Polls `source` for the payment `ids` from now on, at once when the page is visible. */
  start(source: StatusSource, ids: PaymentIds): void {
    this.stop();
    this.job = { source, ids: Object.freeze({ orderId: ids.orderId, paymentId: ids.paymentId }), failures: 0, last: undefined };
    this.dueAt = 0;
    this.timer.listen(this.connected);
    this.wake();
  }

  stop(): void {
    this.job = undefined;
    this.giveUp();
    this.timer.stop();
  }

  hostConnected(): void {
    this.connected = true;
    if (!this.job) return;
    this.timer.listen(true);
    this.wake();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.timer.stop();
  }

  /** Calls now if a call is due and may be made; otherwise waits for the moment it may. */
  private wake(): void {
    this.timer.clear();
    // A hidden page is woken again by `visibilitychange`; a call in flight, by its own end.
    if (!this.job || !this.connected || this.calling || document.visibilityState !== 'visible') return;
    const wait = this.dueAt - Date.now();
    if (wait > 0) this.timer.after(wait);
    else void this.call(this.job);
  }

  private async call(job: Job<T>): Promise<void> {
    this.calling = true;
    let reading: Reading<T>;
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(new Error(`no answer in ${CALL_TIMEOUT_MS / 1000} s`)), CALL_TIMEOUT_MS);
    this.giveUp = () => {
      clearTimeout(timer);
      giveUp.abort(new Error('stopped'));
    };
    let stopWaiting = () => {};
    try {
      // A source that ignores the signal still gives up its turn when it is aborted.
      const late = new Promise<never>((_, reject) => {
        const abort = () => reject(giveUp.signal.reason);
        giveUp.signal.addEventListener('abort', abort, { once: true });
        stopWaiting = () => giveUp.signal.removeEventListener('abort', abort);
      });
      const answer = this.read(await Promise.race([job.source(Object.freeze({ ...job.ids, signal: giveUp.signal })), late]));
      reading = answer.ok ? answer : { ok: false, reason: `answered no status: ${answer.reason}` };
    } catch (error) {
      reading = { ok: false, reason: `failed: ${error instanceof Error ? error.message : String(error)}` };
    } finally {
      clearTimeout(timer);
      stopWaiting();
    }
    this.calling = false;
    // Stopped, replaced or removed meanwhile: the answer is for no one, but a newer job waited for this call to end.
    if (this.job !== job || !this.connected) return this.wake();
    if (reading.ok) {
      job.failures = 0;
      if (!sameStatus(job.last, reading.status)) {
        job.last = reading.status;
        this.onStatus(reading.status, job.ids);
      }
    } else {
      job.failures += 1;
      this.onRefused(reading.reason);
    }
    // What was reported may have ended the polling (paid) or started it again for another payment.
    if (this.job !== job) return;
    this.dueAt = Date.now() + pollDelay(job.failures);
    this.wake();
  }
}

/** Two statuses say the same thing, field for field (the poller reports only what changed: a new state, depth or amount). */
export function sameStatus<T>(a: T | undefined, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
