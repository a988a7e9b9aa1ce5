/**
 * The crypto checkout's screens after the payment screen: waiting for confirmation, the receipt,
 * and the closed window (with news of a late payment or without). Pure templates: the element
 * hands in the texts and values, and the one action each screen may offer.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import type { Payable } from '../payment/payable.js';
import type { PaymentIds } from '../payment/payment-ids.js';
import type { Strings } from '../locales/strings.js';
import type { TrackedPayment, WalletSent } from '../payment/tracked-payment.js';
import { sentView } from './wallet-view.js';

/** An order or payment id, which may break only after its hyphens, between whole groups (payment.styles.ts `.id`). */
const idText = (id: string): TemplateResult => html`<span class="mono id" dir="ltr">${id.split('-').map((group, i) => (i ? html`-<wbr />${group}` : group))}</span>`;

/**
 * The order and payment ids, which support asks for, on every screen a payment reached; with
 * `help`, what else the screen offers for support (the support copy, a way to reach the site).
 */
export function idsView(t: Strings, { orderId, paymentId }: PaymentIds, help: TemplateResult | typeof nothing = nothing): TemplateResult {
  return html`<p class="small ids">
      ${t.orderId}: ${idText(orderId)}<br />
      ${t.paymentId}: ${idText(paymentId)}
    </p>
    ${help}`;
}

/**
 * A sentence whose words in `[…]` link to `url`, the host's `support-url` (a new tab; a `mailto:`
 * opens the mail program): the link is part of the sentence that says why the buyer may need it.
 * Without a url, or in a host's text without the marks, the sentence reads as plain words.
 */
export function linked(text: string, url: string | undefined): TemplateResult | string {
  const parts = text.split(/[[\]]/);
  return url && parts[1] ? html`${parts[0]}<a class="in-sentence" href=${url} target="_blank" rel="noopener noreferrer">${parts[1]}</a>${parts[2]}` : parts.join('');
}

/**
 * "If something is wrong with this payment, contact the site", where the host set a `support-url`
 * and something may be: part of it paid, a transaction that failed, a payment that arrived or was
 * sent after the window closed. (A closed window with no payment says it in `expiredSupport`.)
 * When nothing on the screen can pay what is still due (`pay` has neither address nor link: the
 * rest of a `lightning:` link, whose invoice pays the whole amount only), the buyer is told so,
 * and to reach the site to pay the rest another way, with or without a `support-url`.
 */
export function contactView(t: Strings, payment: TrackedPayment, url: string | undefined, pay?: Payable): TemplateResult | typeof nothing {
  if (payment.state === 'awaiting-payment' && payment.received && pay && !pay.uri && !pay.address) return html`<p>${linked(t.lightningRest, url)}</p>`;
  const wrong = payment.state === 'expired' ? payment.late || payment.sent : payment.state === 'awaiting-payment' && (payment.received || payment.failed);
  return url && wrong ? html`<p>${linked(t.contactIfWrong, url)}</p>` : nothing;
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
  /** The total the buyer was shown at submit, when there was one. */
  orderTotal?: unknown;
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
export function receiptView(t: Strings, { summary, amount, orderTotal, network, ids, help, overpaid, newPurchase }: Receipt): TemplateResult {
  const row = (label: string, value: unknown, mono = false, total = false) =>
    html`<div class=${total ? 'total' : ''}><dt>${label}</dt><dd class=${mono ? 'mono' : ''} dir=${mono ? 'ltr' : 'auto'}>${value}</dd></div>`;
  return html`<section aria-labelledby="paid-heading">
    <h2 id="paid-heading" tabindex="-1">${t.paidHeading}</h2>
    ${summary(html`${row(t.amountPaidLabel, html`<span dir="ltr">${amount}</span>`, true, true)}
    ${network ? row(t.networkLabel, network) : nothing} ${row(t.orderId, idText(ids.orderId), true)} ${row(t.paymentId, idText(ids.paymentId), true)}`)}
    ${orderTotal}
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
 * who paid at the last second (and the host's `supportUrl` to give them to), and starting again.
 * With news (`late`): the site will be in touch, nothing that invites paying twice, and a new
 * purchase (the screen stays for the tab until then). With a hash a browser wallet sent (`sent`):
 * the hash, and the site will confirm it; nothing that invites paying twice either.
 */
export function expiredView(
  t: Strings,
  ids: PaymentIds,
  late: boolean,
  startAgain: () => void,
  help: TemplateResult,
  sent?: WalletSent,
  supportUrl?: string,
  orderTotal: unknown = nothing,
): TemplateResult {
  if (late || sent) {
    return html`<section aria-labelledby="expired-heading">
      <h2 id="expired-heading" tabindex="-1">${late ? t.lateHeading : t.expiredHeading}</h2>
      <p>${late ? t.lateBody : t.expiredSent}</p>
      ${orderTotal}
      ${sent ? sentView(t, sent) : nothing}
      ${idsView(t, ids, help)} ${late ? newPurchaseButton(t, startAgain) : nothing}
    </section>`;
  }
  return html`<section aria-labelledby="expired-heading">
    <h2 id="expired-heading" tabindex="-1">${t.expiredHeading}</h2>
    <p>${t.expiredBody}</p>
    ${orderTotal}
    <p>${linked(t.expiredSupport, supportUrl)}</p>
    ${idsView(t, ids, help)}
    <button type="button" class="primary" part="submit" @click=${startAgain}>${t.startAgain}</button>
  </section>`;
}
