/**
 * The payment screen: the amount and address to copy, the QR code and wallet link, the countdown
 * and its last-minute warning, and "Change details". The warning comes last, under everything a
 * phone may be scanning or a buyer copying: it appears while they do, and moves nothing. After an underpayment it asks for the rest:
 * what arrived, and what is still due with its own link. The page's browser wallets (wallet-view.ts)
 * and the wallet link come before the QR code, as a phone shows them (payment.styles.ts draws the
 * QR code first on a wide screen with a mouse); once a wallet sent the payment, its hash in place
 * of every way to pay. A Tron asset has no wallet link: its QR code holds the address alone,
 * labelled so, and a line under the amount says what to send (widget.md, "USDT on Tron").
 * A pure template: the element hands in what to show and what the buttons do.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import type { CryptoPurchaseResponse } from '../checks/schemas.js';
import type { CopyController } from './copy-controller.js';
import { WARNING_SECONDS } from '../core/expiry.js';
import type { Payable } from '../payment/payable.js';
import type { QrPath } from './qr-path.js';
import { fill, type Strings } from '../locales/strings.js';
import { idsView } from './after-payment.js';
import type { WalletSent } from '../payment/tracked-payment.js';
import { addressView } from './address-view.js';
import { walletLinkView, type WalletLinkReach } from './wallet-link.js';
import { sentView } from './wallet-view.js';

export interface PaymentScreen {
  text: Strings;
  summary: TemplateResult;
  /** The total the buyer was shown at submit, muted under the amount: never in the QR code, the link or a copy. */
  orderTotal?: TemplateResult | typeof nothing;
  response: CryptoPurchaseResponse;
  /** What to pay now: all of it, or the rest after an underpayment. */
  pay: Payable;
  /** What arrived so far, after an underpayment. */
  received: string | undefined;
  /** Seconds left, or undefined once nothing can close the window any more. */
  seconds: number | undefined;
  /** The time left as shown (m:ss in the language's digits), while `seconds` is set. */
  time: string;
  /** The milestone to announce now, in words ("10 minutes"), if any. */
  milestone: string | undefined;
  qr: QrPath | undefined;
  feedback: CopyController['feedback'];
  /** `showing`: the element showing exactly `value`, selected when the clipboard is refused. */
  copy(key: CopyKey, value: string, showing: Element | null): void;
  /** Back to the form; not offered once money arrived (the rest is still owed on this order). */
  changeDetails: (() => void) | undefined;
  /** The "Pay with <wallet>" buttons (wallet-view.ts), or nothing. */
  wallets: TemplateResult | typeof nothing;
  /** A wallet sent the payment: no second way to pay is offered. */
  sent: WalletSent | undefined;
  /** "Check the address in your wallet" (address-check-view.ts). */
  addressCheck: TemplateResult;
  /** Whether this page can open a wallet link (wallet-link.ts). */
  reach: WalletLinkReach;
  /** The support copy, and a way to reach the site once money arrived (after-payment.ts `idsView`). */
  help: TemplateResult;
  /** What the last attempt came to, when the buyer must know before paying again (a transaction that failed on the network). */
  notice?: string;
}

export type CopyKey = 'amount' | 'address' | 'invoice' | 'tx' | 'link' | 'support';

/** What a copy button needs: the texts, the last copy's outcome, and the copier. */
export type Copying = Pick<PaymentScreen, 'text' | 'feedback' | 'copy'>;

/**
 * A copy button. It keeps its name ("Copy: Amount", one label: a hidden span in its text read
 * "Copy : Amount", a positioned span counting as a block); the outcome is laid over it (or over the
 * label, when it is longer) without moving anything, and is announced once, by a live region of its
 * own (payment-screens.ts `helpView`), apart from the countdown's. It copies `value`, shown in full by the `data-copy`
 * element beside it (selected where the clipboard is refused).
 */
export function copyControl({ text: t, feedback, copy }: Copying, key: CopyKey, label: string, value: string, caption?: string): TemplateResult {
  return html`<button
      type="button"
      part="copy-button"
      class="secondary"
      aria-label=${caption ? nothing : `${t.copy}: ${label}`}
      @click=${(event: Event) =>
        copy(key, value, (event.currentTarget as Element).parentElement?.querySelector(`[data-copy="${key}"]`) ?? null)}
    >
      ${caption ?? t.copy}
    </button>
    ${feedback?.key === key
      ? html`<span class="copy-feedback ${feedback.ok ? 'copied' : feedback.selected ? 'hint' : 'error'}" aria-hidden="true">${copyOutcome(t, feedback)}</span>`
      : nothing}`;
}

