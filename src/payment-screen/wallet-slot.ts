/**
 * A wallet's button and what pressing it brings, in one box (the EVM wallets' of wallet-view.ts and
 * "Pay with Lightning wallet" of pay-with-lightning.ts): while the wallet is asked, "Confirm in …"
 * and Cancel take the button's place; after an attempt that paid nothing, what it came to, with
 * "Retry" where the wallet may be asked again. The box is as tall as the longest of those
 * lines needs (an invisible copy of it, `data-room`, payment.styles.ts), so no row stands empty
 * under the buttons before a press, and nothing moves after one. Each box is one of the screen's
 * ways to pay (`way`: payment.styles.ts orders them).
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type ReactiveElement, type TemplateResult } from 'lit';
import type { Strings } from '../locales/strings.js';

/** What shows in the button's place: a line, its tone, and the action beside it (Cancel, Retry), if any. */
export interface InPlace {
  line: string;
  error?: boolean;
  action?: [label: string, act: () => void];
}

const longest = (texts: string[]): string => texts.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * Focus follows a press to what took the button's place (the action beside the line, the box's
 * last child), and back to the button when that goes, once the element drew it: it is never left
 * on a hidden control.
 */
function keepFocus(event: Event): void {
  const slot = event.currentTarget as Element;
  ((slot.getRootNode() as ShadowRoot).host as ReactiveElement | undefined)?.updateComplete.then(() => (slot.lastElementChild as HTMLElement).focus());
}

/** `button` in its box, `rooms` the lines a press may bring, `shown` the one in its place now. */
export function walletSlot(t: Strings, button: TemplateResult, rooms: string[], shown: InPlace | undefined): TemplateResult {
  return html`<div class="slot way ${shown ? 'over' : ''}" data-room=${longest(rooms)} data-action=${longest([t.cancel, t.tryAgain])} @click=${keepFocus}>
    ${button}
    ${shown
      ? html`<p class="wallet-notice ${shown.error ? 'error' : 'hint'}">${shown.line}</p>
          ${shown.action ? html`<button type="button" class="secondary" @click=${shown.action[1]}>${shown.action[0]}</button>` : nothing}`
      : nothing}
  </div>`;
}
