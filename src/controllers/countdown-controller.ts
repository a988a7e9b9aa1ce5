/**
 * The payment countdown. The time left is always the deadline minus the clock, never a count
 * of ticks, so it stays right when timers are throttled in a background tab or the machine
 * slept. The host renders at most once a second: only when the shown second changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { secondsLeft } from '../expiry.js';

export class CountdownController implements ReactiveController {
  /** Whole seconds left; 0 once the deadline has passed. */
  seconds = 0;
  private deadline: number | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listening = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onZero: () => void,
  ) {
    host.addController(this);
  }

  get running(): boolean {
    return this.deadline !== undefined;
  }

  start(deadline: number): void {
    this.deadline = deadline;
    this.seconds = -1;
    this.listen(true);
    this.tick();
  }

  stop(): void {
    this.deadline = undefined;
    this.clear();
    this.listen(false);
  }

  hostConnected(): void {
    if (this.running) {
      this.listen(true);
      this.tick();
    }
  }

  hostDisconnected(): void {
    this.clear();
    this.listen(false);
  }

  private readonly tick = (): void => {
    this.clear();
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
    // Wake just after the shown second changes; the few ms of slack absorb timer jitter.
    const untilNextSecond = (this.deadline - now) % 1000 || 1000;
    this.timer = setTimeout(this.tick, untilNextSecond + 5);
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') this.tick();
  };

  private listen(on: boolean): void {
    if (on === this.listening) return;
    this.listening = on;
    if (on) document.addEventListener('visibilitychange', this.onVisibility);
    else document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
