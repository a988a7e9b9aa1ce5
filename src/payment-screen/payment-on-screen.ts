/**
 * The part of a crypto payment's life that runs only while a payment is on screen: what the host
 * says of it (`paymentStatus`, and `paymentStatusSource` polled), its expiry, a kept payment shown
 * again, where focus goes, what is announced, and which screen shows. The script's PaymentController
 * (src/controllers/payment-controller.ts) makes one when the payment file is here and lends it what
 * stays in the script: the purchase's state, the countdown, the store, the guard (`payable`), the
 * status reader, the texts, and the page's browser wallets, which it offers for an EVM payment
 * (widget.md, "Pay from a browser wallet"; wallet-payment.ts).
 */
import type { ReactiveElement, TemplateResult } from 'lit';
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../api/lazy-schemas.js';
import type { emit } from '../core/events.js';
import { milestoneToAnnounce } from '../core/expiry.js';
import { fill, type ScriptStrings } from '../locales/strings.js';
import type { CryptoOutcome, WalletSent } from '../payment/outcome.js';
import type { Payable } from '../payment/payable.js';
import { idsOf } from '../payment/payment-ids.js';
import { AWAITING, countdownRuns, nextProgress, type PaymentStatus, type StatusReading } from '../payment/payment-status.js';
import type { ResumablePayment, ResumeStore } from '../payment/resume-store.js';
import { confirmingView, expiredView, receiptView } from './after-payment.js';
import { CopyController } from './copy-controller.js';
import { adoptPaymentStyles } from './payment.styles.js';
import { withPaymentEnglish } from './payment-strings.js';
import { paymentView } from './payment-view.js';
import { qrPath, type QrPath } from './qr-path.js';
import { StatusPoller } from './status-poller.js';
import type { LinkParts } from '../payment-link/link.js';
import type { Announcements } from '../wallet/announcements.js';
import { walletsOf, type Wallet } from '../wallet/discovery.js';
import { buildTransaction, type TransactionDraft } from '../wallet/transaction.js';
import type { PayOutcome } from '../wallet/pay.js';
import { WalletPayment } from './wallet-payment.js';
import { noticeText, walletChoiceView, walletName } from './wallet-view.js';

/** What the script lends: its element, the purchase's state and the tools that stay in the script. */
export interface ScriptSide {
  host: ReactiveElement & { paymentStatusSource: unknown };
  purchase: { readonly value: { state: string } | CryptoOutcome; advance(next: CryptoOutcome): void };
  focusing: { land(selector: string): void };
  countdown: { readonly seconds: number; readonly startSeconds: number; start(deadline: number): void; stop(): void };
  /** The store of the element's current settings. */
  store(): ResumeStore;
  /** The texts as of this update, and numbers written in the element's language. */
  view(): { text: ScriptStrings; clock(seconds: number): string; duration(seconds: number): string };
  /** The contract's events (src/core/events.ts), fired as the script fires them. */
  emit: typeof emit;
  /** What is payable now (the payment-link guard, with the element's assets). */
  payable(response: CryptoPurchaseResponse, received?: string): Payable | undefined;
  /** Reads an answer of the host's as a status (the script's schema). */
  readStatus(answer: unknown): StatusReading;
  summary(request: CryptoPurchaseRequest, rows?: unknown): TemplateResult;
  /** Puts a kept payment's domain, period and currency back in the form; the request they make. */
  restore(kept: Pick<ResumablePayment, 'domain' | 'years' | 'currency'>): CryptoPurchaseRequest;
  /** Back to the form, every value kept (the element's `reset()`). */
  reset(): void;
  warn(message: string): void;
  /** What the page's browser wallets announced so far (src/wallet/page-wallets.ts). */
  wallets: Announcements;
  /** The guard's link splitter (src/payment-link/link.ts), for the one transaction a wallet is asked to send. */
  splitLink(uri: string): LinkParts | string;
}

const HEADINGS = { 'awaiting-payment': '#pay-heading', confirming: '#confirming-heading', paid: '#paid-heading', expired: '#expired-heading' };

export class PaymentOnScreen {
  /** The last status change, said politely to screen readers. */
  announcement = '';
  private readonly copier: CopyController;
  private readonly poller: StatusPoller;
  private polled: { source: unknown; response: CryptoPurchaseResponse } | undefined;
  private qr: { uri: string | undefined; path: QrPath | undefined } = { uri: undefined, path: undefined };
  private pay: { for: CryptoPurchaseResponse; received: string | undefined; what: Payable | undefined } | undefined;
  private readonly wallet: WalletPayment;
  /** The payment the wallet step belongs to: another payment starts at the choice. */
  private walletFor: CryptoPurchaseResponse | undefined;

