/**
 * Copy buttons' feedback: which value was just copied (or failed to), shown for a moment and
 * announced, with its timer released when the element goes away. Where the clipboard is refused
 * (a sandboxed or cross-origin frame without `clipboard-write`, an insecure page), the value shown
 * on screen is selected instead, so the buyer can copy it by hand.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const FEEDBACK_MS = 2000;

export class CopyController implements ReactiveController {
  /** The key of the value last copied, whether the copy worked, and if not, whether the value was selected. */
  feedback: { key: string; ok: boolean; selected: boolean } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Copies `text`; `showing` is the element showing exactly that text, selected when the clipboard is refused. */
  async copy(key: string, text: string, showing?: Element | null): Promise<void> {
    let ok = true;
    let selected = false;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (insecure page, permission refused, no user gesture): say so, never throw.
      ok = false;
      selected = this.connected && !!showing && select(showing, text);
    }
    // Removed while the clipboard answered: no feedback, so no timer left behind.
    if (this.connected) this.show({ key, ok, selected });
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

/** Selects what `node` shows, if that is `text`; whether the page's selection now holds it. */
function select(node: Element, text: string): boolean {
  const selection = node.ownerDocument.getSelection();
  if (!selection || node.textContent?.trim() !== text) return false;
  selection.selectAllChildren(node);
  return selection.rangeCount > 0;
}
