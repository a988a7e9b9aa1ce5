/**
 * One crypto payment's whole life after the service accepted it, in one controller: the payment's
 * state (this session is its one writer, from acceptance to its end), its countdown and expiry,
 * the tab's copy of it (the resume store's writes), where focus goes, what is announced and the
 * `market-crypto-*` events. The script's PaymentLoader adds a session to the element when a
 * payment is accepted or resumed, and removes it when the purchase goes back to the form; a
 * session never outlives its payment. Each move asks the element for one update, in which the
 * element draws `render()` and reflects `state`.
 *
 * The rest is in parts, each a controller of the session, not of the element (removing the
 * session releases all of them): where statuses come from (PaymentReads), "Pay with <wallet>"
 * (PayFromWallet), copy feedback, the countdown. Where a status moves the payment is pure
 * (src/payment/payment-moves.ts); the screens are templates (payment-screens.ts).
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { secondsLeft } from '../core/expiry.js';
import type { Payable } from '../payment/payable.js';
import { idsOf } from '../payment/payment-ids.js';
import { byHostStatus, byRead, closedByCountdown, endOf, keptEnd, keptOfRead, movedTo, saysNew, type Said } from '../payment/payment-moves.js';
import { AWAITING, countdownRuns, nextProgress, reportedStatus, type FollowedStatus, type PaymentStatus } from '../payment/payment-status.js';
import type { CryptoPayment, TrackedPayment, WalletSent } from '../payment/tracked-payment.js';
import type { ResumablePayment } from '../payment/resume-store.js';
import type { Eip1193Provider } from '../wallet/pay.js';
import { AddressCheck } from './address-check-view.js';
import { CopyController } from './copy-controller.js';
import { PayFromWallet, type WalletSide } from './pay-from-wallet.js';
import { PayWithLightning } from './pay-with-lightning.js';
import { PaymentReads, type ReadsHeard } from './payment-reads.js';
import { paymentScreen, sayScreen, statusNews, type SessionScreen } from './payment-screens.js';
import { adoptPaymentStyles } from './payment.styles.js';
import { withPaymentEnglish } from './payment-strings.js';
import { qrPath, type QrPath } from './qr-path.js';
import { qrContent } from './qr-text.js';
import type { Countdown, ScriptPort } from './script-port.js';
import { walletLinkReach } from './wallet-link.js';

/** How a session's payment came to the screen: the service's answer, or the tab's store after a reload (with the last status kept, where reading the chain began, and where it ended). */
export type PaymentArrival = 'accepted' | { resumed: Pick<ResumablePayment, 'status' | 'chainStart' | 'ended'> };

/** The session, as its parts see it: its screens, the wallet step, where its statuses come from. */
export class PaymentSession implements ReactiveController, ReactiveControllerHost, SessionScreen, WalletSide, ReadsHeard {
  /** The last status change, said politely to screen readers. */
  announcement = '';
  /** The payment as it stands: read by the parts, written here alone (`set`). */
  private tracked: TrackedPayment;
  private readonly parts = new Set<ReactiveController>();
  readonly countdown: Countdown;
  readonly copier: CopyController;
  private readonly wallet: PayFromWallet;
  /** "Pay with Lightning wallet": a proof makes the payment paid at once (Lightning has no confirmations). */
  private readonly lightning = new PayWithLightning(this, { say: (words) => (this.announcement = words), proved: (preimage) => this.hostSaid({ state: 'confirmed' }, preimage) });
  private readonly reads: PaymentReads;
  readonly check = new AddressCheck(this);
  /** Whether this page may open a wallet link: a frame's sandbox does not change under a payment. */
  readonly linkReach = walletLinkReach();
  /** The host's last `paymentStatus`, as read: a new one is applied once. */
  private hostStatus: PaymentStatus | undefined;
  /** What the last `market-crypto-status` told (after a reload, what the kept status tells): the next fires only with news. */
  private said: Said | undefined;
  /** What the QR code shows (the link, or a Tron address), and the code, made before each render (never drawn in `render()`). */
  private qrText: string | undefined;
  qrPath: QrPath | undefined;
  private pay: { received: string | undefined; what: Payable | undefined } | undefined;

  constructor(
    readonly port: ScriptPort,
    /** The payment the service accepted (or the tab kept): awaiting payment until something moves it. */
    accepted: CryptoPayment,
  ) {
    this.tracked = movedTo(accepted, AWAITING);
    this.countdown = port.script.countdown(this, () => this.expire());
    this.copier = new CopyController(this);
    this.wallet = new PayFromWallet(this, this);
    this.reads = new PaymentReads(this, port, idsOf(accepted.response), this);
    this.hostStatus = port.snapshot().status;
  }

