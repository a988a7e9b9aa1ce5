/**
 * "Check the address in your wallet": a quiet disclosure under the address with one field. The
 * buyer pastes or types what their wallet shows before they confirm, and reads at once whether it
 * is the address above (address-check.ts). Nothing is read from the clipboard and nothing of it
 * leaves the page; the verdict is said to screen readers through the field's live region.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../locales/strings.js';
import { isSameAddress, typedCharacters } from './address-check.js';

/** What the buyer typed, for the address it was typed against: another address starts empty. */
export class AddressCheck {
  private typed = { address: '', value: '', left: false };

  constructor(private readonly host: { requestUpdate(): void }) {}

  /** The field's text against `address`, and whether the buyer left the field since (a `change`). */
  typedFor(address: string): { value: string; left: boolean } {
    return this.typed.address === address ? this.typed : { value: '', left: false };
  }

  type(address: string, value: string, left = false): void {
    this.typed = { address, value, left };
    this.host.requestUpdate();
  }
}

/**
 * `same` or `different` once there is something to judge: a paste, an address typed to its full
 * length (its white space, such as the gaps between groups of four, not counted), or a field the
 * buyer left; undefined while they are still typing a shorter one.
 */
export function addressVerdict(typed: { value: string; left: boolean }, address: string, scheme?: string): 'same' | 'different' | undefined {
  const value = typedCharacters(typed.value);
  if (value === '') return undefined;
  if (isSameAddress(typed.value, address, scheme)) return 'same';
  return typed.left || value.length >= address.replace(/^bitcoincash:/i, '').length ? 'different' : undefined;
}

/** The disclosure, for the payment screen and the underpaid one; `scheme` is the checked link's. */
export function addressCheckView(t: Strings, check: AddressCheck, address: string, scheme?: string): TemplateResult {
  const typed = check.typedFor(address);
  const verdict = addressVerdict(typed, address, scheme);
  const field = (event: Event) => (event.currentTarget as HTMLInputElement).value;
  return html`<details class="address-check">
    <summary>${t.checkAddressSummary}</summary>
    <label for="address-check-input">${t.checkAddressLabel}</label>
    <input
      id="address-check-input"
      class="mono"
      dir="ltr"
      autocomplete="off"
      autocapitalize="off"
      spellcheck="false"
      aria-describedby="address-check-verdict"
      .value=${typed.value}
      @input=${(event: Event) => check.type(address, field(event))}
      @change=${(event: Event) => check.type(address, field(event), true)}
    />
    <p id="address-check-verdict" class="verdict" role="status" data-room=${t.checkAddressDifferent}>
      ${verdict ? html`<span class=${verdict}>${verdict === 'same' ? t.checkAddressSame : t.checkAddressDifferent}</span>` : nothing}
    </p>
  </details>`;
}
