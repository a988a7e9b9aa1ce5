/**
 * The crypto checkout's screens after the payment screen: waiting for confirmation, the receipt,
 * and the closed window (with news of a late payment or without). Pure templates: the element
 * hands in the texts and values, and the one action each screen may offer.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import type { PaymentIds } from '../payment/payment-ids.js';
import type { Strings } from '../locales/strings.js';
import type { WalletSent } from '../payment/tracked-payment.js';
import { sentView } from './wallet-view.js';

/**
 * The order and payment ids, which support asks for, on every screen a payment reached; with
 * `help`, what else the screen offers for support (the support copy, a way to reach the site).
 */
export function idsView(t: Strings, { orderId, paymentId }: PaymentIds, help: TemplateResult | typeof nothing = nothing): TemplateResult {
  return html`<p class="small ids">
      ${t.orderId}: <span class="mono" dir="ltr">${orderId}</span><br />
      ${t.paymentId}: <span class="mono" dir="ltr">${paymentId}</span>
    </p>
    ${help}`;
}

/** Seen, not yet confirmed: nothing is left for the buyer to do, and nothing invites a second payment. */
export function confirmingView(t: Strings, summary: TemplateResult, ids: PaymentIds, help: TemplateResult, depth?: string): TemplateResult {
  return html`<section aria-labelledby="confirming-heading">
    ${summary}
    <h2 id="confirming-heading" tabindex="-1">${t.confirmingHeading}</h2>
    <p>${t.confirmingBody}</p>
    ${depth ? html`<p class="depth">${depth}</p>` : nothing}
    ${idsView(t, ids, help)}
  </section>`;
}

export interface Receipt {
  /** The order summary (domain and period) with the receipt's rows added. */
  summary(rows: TemplateResult): TemplateResult;
  /** The amount as paid: the exact decimal and the currency label. */
  amount: string;
  /** The network's name, when the payment link named a known one. */
  network: string | undefined;
  ids: PaymentIds;
  /** The support copy. */
  help: TemplateResult;
  /** More than the amount arrived: how much, in the buyer's words. */
  overpaid?: string;
  /** "Start a new purchase": the receipt is forgotten, and the form shows. */
  newPurchase(): void;
}

/** Paid: what was bought, what it cost, where, the ids to quote, and a new purchase (the receipt stays for the tab until then). */
export function receiptView(t: Strings, { summary, amount, network, ids, help, overpaid, newPurchase }: Receipt): TemplateResult {
  const row = (label: string, value: unknown, mono = false, total = false) =>
    html`<div class=${total ? 'total' : ''}><dt>${label}</dt><dd class=${mono ? 'mono' : ''} dir=${mono ? 'ltr' : 'auto'}>${value}</dd></div>`;
  return html`<section aria-labelledby="paid-heading">
    <h2 id="paid-heading" tabindex="-1">${t.paidHeading}</h2>
    ${summary(html`${row(t.amountPaidLabel, html`<span dir="ltr">${amount}</span>`, true, true)}
    ${network ? row(t.networkLabel, network) : nothing} ${row(t.orderId, ids.orderId, true)} ${row(t.paymentId, ids.paymentId, true)}`)}
    <p>${t.paidBody}</p>
    ${overpaid ? html`<p class="notice info">${overpaid}</p>` : nothing}
    ${help} ${newPurchaseButton(t, newPurchase)}
  </section>`;
}

/** "Start a new purchase", after a payment that ended (kept for the tab until pressed). */
function newPurchaseButton(t: Strings, newPurchase: () => void): TemplateResult {
  return html`<button type="button" class="secondary" @click=${newPurchase}>${t.newPurchase}</button>`;
}

/**
 * The window closed. Without news of a payment: no address or link to pay to, the ids for a buyer
 * who paid at the last second, and starting again. With news (`late`): the site will be in touch,
 * nothing that invites paying twice, and a new purchase (the screen stays for the tab until then).
 * With a hash a browser wallet sent (`sent`): the hash, and the site will confirm it; nothing that
 * invites paying twice either.
 */
export function expiredView(t: Strings, ids: PaymentIds, late: boolean, startAgain: () => void, help: TemplateResult, sent?: WalletSent): TemplateResult {
  if (late || sent) {
    return html`<section aria-labelledby="expired-heading">
      <h2 id="expired-heading" tabindex="-1">${late ? t.lateHeading : t.expiredHeading}</h2>
      <p>${late ? t.lateBody : t.expiredSent}</p>
      ${sent ? sentView(t, sent) : nothing}
      ${idsView(t, ids, help)} ${late ? newPurchaseButton(t, startAgain) : nothing}
    </section>`;
  }
  return html`<section role="alert" aria-labelledby="expired-heading">
    <h2 id="expired-heading" tabindex="-1">${t.expiredHeading}</h2>
    <p>${t.expiredBody}</p>
    <p>${t.expiredSupport}</p>
    ${idsView(t, ids, help)}
    <button type="button" class="primary" part="submit" @click=${startAgain}>${t.startAgain}</button>
  </section>`;
}
