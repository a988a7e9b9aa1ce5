import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { serverClockOffset, type MarketSender } from '../../api/client.js';
import { requestSchemas, type CryptoPurchaseRequest, type CryptoPurchaseResponse } from '../../api/schemas.js';
import type { AssetFields } from '../../payment-link/assets.js';
import { CopyController } from '../../controllers/copy-controller.js';
import { CountdownController } from '../../controllers/countdown-controller.js';
import { QrController } from '../../controllers/qr-controller.js';
import { StatusPoller, type PaymentIds, type PaymentStatusSource } from '../../controllers/status-poller.js';
import { toPlainDecimal } from '../../decimal.js';
import { emit } from '../../events.js';
import { deadlineOnClientClock, milestoneToAnnounce } from '../../expiry.js';
import { readList, readText } from '../../form/host-input.js';
import { payable, type Payable } from '../../payable.js';
import {
  AWAITING,
  countdownRuns,
  nextProgress,
  readPaymentStatus,
  type PaymentProgress,
  type PaymentStatus,
} from '../../payment-status.js';
import { openResumeStore, readPersist, type Persist, type ResumeStore } from '../../resume-store.js';
import { fill } from '../../strings.js';
import { CheckoutElement } from '../checkout-element.js';
import { checkoutStyles } from '../checkout.styles.js';
import { confirmingView, expiredView, receiptView } from './after-payment.js';
import { cryptoStyles } from './crypto-checkout.styles.js';
import { paymentView } from './payment-view.js';

/** A payment the service accepted, as the element shows it. */
export interface CryptoPayment {
  request: CryptoPurchaseRequest;
  response: CryptoPurchaseResponse;
  /** When the payment window closes, in ms since the epoch, on this page's clock. */
  expiresAt: number;
}

/** Where an accepted payment goes: paid, or closed by the countdown; see PaymentProgress. */
export type CryptoOutcome = PaymentProgress & CryptoPayment;

/**
 * A domain checkout paid in crypto: the buyer fills in a short form, then sees the amount and
 * address to pay, a QR code of the payment URI and a countdown to the payment's expiry. The
 * payment URI is checked against the address and amount before anything of it is shown. What the
 * host learns of the payment (`paymentStatus`, `paymentStatusSource`) moves it on to confirming
 * and paid; a payment is kept for this tab (`persist`) and shown again after a reload.
 *
 * @tagname market-crypto-checkout
 * @summary Crypto checkout for a domain purchase.
 *
 * @event {CustomEvent<MarketSubmitDetail>} market-submit - A valid form is about to be sent; cancelable. Detail: `{ request }`.
 * @event {CustomEvent<MarketCryptoPaymentDetail>} market-crypto-payment - The payment details were accepted, or a kept payment shown again (`resumed: true`). Detail: `{ request, response, expiresAt, resumed? }`.
 * @event {CustomEvent<MarketCryptoExpiredDetail>} market-crypto-expired - The countdown reached zero. Detail: `{ orderId, paymentId }`.
 * @event {CustomEvent<MarketCryptoStatusDetail>} market-crypto-status - The `paymentStatusSource` reported a new status. Detail: `{ orderId, paymentId, status }`.
 * @event {CustomEvent<MarketCryptoCancelledDetail>} market-crypto-cancelled - The buyer left the payment screen with "Change details". Detail: `{ orderId, paymentId }`.
 * @event {CustomEvent<MarketErrorEventDetail>} market-error - Anything failed. Detail: `{ error: { code, message, status?, issues? } }`.
 *
 * @csspart card - The card around everything: frame, padding, width, font and colours.
 * @csspart form - The purchase form.
 * @csspart field - One label, control and message.
 * @csspart input - Each input and select.
 * @csspart submit - The submit button.
 * @csspart error - Error messages.
 * @csspart summary - The order summary.
 * @csspart qr - The QR code.
 * @csspart address - The receiving address.
 * @csspart amount - The amount to pay.
 * @csspart timer - The countdown.
 * @csspart copy-button - The copy buttons.
 * @csspart wallet-link - The "open in wallet" link.
 *
 * @cssproperty --market-font-family - Font of the whole element.
 * @cssproperty --market-color-accent - Buttons, links and focus rings.
 * @cssproperty --market-color-text - Text colour.
 * @cssproperty --market-color-background - Background colour.
 * @cssproperty --market-color-error - Error messages and invalid fields.
 * @cssproperty --market-radius - Corner radius.
 * @cssproperty [--market-font-size=16px] - Base text size; every size scales with it (the page's root font size does not), inputs stay at 16 px at least so phones do not zoom.
 * @cssproperty [--market-font-size-small=0.875 × font size] - Type scale: labels, hints, ids.
 * @cssproperty [--market-font-size-title=1.25 × font size] - Type scale: each screen's heading.
 * @cssproperty [--market-font-size-amount=1.75 × font size] - Type scale: the amount to pay.
 * @cssproperty [--market-space=0.25 × font size] - Spacing scale: the step every gap and padding is a multiple of.
 */
