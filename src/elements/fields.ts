/**
 * The form's building blocks as template functions: a visible label, the control, a hint and
 * the error, linked by ids so screen readers read them together. No state lives here.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { addressGroups } from '../core/address-groups.js';

/** What every field of the form shares: its request path, its error once shown, the locked hint, leaving it. */
export interface FieldBase {
  path: string;
  error: string | undefined;
  lockedHint: string;
  onBlur(): void;
}

export interface FieldOptions {
  /** The request path, e.g. `domain` or `walletAddrs.0.addr`; also the id stem. */
  path: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
}

export interface TextFieldOptions extends FieldOptions {
  value: string;
  locked: boolean;
  lockedHint: string;
  type?: 'text' | 'email';
  autocomplete?: string;
  /** The keyboard a phone opens: a domain's has the dot and slash, an e-mail's the @. */
  inputmode?: 'email' | 'numeric' | 'url';
  /** A name's words start with a capital; everything else is typed as it is (off). */
  autocapitalize?: 'words';
  /** Addresses, domains and e-mails read left to right in any language. */
  ltr?: boolean;
  /**
   * Compared character by character (an address): set in monospace, and shown again under the
   * field in groups of four as it is typed, whole, where a phone's field shows only its start.
   */
  mono?: boolean;
  /** A button beside the control that fills it (the owner address's "Use my wallet"). */
  action?: TemplateResult | typeof nothing;
  onInput(value: string): void;
  onBlur(): void;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldOptions extends FieldOptions {
  value: string;
  options: readonly SelectOption[];
  locked: boolean;
  lockedHint: string;
  onChange(value: string): void;
}

const ids = (path: string) => ({ input: `f-${path}`, hint: `h-${path}`, error: `e-${path}` });

function describedBy(o: FieldOptions): string | undefined {
  const { hint, error } = ids(o.path);
  const list = [o.hint ? hint : '', o.error ? error : ''].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/**
 * A field's hint and error, each linked from its control by id. Label, control and these make one
 * template per kind of field, not a frame around a control: a form renders a dozen fields, and
 * each template instance less is DOM that Lit walks and commits less at startup.
 */
function hintAndError(o: FieldOptions): [TemplateResult | typeof nothing, TemplateResult | typeof nothing] {
  const id = ids(o.path);
  return [
    o.hint ? html`<div class="hint" id=${id.hint}>${o.hint}</div>` : nothing,
    o.error ? html`<div part="error" class="error" id=${id.error}>${o.error}</div>` : nothing,
  ];
}

export function textField(o: TextFieldOptions): TemplateResult {
  const withHint = { ...o, hint: o.locked ? o.lockedHint : o.hint };
  const id = ids(o.path);
  const [hint, error] = hintAndError(withHint);
  return html`<div part="field" class="field ${o.error ? 'invalid' : ''}">
    <label for=${id.input}>${o.label}</label>
    <input
      part="input"
      id=${id.input}
      name=${o.path}
      type=${o.type ?? 'text'}
      dir=${ifDefined(o.ltr ? 'ltr' : undefined)}
      class=${ifDefined(o.mono ? 'mono' : undefined)}
      .value=${o.value}
      ?readonly=${o.locked}
      autocomplete=${o.autocomplete ?? 'off'}
      inputmode=${ifDefined(o.inputmode)}
      spellcheck="false"
      autocapitalize=${o.autocapitalize ?? 'off'}
      autocorrect="off"
      aria-invalid=${o.error ? 'true' : 'false'}
      aria-describedby=${ifDefined(describedBy(withHint))}
      @input=${(e: Event) => o.onInput((e.target as HTMLInputElement).value)}
      @blur=${o.onBlur}
    />${o.action ?? nothing}${o.mono && o.value ? typedGroups(o.value) : nothing}
    ${hint} ${error}
  </div>`;
}

/**
 * The typed address in groups of four, the payment screen's grouping: read, not read out (the
 * field itself is what a screen reader reads, character by character). It comes after the action
 * beside the field, so the address that "Use my wallet" fills in moves not the button just pressed.
 */
function typedGroups(value: string): TemplateResult {
  return html`<p class="hint mono address" dir="ltr" aria-hidden="true">${addressGroups(value).map((group) => html`<span>${group}</span><wbr />`)}</p>`;
}

export function selectField(o: SelectFieldOptions): TemplateResult {
  if (o.locked) {
    const label = o.options.find((opt) => opt.value === o.value)?.label ?? o.value;
    return textField({ ...o, value: label, onInput: () => {}, onBlur: () => {} });
  }
  const id = ids(o.path);
  const [hint, error] = hintAndError(o);
  return html`<div part="field" class="field ${o.error ? 'invalid' : ''}">
    <label for=${id.input}>${o.label}</label>
    <select
      part="input"
      id=${id.input}
      name=${o.path}
      aria-invalid=${o.error ? 'true' : 'false'}
      aria-describedby=${ifDefined(describedBy(o))}
      @change=${(e: Event) => o.onChange((e.target as HTMLSelectElement).value)}
    >
      ${o.options.map((opt) => html`<option value=${opt.value} ?selected=${opt.value === o.value}>${opt.label}</option>`)}
    </select>
    ${hint} ${error}
  </div>`;
}
