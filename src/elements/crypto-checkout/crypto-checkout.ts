import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { acceptedLink, type LinkGuard } from '../../api/link-guard.js';
import { watchRequest } from '../../api/csp-refusal.js';
import type { CheckedPayment, MarketClientOptions, MarketSender } from '../../checks/client.js';
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../../checks/schemas.js';
import type { ChecksModule } from '../../loading/checks.js';
import { serverClockOffset } from '../../loading/client.js';
import { PaymentLoader, type CryptoSettings } from '../../controllers/payment-loader.js';
import { UseMyWalletController } from '../../controllers/use-my-wallet-controller.js';
import type { AcceptedPayment, TrackedPayment } from '../../payment/tracked-payment.js';
import { knownAssets, withHostAssets } from '../../form/host-assets.js';
import { readTrackingSettings } from '../../form/tracking-settings.js';
import { withSupportUrl } from '../../form/support-url.js';
import { acceptedPayment } from '../../payment/accepted-payment.js';
import { readList, readText } from '../../form/host-input.js';
import { commonRequest } from '../../form/common-request.js';
import type { AssetFields } from '../../payment-link/assets.js';
import { checkPaymentLink } from '../../payment-link/guard.js';
import type { PaymentStatusSource } from '../../payment/payment-ids.js';
import type { PaymentStatus } from '../../payment/payment-status.js';
import type { Persist } from '../../payment/resume-store.js';
import { CheckoutElement } from '../checkout-element.js';
import { checkoutStyles } from '../checkout.styles.js';

export type { TrackedPayment, CryptoPayment } from '../../payment/tracked-payment.js';

/**
 * A domain checkout paid in crypto: the buyer fills in a short form, then sees the amount and
 * address to pay, a QR code of the payment URI and a countdown to the payment's expiry. The
 * payment URI is checked against the address and amount before anything of it is shown. What the
 * host learns of the payment (`paymentStatus`, `paymentStatusSource`) moves it on to confirming
 * and paid; a payment is kept for this tab (`persist`) and shown again after a reload.
 *
 * The parts and custom properties both elements have are documented once, on CheckoutElement.
 *
 * @tagname market-crypto-checkout
 * @summary Crypto checkout for a domain purchase.
 *
 * @event {CustomEvent<MarketSubmitDetail>} market-submit - A valid form is about to be sent; cancelable. Detail: `{ request, price? }` (`price`: the total shown, `{ currency, total }`).
 * @event {CustomEvent<MarketCryptoPaymentDetail>} market-crypto-payment - The payment details were accepted, or a kept payment shown again (`resumed: true`). Detail: `{ request, response, expiresAt, resumed?, price? }` (`price`: the total shown at submit).
 * @event {CustomEvent<MarketCryptoExpiredDetail>} market-crypto-expired - The countdown reached zero. Detail: `{ orderId, paymentId }`.
 * @event {CustomEvent<MarketCryptoStatusDetail>} market-crypto-status - A status that says something new (state, depth or amount) from the host's `paymentStatusSource`, the browser wallet that sent the payment (a Lightning wallet's proof: `preimage`), or the chain (`chain-reads`). Detail: `{ orderId, paymentId, status, source, txHash?, confirmations?, received?, preimage? }`.
 * @event {CustomEvent<MarketCryptoCancelledDetail>} market-crypto-cancelled - The buyer left the payment screen with "Change details". Detail: `{ orderId, paymentId }`.
 * @event {CustomEvent<MarketCryptoSentDetail>} market-crypto-sent - A browser wallet returned a transaction hash for this payment; the state stays `awaiting-payment`. Detail: `{ orderId, paymentId, txHash, chainId, wallet }`.
 * @event {CustomEvent<MarketErrorEventDetail>} market-error - Anything failed. Detail: `{ error: { code, message, status?, issues? } }`.
 *
 * @csspart qr - The QR code.
 * @csspart address - The receiving address.
 * @csspart amount - The amount to pay.
 * @csspart timer - The countdown.
 * @csspart copy-button - The copy buttons.
 * @csspart wallet-link - The "open in wallet" link.
 * @csspart wallet-button - Each "Pay with <wallet>" button of a browser wallet.
 * @csspart webln-button - "Pay with Lightning wallet", where the page has a WebLN provider and the payment a Lightning invoice.
 * @csspart tx - The transaction hash a browser wallet sent.
 */
