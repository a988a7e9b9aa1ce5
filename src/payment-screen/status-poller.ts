/**
 * Asks the host's `paymentStatusSource` how a shown payment stands: every 5 s while the page is
 * visible, less often after failures (10, 20, then every 30 s), one call at a time. It polls only
 * while the element is in the page; an answer that arrives after `stop()` or after the element
 * left changes nothing. Each status that differs from the last one reported goes to `onStatus`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PaymentIds, PaymentStatusSource } from '../payment/payment-ids.js';
import type { PaymentStatus, StatusReading } from '../payment/payment-status.js';

export const POLL_MS = 5_000;
export const MAX_POLL_MS = 30_000;

/** The wait before the next call, after `failures` failed calls in a row. */
export function pollDelay(failures: number): number {
  return Math.min(POLL_MS * 2 ** failures, MAX_POLL_MS);
}

interface Job {
  source: PaymentStatusSource;
  ids: Readonly<PaymentIds>;
  failures: number;
  last: PaymentStatus | undefined;
}

export class StatusPoller implements ReactiveController {
  private job: Job | undefined;
  /** When the next call may start, on `Date.now()`'s clock. */
  private dueAt = 0;
  private calling = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listening = false;
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    /**
     * Reads an answer as a status: the script's reader (src/payment/payment-status.ts), handed in
     * so that this file carries no schema library of its own.
     */
    private readonly read: (answer: unknown) => StatusReading,
    /** A new status of the payment with `ids` (always the payment being polled now). */
    private readonly onStatus: (status: PaymentStatus, ids: Readonly<PaymentIds>) => void,
    /** A call failed or answered something that is not a status (the reason is for developers). */
    private readonly onRefused: (reason: string) => void = () => {},
  ) {
    host.addController(this);
  }

  get polling(): boolean {
    return this.job !== undefined;
  }

  /** Polls `source` for the payment `ids` from now on, at once when the page is visible. */
  start(source: PaymentStatusSource, ids: PaymentIds): void {
    this.stop();
    this.job = { source, ids: Object.freeze({ orderId: ids.orderId, paymentId: ids.paymentId }), failures: 0, last: undefined };
    this.dueAt = 0;
    this.listen(this.connected);
    this.wake();
  }

  stop(): void {
    this.job = undefined;
    this.clear();
    this.listen(false);
  }

  hostConnected(): void {
    this.connected = true;
    if (!this.job) return;
    this.listen(true);
    this.wake();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.clear();
    this.listen(false);
  }

  /** Calls now if a call is due and may be made; otherwise waits for the moment it may. */
  private readonly wake = (): void => {
    this.clear();
    // A hidden page is woken again by `visibilitychange`; a call in flight, by its own end.
    if (!this.job || !this.connected || this.calling || document.visibilityState !== 'visible') return;
    const wait = this.dueAt - Date.now();
    if (wait > 0) this.timer = setTimeout(this.wake, wait);
    else void this.call(this.job);
  };

  private async call(job: Job): Promise<void> {
    this.calling = true;
    let reading: StatusReading;
    try {
      const answer = this.read(await job.source(job.ids));
      reading = answer.ok ? answer : { ok: false, reason: `paymentStatusSource answered no status: ${answer.reason}` };
    } catch (error) {
      reading = { ok: false, reason: `paymentStatusSource failed: ${error instanceof Error ? error.message : String(error)}` };
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

  private listen(on: boolean): void {
    if (on === this.listening) return;
    this.listening = on;
    if (on) document.addEventListener('visibilitychange', this.wake);
    else document.removeEventListener('visibilitychange', this.wake);
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Two statuses say the same thing (the poller reports only what changed). */
export function sameStatus(a: PaymentStatus | undefined, b: PaymentStatus): boolean {
  return a?.state === b.state && (a.state !== 'underpaid' || a.received === (b as typeof a).received);
}
