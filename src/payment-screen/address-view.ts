/**
 * The receiving address, made to be compared: in groups of four characters, all alike, since a
 * poisoned look-alike is made to match the first and the last characters (no group is set apart;
 * "Check the address in your wallet", address-check-view.ts, is what catches one). The gaps are
 * margins and the line breaks `<wbr>`, never characters: a copy, a selection by hand and the
 * accessible text are the exact address (checkout.styles.ts, `.address`).
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, type TemplateResult } from 'lit';
import { addressGroups } from '../core/address-groups.js';

/** The address as the payment screen shows it, and "Copy" copies it (`data-copy`). */
export function addressView(address: string): TemplateResult {
  return html`<span part="address" class="mono address" dir="ltr" data-copy="address">${addressGroups(address).map(
    (group) => html`<span>${group}</span><wbr />`,
  )}</span>`;
}
