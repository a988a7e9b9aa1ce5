/**
 * "Open in wallet" where the page may not open it. A frame sandboxed without a flag that lets it
 * hand a link on (allow-popups, a top navigation) drops a wallet link without a sound: no error
 * reaches a script, so the failure cannot be caught, only foreseen. What a script can see: the
 * `sandbox` attribute of each frame up to the first of another origin, and an opaque origin,
 * which a sandbox without allow-same-origin gives (its flags then stay unknown).
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../locales/strings.js';

/** `opens`: nothing says otherwise; `blocked`: a frame's sandbox forbids it; `unsure`: sandboxed, flags unknown. */
export type WalletLinkReach = 'opens' | 'blocked' | 'unsure';

/** How far `win` can open a payment link. Self-contained (no outer names): a test runs its source inside a frame. */
export function walletLinkReach(win: Window = window): WalletLinkReach {
  // Any one of these lets a sandboxed frame hand a custom-scheme link to the system.
  const leaving = ['allow-popups', 'allow-top-navigation', 'allow-top-navigation-by-user-activation', 'allow-top-navigation-to-custom-protocols'];
  for (let w = win; w.parent !== w; w = w.parent) {
    // null when the parent is of another origin: nothing further up can be read.
    const frame = w.frameElement;
    if (!frame) break;
    const sandbox = frame.getAttribute('sandbox');
    if (sandbox !== null && !sandbox.toLowerCase().split(/\s+/).some((flag) => leaving.includes(flag))) return 'blocked';
  }
  return win.origin === 'null' ? 'unsure' : 'opens';
}

/**
 * The wallet link: the button where it opens; where it cannot, the words and the link to copy
 * (`copy`, the screen's copy button for `data-copy="link"`); where it may not, both.
 */
export function walletLinkView(t: Strings, uri: string, reach: WalletLinkReach, copy: TemplateResult | typeof nothing = nothing): TemplateResult {
  const button = html`<a part="wallet-link" class="button primary way" href=${uri} rel="noopener noreferrer">${t.openWallet}</a>`;
  if (reach === 'opens') return button;
  return html`${reach === 'unsure' ? button : nothing}
    <div class="value wallet-link-copy way">
      <span class="label">${t.walletLinkLabel}</span>
      <span class="mono" dir="ltr" data-copy="link">${uri}</span>
      ${copy}
      <p class="network hint">${reach === 'blocked' ? t.walletLinkBlocked : t.walletLinkUnsure}</p>
    </div>`;
}