  /** The payment as it stands (its state is the element's `state` from acceptance on). */
  get payment(): TrackedPayment {
    return this.tracked;
  }

  /** The payment arrived on screen: kept for the tab and announced; one already past its deadline goes straight to expired. */
  begin(arrival: PaymentArrival): void {
    const { host, script } = this.port;
    const { request, response, expiresAt, price } = this.payment;
    if (arrival === 'accepted') {
      this.land();
      script.emit(host, 'market-crypto-payment', { request, response, expiresAt, ...(price && { price }) });
    } else {
      const { status, chainStart, ended } = arrival.resumed;
      this.reads.chainStart = chainStart;
      // What the screen shows again is no news: the first read after a reload fires only with more.
      this.said = status ?? { state: 'pending' };
      // Where it ended (the receipt, the late screen), or where the last status left it (seen: not offered to pay again).
      const progress = keptEnd(ended) ?? (status && nextProgress(this.payment, status));
      if (progress) this.set(movedTo(this.payment, progress));
      // After this update, so that the host hears it as it hears a fresh payment.
      void host.updateComplete.then(() => script.emit(host, 'market-crypto-payment', { request, response, expiresAt, ...(price && { price }), resumed: true }));
    }
    if (!countdownRuns(this.payment)) return;
    // Never drawn, not for one frame: its address and link would invite a payment to a dead window.
    // Out of the page (a listener took the element away), the countdown closes it on return, never outside.
    if (secondsLeft(expiresAt, Date.now()) === 0 && host.isConnected) return this.expire();
    if (arrival === 'accepted') this.keep(this.payment, undefined);
    this.countdown.start(expiresAt);
  }

  /** The purchase left the payment: everything this session started stops, and the tab forgets the payment. */
  end(): void {
    this.countdown.stop();
    this.reads.stop();
    this.wallet.cancel();
    this.lightning.cancel();
    for (const part of this.parts) part.hostDisconnected?.();
    this.port.snapshot().store.clear();
  }

  /** The countdown reached zero. */
  expire(): void {
    const closed = closedByCountdown(this.payment);
    if (!closed) return;
    this.port.snapshot().store.clear();
    this.set(closed);
    this.land();
    this.port.script.emit(this.port.host, 'market-crypto-expired', idsOf(closed.response));
  }

  /** Applies a status from the host (or a Lightning wallet's, with its `preimage`, kept on the receipt); one that does not fit the payment is ignored, with a warning. */
  private applyStatus(status: PaymentStatus, preimage?: string): void {
    const current = this.payment;
    const moved = byHostStatus(current, status, (received) => this.port.script.payable(current, received) !== undefined);
    if ('ignored' in moved) return this.port.script.warn(moved.ignored);
    if (moved !== current) this.move(current, preimage && moved.state === 'paid' ? { ...moved, preimage } : moved, status, status);
  }

  /** A new status from the host's source, or a Lightning wallet's proof (`preimage`): applied, and fired as `market-crypto-status` when it is news. */
  hostSaid(status: PaymentStatus, preimage?: string): void {
    this.applyStatus(status, preimage);
    if (this.tells({ state: status.state, received: (status as { received?: string }).received })) {
      this.port.script.emit(this.port.host, 'market-crypto-status', { ...idsOf(this.tracked.response), status, ...(preimage ? { source: 'wallet', preimage } : { source: 'host' }) });
    }
  }

  /** Applies what the element's own reads found; fires `market-crypto-status` for what is news. */
  ownRead(status: FollowedStatus): void {
    const current = this.payment;
    const moved = byRead(current, status);
    if (moved !== current) this.move(current, moved, status, keptOfRead(status));
    const found = status as { txHash?: string; received?: string; depth?: number };
    if (!this.tells({ state: status.state, depth: found.depth, received: found.received })) return;
    this.port.script.emit(this.port.host, 'market-crypto-status', {
      ...idsOf(current.response),
      status: reportedStatus(status),
      source: current.sent ? 'wallet' : 'chain',
      ...(found.txHash && { txHash: found.txHash }),
      ...(found.depth !== undefined && { confirmations: found.depth }),
      ...(found.received && { received: found.received }),
    });
  }