  constructor(private readonly s: ScriptSide) {
    this.copier = new CopyController(s.host);
    this.wallet = new WalletPayment(s.host);
    this.poller = new StatusPoller(
      s.host,
      s.readStatus,
      (status, ids) => {
        this.applyStatus(status);
        s.emit(s.host, 'market-crypto-status', { ...ids, status });
      },
      s.warn,
    );
  }

  /** A payment kept from earlier in this tab, shown again (already checked again by the script). */
  showKept(kept: ResumablePayment): void {
    const { response, expiresAt } = kept;
    const request = this.s.restore(kept);
    const progress = kept.status ? nextProgress(AWAITING, kept.status) : AWAITING;
    this.s.purchase.advance({ ...progress, request, response, expiresAt, ...(kept.sent && { sent: kept.sent }) });
    if (countdownRuns(progress)) this.s.countdown.start(expiresAt);
    // After this update, so that the host hears it as it hears a fresh payment.
    void this.s.host.updateComplete.then(() => this.s.emit(this.s.host, 'market-crypto-payment', { request, response, expiresAt, resumed: true }));
  }

  /** The countdown reached zero. */
  expire(): void {
    const current = this.shown();
    if (current?.state !== 'awaiting-payment') return;
    this.s.store().clear();
    this.s.purchase.advance({ ...current, state: 'expired', late: false });
    this.s.focusing.land(HEADINGS.expired);
    this.s.emit(this.s.host, 'market-crypto-expired', idsOf(current.response));
  }

  /** Applies what the host says of the payment on screen; a status that does not fit it is ignored, with a warning. */
  applyStatus(status: PaymentStatus): void {
    const current = this.shown();
    if (!current) return;
    const s = this.s;
    if (status.state === 'underpaid' && !s.payable(current.response, status.received)) {
      return s.warn(`paymentStatus ignored: received ${status.received} leaves nothing due of ${current.response.amount}`);
    }
    const next = nextProgress(current, status);
    if (next === current) return;
    const { request, response, expiresAt, sent } = current;
    s.purchase.advance({ ...next, request, response, expiresAt, ...(sent && { sent }) });
    if (!countdownRuns(next)) s.countdown.stop();
    if (next.state === 'confirming' || next.state === 'awaiting-payment') this.keep(current, status);
    else s.store().clear();
    const t = this.view().text;
    if (next.state === 'awaiting-payment') {
      const due = s.payable(response, next.received)?.amount;
      this.announcement = fill(t.underpaidAnnouncement, { received: `${next.received} ${response.protocol}`, due: `${due} ${response.protocol}` });
    } else this.announcement = { confirming: t.confirmingHeading, paid: t.paidHeading, expired: t.lateHeading }[next.state];
    if (next.state !== current.state) s.focusing.land(HEADINGS[next.state]);
  }

  /** Before each render: the QR code for the link to pay now, drawn here rather than in `render()`. */
  update(): void {
    const current = this.shown();
    if (current) adoptPaymentStyles(this.s.host.renderRoot);
    if (this.s.purchase.value.state === 'editing') this.announcement = '';
    const uri = current?.state === 'awaiting-payment' && !current.sent ? this.payNow()?.uri : undefined;
    if (uri !== this.qr.uri) this.qr = { uri, path: uri ? qrPath(uri) : undefined };
    // A wallet asked for another payment (or for none: back to the form) is no longer asked. One
    // asked before the window closed may still send: its hash then shows on the expired screen.
    const response = current?.response;
    if (response !== this.walletFor) {
      this.walletFor = response;
      if (this.wallet.step.step !== 'choice' || this.wallet.step.notice) this.wallet.cancel();
    }
  }

  /** After each render: polled while a payment may still change, on the payment screen and while it is confirmed. */
  updated(): void {
    const current = this.shown();
    const source = this.s.host.paymentStatusSource;
    if (typeof source !== 'function' || (current?.state !== 'awaiting-payment' && current?.state !== 'confirming')) {
      this.poller.stop();
      this.polled = undefined;
    } else if (!this.poller.polling || this.polled?.source !== source || this.polled.response !== current.response) {
      this.polled = { source, response: current.response };
      this.poller.start(source as (ids: unknown) => unknown, idsOf(current.response));
    }
  }

  stop(): void {
    this.poller.stop();
    this.wallet.cancel();
  }

