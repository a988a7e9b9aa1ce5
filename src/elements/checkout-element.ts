/**
 * What both checkout elements share: the host settings of the contract, read once per update;
 * the buyer's fields common to both purchases (domain, years, owner address, wallet addresses);
 * and the one purchase, whose state the PurchaseController owns. How fields behave is FormFields'
 * (with when errors show), where focus goes FocusController's.
 */
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type * as z from 'zod/mini';
import { createMarketSender, type MarketSender } from '../api/client.js';
import type { MarketError } from '../api/errors.js';
import type { CryptoPurchaseRequest, FiatPurchaseRequest } from '../api/schemas.js';
import { FocusController } from '../controllers/focus-controller.js';
import { PurchaseController, type Editing, type Outcome, type Prepared } from '../controllers/purchase-controller.js';
import { readText, type WalletRow } from '../form/host-input.js';
import { fixedFields, numberAttribute, readHostSettings, type HostSettings, type Theme } from '../form/host-settings.js';
import { hostFieldProblems, prepareRequest, splitIssues } from '../form/prepare.js';
import { fill, formatNumber, localDigits, mergeStrings, say, type Sayable, type Strings } from '../strings.js';
import { LocaleController } from '../controllers/locale-controller.js';
import { formatCountdown } from '../expiry.js';
import { CountdownController } from '../controllers/countdown-controller.js';
import { FormFields } from './form-fields.js';
import { checkoutForm, errorNotice, orderSummary } from './views.js';

/** A request schema: an object, whose fields can be checked one by one. */
export type RequestSchema<Req> = z.ZodMiniType<Req> & { shape: Record<string, z.ZodMiniType<unknown>> };

export abstract class CheckoutElement<
  Req extends FiatPurchaseRequest | CryptoPurchaseRequest,
  Res,
  Done extends Outcome,
