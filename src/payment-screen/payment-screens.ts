/**
 * The screen for a payment as its session holds it: the payment screen (payment-view.ts), waiting
 * for confirmation, the receipt and the closed window (after-payment.ts), each with what it offers
 * for support; and what is said to screen readers when a status moves the payment. Templates
 * only: the session hands in the payment, its parts and what the buttons do.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import { EXPLORERS, explorerLink, networkId } from '../chain/networks.js';
import { milestoneToAnnounce } from '../core/expiry.js';
import { fill, type Strings } from '../locales/strings.js';
import type { Payable } from '../payment/payable.js';
import { idsOf } from '../payment/payment-ids.js';
import type { FollowedStatus, PaymentStatus } from '../payment/payment-status.js';
import type { TrackedPayment } from '../payment/tracked-payment.js';
import { confirmingView, contactView, expiredView, receiptView } from './after-payment.js';
import { addressCheckView, type AddressCheck } from './address-check-view.js';
import type { CopyController } from './copy-controller.js';
import { copyControl, copyNews, paymentView } from './payment-view.js';
import type { QrPath } from './qr-path.js';
import type { Countdown, PortSnapshot, ScriptPort, ScriptTools } from './script-port.js';
import { arrived, supportText } from './support-details.js';
import type { WalletLinkReach } from './wallet-link.js';

/** The session as its screens see it (PaymentSession). */
export interface SessionScreen {
  /** The payment as it stands. */
  readonly payment: TrackedPayment;
  readonly port: ScriptPort;
  readonly countdown: Countdown;
  readonly copier: CopyController;
  readonly check: AddressCheck;
  /** Whether this page can open a wallet link (wallet-link.ts). */
  readonly linkReach: WalletLinkReach;
  /** The QR code of the link to pay now. */
  readonly qrPath: QrPath | undefined;
  /** The element's texts over the payment screen's English. */
  text(): Strings;
  /** What to pay now (payable.ts). */
  payNow(): Payable | undefined;
  /** The "Pay with <wallet>" buttons for what to pay now. */
  walletButtons(pay: Payable | undefined): TemplateResult | typeof nothing;
  /** "Start again" on the closed window, "Start a new purchase" after one that ended: back to the form. */
  readonly toForm: () => void;
  /** "Change details" on the payment screen. */
  readonly changeDetails: () => void;
}

/** The network as the receipt and the support copy name it: "Bitcoin, over Lightning" once a Lightning wallet's preimage proved the payment. */
function paidOn(t: Strings, { asset: { network }, ...progress }: TrackedPayment): string | undefined {
  return network && (progress as { preimage?: string }).preimage ? fill(t.overLightning, { network }) : network;
}

/** The screen for the payment now. */
export function paymentScreen(s: SessionScreen): TemplateResult {
  const { payment: current, port } = s;
  const t = s.text();
  const snapshot = port.snapshot();
  const ids = idsOf(current.response);
  const help = helpView(s, t, snapshot);
  const total = orderTotalView(t, snapshot, current);
  switch (current.state) {
    case 'confirming':
      return confirmingView(t, snapshot.summary(current.request), ids, help, current.depth === undefined ? undefined : depthText(t, snapshot, current));
    case 'expired':
      return expiredView(t, ids, current.late, s.toForm, help, current.sent, snapshot.supportUrl, total);
    case 'paid':
      return receiptView(t, {
        summary: (rows) => snapshot.summary(current.request, rows),
        orderTotal: total,
        // All of it: nothing received is the whole amount as plain decimal text.
        amount: `${port.script.payable(current)?.amount} ${current.response.protocol}`,
        network: paidOn(t, current),
        ids,
        help,
        // The amount isolated left to right (LRI … PDI): in a right-to-left sentence it still reads "0.0001 BTC".
        ...(current.extra && { overpaid: fill(t.overpaid, { extra: `\u2066${current.extra} ${current.response.protocol}\u2069` }) }),
        newPurchase: s.toForm,
      });
  }
  return awaitingScreen(s, current, t, snapshot, help, total);
}

/** The total the buyer was shown at submit (widget.md, "Price"): muted, and never what a wallet is asked to pay. */
function orderTotalView(t: Strings, snapshot: PortSnapshot, { price }: TrackedPayment): TemplateResult | typeof nothing {
  return price ? html`<p part="order-total" class="hint">${t.orderTotal} <bdi>${snapshot.money(price)}</bdi></p>` : nothing;
}

function awaitingScreen(
  s: SessionScreen,
  current: TrackedPayment & { state: 'awaiting-payment' },
  t: Strings,
  snapshot: PortSnapshot,
  help: TemplateResult,
  orderTotal: TemplateResult | typeof nothing,
): TemplateResult {
  const { countdown, copier } = s;
  const seconds = current.expires ? countdown.seconds : undefined;
  const milestone = seconds === undefined ? undefined : milestoneToAnnounce(seconds, countdown.startSeconds);
  const pay = s.payNow();
  return paymentView({
    text: t,
    summary: snapshot.summary(current.request),
    orderTotal,
    response: current.response,
    pay: pay ?? { amount: '', uri: undefined, address: undefined, network: current.asset.network, asset: current.asset },
    received: current.received,
    seconds,
    time: seconds === undefined ? '' : snapshot.clock(seconds),
    milestone: milestone === undefined ? undefined : snapshot.duration(milestone),
    qr: s.qrPath,
    feedback: copier.feedback,
    copy: (key, value, showing) => void copier.copy(key, value, showing),
    changeDetails: current.received === undefined ? s.changeDetails : undefined,
    wallets: s.walletButtons(pay),
    sent: current.sent,
    addressCheck: addressCheckView(t, s.check, current.response.address, current.asset.scheme),
    reach: s.linkReach,
    help,
    ...(current.failed && { notice: t.walletTxFailed }),
  });
}

