/**
 * Where the buyer's focus goes when the view under it changes: a replaced view or a disabled
 * button would otherwise drop it on the page's body. Focus the buyer put elsewhere on the page is
 * left alone.
 */
import type { ReactiveElement } from 'lit';

/** Follows no lifecycle of the host: it acts when the element tells it the view changes. */
export class FocusController {
  private wasInside = false;

  constructor(private readonly host: ReactiveElement) {}

  /** Disabling the pressed button drops the buyer's focus: remember it was in the element. */
  remember(): void {
    this.wasInside = this.host.matches(':focus-within');
  }

  /**
   * When the buyer's focus is (or was, when they sent) in the element and the coming update leaves
   * it nowhere, it moves to `selector`. Call it after the change of state, so that the update it
   * waits for is the one that replaces the view.
   */
  land(selector: string): void {
    const inside = this.host.matches(':focus-within') || this.wasInside;
    this.wasInside = false;
    if (!inside) return;
    void this.host.updateComplete.then(() => {
      const active = document.activeElement;
      if (!active || active === document.body) this.focus(selector);
    });
  }

  /** After the coming update, focus on the first match of `selector` (a refused field). */
  async after(selector: string): Promise<void> {
    this.wasInside = false;
    await this.host.updateComplete;
    this.focus(selector);
  }

  private focus(selector: string): void {
    this.host.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }
}
