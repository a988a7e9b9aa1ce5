/**
 * A crypto payment's whole life after the form: the payment file (fetched from the buyer's first
 * touch of the form, awaited before the purchase is sent), a kept payment resumed (busy until the
 * file is here, never the form), the countdown to expiry, what the host says of the payment
 * (`paymentStatus`, and `paymentStatusSource` polled), keeping it for the tab, where focus goes,
 * and the screens after the form. The element calls in (its updates, `accepted`, `stop`) and
 * renders `render()`; the controller answers with `requestUpdate()` and the contract's events.
 */
import { html, type PropertyValues, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { serverClockOffset } from '../api/client.js';
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../api/schemas.js';
import { toPlainDecimal } from '../core/decimal.js';
import { emit } from '../core/events.js';
import { deadlineOnClientClock, milestoneToAnnounce } from '../core/expiry.js';
import { warnOnce } from '../core/warn-once.js';
import { readText } from '../form/host-input.js';
import { loadPaymentScreen, paymentScreenNow, type PaymentScreenModule } from '../loading/payment.js';
import { fill, type Strings } from '../locales/strings.js';
import type { Asset } from '../payment-link/assets.js';
import { payable, type Payable } from '../payment/payable.js';
import { idsOf } from '../payment/payment-ids.js';
import {
  AWAITING,
  countdownRuns,
  nextProgress,
  readPaymentStatus,
  type PaymentProgress,
  type PaymentStatus,
} from '../payment/payment-status.js';
import { openResumeStore, readPersist, type ResumablePayment, type ResumeStore } from '../payment/resume-store.js';
import type { CopyController } from '../payment-screen/copy-controller.js';
import type { QrPath } from '../payment-screen/qr-path.js';
import type { StatusPoller } from '../payment-screen/status-poller.js';
import { CountdownController } from './countdown-controller.js';
import type { FocusController } from './focus-controller.js';
import type { PurchaseController } from './purchase-controller.js';

/** A payment the service accepted, as the element shows it. */
export interface CryptoPayment {
  request: CryptoPurchaseRequest;
  response: CryptoPurchaseResponse;
  /** When the payment window closes, in ms since the epoch, on this page's clock. */
  expiresAt: number;
}

/** Where an accepted payment goes: paid, or closed by the countdown; see PaymentProgress. */
export type CryptoOutcome = PaymentProgress & CryptoPayment;

/** The element's settings the controller reads. */
export interface PaymentHost extends ReactiveElement {
  baseUrl: string;
  partnerId: string;
  persist: string;
  paymentStatus: PaymentStatus | undefined;
  paymentStatusSource: unknown;
}

/** What the element lends the controller: its purchase, its focus, and how it words things. */
export interface PaymentContext {
  purchase: PurchaseController<CryptoPurchaseRequest, CryptoPurchaseResponse, CryptoOutcome>;
  focusing: FocusController;
  /** The texts, the language and the accepted assets as of this update. */
  view(): { text: Strings; locale: string; assets: readonly Asset[] };
  /** The order summary (domain and period), with `rows` added. */
  summary(request: CryptoPurchaseRequest, rows?: unknown): TemplateResult;
  /** Puts a kept payment's domain, period and currency back in the form; the request they make. */
  restore(kept: Pick<ResumablePayment, 'domain' | 'years' | 'currency'>): CryptoPurchaseRequest;
  /** Back to the form, every value kept (the element's `reset()`). */
  reset(): void;
}

const HEADINGS = { 'awaiting-payment': '#pay-heading', confirming: '#confirming-heading', paid: '#paid-heading', expired: '#expired-heading' };

export class PaymentController implements ReactiveController {
  /** The last status change, said politely to screen readers. */
  announcement = '';
  /** Settles once a kept payment waiting for the payment file is shown (or the file failed). */
  settled: Promise<unknown> = Promise.resolve();
  private screen: PaymentScreenModule | undefined;
  private copier: CopyController | undefined;
  private poller: StatusPoller | undefined;
  private polled: { source: unknown; response: CryptoPurchaseResponse } | undefined;
  private readonly countdown: CountdownController;
  private qr: { uri: string | undefined; path: QrPath | undefined } = { uri: undefined, path: undefined };
  private pay: { for: CryptoPurchaseResponse; received: string | undefined; what: Payable | undefined } | undefined;
  /** Set on connect: a kept payment is looked for at the next update. */
  private lookForKept = true;
  /** A kept payment shown as soon as the payment file is here. */
  private resuming: ResumablePayment | undefined;

  constructor(
    private readonly host: PaymentHost,
    private readonly c: PaymentContext,
  ) {
    this.countdown = new CountdownController(host, () => this.expire());
    host.addController(this);
    const screen = paymentScreenNow();
    if (screen) this.attach(screen);
  }

  /** A kept payment is on its way to the screen. */
  get busy(): boolean {
    return this.resuming !== undefined;
  }

  hostConnected(): void {
    this.lookForKept = true;
    this.host.requestUpdate();
  }

  /** The buyer touched the form: the payment file starts loading, to be here by the response. */
  prefetch(): void {
    this.load().catch(() => undefined);
  }

  /** Before the purchase is sent: resolves once the payment file is here, else a `network` MarketError. */
  async ready(): Promise<void> {
    await this.load();
  }

  /** The state the service's answer leads to. */
  outcome(request: CryptoPurchaseRequest, response: CryptoPurchaseResponse): CryptoOutcome {
    const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, serverClockOffset(response));
    return { ...AWAITING, request, response, expiresAt };
  }

  /** The purchase was accepted: it is kept for the tab, announced, and counted down. */
  accepted({ request, response, expiresAt }: CryptoOutcome): void {
    this.c.focusing.follow(HEADINGS['awaiting-payment']);
    this.store.save({ response, expiresAt, domain: request.domain, years: request.years, currency: request.currency });
    emit(this.host, 'market-crypto-payment', { request, response, expiresAt });
    // A listener may already have reset the element; a countdown then has nothing to count.
    if (this.c.purchase.value.state === 'awaiting-payment') this.countdown.start(expiresAt);
  }

  /** The element went back to the form: the payment is given up and forgotten. */
  stop(): void {
    this.countdown.stop();
    this.poller?.stop();
    this.resuming = undefined;
    this.store.clear();
  }

  /** Called from the element's `willUpdate`. */
  willUpdate(changed: PropertyValues): void {
    const host = this.host;
    if (readPersist(host.persist) === undefined) warnOnce(host, 'persist must be "session" or "none"; the payment is kept for this tab.');
    if (this.lookForKept || changed.has('baseUrl') || changed.has('partnerId') || changed.has('persist')) {
      this.lookForKept = false;
      this.resume();
    }
    if (changed.has('paymentStatus') && host.paymentStatus != null) {
      const reading = readPaymentStatus(host.paymentStatus);
      if (reading.ok) this.follow(reading.status);
      else warnOnce(host, `paymentStatus ignored: ${reading.reason}`);
    }
    const current = this.c.purchase.value;
    if (current.state === 'editing') this.announcement = '';
    const uri = current.state === 'awaiting-payment' ? this.payNow()?.uri : undefined;
    if (uri !== this.qr.uri) this.qr = { uri, path: uri ? this.screen?.qrPath(uri) : undefined };
  }

  hostUpdated(): void {
    // Polled while a payment may still change: on the payment screen and while it is confirmed.
    const current = this.shown();
    const source = this.host.paymentStatusSource;
    const wanted = typeof source === 'function' && (current?.state === 'awaiting-payment' || current?.state === 'confirming');
    if (!wanted || !this.poller) {
      if (source !== undefined && source !== null && typeof source !== 'function') warnOnce(this.host, 'paymentStatusSource must be a function.');
      this.poller?.stop();
      this.polled = undefined;
    } else if (!this.poller.polling || this.polled?.source !== source || this.polled.response !== current!.response) {
      this.polled = { source, response: current!.response };
      this.poller.start(source as (ids: unknown) => unknown, idsOf(current!.response));
    }
  }

  /** The screens after the form, or the busy state of a payment on its way; undefined: the form. */
  render(): TemplateResult | undefined {
    const { text: t, locale } = this.c.view();
    if (this.resuming) {
      return html`<section class="loading" aria-busy="true">
        <span class="spinner" aria-hidden="true"></span> <span role="status">${t.loadingPayment}</span>
      </section>`;
    }
    const current = this.shown();
    const screen = this.screen;
    if (!current || !screen) return undefined;
    const ids = idsOf(current.response);
    switch (current.state) {
      case 'confirming':
        return screen.confirmingView(t, this.c.summary(current.request), ids);
      case 'expired':
        return screen.expiredView(t, ids, current.late, () => this.c.reset());
      case 'paid':
        return screen.receiptView(t, {
          summary: (rows) => this.c.summary(current.request, rows),
          amount: `${toPlainDecimal(current.response.amount)} ${current.response.protocol}`,
          network: this.payNow()?.network,
          ids,
        });
    }
    const seconds = current.expires ? this.countdown.seconds : undefined;
    return screen.paymentView({
      text: t,
      locale,
      summary: this.c.summary(current.request),
      response: current.response,
      pay: this.payNow() ?? { amount: '', uri: undefined, network: undefined },
      received: current.received,
      seconds,
      milestone: seconds === undefined ? undefined : milestoneToAnnounce(seconds, this.countdown.startSeconds),
      qr: this.qr.path,
      feedback: this.copier?.feedback,
      copy: (key, value) => void this.copier?.copy(key, value),
      changeDetails: current.received === undefined ? () => this.changeDetails() : undefined,
    });
  }

  private load(): Promise<PaymentScreenModule> {
    if (this.screen) return Promise.resolve(this.screen);
    return loadPaymentScreen().then((screen) => this.attach(screen));
  }

  /** The payment file's controllers join the element's once, when the file is here. */
  private attach(screen: PaymentScreenModule): PaymentScreenModule {
    if (this.screen) return this.screen;
    this.screen = screen;
    this.copier = new screen.CopyController(this.host);
    this.poller = new screen.StatusPoller(
      this.host,
      readPaymentStatus,
      (status, ids) => {
        this.follow(status);
        emit(this.host, 'market-crypto-status', { ...ids, status });
      },
      (reason) => warnOnce(this.host, reason),
    );
    return screen;
  }

  private get store(): ResumeStore {
    const { persist, baseUrl, partnerId } = this.host;
    return openResumeStore({ persist, baseUrl, partnerId: readText(partnerId) });
  }

  /** The payment on screen, in any state after the form. */
  private shown(): CryptoOutcome | undefined {
    const current = this.c.purchase.value;
    return current.state === 'editing' || current.state === 'submitting' ? undefined : current;
  }

  /** "Change details": back to the form with every value kept; the payment is given up. */
  private changeDetails(): void {
    const current = this.shown();
    this.c.reset();
    if (current) emit(this.host, 'market-crypto-cancelled', idsOf(current.response));
  }

  private expire(): void {
    const current = this.shown();
    if (current?.state !== 'awaiting-payment') return;
    this.store.clear();
    this.c.purchase.show({ ...current, state: 'expired', late: false });
    this.c.focusing.follow(HEADINGS.expired);
    emit(this.host, 'market-crypto-expired', idsOf(current.response));
  }

  /** Applies what the host says of the payment on screen; a status that does not fit it is ignored, with a warning. */
  private follow(status: PaymentStatus): void {
    const current = this.shown();
    if (!current) return;
    const { text, assets } = this.c.view();
    if (status.state === 'underpaid' && !payable(current.response, status.received, assets)) {
      return warnOnce(this.host, `paymentStatus ignored: received ${status.received} leaves nothing due of ${current.response.amount}`);
    }
    const next = nextProgress(current, status);
    if (next === current) return;
    const { request, response, expiresAt } = current;
    this.c.purchase.show({ ...next, request, response, expiresAt });
    if (!countdownRuns(next)) this.countdown.stop();
    if (next.state === 'confirming' || next.state === 'awaiting-payment') {
      this.store.save({ response, expiresAt, domain: request.domain, years: request.years, currency: request.currency, status });
    } else this.store.clear();
    if (next.state === 'awaiting-payment') {
      const due = payable(response, next.received, assets)?.amount;
      this.announcement = fill(text.underpaidAnnouncement, { received: `${next.received} ${response.protocol}`, due: `${due} ${response.protocol}` });
    } else this.announcement = { confirming: text.confirmingHeading, paid: text.paidHeading, expired: text.lateHeading }[next.state];
    if (next.state !== current.state) this.c.focusing.follow(HEADINGS[next.state]);
  }

  /** A payment kept from earlier in this tab, shown again: checked again, and no request sent. */
  private resume(): void {
    if (this.c.purchase.value.state !== 'editing' || this.resuming) return;
    const kept = this.store.load();
    if (!kept) return;
    if (!payable(kept.response, undefined, this.c.view().assets)?.uri) return this.store.clear();
    if (this.screen) return this.showKept(kept);
    this.resuming = kept;
    this.settled = this.load().then(
      () => {
        if (this.resuming !== kept) return;
        this.resuming = undefined;
        this.showKept(kept);
      },
      (error: unknown) => {
        if (this.resuming !== kept) return;
        // The payment stays kept for a reload; this page offers the form with the reason.
        this.resuming = undefined;
        this.c.purchase.fail(error);
      },
    );
  }

  private showKept(kept: ResumablePayment): void {
    const { response, expiresAt } = kept;
    const request = this.c.restore(kept);
    const progress = kept.status ? nextProgress(AWAITING, kept.status) : AWAITING;
    this.c.purchase.show({ ...progress, request, response, expiresAt });
    if (countdownRuns(progress)) this.countdown.start(expiresAt);
    // After this update, so that the host hears it as it hears a fresh payment.
    void this.host.updateComplete.then(() => emit(this.host, 'market-crypto-payment', { request, response, expiresAt, resumed: true }));
  }

  /** What the payment on screen asks for now, worked out once per payment and status. */
  private payNow(): Payable | undefined {
    const current = this.shown();
    if (!current) return (this.pay = undefined);
    const received = current.state === 'awaiting-payment' ? current.received : undefined;
    if (this.pay?.for !== current.response || this.pay.received !== received) {
      this.pay = { for: current.response, received, what: payable(current.response, received, this.c.view().assets) };
    }
    return this.pay.what;
  }
}
