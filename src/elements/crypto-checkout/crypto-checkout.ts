import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { createMarketClient, serverClockOffset } from '../../api/client.js';
import type { MarketError } from '../../api/errors.js';
import {
  makeCryptoRequestSchema,
  type CryptoPurchaseRequest,
  type CryptoPurchaseResponse,
} from '../../api/schemas.js';
import { CopyController } from '../../controllers/copy-controller.js';
import { CountdownController } from '../../controllers/countdown-controller.js';
import { toPlainDecimal } from '../../decimal.js';
import { emit } from '../../events.js';
import {
  deadlineOnClientClock,
  formatCountdown,
  milestoneToAnnounce,
  spokenDuration,
  WARNING_SECONDS,
} from '../../expiry.js';
import { readList } from '../../form/host-input.js';
import { qrPath, type QrPath } from '../../qr/qr-path.js';
import { fill } from '../../strings.js';
import { CheckoutElement } from '../checkout-element.js';
import { selectField } from '../fields.js';
import { checkoutStyles } from '../checkout.styles.js';
import { cryptoStyles } from './crypto-checkout.styles.js';

/**
 * A domain checkout paid in crypto: the buyer fills in a short form, then sees the amount and
 * address to pay, a QR code of the payment URI and a countdown to the payment's expiry. The
 * payment URI is checked against the address and amount before anything of it is shown.
 *
 * @summary Crypto checkout for a domain purchase.
 *
 * @event market-submit - A valid form is about to be sent; cancelable. Detail: `{ request }`.
 * @event market-crypto-payment - The payment details were accepted. Detail: `{ request, response, expiresAt }`.
 * @event market-crypto-expired - The countdown reached zero. Detail: `{ orderId, paymentId }`.
 * @event market-error - Anything failed. Detail: `{ error: { code, message, status?, issues? } }`.
 *
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
 */
export class MarketCryptoCheckout extends CheckoutElement<CryptoPurchaseRequest, CryptoPurchaseResponse> {
  static override styles = [checkoutStyles, cryptoStyles];

  /** The currency to pay in, e.g. `BTC`; with `currencies`, the preselected one. */
  @property() currency = '';
  /** Currencies the buyer picks from, space-separated; one value means no picker. */
  @property() currencies: string | string[] = '';
  /** The owner's e-mail; prefill. */
  @property({ attribute: 'owner-email' }) ownerEmail = '';
  /** The owner's name; prefill. */
  @property({ attribute: 'owner-name' }) ownerName = '';

  protected readonly doneState = 'awaiting-payment';
  private readonly countdown = new CountdownController(this, () => this.expired());
  private readonly copier = new CopyController(this);
  private qr: QrPath | undefined;
  private qrFor = '';
  private focusWasInside = false;

  protected get hostFields(): Record<string, string> {
    // With no choice offered, the currency is the host's setting, not the buyer's.
    return this.currencyOptions.length > 1
      ? { partnerId: 'partner-id' }
      : { partnerId: 'partner-id', currency: 'currency' };
  }

  protected requestSchema(maxYears: number) {
    return makeCryptoRequestSchema(maxYears);
  }

  private get currencyOptions(): string[] {
    return readList(this.currencies);
  }

  private get selectedCurrency(): string {
    return this.currency.trim().toUpperCase() || this.currencyOptions[0] || '';
  }

  protected readRequest() {
    return {
      ...this.commonRequest(),
      currency: this.selectedCurrency,
      ownerEmail: this.ownerEmail.trim(),
      ownerName: this.ownerName.trim(),
    };
  }

  protected send(request: CryptoPurchaseRequest, signal: AbortSignal) {
    return createMarketClient({ baseUrl: this.baseUrl, timeout: this.effectiveTimeout }).purchaseCrypto(request, {
      signal,
    });
  }

