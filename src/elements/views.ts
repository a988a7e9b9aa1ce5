/**
 * Template functions both elements' views share: the form around the fields, the notice of a
 * failed attempt, and the order summary. No state lives here.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { fill, type FormStrings } from '../locales/strings.js';
import type { PriceView } from '../price/index.js';
import { pressCounts } from './press-counts.js';

export function checkoutForm(o: {
  fields: TemplateResult;
  notice: TemplateResult | typeof nothing;
  label: string;
  /** The price line, directly above the button. */
  price?: TemplateResult | typeof nothing;
  busy: boolean;
  /** While the service asked to wait: what the held button says instead of `label`. */
  held: string | undefined;
  text: FormStrings;
  onSubmit(): void;
}): TemplateResult {
  const busy = o.busy ? 'true' : 'false';
  const label = o.busy ? html`<span class="spinner" aria-hidden="true"></span> ${o.text.submitting}` : (o.held ?? o.label);
  return html`<form
    part="form"
    novalidate
    aria-busy=${busy}
    @submit=${(e: SubmitEvent) => {
      e.preventDefault();
      o.onSubmit();
    }}
  >
    ${o.fields} ${o.notice} ${o.price}
    <button part="submit" class="primary" type="submit" ?disabled=${o.busy || o.held !== undefined} aria-busy=${busy} @pointerdown=${pressCounts(o.onSubmit)}>
      ${label}
    </button>
  </form>`;
}

/**
 * The notice of a failed attempt in the buyer's words (`said`). When the service explained a
 * refusal in its own words, which no `strings` can translate, they follow as a detail: they are
 * often the most specific thing the buyer can read.
 */
export function errorNotice(said: string, serverMessage: string | undefined): TemplateResult {
  return html`<div part="error" class="notice" role="alert">
    ${said} ${serverMessage ? html`<p>${serverMessage}</p>` : nothing}
  </div>`;
}

/** The order summary the payment views open with: the domain and the period, then `more` rows. */
export function orderSummary(text: FormStrings, domain: string, period: string, more: unknown = nothing): TemplateResult {
  return html`<dl part="summary">
    <div><dt>${text.domainLabel}</dt><dd>${domain}</dd></div>
    <div><dt>${text.yearsLabel}</dt><dd>${period}</dd></div>
    ${more}
  </dl>`;
}

/**
 * The price line: its room kept whatever it shows (the price file's view, or busy until that file
 * is here); polite, and busy while a quote is asked, so that a change is announced once settled.
 */
export function priceLine(view: PriceView | undefined, text: FormStrings, period: string): TemplateResult | typeof nothing {
  if (!view) return nothing;
  const pending = view.state === 'pending';
  return html`<div part="price" class="price" aria-live="polite" aria-busy=${pending}>
    ${view.state === 'shown'
      ? html`<strong>${fill(text.priceTotal, { years: period, total: view.total })}</strong>
          ${view.first ? html`<br /><span class="hint">${fill(text.priceBreakdown, { price: view.first, renewal: view.renewal ?? '' })}</span>` : nothing}`
      : pending
        ? html`<span class="hint">${text.pricePending}</span>`
        : nothing}
  </div>`;
}

/** A years option with its total, when there is one. */
export const priced = (template: string, period: string, total: string | undefined): string => (total ? fill(template, { years: period, total }) : period);
