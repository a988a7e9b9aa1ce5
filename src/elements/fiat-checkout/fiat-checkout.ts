import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { MarketError } from '../../api/errors.js';
import { watchRequest } from '../../api/csp-refusal.js';
import type { MarketClientOptions, MarketSender } from '../../checks/client.js';
import type { FiatPurchaseRequest, FiatPurchaseResponse } from '../../checks/schemas.js';
import { emit, type ShownPrice } from '../../controllers/events.js';
import { readText } from '../../form/host-input.js';
import { commonRequest } from '../../form/common-request.js';
import type { ChecksModule } from '../../loading/checks.js';
import { newUuid } from '../../core/uuid.js';
import { CheckoutElement } from '../checkout-element.js';
import { checkoutStyles } from '../checkout.styles.js';

/** The order exists and the host page mounts the card processor's UI. */
export interface FiatHandedOff {
  state: 'handed-off';
  request: FiatPurchaseRequest;
  response: FiatPurchaseResponse;
  /** The total the buyer was shown at submit. */
  price?: ShownPrice;
}

/**
 * A domain checkout paid by card: the buyer confirms the domain and owner, the element creates
 * the order and hands the card processor's keys and session to the host page, which mounts the
 * processor's own UI in the `payment` slot. The element never asks for card data.
 *
 * The parts and custom properties both elements have are documented once, on CheckoutElement.
 *
 * @tagname market-fiat-checkout
 * @summary Card checkout for a domain purchase.
 *
 * @slot payment - Revealed once the order exists: where the host mounts the card processor's UI (light DOM).
 *
 * @event {CustomEvent<MarketSubmitDetail>} market-submit - A valid form is about to be sent; cancelable. Detail: `{ request, price? }` (`price`: the total shown, `{ currency, total }`).
 * @event {CustomEvent<MarketFiatSessionDetail>} market-fiat-session - The order exists. Detail: `{ request, response, price? }` (the processor keys and session; the total shown at submit).
 * @event {CustomEvent<MarketFiatCancelledDetail>} market-fiat-cancelled - The buyer left the card screen with "Change details": remove the processor's UI from the slot. Detail: `{ orderId, checkoutId }`.
 * @event {CustomEvent<MarketErrorEventDetail>} market-error - Anything failed. Detail: `{ error: { code, message, status?, issues? } }`.
 */
export class MarketFiatCheckout extends CheckoutElement<FiatPurchaseRequest, FiatPurchaseResponse, FiatHandedOff> {
  /** As in CheckoutElement: each field's JSDoc names its attribute again (`@attr`), for lit-analyzer. */
  static override properties: PropertyDeclarations = {
    checkoutId: { attribute: 'checkout-id', useDefault: true },
    externalUserId: { attribute: 'external-user-id', useDefault: true },
    processorConnectedAccountId: { attribute: 'processor-connected-account-id', useDefault: true },
  };

  static override styles = checkoutStyles;

  /**
   * The checkout's UUID; when absent, one is made per attempt and reused when that attempt is retried.
   * @attr checkout-id
   */
  checkoutId = '';
  /**
   * The buyer's UUID on the partner's side.
   * @attr external-user-id
   */
  externalUserId = '';
  /**
   * The partner's connected account at the card processor.
   * @attr processor-connected-account-id
   */
  processorConnectedAccountId = '';

  protected readonly hostFields = {
    partnerId: 'partner-id',
    checkoutId: 'checkout-id',
    externalUserId: 'external-user-id',
    processorConnectedAccountId: 'processor-connected-account-id',
  };

  /**
   * The generated checkout id last sent without a definite answer (network error, timeout, an
   * unreadable 2xx, removal mid-request: the order may exist), with the fields it carried. Sending
   * those fields again carries that id, so the service can recognise the retry; other fields, or
   * a purchase after the service answered, get a new id.
   */
  private unanswered: { id: string; fields: string } | undefined;

  protected requestSchema(checks: ChecksModule, maxYears: number) {
    return checks.fiatRequestSchemaFor(maxYears);
  }

  protected readRequest() {
    const fields = {
      ...commonRequest(this, this.settings),
      externalUserId: readText(this.externalUserId),
      processorConnectedAccountId: readText(this.processorConnectedAccountId),
    };
    return { ...fields, checkoutId: readText(this.checkoutId) || this.generatedId(attemptKey(fields)) };
  }

  private generatedId(fields: string): string {
    return this.unanswered?.fields === fields ? this.unanswered.id : newUuid();
  }

  protected makeSender(checks: ChecksModule, options: MarketClientOptions): MarketSender {
    return checks.createSender(options, watchRequest);
  }

  protected send(sender: MarketSender, request: FiatPurchaseRequest, signal: AbortSignal) {
    if (!readText(this.checkoutId)) this.unanswered = { id: request.checkoutId, fields: attemptKey(request) };
    return sender.purchaseFiat(request, { signal });
  }

  protected accept(request: FiatPurchaseRequest, response: FiatPurchaseResponse): FiatHandedOff {
    return { state: 'handed-off', request, response };
  }

  protected stateAfter(done: FiatHandedOff): 'handed-off' {
    return done.state;
  }

  protected override refused(error: MarketError): void {
    if (error.code === 'http') this.unanswered = undefined;
    super.refused(error);
  }

  protected override succeeded({ request, response, price }: FiatHandedOff): void {
    this.unanswered = undefined;
    this.focusing.land('#summary-heading');
    emit(this, 'market-fiat-session', { request, response, ...(price && { price }) });
  }

  protected override content(): TemplateResult {
    const current = this.purchase.value;
    const t = this.text;
    if (current.state !== 'handed-off') {
      return this.form(nothing, t.submitFiat);
    }
    const { request, response, price } = current;
    return html`<section aria-labelledby="summary-heading">
      <h2 id="summary-heading" tabindex="-1">${t.summaryHeading}</h2>
      ${this.summary(
        request,
        html`<div><dt>${t.orderId}</dt><dd class="mono">${response.orderId}</dd></div>
          ${price ? html`<div part="order-total"><dt>${t.orderTotal}</dt><dd>${this.fields.price.money(price)}</dd></div>` : nothing}`,
      )}
      <p>${t.paymentSlotHint}</p>
      <slot name="payment"></slot>
      <button type="button" class="secondary quiet" @click=${() => this.changeDetails(response)}>${t.changeDetails}</button>
    </section>`;
  }

  /**
   * "Change details": back to the form with every value kept. The order is given up, so the host
   * hears it and takes the processor's UI out of the slot; the next submit is a new attempt
   * (a new generated checkout id: `unanswered` was cleared when this order was accepted).
   */
  private changeDetails({ orderId, checkoutId }: FiatPurchaseResponse): void {
    this.reset();
    emit(this, 'market-fiat-cancelled', { orderId, checkoutId });
  }
}

/** What identifies an attempt apart from its id: every request field, in a fixed order. */
function attemptKey(r: Omit<FiatPurchaseRequest, 'checkoutId'>): string {
  return JSON.stringify([
    r.domain,
    r.years,
    r.ownerAddress,
    r.walletAddrs.map((w) => [w.addr, w.coinId]),
    r.partnerId,
    r.externalUserId,
    r.processorConnectedAccountId,
  ]);
}

declare global {
  interface HTMLElementTagNameMap {
    'market-fiat-checkout': MarketFiatCheckout;
  }
}
