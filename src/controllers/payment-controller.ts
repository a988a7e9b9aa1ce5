/**
 * A crypto payment's whole life after the form. In the script: the payment file (fetched from the
 * buyer's first touch of the form, awaited before the purchase is sent), a kept payment looked for
 * and checked again (busy until the file is here, never the form), an accepted payment kept for
 * the tab, announced and counted down, and what the host sets read where it enters. Once the file
 * is here, its PaymentOnScreen (src/payment-screen/) follows the payment on screen: statuses,
 * polling, expiry, focus, and the screens after the form. The element calls in (its updates,
 * `accepted`, `stop`) and renders `render()`; the controller answers with `requestUpdate()` and the
 * contract's events.
 */
import { html, type PropertyValues, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { serverClockOffset } from '../api/client.js';
import type { MarketError } from '../api/errors.js';
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../api/lazy-schemas.js';
import { emit } from '../core/events.js';
import { deadlineOnClientClock, formatCountdown, spokenDuration } from '../core/expiry.js';
import { warnOnce } from '../core/warn-once.js';
import { readText } from '../form/host-input.js';
import { loadPaymentScreen, paymentScreenNow, type PaymentScreenModule } from '../loading/payment.js';
import { localDigits, type ScriptStrings } from '../locales/strings.js';
import type { Asset } from '../payment-link/assets.js';
import type { CryptoOutcome } from '../payment/outcome.js';
import { payable } from '../payment/payable.js';
import { AWAITING, readPaymentStatus, type PaymentStatus } from '../payment/payment-status.js';
import { openResumeStore, readPersist, type ResumablePayment, type ResumeStore } from '../payment/resume-store.js';
import type { PaymentOnScreen, ScriptSide } from '../payment-screen/payment-on-screen.js';
import { splitLink } from '../payment-link/link.js';
import { pageWallets } from '../wallet/page-wallets.js';
import { CountdownController } from './countdown-controller.js';
import type { FocusController } from './focus-controller.js';
import type { PurchaseController } from './purchase-controller.js';

export type { CryptoOutcome, CryptoPayment } from '../payment/outcome.js';

/** The element's settings the controller reads. */
export interface PaymentHost extends ReactiveElement {
  baseUrl: string;
  partnerId: string;
  persist: string;
  paymentStatus: PaymentStatus | undefined;
  paymentStatusSource: unknown;
}

/** What the element lends the controller: its purchase, its focus, and how it words things. */
export interface PaymentContext extends Pick<ScriptSide, 'summary' | 'restore' | 'reset'> {
  /** A failure the buyer is told of (`market-error`, focus), as after a refused submit. */
  refused(error: MarketError): void;
  purchase: PurchaseController<CryptoPurchaseRequest, CryptoPurchaseResponse, CryptoOutcome>;
  focusing: FocusController;
  /** The texts, the language and the accepted assets as of this update. */
  view(): { text: ScriptStrings; locale: string; assets: readonly Asset[] };
}

export class PaymentController implements ReactiveController {
  /** Settles once a kept payment waiting for the payment file is shown (or the file failed). */
  settled: Promise<unknown> = Promise.resolve();
  private onScreen: PaymentOnScreen | undefined;
  private readonly countdown: CountdownController;
  /** Set on connect: a kept payment is looked for at the next update. */
  private lookForKept = true;
  /** A kept payment shown as soon as the payment file is here. */
  private resuming: ResumablePayment | undefined;
  /** Stops the re-render when a browser wallet announces itself (connected only). */
  private unsubscribe = () => {};

  constructor(
    private readonly host: PaymentHost,
    private readonly c: PaymentContext,
  ) {
    this.countdown = new CountdownController(host, () => this.onScreen?.expire());
    host.addController(this);
    const screen = paymentScreenNow();
    if (screen) this.attach(screen);
  }

  /** A kept payment is on its way to the screen. */
  get busy(): boolean {
    return this.resuming !== undefined;
  }

  /** The last status change, said politely to screen readers. */
  get announcement(): string {
    return this.onScreen?.announcement ?? '';
  }

  hostConnected(): void {
    this.lookForKept = true;
    // A wallet that announces itself late gets its button on a payment screen already shown.
    this.unsubscribe = pageWallets.subscribe(() => this.host.requestUpdate());
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.unsubscribe();
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
    this.c.focusing.land('#pay-heading');
    this.store.save({ response, expiresAt, domain: request.domain, years: request.years, currency: request.currency });
    emit(this.host, 'market-crypto-payment', { request, response, expiresAt });
    // A listener may already have reset the element; a countdown then has nothing to count.
    if (this.c.purchase.value.state === 'awaiting-payment') this.countdown.start(expiresAt);
  }

  /** The element went back to the form: the payment is given up and forgotten. */
  stop(): void {
    this.countdown.stop();
    this.onScreen?.stop();
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
      if (!reading.ok) warnOnce(host, `paymentStatus ignored: ${reading.reason}`);
      else this.onScreen?.applyStatus(reading.status);
    }
    this.onScreen?.update();
  }

  hostUpdated(): void {
    const source = this.host.paymentStatusSource;
    if (source !== undefined && source !== null && typeof source !== 'function') warnOnce(this.host, 'paymentStatusSource must be a function.');
    this.onScreen?.updated();
  }

  /** The screens after the form, or the busy state of a payment on its way; undefined: the form. */
  render(): TemplateResult | undefined {
    if (!this.resuming) return this.onScreen?.render();
    return html`<section class="loading" aria-busy="true">
      <span class="spinner" aria-hidden="true"></span> <span role="status">${this.c.view().text.loadingPayment}</span>
    </section>`;
  }

  private load(): Promise<unknown> {
    return this.onScreen ? Promise.resolve() : loadPaymentScreen().then((screen) => this.attach(screen));
  }

  /** The payment file's part joins the element once, when the file is here. */
  private attach(screen: PaymentScreenModule): void {
    const { host, c } = this;
    this.onScreen ??= new screen.PaymentOnScreen({
      host,
      purchase: c.purchase,
      focusing: c.focusing,
      countdown: this.countdown,
      store: () => this.store,
      view: () => {
        const { text, locale } = c.view();
        return { text, clock: (s) => localDigits(formatCountdown(s), locale), duration: (s) => spokenDuration(s, locale) };
      },
      emit,
      payable: (response, received) => payable(response, received, c.view().assets),
      readStatus: readPaymentStatus,
      summary: c.summary,
      restore: c.restore,
      reset: c.reset,
      warn: (message) => warnOnce(host, message),
      wallets: pageWallets,
      splitLink,
    });
  }

  private get store(): ResumeStore {
    const { persist, baseUrl, partnerId } = this.host;
    return openResumeStore({ persist, baseUrl, partnerId: readText(partnerId) });
  }

  /** A payment kept from earlier in this tab, shown again: checked again, and no request sent. */
  private resume(): void {
    if (this.c.purchase.value.state !== 'editing' || this.resuming) return;
    const kept = this.store.load();
    if (!kept) return;
    if (!payable(kept.response, undefined, this.c.view().assets)?.uri) return this.store.clear();
    if (this.onScreen) return this.onScreen.showKept(kept);
    this.resuming = kept;
    this.settled = this.load().then(
      () => {
        if (this.resuming !== kept) return;
        this.resuming = undefined;
        this.onScreen!.showKept(kept);
      },
      (error: unknown) => {
        if (this.resuming !== kept) return;
        // The payment stays kept for a reload; this page offers the form with the reason.
        this.resuming = undefined;
        this.c.refused(this.c.purchase.fail(error).error);
      },
    );
  }
}
