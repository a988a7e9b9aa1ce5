import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { serverClockOffset, type MarketSender } from '../../api/client.js';
import { requestSchemas, type CryptoPurchaseRequest, type CryptoPurchaseResponse } from '../../api/schemas.js';
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
import { readList, readText } from '../../form/host-input.js';
import { qrPath, type QrPath } from '../../qr/qr-path.js';
import { fill, localDigits } from '../../strings.js';
import { CheckoutElement } from '../checkout-element.js';
import { checkoutStyles } from '../checkout.styles.js';
import { cryptoStyles } from './crypto-checkout.styles.js';

/** A payment the service accepted, as the element shows it. */
export interface CryptoPayment {
  request: CryptoPurchaseRequest;
  response: CryptoPurchaseResponse;
  /** When the payment window closes, in ms since the epoch, on this page's clock. */
  expiresAt: number;
}

/** Where an accepted payment goes: on screen until it expires. */
export type CryptoOutcome = ({ state: 'awaiting-payment' } & CryptoPayment) | ({ state: 'expired' } & CryptoPayment);

/**
 * A domain checkout paid in crypto: the buyer fills in a short form, then sees the amount and
 * address to pay, a QR code of the payment URI and a countdown to the payment's expiry. The
 * payment URI is checked against the address and amount before anything of it is shown.
 *
 * @tagname market-crypto-checkout
 * @summary Crypto checkout for a domain purchase.
 *
 * @event {CustomEvent<MarketSubmitDetail>} market-submit - A valid form is about to be sent; cancelable. Detail: `{ request }`.
 * @event {CustomEvent<MarketCryptoPaymentDetail>} market-crypto-payment - The payment details were accepted. Detail: `{ request, response, expiresAt }`.
 * @event {CustomEvent<MarketCryptoExpiredDetail>} market-crypto-expired - The countdown reached zero. Detail: `{ orderId, paymentId }`.
 * @event {CustomEvent<MarketErrorEventDetail>} market-error - Anything failed. Detail: `{ error: { code, message, status?, issues? } }`.
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
export class MarketCryptoCheckout extends CheckoutElement<CryptoPurchaseRequest, CryptoPurchaseResponse, CryptoOutcome> {
  static override properties: PropertyDeclarations = {
    currency: { useDefault: true },
    currencies: { useDefault: true },
    ownerEmail: { attribute: 'owner-email', useDefault: true },
    ownerName: { attribute: 'owner-name', useDefault: true },
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

  private readonly countdown = new CountdownController(this, () => this.expired());
  private readonly copier = new CopyController(this);
  private qr: QrPath | undefined;
  private qrFor = '';

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
    return sender.purchaseCrypto(request, { signal });
  }

  protected accept(request: CryptoPurchaseRequest, response: CryptoPurchaseResponse): CryptoOutcome {
    const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, serverClockOffset(response));
    return { state: 'awaiting-payment', request, response, expiresAt };
  }

  protected succeeded({ request, response, expiresAt }: CryptoOutcome): void {
    this.focusing.follow('#pay-heading');
    emit(this, 'market-crypto-payment', { request, response, expiresAt });
    // A listener may already have reset the element; a countdown then has nothing to count.
    if (this.state === 'awaiting-payment') this.countdown.start(expiresAt);
  }

  override reset(): void {
    this.countdown.stop();
    super.reset();
  }

  private expired(): void {
    const current = this.purchase.value;
    if (current.state !== 'awaiting-payment') return;
    this.purchase.show({ ...current, state: 'expired' });
    this.focusing.follow('#expired-heading');
    emit(this, 'market-crypto-expired', { orderId: current.response.orderId, paymentId: current.response.paymentId });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const current = this.purchase.value;
    const uri = current.state === 'awaiting-payment' ? current.response.uri : undefined;
    if (!uri) this.qr = undefined;
    else if (!this.qr || this.qrFor !== uri) {
      this.qr = qrPath(uri);
      this.qrFor = uri;
    }
  }

  protected override render(): TemplateResult {
    const current = this.purchase.value;
    switch (current.state) {
      case 'awaiting-payment':
        return this.renderPayment(current);
      case 'expired':
        return this.renderExpired();
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
      })}
      ${this.fields.wallets((rows) => (this.walletAddrs = rows))}`,
      t.submitCrypto,
    );
  }

  private renderPayment({ request, response }: CryptoPayment): TemplateResult {
    const t = this.text;
    const amount = toPlainDecimal(response.amount);
    const seconds = this.countdown.seconds;
    const warning = seconds <= WARNING_SECONDS;
    const milestone = milestoneToAnnounce(seconds, this.countdown.startSeconds);
    const feedback = this.copier.feedback;
    // The button keeps its name ("Copy: Amount"); the outcome shows beside it and is announced
    // through the live region, so a screen reader hears it once.
    const copyButton = (key: 'amount' | 'address', label: string, value: string) =>
      html`<button type="button" part="copy-button" class="secondary" @click=${() => this.copier.copy(key, value)}>
          ${t.copy}<span class="visually-hidden">: ${label}</span>
        </button>
        ${feedback?.key === key
          ? html`<span class="copy-feedback ${feedback.ok ? 'hint' : 'error'}" aria-hidden="true"
              >${feedback.ok ? t.copied : t.copyFailed}</span
            >`
          : nothing}`;
    return html`<section aria-labelledby="pay-heading">
      ${this.summary(request)}
      <h2 id="pay-heading" tabindex="-1">${t.payHeading}</h2>
      <div part="timer" class="timer ${warning ? 'notice warning' : ''}">
        ${t.timeLeft}: <span dir="ltr">${localDigits(formatCountdown(seconds), this.locale)}</span>
        ${warning ? html`<div>${t.timerWarning}</div>` : nothing}
      </div>
      <div class="value">
        <span class="label" id="amount-label">${t.amountLabel}</span>
        <span part="amount" class="mono amount" aria-labelledby="amount-label">${amount} ${response.protocol}</span>
        ${copyButton('amount', t.amountLabel, amount)}
      </div>
      <div class="value">
        <span class="label">${t.addressLabel}</span>
        <span part="address" class="mono">${response.address}</span>
        ${copyButton('address', t.addressLabel, response.address)}
      </div>
      ${this.qr
        ? html`<svg
            part="qr"
            role="img"
            aria-label=${fill(t.qrLabel, { amount, currency: response.protocol })}
            viewBox="0 0 ${this.qr.size} ${this.qr.size}"
            shape-rendering="crispEdges"
          >
            <rect width=${this.qr.size} height=${this.qr.size} fill="#ffffff"></rect>
            <path d=${this.qr.d} fill="#000000"></path>
          </svg>`
        : nothing}
      <a part="wallet-link" class="button primary" href=${response.uri} rel="noopener noreferrer">${t.openWallet}</a>
      <div class="visually-hidden" role="status" aria-live="polite">
        ${milestone === undefined ? '' : fill(t.timerMilestone, { time: spokenDuration(milestone, this.locale) })}
        ${feedback
          ? feedback.ok
            ? fill(t.copiedAnnouncement, { what: feedback.key === 'amount' ? t.amountLabel : t.addressLabel })
            : t.copyFailed
          : ''}
      </div>
      <p class="small">
        ${t.orderId}: <span class="mono">${response.orderId}</span><br />
        ${t.paymentId}: <span class="mono">${response.paymentId}</span>
      </p>
    </section>`;
  }

  private renderExpired(): TemplateResult {
    return html`<section role="alert" aria-labelledby="expired-heading">
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