/**
 * What the screen offers for support: the transaction on an explorer where one is known, the
 * support copy (never the e-mail or the name), and on the expired, late, underpaid and failed
 * screens the sentence that says why the buyer may need the site, with its `support-url` inside.
 */
function helpView(s: SessionScreen, t: Strings, snapshot: PortSnapshot): TemplateResult {
  const { payment: current, port, copier } = s;
  const copying = { text: t, feedback: copier.feedback, copy: (key: string, value: string, showing: Element | null) => void copier.copy(key, value, showing) };
  const tx = (current as { txHash?: string }).txHash ?? current.sent?.txHash;
  const details = supportText(t, {
    request: current.request,
    response: current.response,
    period: snapshot.period(current.request.years),
    network: paidOn(t, current),
    txHash: tx,
    paymentHash: current.lightning?.paymentHash,
    price: current.price,
    ...arrived(current, s.payNow()),
    at: Date.now(),
  });
  // What is copied is also on the page, hidden (the button says it), to be selected and copied
  // by hand where the clipboard is refused; its time is the screen's last update. Not once the
  // window closed: a dead address stays off the page, even hidden (copied, it is for support).
  const explorer = tx && explorerFor(current, tx, snapshot, port.script.warn);
  return html`${contactView(t, current, snapshot.supportUrl, s.payNow())}<p class="support">
    ${explorer ? html`<a class="explorer" href=${explorer} target="_blank" rel="noopener noreferrer">${t.viewTransaction}</a>` : nothing}
    ${copyControl(copying, 'support', t.supportDetails, details, t.copySupport)}
    ${current.state === 'expired' ? nothing : html`<span class="visually-hidden support-text" data-copy="support" aria-hidden="true">${details}</span>`}
    <span class="visually-hidden" role="status">${copyNews(t, copier.feedback, (current as { received?: string }).received ? t.stillDueLabel : t.amountLabel)}</span>
  </p>`;
}

/**
 * The transaction on a block explorer: the host's `explorers` (a map of CAIP-2 id to a URL
 * template with `{tx}`; `{}` shows none) or the built-in table. Only an `https:` page is linked.
 */
function explorerFor({ asset }: TrackedPayment, tx: string, snapshot: PortSnapshot, warn: (message: string) => void): string | undefined {
  const network = networkId(asset);
  const hosts = snapshot.chain.explorers;
  const table = hosts === undefined || hosts === null ? EXPLORERS : typeof hosts === 'object' ? (hosts as Record<string, string>) : {};
  const link = network && explorerLink(network, tx, table);
  if (link && link.startsWith('https://')) return link;
  if (link) warn(`explorers: the template for ${network} is not an https: address; no link is shown.`);
  return undefined;
}

/** How deep a confirming payment is, where the chain tells it ("1 of 2 confirmations"), in the language's digits. */
function depthText(t: Strings, { digits }: PortSnapshot, { depth, of }: TrackedPayment & { state: 'confirming' }): string {
  return fill(t.confirmationsOf, { depth: digits(String(depth)), total: digits(String(of)) });
}

/**
 * What is said to screen readers when a status moves the payment on the same screen: a new screen
 * is said by its heading alone (PaymentSession's `land`), so a confirming payment's news is its depth.
 */
export function statusNews(
  t: Strings,
  snapshot: PortSnapshot,
  script: ScriptTools,
  moved: TrackedPayment,
  status: PaymentStatus | FollowedStatus,
): string {
  if (moved.state === 'confirming') return moved.depth === undefined ? '' : depthText(t, snapshot, moved);
  if (moved.state !== 'awaiting-payment') return '';
  if (status.state === 'failed') return t.walletTxFailed;
  if (moved.received === undefined) return '';
  const currency = moved.response.protocol;
  const due = script.payable(moved, moved.received)?.amount;
  return fill(t.underpaidAnnouncement, { received: `${moved.received} ${currency}`, due: `${due} ${currency}` });
}

/**
 * A new screen is said once: by its heading (each screen has one, its only h2), where the buyer's
 * focus was in the element and lands there (FocusController), else by the live region (`say`),
 * once the update shows it did not.
 */
export function sayScreen({ host, focusing }: Pick<ScriptPort, 'host' | 'focusing'>, say: (words: string) => void): void {
  focusing.land('h2');
  say('');
  void host.updateComplete.then(() => {
    const heading = host.renderRoot.querySelector('h2');
    if (heading && (host.renderRoot as ShadowRoot).activeElement !== heading) {
      say(heading.textContent!.trim());
      host.requestUpdate();
    }
  });
}
