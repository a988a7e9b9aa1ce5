/**
 * The receiving address, made to be compared: in groups of four characters, all alike, since a
 * poisoned look-alike is made to match the first and the last characters (no group is set apart;
 * "Check the address in your wallet", address-check-view.ts, is what catches one). The gaps are
 * margins and the line breaks `<wbr>`, never characters: a copy, a selection by hand and the
 * accessible text are the exact address (payment.styles.ts).
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, type TemplateResult } from 'lit';

/** `address` in fours; a cashaddr's `bitcoincash:` prefix stays whole, in front. */
export function addressGroups(address: string): string[] {
  const start = address.lastIndexOf(':') + 1;
  const groups = start ? [address.slice(0, start)] : [];
  for (let i = start; i < address.length; i += 4) groups.push(address.slice(i, i + 4));
  return groups;
}

/** The address as the payment screen shows it, and "Copy" copies it (`data-copy`). */
export function addressView(address: string): TemplateResult {
  return html`<span part="address" class="mono address" dir="ltr" data-copy="address">${addressGroups(address).map(
    (group) => html`<span>${group}</span><wbr />`,
  )}</span>`;
}
