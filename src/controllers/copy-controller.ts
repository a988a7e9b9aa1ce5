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

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  async copy(key: string, text: string): Promise<void> {
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      ok = false;
    }
    this.show({ key, ok });
  }

  hostDisconnected(): void {
    this.show(undefined);
  }

  private show(feedback: CopyController['feedback']): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = feedback ? setTimeout(() => this.show(undefined), FEEDBACK_MS) : undefined;
    this.feedback = feedback;
    this.host.requestUpdate();
  }
}