export class MarketCryptoCheckout extends CheckoutElement<CryptoPurchaseRequest, CryptoPurchaseResponse, CryptoOutcome> {
  static override properties: PropertyDeclarations = {
    currency: { useDefault: true },
    currencies: { useDefault: true },
    ownerEmail: { attribute: 'owner-email', useDefault: true },
    ownerName: { attribute: 'owner-name', useDefault: true },
    assets: { attribute: false },
    persist: { useDefault: true },
    paymentStatus: { attribute: false },
    paymentStatusSource: { attribute: false },
  };

  static override styles = [checkoutStyles, cryptoStyles];

  /** The currency to pay in, e.g. `BTC`; with `currencies`, the preselected one. */
  currency = '';
  /** Currencies the buyer picks from: space-separated text or an array; one value means no picker. */
  currencies: string | readonly string[] = '';
  /** The owner's e-mail; prefill. */
  ownerEmail = '';
  /** The owner's name; prefill. */
  ownerName = '';
  /**
   * Assets to accept besides the built-in ones (property only): `{ symbol, network, scheme,
   * chainId?, token?, decimals, labels? }` each; a bad entry is `invalid-config`.
   */
  assets: readonly AssetFields[] | undefined = undefined;

  /** `session` (default): the accepted payment is kept for this tab and shown again after a reload; `none`: nothing is kept. */
  persist: Persist | string = 'session';
  /**
   * What the host knows of the payment on screen: `{ state: 'pending' | 'seen' | 'confirmed' }` or
   * `{ state: 'underpaid', received }` (a decimal string in the asset's units). Fires no event.
   */
  paymentStatus: PaymentStatus | undefined = undefined;
  /** `async ({ orderId, paymentId }) => status`: polled while a payment shows (every 5 s while the page is visible). */
  paymentStatusSource: PaymentStatusSource | undefined = undefined;

  private readonly countdown = new CountdownController(this, () => this.expired());
  private readonly copier = new CopyController(this);
  private readonly poller = new StatusPoller(
    this,
    (status, ids) => {
      this.follow(status);
      emit(this, 'market-crypto-status', { ...ids, status });
    },
    (reason) => this.warnOnce(reason),
  );
  private readonly qrCode = new QrController(this);
  private get qr() {
    return this.qrCode.path;
  }
  private pay: { for: CryptoPurchaseResponse; received: string | undefined; what: Payable | undefined } | undefined;
  /** The last status change, said politely to screen readers. */
  private announcement = '';
  /** Set on connect: a kept payment is looked for at the next update. */
  private lookForKept = true;
  private warnings = new Set<string>();

  protected get hostFields(): Record<string, string> {
    // With no choice offered, the currency is the host's setting, not the buyer's.
    return this.currencyOptions.length > 1
      ? { partnerId: 'partner-id' }
      : { partnerId: 'partner-id', currency: 'currency' };
  }

  protected requestSchema(maxYears: number) {
    return requestSchemas(maxYears).crypto;
  }

  private get currencyOptions(): string[] {
    return readList(this.currencies);
  }

  private get selectedCurrency(): string {
    return readList(this.currency)[0] || this.currencyOptions[0] || '';
  }

  protected readRequest() {
    return {
      ...this.commonRequest(),
      currency: this.selectedCurrency,
      ownerEmail: readText(this.ownerEmail),
      ownerName: readText(this.ownerName),
    };
  }

  protected send(sender: MarketSender, request: CryptoPurchaseRequest, signal: AbortSignal) {
    this.qrCode.preload();
    return sender.purchaseCrypto(request, { signal });
  }

