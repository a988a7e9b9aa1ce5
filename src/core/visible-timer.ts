/**
 * A timer that also wakes when the page is shown or hidden: a background tab's timers are held
 * back, so its return (or leaving) is a moment to look at the clock again. The countdown and the
 * status poller share it; what each does when woken is its own. Here, not in a controller, so the
 * payment file has it without Lit.
 */
export class VisibleTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listening = false;

  /** `wake` is called by the timer and by each `visibilitychange` while listening. */
  constructor(private readonly wake: () => void) {}

  /** Wakes in `ms`, in place of any wake-up set before. */
  after(ms: number): void {
    this.clear();
    this.timer = setTimeout(this.wake, ms);
  }

  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Whether a change of the page's visibility wakes it too. */
  listen(on: boolean): void {
    if (on === this.listening) return;
    this.listening = on;
    if (on) document.addEventListener('visibilitychange', this.wake);
    else document.removeEventListener('visibilitychange', this.wake);
  }

  /** Neither the timer nor the page wakes it any more. */
  stop(): void {
    this.clear();
    this.listen(false);
  }
}