export class MarketCryptoCheckout extends CheckoutElement<CryptoPurchaseRequest, CryptoPurchaseResponse, AcceptedPayment, CheckedPayment, TrackedPayment['state']> {
  /** As in CheckoutElement: each field's JSDoc names its attribute again (`@attr`), for lit-analyzer. */
  static override properties: PropertyDeclarations = {
    currency: { useDefault: true },
    currencies: { useDefault: true },
    ownerEmail: { attribute: 'owner-email', useDefault: true },
    ownerName: { attribute: 'owner-name', useDefault: true },
    assets: { attribute: false },
    persist: { useDefault: true },
    paymentStatus: { attribute: false },
    paymentStatusSource: { attribute: false },
    supportUrl: { attribute: 'support-url', useDefault: true },
    chainReads: { attribute: 'chain-reads', useDefault: true },
    confirmations: { useDefault: true },
    explorers: { attribute: false },
  };

  // The payment screen's own rules come with it, in the payment file (src/payment-screen/payment.styles.ts).
  static override styles = checkoutStyles;

  /**
   * The currency to pay in, e.g. `BTC`; with `currencies`, the preselected one.
   * @attr currency
   */
  currency = '';
  /**
   * Currencies the buyer picks from: space-separated text or an array; one value means no picker.
   * @attr currencies
   */
  currencies: string | readonly string[] = '';
  /**
   * The owner's e-mail; prefill.
   * @attr owner-email
   */
  ownerEmail = '';
  /**
   * The owner's name; prefill.
   * @attr owner-name
   */
  ownerName = '';
  /**
   * Assets to accept besides the built-in ones (property only): `{ symbol, network, scheme,
   * chainId?, token?, decimals, labels? }` each; a bad entry is `invalid-config`.
   */
  assets: readonly AssetFields[] | undefined = undefined;

  /**
   * `session` (default): the accepted payment, then its receipt, is kept for this tab and shown again after a reload; `none`: nothing is kept.
   * @attr persist
   */
  persist: Persist | string = 'session';
  /**
   * What the host knows of the payment on screen: `{ state: 'pending' | 'seen' | 'confirmed' }` or
   * `{ state: 'underpaid', received }` (a decimal string in the asset's units). Fires no event.
   */
  paymentStatus: PaymentStatus | undefined = undefined;
  /**
   * Endpoints the element reads the chain through, to follow a payment made from the QR code:
   * space-separated `NETWORK=URL` entries (a CAIP-2 id such as `eip155:8453`, and an Ethereum
   * JSON-RPC, Esplora HTTP API, Solana JSON-RPC or Tron JSON-RPC address by the network's kind),
   * or `public` for the README's table of public endpoints. Unset: no reads at all.
   * @attr chain-reads
   */
  chainReads = '';
  /**
   * Blocks deep before a payment the element follows reads as paid: a whole number from 1 to 100; default 1.
   * @attr confirmations
   */
  confirmations: number | string = 1;
  /**
   * Block explorers by CAIP-2 network id, each a URL template with `{tx}` (property only): replaces
   * the built-in table; `{}` shows no explorer links.
   */
  explorers: Readonly<Record<string, string>> | undefined = undefined;
  /**
   * Where a buyer who needs help reaches the site: an `https:` or `mailto:` address; it makes "Contact the site" a link on the expired, late and underpaid screens.
   * @attr support-url
   */
  supportUrl = '';
  /** `async ({ orderId, paymentId, signal }) => status`: polled while a payment shows (every 5 s while the page is visible); a call unsettled after 20 s is aborted through `signal`. */
  paymentStatusSource: PaymentStatusSource | undefined = undefined;

  protected declare settings: CryptoSettings;

  /** The payment file, and through it a payment's life after the form: see PaymentLoader. */
  private readonly loader = new PaymentLoader(this, {
    purchase: this.purchase,
    focusing: this.focusing,
    view: () => ({
      text: this.text,
      locale: this.locale,
      settings: this.settings,
      summary: (request, rows) => this.summary(request, rows),
      period: (years) => this.yearsText(years),
      money: (price) => this.fields.price.money(price),
    }),
    restore: ({ domain, years, currency, price }) => {
      // The total it was accepted with is written by the price file, on a page that sets no price too.
      if (price) this.fields.price.load();
      this.domain = domain;
      this.years = years;
      this.currency = currency;
      return { ...this.readRequest(), domain, years, currency } as CryptoPurchaseRequest;
    },
    refused: (error) => this.refused(error),
  });