  /**
   * The payment moves from `current` to `moved` on `status`: its state, the countdown (stopped
   * once it is decided, running again if a reorganisation took the payment back), the tab's copy
   * with the status `kept`, what is announced and where focus goes.
   */
  private move(current: TrackedPayment, moved: TrackedPayment, status: PaymentStatus | FollowedStatus, kept: PaymentStatus | undefined): void {
    this.set(moved);
    if (!countdownRuns(moved)) this.countdown.stop();
    else if (!this.countdown.running) this.countdown.start(moved.expiresAt);
    const ended = endOf(moved);
    if (moved.state === 'confirming' || moved.state === 'awaiting-payment' || ended) this.keep(moved, kept, ended);
    else this.port.snapshot().store.clear();
    this.announcement = statusNews(this.text(), this.port.snapshot(), this.port.script, moved, status);
    // A closed window that hears of a late payment is a new screen too.
    if (moved.state !== current.state || moved.state === 'expired') this.land();
  }

  /** A new screen is said once, by its heading (payment-screens.ts `sayScreen`). */
  private land(): void {
    sayScreen(this.port, (words) => (this.announcement = words));
  }

  /** The one write of the payment's state: the element draws it, and reflects a new state, in one update. */
  private set(next: TrackedPayment): void {
    const old = this.tracked.state;
    this.tracked = next;
    this.port.host.requestUpdate(old === next.state ? undefined : 'state', old);
  }

  /** A browser wallet sent the payment: no second way to pay is offered, and a reload shows the hash. */
  walletSent(sent: WalletSent, provider: Eip1193Provider): void {
    const current = this.payment;
    this.reads.sentWith = provider;
    this.set({ ...current, sent });
    // With the status kept before, so that a reload shows what is still due.
    if (current.state === 'awaiting-payment') this.keep({ ...current, sent }, this.port.snapshot().store.load()?.status);
    this.land();
  }

  hostConnected(): void {
    for (const part of this.parts) part.hostConnected?.();
  }

  hostDisconnected(): void {
    for (const part of this.parts) part.hostDisconnected?.();
  }

  /** Before each render: a new status from the host, the styles, and the QR code of what is to be paid now (never drawn in `render()`; qr-text.ts says what it carries). */
  hostUpdate(): void {
    const status = this.port.snapshot().status;
    if (status !== this.hostStatus) {
      this.hostStatus = status;
      if (status) this.applyStatus(status);
    }
    const current = this.payment;
    adoptPaymentStyles(this.port.host.renderRoot);
    const pay = current.state === 'awaiting-payment' && !current.sent ? this.payNow() : undefined;
    const text = pay && qrContent(pay);
    if (text !== this.qrText) [this.qrText, this.qrPath] = [text, text ? qrPath(text) : undefined];
  }

  /** After each render: what is polled for the payment as it stands now. */
  hostUpdated(): void {
    this.reads.update(this.payment);
  }

  /** The screen for the payment now. */
  render(): TemplateResult {
    return paymentScreen(this);
  }

  walletButtons(pay: Payable | undefined) {
    return this.payment.lightning ? this.lightning.view(this.text(), pay?.lightning) : this.wallet.view(pay);
  }

  readonly toForm = (): void => this.port.backToForm();

  // The session is the host of its parts: they update the element, and live and die with the session.
  addController(part: ReactiveController): void {
    this.parts.add(part);
  }

  removeController(part: ReactiveController): void {
    this.parts.delete(part);
  }

  requestUpdate(): void {
    this.port.host.requestUpdate();
  }

  get updateComplete(): Promise<boolean> {
    return this.port.host.updateComplete;
  }

  /** The payment kept for the tab, with the last status, a wallet's hash and where it `ended`. */
  private keep({ request, response, expiresAt, sent, price }: TrackedPayment, status: PaymentStatus | undefined, ended?: unknown): void {
    const { domain, years, currency } = request;
    const { chainStart } = this.reads;
    this.port.snapshot().store.save({ response, expiresAt, domain, years, currency, ...(status && { status }), ...(sent && { sent }), ...(price && { price }), ...(chainStart !== undefined && { chainStart }), ended });
  }

  /** Whether `said` is news to the host; if so, it is what was told from now on. */
  private tells(said: Said): boolean {
    const news = saysNew(this.said, said);
    if (news) this.said = said;
    return news;
  }

  /** "Change details": back to the form with every value kept; the payment is given up. */
  readonly changeDetails = (): void => {
    this.port.backToForm();
    this.port.script.emit(this.port.host, 'market-crypto-cancelled', idsOf(this.tracked.response));
  };

  /** The element's texts over the payment screen's English. */
  text() {
    return withPaymentEnglish(this.port.snapshot().text);
  }

  /** What the payment asks for now, worked out once per status. */
  payNow(): Payable | undefined {
    const current = this.payment;
    const received = current.state === 'awaiting-payment' ? current.received : undefined;
    if (!this.pay || this.pay.received !== received) this.pay = { received, what: this.port.script.payable(current, received) };
    return this.pay.what;
  }
}