  protected accept(request: CryptoPurchaseRequest, response: CryptoPurchaseResponse): CryptoOutcome {
    const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, serverClockOffset(response));
    return { ...AWAITING, request, response, expiresAt };
  }

  protected succeeded({ request, response, expiresAt }: CryptoOutcome): void {
    this.focusing.follow('#pay-heading');
    this.store.save({ response, expiresAt, domain: request.domain, years: request.years, currency: request.currency });
    emit(this, 'market-crypto-payment', { request, response, expiresAt });
    // A listener may already have reset the element; a countdown then has nothing to count.
    if (this.state === 'awaiting-payment') this.countdown.start(expiresAt);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.lookForKept = true;
    this.requestUpdate();
  }

  override reset(): void {
    this.countdown.stop();
    this.poller.stop();
    this.store.clear();
    super.reset();
  }

  /** "Change details": back to the form with every value kept; the payment is given up. */
  private changeDetails(): void {
    const current = this.shownPayment();
    this.reset();
    if (current) emit(this, 'market-crypto-cancelled', idsOf(current.response));
  }

  private get store(): ResumeStore {
    return openResumeStore({ persist: this.persist, baseUrl: this.baseUrl, partnerId: readText(this.partnerId) });
  }

  /** The payment on screen, in any state after the form. */
  private shownPayment(): CryptoOutcome | undefined {
    const current = this.purchase.value;
    return current.state === 'editing' || current.state === 'submitting' ? undefined : current;
  }

  private expired(): void {
    const current = this.shownPayment();
    if (current?.state !== 'awaiting-payment') return;
    this.store.clear();
    this.purchase.show({ ...current, state: 'expired', late: false });
    this.focusing.follow('#expired-heading');
    emit(this, 'market-crypto-expired', idsOf(current.response));
  }

  /** Applies what the host says of the payment on screen; a status that does not fit it is ignored, with a warning. */
  private follow(status: PaymentStatus): void {
    const current = this.shownPayment();
    if (!current) return;
    if (status.state === 'underpaid' && !payable(current.response, status.received, this.settings.knownAssets)) {
      return this.warnOnce(`paymentStatus ignored: received ${status.received} leaves nothing due of ${current.response.amount}`);
    }
    const next = nextProgress(current, status);
    if (next === current) return;
    const { request, response, expiresAt } = current;
    this.purchase.show({ ...next, request, response, expiresAt });
    if (!countdownRuns(next)) this.countdown.stop();
    if (next.state === 'confirming' || next.state === 'awaiting-payment') {
      this.store.save({ response, expiresAt, domain: request.domain, years: request.years, currency: request.currency, status });
    } else this.store.clear();
    this.announcement = this.spoken(next, response);
    const heading = { 'awaiting-payment': '#pay-heading', confirming: '#confirming-heading', paid: '#paid-heading', expired: '#expired-heading' };
    if (next.state !== current.state) this.focusing.follow(heading[next.state]);
  }

  /** What a screen reader is told of a status change, politely. */
  private spoken(next: PaymentProgress, response: CryptoPurchaseResponse): string {
    const t = this.text;
    if (next.state === 'awaiting-payment') {
      const due = payable(response, next.received, this.settings.knownAssets)?.amount;
      return fill(t.underpaidAnnouncement, { received: `${next.received} ${response.protocol}`, due: `${due} ${response.protocol}` });
    }
    return { confirming: t.confirmingHeading, paid: t.paidHeading, expired: t.lateHeading }[next.state];
  }

  /** A payment kept from earlier in this tab, shown again: checked again, and no request sent. */
  private resume(): void {
    if (this.state !== 'editing') return;
    const kept = this.store.load();
    if (!kept) return;
    if (!payable(kept.response, undefined, this.settings.knownAssets)?.uri) return this.store.clear();
    const { response, expiresAt, domain, years, currency } = kept;
    this.domain = domain;
    this.years = years;
    this.currency = currency;
    const request = { ...this.readRequest(), domain, years, currency } as CryptoPurchaseRequest;
    const progress = kept.status ? nextProgress(AWAITING, kept.status) : AWAITING;
    this.purchase.show({ ...progress, request, response, expiresAt });
    if (countdownRuns(progress)) this.countdown.start(expiresAt);
    // After this update, so that the host hears it as it hears a fresh payment.
    void this.updateComplete.then(() => emit(this, 'market-crypto-payment', { request, response, expiresAt, resumed: true }));
  }

  private warnOnce(message: string): void {
    if (!this.warnings.has(message)) console.warn(`<${this.localName}> ${message}`);
    this.warnings.add(message);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (readPersist(this.persist) === undefined) this.warnOnce('persist must be "session" or "none"; the payment is kept for this tab.');
    if (this.lookForKept || changed.has('baseUrl') || changed.has('partnerId') || changed.has('persist')) {
      this.lookForKept = false;
      this.resume();
    }
    if (changed.has('paymentStatus') && this.paymentStatus != null) {
      const reading = readPaymentStatus(this.paymentStatus);
      if (reading.ok) this.follow(reading.status);
      else this.warnOnce(`paymentStatus ignored: ${reading.reason}`);
    }
    const current = this.purchase.value;
    if (current.state === 'editing') this.announcement = '';
    const pay = this.payNow();
    this.qrCode.show(current.state === 'awaiting-payment' ? pay?.uri : undefined);
  }

  /** An awaited update includes the QR code's own, which follows when the encoder was still loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.qrCode.settled;
    return super.getUpdateComplete();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Polled while a payment may still change: on the payment screen and while it is confirmed.
    const current = this.shownPayment();
    const source = this.paymentStatusSource;
    const wanted = typeof source === 'function' && (current?.state === 'awaiting-payment' || current?.state === 'confirming');
    if (!wanted) {
      if (source !== undefined && source !== null && typeof source !== 'function') this.warnOnce('paymentStatusSource must be a function.');
      this.poller.stop();
    } else if (!this.poller.polling || changed.has('paymentStatusSource') || this.polled !== current.response) {
      this.polled = current.response;
      this.poller.start(source, idsOf(current.response));
    }
  }

  private polled: CryptoPurchaseResponse | undefined;

  /** What the payment on screen asks for now, worked out once per payment and status. */
  private payNow(): Payable | undefined {
    const current = this.shownPayment();
    if (!current) return (this.pay = undefined);
    const received = current.state === 'awaiting-payment' ? current.received : undefined;
    if (this.pay?.for !== current.response || this.pay.received !== received) {
      this.pay = { for: current.response, received, what: payable(current.response, received, this.settings.knownAssets) };
    }
    return this.pay.what;
  }

  protected override content(): TemplateResult {
    return html`${this.renderState()}
      <div class="visually-hidden" aria-live="polite">${this.announcement}</div>`;
  }

  private renderState(): TemplateResult {
    const current = this.purchase.value;
    const t = this.text;
    switch (current.state) {
      case 'awaiting-payment':
        return this.renderPayment(current);
      case 'confirming':
        return confirmingView(t, this.summary(current.request), idsOf(current.response));
      case 'expired':
        return expiredView(t, idsOf(current.response), current.late, () => this.reset());
      case 'paid': {
        const { request, response } = current;
        return receiptView(t, {
          summary: (rows) => this.summary(request, rows),
          amount: `${toPlainDecimal(response.amount)} ${response.protocol}`,
          network: this.payNow()?.network,
          ids: idsOf(response),
        });
      }
      default:
        return this.renderForm();
    }
  }

  private renderForm(): TemplateResult {
    const options = this.currencyOptions;
    const t = this.text;
    return this.form(
      html`${this.fields.text('domain', t.domainLabel, this.domain, (v) => (this.domain = v), { autocomplete: 'off', ltr: true })}
      ${this.fields.years((n) => (this.years = n))} ${options.length > 1
        ? this.fields.picker('currency', t.currencyLabel, this.selectedCurrency, options.map((c) => ({ value: c, label: c })), (v) => (this.currency = v))
        : nothing}
      ${this.fields.text('ownerName', t.ownerNameLabel, this.ownerName, (v) => (this.ownerName = v), { autocomplete: 'name' })}
      ${this.fields.text('ownerEmail', t.ownerEmailLabel, this.ownerEmail, (v) => (this.ownerEmail = v), {
        type: 'email',
        autocomplete: 'email',
        ltr: true,
      })}
      ${this.fields.text('ownerAddress', t.ownerAddressLabel, this.ownerAddress, (v) => (this.ownerAddress = v), {
        hint: t.ownerAddressHint,
        ltr: true,
        mono: true,
      })}
      ${this.fields.wallets((rows) => (this.walletAddrs = rows))}`,
      t.submitCrypto,
    );
  }

  private renderPayment(current: Extract<CryptoOutcome, { state: 'awaiting-payment' }>): TemplateResult {
    const pay = this.payNow();
    const seconds = current.expires ? this.countdown.seconds : undefined;
    return paymentView({
      text: this.text,
      locale: this.locale,
      summary: this.summary(current.request),
      response: current.response,
      pay: pay ?? { amount: '', uri: undefined, network: undefined },
      received: current.received,
      seconds,
      milestone: seconds === undefined ? undefined : milestoneToAnnounce(seconds, this.countdown.startSeconds),
      qr: this.qr,
      feedback: this.copier.feedback,
      copy: (key, value, shown) => void this.copier.copy(key, value, shown),
      changeDetails: current.received === undefined ? () => this.changeDetails() : undefined,
    });
  }
}

/** The ids a payment is known by, alone (an event's detail carries nothing else). */
function idsOf({ orderId, paymentId }: PaymentIds): PaymentIds {
  return { orderId, paymentId };
}

declare global {
  interface HTMLElementTagNameMap {
    'market-crypto-checkout': MarketCryptoCheckout;
  }
}
