/**
 * The payment countdown. The time left is always the deadline minus the clock, never a count
 * of ticks, so it stays right when timers are throttled in a background tab or the machine
 * slept. The host renders at most once a second: only when the shown second changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { secondsLeft } from '../core/expiry.js';
import { VisibleTimer } from '../core/visible-timer.js';

export class CountdownController implements ReactiveController {
  /** Whole seconds left; 0 once the deadline has passed. */
  seconds = 0;
  /** Whole seconds left when the countdown started: milestones above it were never crossed. */
  startSeconds = 0;
  private deadline: number | undefined;
  /** A tab coming back (or going away) after its timers were held back is a moment to recompute. */
  private readonly timer = new VisibleTimer(() => this.tick());
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** At zero; none for a countdown whose end only shows (the host updates at zero either way). */
    private readonly onZero: () => void = () => {},
  ) {
    host.addController(this);
  }

  get running(): boolean {
    return this.deadline !== undefined;
  }

  start(deadline: number): void {
    this.deadline = deadline;
    this.seconds = -1;
    this.startSeconds = secondsLeft(deadline, Date.now());
    // Started by an element already taken out of the page (a host may remove it on the payment
    // event): it ticks once it is back, and never fires from outside the page.
    if (!this.connected) return;
    this.timer.listen(true);
    this.tick();
  }

  stop(): void {
    this.deadline = undefined;
    this.timer.stop();
  }

  hostConnected(): void {
    this.connected = true;
    if (this.running) {
      this.timer.listen(true);
      this.tick();
    }
  }

  hostDisconnected(): void {
    this.connected = false;
    this.timer.stop();
  }

  private tick(): void {
    this.timer.clear();
    if (this.deadline === undefined) return;
    const now = Date.now();
    const seconds = secondsLeft(this.deadline, now);
    if (seconds !== this.seconds) {
      this.seconds = seconds;
      this.host.requestUpdate();
    }
    if (seconds === 0) {
      this.stop();
      this.onZero();
      return;
    }
    // Wake when the shown second changes, so zero comes at the deadline itself. A timer that
    // fires early finds the same second and sleeps the rest; one that fires late (a throttled
    // tab) is corrected because the time is read from the clock.
    const untilNextSecond = (this.deadline - now) % 1000 || 1000;
    this.timer.after(untilNextSecond);
  }
}