  /** The screen for the payment on screen; undefined on the form. */
  render(): TemplateResult | undefined {
    const current = this.shown();
    if (!current) return undefined;
    const { text: t, clock, duration } = this.view();
    const ids = idsOf(current.response);
    switch (current.state) {
      case 'confirming':
        return confirmingView(t, this.s.summary(current.request), ids);
      case 'expired':
        return expiredView(t, ids, current.late, () => this.s.reset(), current.sent);
      case 'paid':
        return receiptView(t, {
          summary: (rows) => this.s.summary(current.request, rows),
          // All of it: nothing received is the whole amount as plain decimal text.
          amount: `${this.s.payable(current.response)?.amount} ${current.response.protocol}`,
          network: this.payNow()?.network,
          ids,
        });
    }
    const countdown = this.s.countdown;
    const seconds = current.expires ? countdown.seconds : undefined;
    const milestone = seconds === undefined ? undefined : milestoneToAnnounce(seconds, countdown.startSeconds);
    return paymentView({
      text: t,
      summary: this.s.summary(current.request),
      response: current.response,
      pay: this.payNow() ?? { amount: '', uri: undefined, network: undefined, asset: undefined },
      received: current.received,
      seconds,
      time: seconds === undefined ? '' : clock(seconds),
      milestone: milestone === undefined ? undefined : duration(milestone),
      qr: this.qr.path,
      feedback: this.copier.feedback,
      copy: (key, value, shown) => void this.copier.copy(key, value, shown),
      changeDetails: current.received === undefined ? () => this.changeDetails(current) : undefined,
      wallets: this.walletChoice(current),
      sent: current.sent,
    });
  }

  /** The "Pay with <wallet>" buttons: for a link a wallet can pay exactly, while nothing was sent. */
  private walletChoice(current: CryptoOutcome) {
    const pay = this.payNow();
    const built = pay?.uri && pay.asset ? buildTransaction(this.s.splitLink(pay.uri), pay.asset) : undefined;
    const draft = built?.ok ? built.draft : undefined;
    const t = this.view().text;
    const wallet = this.wallet;
    return walletChoiceView({
      text: t,
      wallets: draft && !current.sent ? walletsOf(this.s.wallets) : [],
      step: wallet.step,
      network: pay?.network,
      brokenIcons: wallet.brokenIcons,
      pay: (chosen) => void this.payFrom(chosen, draft!, current),
      cancel: () => wallet.cancel(),
      iconFailed: (uuid) => wallet.iconFailed(uuid),
    });
  }

  /** One wallet asked to pay `draft`; what it answers is shown, announced, kept and told to the host. */
  private async payFrom(chosen: Wallet, draft: TransactionDraft, asked: CryptoOutcome): Promise<void> {
    const name = walletName(this.view().text, chosen);
    const outcome: PayOutcome | undefined = await this.wallet.pay(chosen.provider, chosen.info.uuid, name, draft);
    const current = this.shown();
    if (!outcome || current?.response !== asked.response) return;
    const s = this.s;
    const t = this.view().text;
    if (outcome.kind === 'sent') {
      const sent: WalletSent = { txHash: outcome.txHash, chainId: outcome.chainId, wallet: name };
      s.purchase.advance({ ...current, sent });
      // The state's name stays the same, which alone would not update the element.
      s.host.requestUpdate();
      // With the status kept before, so that a reload shows what is still due.
      if (current.state === 'awaiting-payment') this.keep({ ...current, sent }, s.store().load()?.status);
      this.announcement = fill(t.sentHeading, { wallet: name });
      s.focusing.land(HEADINGS[current.state]);
      s.emit(s.host, 'market-crypto-sent', { ...idsOf(current.response), ...sent });
      return;
    }
    if (outcome.kind === 'cancelled') return;
    const words = noticeText(t, { kind: outcome.kind, wallet: name }, this.payNow()?.network);
    this.announcement = words;
    // The buyer's own refusal is their choice, not a failure.
    if (outcome.kind !== 'rejected') s.emit(s.host, 'market-error', { error: { code: 'wallet', message: words } });
  }

  /** The payment on screen kept for the tab, with the last status and a wallet's hash. */
  private keep({ request, response, expiresAt, sent }: CryptoOutcome, status: PaymentStatus | undefined): void {
    this.s.store().save({ response, expiresAt, domain: request.domain, years: request.years, currency: request.currency, ...(status && { status }), ...(sent && { sent }) });
  }

  /** "Change details": back to the form with every value kept; the payment is given up. */
  private changeDetails(current: CryptoOutcome): void {
    this.s.reset();
    this.s.emit(this.s.host, 'market-crypto-cancelled', idsOf(current.response));
  }

  /** The script's view, its texts over the payment screen's English. */
  private view() {
    const view = this.s.view();
    return { ...view, text: withPaymentEnglish(view.text) };
  }

  /** The payment on screen, in any state after the form. */
  private shown(): CryptoOutcome | undefined {
    const current = this.s.purchase.value;
    return current.state === 'editing' || current.state === 'submitting' ? undefined : (current as CryptoOutcome);
  }

  /** What the payment on screen asks for now, worked out once per payment and status. */
  private payNow(): Payable | undefined {
    const current = this.shown();
    if (!current) return (this.pay = undefined);
    const received = current.state === 'awaiting-payment' ? current.received : undefined;
    if (this.pay?.for !== current.response || this.pay.received !== received) {
      this.pay = { for: current.response, received, what: this.s.payable(current.response, received) };
    }
    return this.pay.what;
  }
}