  protected succeeded(request: CryptoPurchaseRequest, response: CryptoPurchaseResponse): void {
    const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, serverClockOffset(response));
    this.followFocus('#pay-heading');
    emit(this, 'market-crypto-payment', { request, response, expiresAt });
    // A listener may already have reset the element; a countdown then has nothing to count.
    if (this.state === 'awaiting-payment') this.countdown.start(expiresAt);
  }

  override reset(): void {
    this.countdown.stop();
    super.reset();
    this.followFocus('[part~="input"]:not([readonly])');
  }

  private expired(): void {
    const response = this.purchase.response;
    this.purchase.expire();
    this.followFocus('#expired-heading');
    if (response) emit(this, 'market-crypto-expired', { orderId: response.orderId, paymentId: response.paymentId });
  }

  override submit(): Promise<CryptoPurchaseResponse | undefined> {
    // Disabling the pressed button drops the buyer's focus: remember it was here.
    if (this.state === 'editing') this.focusWasInside = this.matches(':focus-within');
    return super.submit();
  }

  protected override failed(error: MarketError): void {
    // A field error focuses its field; any other failure returns the buyer to the button.
    if (error.code !== 'invalid-input') this.followFocus('button[part~="submit"]');
    else this.focusWasInside = false;
  }

  /**
   * When the buyer's focus is (or was, when they sent) in the element and this update leaves it
   * nowhere, because the view under it was replaced or its button disabled, it moves to
   * `selector`. Focus the buyer put elsewhere on the page is left alone. Call it after the change
   * of state, so that the update it waits for is the one that replaces the view.
   */
  private followFocus(selector: string): void {
    const inside = this.matches(':focus-within') || this.focusWasInside;
    this.focusWasInside = false;
    if (!inside) return;
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      if (!active || active === document.body) this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const uri = this.state === 'awaiting-payment' ? this.purchase.response?.uri : undefined;
    if (!uri) this.qr = undefined;
    else if (!this.qr || this.qrFor !== uri) {
      this.qr = qrPath(uri);
      this.qrFor = uri;
    }
  }

  protected override render(): TemplateResult {
    switch (this.state) {
      case 'awaiting-payment':
        return this.renderPayment();
      case 'expired':
        return this.renderExpired();
      default:
        return this.renderForm();
    }
  }

  private renderForm(): TemplateResult {
    const options = this.currencyOptions;
    return this.form(
      html`${this.textInput('domain', this.text.domainLabel, { autocomplete: 'off', ltr: true })}
      ${this.yearsInput()}
      ${options.length > 1
        ? this.currencyPicker(options)
        : nothing}
      ${this.textInput('ownerName', this.text.ownerNameLabel, { autocomplete: 'name' })}
      ${this.textInput('ownerEmail', this.text.ownerEmailLabel, { type: 'email', autocomplete: 'email', ltr: true })}
      ${this.textInput('ownerAddress', this.text.ownerAddressLabel, { hint: this.text.ownerAddressHint, ltr: true })}
      ${this.walletInputs()}`,
      this.text.submitCrypto,
    );
  }

  private currencyPicker(options: string[]): TemplateResult {
    return selectField({
      path: 'currency',
      label: this.text.currencyLabel,
      value: this.selectedCurrency,
      options: options.map((c) => ({ value: c, label: c })),
      error: this.errorFor('currency'),
      locked: this.isLocked('currency'),
      lockedHint: this.text.lockedHint,
      onChange: (value) => {
        this.edit('currency', value);
        this.leave('currency');
      },
    });
  }

  private renderPayment(): TemplateResult {
    const response = this.purchase.response!;
    const request = this.purchase.request!;
    const amount = toPlainDecimal(response.amount);
    const seconds = this.countdown.seconds;
    const milestone = milestoneToAnnounce(seconds, this.countdown.startSeconds);
    const feedback = this.copier.feedback;
    // The button keeps its name ("Copy: Amount"); the outcome shows beside it and is announced
    // through the live region, so a screen reader hears it once.
    const copyButton = (key: 'amount' | 'address', label: string, value: string) =>
      html`<button type="button" part="copy-button" class="secondary" @click=${() => this.copier.copy(key, value)}>
          ${this.text.copy}<span class="visually-hidden">: ${label}</span>
        </button>
        ${feedback?.key === key
          ? html`<span class="copy-feedback ${feedback.ok ? '' : 'failed'}" aria-hidden="true"
              >${feedback.ok ? this.text.copied : this.text.copyFailed}</span
            >`
          : nothing}`;
    return html`<section class="payment" aria-labelledby="pay-heading">
      <div part="summary">
        <h2 id="pay-heading" tabindex="-1">${this.text.payHeading}</h2>
        <dl>
          <dt>${this.text.domainLabel}</dt>
          <dd>${request.domain}</dd>
          <dt>${this.text.yearsLabel}</dt>
          <dd>${fill(this.text.yearsOption, { years: request.years })}</dd>
        </dl>
      </div>
      <div>
        <div class="small" id="amount-label">${this.text.amountLabel}</div>
        <div class="value-row">
          <span part="amount" class="mono amount" dir="ltr" aria-labelledby="amount-label">${amount} ${response.protocol}</span>
          ${copyButton('amount', this.text.amountLabel, amount)}
        </div>
      </div>
      <div>
        <div class="small" id="address-label">${this.text.addressLabel}</div>
        <div class="value-row">
          <span part="address" class="mono" dir="ltr">${response.address}</span>
          ${copyButton('address', this.text.addressLabel, response.address)}
        </div>
      </div>
      ${this.qr
        ? html`<svg
            part="qr"
            role="img"
            aria-label=${fill(this.text.qrLabel, { amount, currency: response.protocol })}
            viewBox="0 0 ${this.qr.size} ${this.qr.size}"
            shape-rendering="crispEdges"
          >
            <rect width=${this.qr.size} height=${this.qr.size} fill="#ffffff"></rect>
            <path d=${this.qr.d} fill="#000000"></path>
          </svg>`
        : nothing}
      <a part="wallet-link" href=${response.uri} rel="noopener noreferrer">${this.text.openWallet}</a>
      <div part="timer" class="timer ${seconds <= WARNING_SECONDS ? 'warning' : ''}">
        ${this.text.timeLeft}: <span dir="ltr">${formatCountdown(seconds)}</span>
        ${seconds <= WARNING_SECONDS ? html`<div>${this.text.timerWarning}</div>` : nothing}
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">
        ${milestone === undefined
          ? ''
          : fill(this.text.timerMilestone, { time: spokenDuration(milestone, this.lang) })}
        ${feedback
          ? feedback.ok
            ? fill(this.text.copiedAnnouncement, {
                what: feedback.key === 'amount' ? this.text.amountLabel : this.text.addressLabel,
              })
            : this.text.copyFailed
          : ''}
      </div>
      <p class="small">
        ${this.text.orderId}: <span class="mono">${response.orderId}</span><br />
        ${this.text.paymentId}: <span class="mono">${response.paymentId}</span>
      </p>
    </section>`;
  }

  private renderExpired(): TemplateResult {
    return html`<section class="payment" role="alert" aria-labelledby="expired-heading">
      <h2 id="expired-heading" tabindex="-1">${this.text.expiredHeading}</h2>
      <p>${this.text.expiredBody}</p>
      <button type="button" class="primary" part="submit" @click=${() => this.reset()}>${this.text.startAgain}</button>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'market-crypto-checkout': MarketCryptoCheckout;
  }
}
