/**
 * Copy buttons' feedback: which value was just copied (or failed to), shown for a moment and
 * announced, with its timer released when the element goes away.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const FEEDBACK_MS = 2000;

export class CopyController implements ReactiveController {
  /** The key of the value last copied, and whether the copy worked. */
  feedback: { key: string; ok: boolean } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  async copy(key: string, text: string): Promise<void> {
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (insecure page, permission refused, no user gesture): say so, never throw.
      ok = false;
    }
    // Removed while the clipboard answered: no feedback, so no timer left behind.
    if (this.connected) this.show({ key, ok });
  }

  hostConnected(): void {
    this.connected = true;
  }

  hostDisconnected(): void {
    this.connected = false;
    if (this.feedback) this.show(undefined);
  }

  private show(feedback: CopyController['feedback']): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = feedback ? setTimeout(() => this.show(undefined), FEEDBACK_MS) : undefined;
    this.feedback = feedback;
    this.host.requestUpdate();
  }
}