export function paymentView(p: PaymentScreen): TemplateResult {
  const { text: t, response } = p;
  const warning = p.seconds !== undefined && p.seconds <= WARNING_SECONDS;
  const amountLabel = p.received === undefined ? t.amountLabel : t.stillDueLabel;
  const copyButton = (key: CopyKey, label: string, value: string) => copyControl(p, key, label, value);
  // Quiet: leaving is offered, never pressed on the buyer, and in the same place in the last minute.
  const sent = p.sent;
  const changeDetails = p.changeDetails && !sent
    ? html`<button type="button" class="secondary quiet" @click=${p.changeDetails}>${t.changeDetails}</button>`
    : nothing;
  return html`<section aria-labelledby="pay-heading">
    ${p.summary}
    <h2 id="pay-heading" tabindex="-1">
      ${sent ? fill(t.sentHeading, { wallet: sent.wallet }) : p.received === undefined ? t.payHeading : t.underpaidHeading}
    </h2>
    ${p.notice ? html`<p class="notice">${p.notice}</p>` : nothing}
    ${p.seconds === undefined
      ? nothing
      : html`<div part="timer" class="timer ${warning ? 'warning' : ''}">${t.timeLeft}: <span dir="ltr">${p.time}</span></div>`}
    ${p.received === undefined
      ? nothing
      : html`<p class="value">
          <span class="label">${t.receivedLabel}</span>
          <span class="mono" dir="ltr">${p.received} ${response.protocol}</span>
        </p>`}
    ${sent
      ? html`<p>${t.sentBody}</p>
          ${sentView(t, sent, copyButton('tx', t.txLabel, sent.txHash))}`
      : waysToPay(p, amountLabel, copyButton)}
    ${changeDetails}
    <div class="visually-hidden" role="status">${p.milestone === undefined ? '' : fill(t.timerMilestone, { time: p.milestone })}</div>
    ${idsView(t, response, p.help)}
    ${warning ? html`<p class="notice last-minute">${t.timerWarning}</p>` : nothing}
  </section>`;
}

/** Every way to pay while no wallet sent the payment: the amount and address to copy, their check, the browser wallets, the wallet link, and the QR code "with another device". */
function waysToPay(p: PaymentScreen, amountLabel: string, copyButton: (key: CopyKey, label: string, value: string) => TemplateResult): TemplateResult {
  const { text: t, response, pay } = p;
  // The invoice has its own copy button; a `lightning:` link's address is the invoice itself, shown once, as the invoice.
  const invoice = pay.lightning?.invoice;
  // Tron: the QR code holds the address alone (qr-text.ts), so the line under the amount says what to send, and no link is offered.
  const tron = pay.asset.scheme === 'tron';
  return html`<div class="value">
      <span class="label" id="amount-label" role="term">${amountLabel}</span>
      <span part="amount" class="mono amount" role="definition" aria-labelledby="amount-label"
        ><span data-copy="amount">${pay.amount}</span> ${response.protocol}</span
      >
      ${copyButton('amount', amountLabel, pay.amount)}
      ${tron
        ? html`<span class="network hint">${fill(t.tronSend, { amount: `${pay.amount} ${pay.asset.symbol}`, standard: pay.asset.token ? ' (TRC-20)' : '' })}</span>`
        : pay.network
          ? html`<span class="network hint">${t.networkLabel}: ${pay.network}</span>`
          : nothing}
      ${p.orderTotal}
    </div>
    ${pay.address === undefined
      ? nothing
      : html`<div class="value">
            <span class="label">${t.addressLabel}</span>
            ${addressView(pay.address)} ${copyButton('address', t.addressLabel, pay.address)}
          </div>
          ${p.addressCheck}`}
    ${invoice
      ? html`<div class="value">
          <span class="label">${t.invoiceLabel}</span>
          <span class="mono" dir="ltr" title=${invoice}>${invoice.slice(0, 12)}…${invoice.slice(-6)}</span>
          <span class="visually-hidden" data-copy="invoice">${invoice}</span>
          ${copyButton('invoice', t.invoiceLabel, invoice)}
        </div>`
      : nothing}
    ${p.wallets}
    ${pay.uri && !tron ? walletLinkView(t, pay.uri, p.reach, copyButton('link', t.walletLinkLabel, pay.uri)) : nothing}
    ${p.qr
      ? html`${tron ? html`<p class="hint" id="qr-label">${t.qrAddressLabel}</p>` : html`<p class="hint scan">${t.scanOther}</p>`}
          <svg
            part="qr"
            role="img"
            aria-label=${tron ? nothing : fill(t.qrLabel, { amount: pay.amount, currency: response.protocol })}
            aria-labelledby=${tron ? 'qr-label' : nothing}
            viewBox="0 0 ${p.qr.size} ${p.qr.size}"
            shape-rendering="crispEdges"
          >
            <rect width=${p.qr.size} height=${p.qr.size} fill="#fff"></rect>
            <path d=${p.qr.d} fill="#000"></path>
          </svg>`
      : nothing}`;
}

/** What the last copy came to, for the screen's live region. */
export function copyNews(t: Strings, feedback: CopyController['feedback'], amountLabel: string): string {
  if (!feedback) return '';
  if (!feedback.ok) return copyOutcome(t, feedback);
  const what = { amount: amountLabel, address: t.addressLabel, invoice: t.invoiceLabel, tx: t.txLabel, link: t.walletLinkLabel, support: t.supportDetails }[feedback.key as CopyKey];
  return fill(t.copiedAnnouncement, { what });
}

function copyOutcome(t: Strings, feedback: NonNullable<CopyController['feedback']>): string {
  return feedback.ok ? t.copied : feedback.selected ? t.copySelected : t.copyFailed;
}