> extends LitElement {
  /**
   * Reactive properties as Lit's static declaration rather than decorators: the decorators'
   * runtime and one helper call per property weighed about 400 B gzip of the classic script.
   * Each field below keeps its documentation and its default.
   */
  static override properties: PropertyDeclarations = {
    baseUrl: { attribute: 'base-url', useDefault: true },
    partnerId: { attribute: 'partner-id', useDefault: true },
    domain: { useDefault: true },
    years: { converter: numberAttribute, useDefault: true },
    maxYears: { attribute: 'max-years', converter: numberAttribute, useDefault: true },
    ownerAddress: { attribute: 'owner-address', useDefault: true },
    walletAddrs: { attribute: 'wallet-addrs', useDefault: true },
    locked: { useDefault: true },
    timeout: { converter: numberAttribute, useDefault: true },
    theme: { reflect: true },
    strings: { attribute: false },
    state: { reflect: true, noAccessor: true },
  };

  /** Service base address: https, or http on localhost only. */
  baseUrl = '';
  /** The partner's UUID; set by the host, never shown. */
  partnerId = '';
  /** The domain to buy; prefill, then what the buyer typed. */
  domain = '';
  /** Registration period in years; prefill, default 1. */
  years = 1;
  /** The most years offered; default 10, at most 100. */
  maxYears = 10;
  /** The owner's 0x address; prefill. */
  ownerAddress = '';
  /** Wallet addresses to attach: JSON text of `[{addr, coinId}]` (the attribute's form) or an array. */
  walletAddrs: readonly WalletRow[] | string = [];
  /** Field names the buyer may see but not edit: space-separated text, e.g. `domain years`, or an array. */
  locked: string | readonly string[] = '';
  /** Request timeout in ms; default 20000. */
  timeout = 20_000;
  /** `light`, `dark` or `auto` (the buyer's system setting); unset, the page's `color-scheme` decides. */
  theme: Theme | undefined = undefined;
  /** Replacements for any of the buyer-facing texts. */
  strings: Partial<Strings> = {};

  /** The element's language (its nearest `lang`), and that language's texts once loaded. */
  private readonly language = new LocaleController(this);
  protected text: Strings = mergeStrings();
  protected settings: HostSettings = readHostSettings(this);
  protected readonly purchase: PurchaseController<Req, Res, Done>;
  protected readonly fields = new FormFields(this, () => ({
    text: this.text,
    locale: this.locale,
    settings: this.settings,
    failure: this.lastError,
    say: (what) => this.say(what),
    yearsText: (years) => this.yearsText(years),
  }));
  protected readonly focusing = new FocusController(this);
  /** A service that said when to come back (429 with `Retry-After`) is not asked again before then. */
  private readonly retryHold = new CountdownController(this, () => {});
  private warned = new Set<string>();
  private sent: (Pick<HostSettings, 'baseUrl' | 'timeout' | 'assets'> & { sender: MarketSender }) | undefined;

  constructor() {
    super();
    this.purchase = new PurchaseController<Req, Res, Done>(this, {
      send: (request, signal) => this.send(this.sender, request, signal),
      accept: (request, response) => this.accept(request, response),
      onSuccess: (done) => this.succeeded(done),
      onError: (error) => {
        if (error.retryAfter) this.retryHold.start(Date.now() + error.retryAfter);
        // Found only by sending (the page's CSP refused the request): the site must hear what to change.
        if (error.code === 'invalid-config') for (const issue of error.issues ?? []) this.warn(issue.message);
        // A field error sends the buyer to the field; any other failure back to the button.
        if (error.code === 'invalid-input') void this.focusing.after('[aria-invalid="true"]');
        else this.focusing.follow('button[part~="submit"]');
        this.failed(error);
      },
    });
    // The first update reflects the first state, as every later change does.
    this.requestUpdate('state');
  }

  /**
   * `editing`, `submitting`, then `handed-off` (fiat) or `awaiting-payment` → `confirming` → `paid`, or `expired` (crypto).
   * @type {CheckoutState}
   * @readonly
   */
  get state(): 'editing' | 'submitting' | Done['state'] {
    return this.purchase.value.state;
  }
  // Read-only (`never` to TypeScript); a host writing the attribute changes nothing.
  set state(_: never) {}

  /** Validates and sends like the button; resolves to the response, or undefined when nothing was sent. */
  async submit(): Promise<Res | undefined> {
    if (this.retryHold.running) return undefined;
    if (this.state === 'editing') this.focusing.remember();
    this.fields.errors.submitting();
    // Code may have changed a setting since the last update: read them again.
    this.settings = readHostSettings(this);
    return this.purchase.submit(() => this.prepare());
  }

  /** Back to `editing`, keeping what the buyer typed. */
  reset(): void {
    this.purchase.reset();
    this.fields.errors.reset();
    this.focusing.follow('[part~="input"]:not([readonly])');
  }

  /**
   * The card: every look of the element (frame, padding, width, font) lives on this element
   * inside the shadow root, since a page rule matching the host itself (`* { all: revert }`)
   * wins over `:host`. It carries the direction, which may come from the language alone.
   */
  protected override render(): TemplateResult {
    return html`<div part="card" dir=${this.language.dir}>${this.content()}</div>`;
  }

  /** What the card shows in the current state. */
  protected abstract content(): TemplateResult;

  protected abstract requestSchema(maxYears: number): RequestSchema<Req>;
  /** The request as the form holds it now, before validation. */
  protected abstract readRequest(): Record<string, unknown>;
  /** Request fields only the host sets, each with the attribute that sets it. */
  protected abstract readonly hostFields: Readonly<Record<string, string>>;
  protected abstract send(sender: MarketSender, request: Req, signal: AbortSignal): Promise<Res>;
  /** The state an accepted response leads to. */
  protected abstract accept(request: Req, response: Res): Done;
  /** After the state changed to `done`: fires the success event. */
  protected abstract succeeded(done: Done): void;
  /** After `market-error` fired for a refused or failed attempt. */
  protected failed(_error: MarketError): void {}

  /** The client for the current settings, made once for them (the base URL parsed once). */
  private get sender(): MarketSender {
    const { baseUrl, timeout, assets } = this.settings;
    if (this.sent?.baseUrl !== baseUrl || this.sent.timeout !== timeout || this.sent.assets !== assets) {
      this.sent = { baseUrl, timeout, assets, sender: createMarketSender({ baseUrl, timeout, assets }) };
    }
    return this.sent.sender;
  }

  private get fixedFields(): Record<string, string> {
    return fixedFields(this.hostFields, this.settings.locked);
  }

  private prepare(): Prepared<Req> {
    return prepareRequest({
      schema: this.requestSchema(this.settings.maxYears),
      request: this.readRequest(),
      hostFields: this.fixedFields,
      configIssues: this.settings.problems,
    });
  }

  /** The fields common to both requests, normalised as the service expects them. */
  protected commonRequest() {
    return {
      domain: readText(this.domain).toLowerCase(),
      ownerAddress: readText(this.ownerAddress),
      partnerId: readText(this.partnerId),
      walletAddrs: this.settings.walletRows.map((row) => ({ addr: row.addr.trim(), coinId: row.coinId })),
      years: this.settings.years,
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // English, then the element's language, then the host's `strings`, key by key.
    this.text = this.language.text(this.strings);
    this.settings = readHostSettings(this);
    // Only the form shows field errors; the payment view's countdown does not validate.
    if (this.state !== 'editing' && this.state !== 'submitting') return;
    const schema = this.requestSchema(this.settings.maxYears);
    // Misconfiguration is told to the developer at once (one warning per problem and element),
    // not when a buyer first presses the button.
    if ([...changed.keys()].some((key) => key !== 'state')) {
      const { problems, notices } = this.settings;
      const fields = hostFieldProblems(schema.shape, this.readRequest(), this.fixedFields);
      for (const message of [...problems, ...notices].map((i) => i.message).concat(fields)) this.warn(message);
    }
    this.fields.errors.check(() => splitIssues(schema, this.readRequest(), this.fixedFields).buyer);
  }

  /** Tells the developer `message`, once per element. */
  private warn(message: string): void {
    if (!this.warned.has(message)) console.warn(`<${this.localName}> ${message}`);
    this.warned.add(message);
  }

  /** The buyer's words for an issue or error (a period's range is the form's own `max-years`). */
  protected say(issue: Sayable): string {
    return say(this.text, issue, this.locale, { max: this.settings.maxYears });
  }

  private get lastError(): MarketError | undefined {
    const current = this.purchase.value;
    return current.state === 'editing' ? (current as Editing).error : undefined;
  }

  /** The language numbers and units are written in: the element's `lang` or the page's. */
  protected get locale(): string {
    return this.language.lang;
  }

  /** "2 years" in the element's language, through the host's `yearsOption`. */
  protected yearsText(years: number): string {
    const unit = { style: 'unit', unit: 'year', unitDisplay: 'long' } as const;
    return fill(this.text.yearsOption, { years: formatNumber(years, this.locale, unit) });
  }

  protected form(fields: TemplateResult, label: string): TemplateResult {
    const error = this.lastError;
    return checkoutForm({
      fields,
      notice: error ? errorNotice(this.say(error), error.serverMessage) : nothing,
      label,
      busy: this.state === 'submitting',
      held: this.retryHold.running
        ? fill(this.text.retryIn, { time: localDigits(formatCountdown(this.retryHold.seconds), this.locale) })
        : undefined,
      text: this.text,
      onSubmit: () => void this.submit(),
    });
  }

  protected summary(request: Req, more?: unknown): TemplateResult {
    return orderSummary(this.text, request.domain, this.yearsText(request.years), more);
  }
}