  /** "Use my wallet": the owner address from the first browser wallet, while the buyer is still on the form. */
  private readonly useMyWallet = new UseMyWalletController(this, (address) => {
    if (this.state === 'editing') this.ownerAddress = address;
  });

  constructor() {
    super();
    // The payment file is fetched from the buyer's first touch of the form, to be here by the
    // answer; after the focus or keystroke's own handling, which it does not slow.
    const prefetch = () => this.state === 'editing' && queueMicrotask(() => this.loader.prefetch());
    this.addEventListener('focusin', prefetch);
    this.addEventListener('input', prefetch);
  }

  protected get hostFields(): Record<string, string> {
    // With no choice offered, the currency is the host's setting, not the buyer's.
    return this.currencyOptions.length > 1
      ? { partnerId: 'partner-id' }
      : { partnerId: 'partner-id', currency: 'currency' };
  }

  protected requestSchema(checks: ChecksModule, maxYears: number) {
    return checks.cryptoRequestSchemaFor(maxYears);
  }

  private get currencyOptions(): string[] {
    return readList(this.currencies);
  }

  private get selectedCurrency(): string {
    return readList(this.currency)[0] || this.currencyOptions[0] || '';
  }

  protected readRequest() {
    return {
      ...commonRequest(this, this.settings),
      currency: this.selectedCurrency,
      ownerEmail: readText(this.ownerEmail),
      ownerName: readText(this.ownerName),
    };
  }

  protected override readSettings(): CryptoSettings {
    return { ...withSupportUrl(withHostAssets(super.readSettings(), this.assets), this.supportUrl), tracking: readTrackingSettings(this) };
  }

  /** The payment-link guard, over the built-in assets and the host's as its settings read them. */
  private readonly guard: LinkGuard = () => {
    const known = knownAssets(this.settings);
    return (body) => acceptedLink(checkPaymentLink(body, known));
  };

  protected makeSender(checks: ChecksModule, options: MarketClientOptions): MarketSender {
    return checks.createSender(options, watchRequest);
  }

  protected async send(sender: MarketSender, request: CryptoPurchaseRequest, signal: AbortSignal) {
    // No order is made that the buyer could not see: the payment file first, or a network error.
    await this.loader.ready();
    signal.throwIfAborted();
    return sender.purchaseCheckedCrypto(request, this.guard, { signal });
  }

  protected accept(request: CryptoPurchaseRequest, checked: CheckedPayment): AcceptedPayment {
    return acceptedPayment(request, checked, serverClockOffset(checked.response));
  }

  /** Past acceptance the state is the payment's, as its session holds it. */
  protected stateAfter(): TrackedPayment['state'] {
    return this.loader.paymentState;
  }

  /** An awaited update includes the payment's own, which follows when the payment file was still loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.loader.settled;
    return super.getUpdateComplete();
  }

  protected override content(): TemplateResult {
    return this.loader.render(() => this.renderForm());
  }

  private renderForm(): TemplateResult {
    const options = this.currencyOptions;
    const t = this.text;
    return this.form(
      html`${options.length > 1
        ? this.fields.picker('currency', t.currencyLabel, this.selectedCurrency, options.map((c) => ({ value: c, label: c })), (v) => (this.currency = v))
        : nothing}
      ${this.fields.text('ownerName', t.ownerNameLabel, this.ownerName, (v) => (this.ownerName = v), { autocomplete: 'name', autocapitalize: 'words' })}
      ${this.fields.text('ownerEmail', t.ownerEmailLabel, this.ownerEmail, (v) => (this.ownerEmail = v), {
        type: 'email',
        inputmode: 'email',
        autocomplete: 'email',
        ltr: true,
      })}`,
      t.submitCrypto,
      this.useMyWallet.render(t.useMyWallet),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'market-crypto-checkout': MarketCryptoCheckout;
  }
}
