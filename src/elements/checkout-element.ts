/**
 * What both checkout elements share: the host settings, read once per update; the fields both
 * purchases have; and the one purchase, whose state PurchaseController owns. How fields behave is
 * FormFields' (with when errors show), where focus goes FocusController's.
 */
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type * as z from 'zod/mini';
import type { MarketError } from '../api/errors.js';
import type { MarketClientOptions, MarketSender } from '../checks/client.js';
import type { Prepared } from '../checks/index.js';
import type { CryptoPurchaseRequest, FiatPurchaseRequest } from '../checks/schemas.js';
import { checksNow, loadChecks, type ChecksModule } from '../loading/checks.js';
import { FocusController } from '../controllers/focus-controller.js';
import { PurchaseController, type Accepted, type Editing } from '../controllers/purchase-controller.js';
import { fixedFields, readHostSettings, type HostSettings } from '../form/host-settings.js';
import { fill, type ScriptStrings } from '../locales/strings.js';
import { formatNumber, localDigits } from '../locales/numbers.js';
import { say, type Sayable } from '../locales/say.js';
import { LocaleController } from '../controllers/locale-controller.js';
import { formatCountdown } from '../core/expiry.js';
import { CountdownController } from '../controllers/countdown-controller.js';
import { SetupWarningsController } from '../controllers/setup-warnings-controller.js';
import { emit } from '../controllers/events.js';
import { lastOf } from '../core/lazy.js';
import { warnOnce } from '../core/warn-once.js';
import { CheckoutAttributes } from './checkout-attributes.js';
import { FormFields } from './form-fields.js';
import { checkoutForm, errorNotice, orderSummary } from './views.js';

/** A request schema: an object, whose fields can be checked one by one. */
export type RequestSchema<Req> = z.ZodMiniType<Req> & { shape: Record<string, z.ZodMiniType<unknown>> };

/**
 * What both elements are styled by (each element's own JSDoc adds its parts): the custom
 * elements manifest gives these to both.
 *
 * @csspart card - The card around everything: frame, padding, width, font and colours.
 * @csspart form - The purchase form.
 * @csspart field - One label, control and message.
 * @csspart input - Each input and select.
 * @csspart submit - The submit button.
 * @csspart error - Error messages.
 * @csspart summary - The order summary.
 * @csspart price - The price line above the submit button (`aria-busy="true"` while a quote is asked).
 * @csspart order-total - The total the buyer was shown, after submit: the card summary's row, the payment screen's muted line.
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
export abstract class CheckoutElement<
  Req extends FiatPurchaseRequest | CryptoPurchaseRequest,
  Res,
  Done extends Accepted & { response: Res },
  /** What `send` resolves with: the response, or (crypto) the response with the guard's verdict. */
  Answer = Res,
  /** The states past acceptance: the purchase's own (card), or the payment's (crypto). */
  After extends string = Done['state'],
> extends CheckoutAttributes {
  /** The element's state, reflected as `state`; its getter below reads the purchase, then the payment. */
  static override properties: PropertyDeclarations = {
    state: { reflect: true, noAccessor: true },
  };

  /** The element's language (its nearest `lang`), and that language's texts once loaded; the texts below are read at each update. */
  private readonly language = new LocaleController(this);
  protected text!: ScriptStrings;
  protected settings!: HostSettings;
  protected readonly purchase: PurchaseController<Req, Answer, Done>;
  protected readonly fields = new FormFields(this, () => ({
    text: this.text,
    locale: this.locale,
    settings: this.settings,
    failure: this.lastError,
    say: (what) => this.say(what),
    yearsText: (years) => this.yearsText(years),
  }));
  protected readonly focusing = new FocusController(this);
  /** The return to the form already seen to (by `reset()`, or by the update that followed a screen's). */
  private formFor: unknown;
  /** Misconfiguration, told to the developer once the form is on screen; the host's request fields once the check file is here too. */
  private readonly setupWarnings = new SetupWarningsController(this, (checks) => [
    ...[...this.settings.problems, ...this.settings.notices].map((issue) => issue.message),
    ...(checks ? checks.hostFieldProblems(this.requestSchema(checks, this.settings.maxYears).shape, this.readRequest(), this.fixedFields, this.settings.problems) : []),
  ]);
  /** A service that said when to come back (429 with `Retry-After`) is not asked again before then: a countdown on the button, made at the first such answer. */
  private retryHold: CountdownController | undefined;
  /** The client for these settings, made again only when one changes (the base URL parsed once). */
  private readonly senderFor = lastOf((checks: ChecksModule, baseUrl: string, timeout: number) => this.makeSender(checks, { baseUrl, timeout }));
  /** A submit waits for the check file: busy meanwhile, and one wait however often the button is pressed. */
  private awaitingChecks = false;
  /** The element's wait for the check file while there is one (a submit's, a check's): an awaited update includes what follows it. */
  private checksWait: Promise<unknown> | undefined;

  constructor() {
    super();
    this.purchase = new PurchaseController<Req, Answer, Done>(this, () => this.fields.price.shown());
    // The first update reflects the first state, as every later change does.
    this.requestUpdate('state');
    // The check file from the buyer's first touch, after the focus or keystroke's own handling.
    const prefetch = () => !checksNow() && queueMicrotask(() => void loadChecks().catch(() => undefined));
    for (const type of ['focusin', 'input']) this.addEventListener(type, prefetch);
  }

  /**
   * `editing`, `submitting`, then `handed-off` (fiat) or `awaiting-payment` → `confirming` → `paid`, or `expired` (crypto).
   * @type {CheckoutState}
   * @readonly
   */
  get state(): 'editing' | 'submitting' | After {
    const current = this.purchase.value;
    return current.state === 'editing' || current.state === 'submitting' ? current.state : this.stateAfter(current as Done);
  }
  // Read-only (`never` to TypeScript); a host writing the attribute changes nothing.
  set state(_: never) {}

  /** Validates and sends like the button; resolves to the response, or undefined when nothing was sent. */
  async submit(): Promise<Res | undefined> {
    if (this.retryHold?.running || this.awaitingChecks) return undefined;
    if (this.state === 'editing') this.focusing.remember();
    this.fields.errors.submitting();
    const wait = !checksNow() && this.state === 'editing' && this.isConnected ? this.checksForSubmit() : undefined;
    if (wait) this.waitFor(wait);
    const checks = checksNow() ?? (await wait);
    if (!checks) return undefined;
    // Code may have changed a setting since the last update: read them again.
    this.settings = this.readSettings();
    const attempt = await this.purchase.submit(
      () => this.prepare(checks),
      (request, signal) => this.send(this.senderFor(checks, this.settings.baseUrl, this.settings.timeout), request, signal),
      (request, response) => this.accept(request, response),
    );
    if (attempt && 'done' in attempt) this.succeeded(attempt.done);
    else if (attempt) this.refused(attempt.error);
    return attempt && 'done' in attempt ? attempt.done.response : undefined;
  }

  /** The check file for a submit, the button busy meanwhile; one that cannot be had is a `network` error, nothing sent. */
  private async checksForSubmit(): Promise<ChecksModule | undefined> {
    this.awaitingChecks = true;
    this.requestUpdate();
    try {
      return await loadChecks();
    } catch (error) {
      this.refused(this.purchase.fail(error).error);
      return undefined;
    } finally {
      this.awaitingChecks = false;
      this.requestUpdate();
    }
  }

  /** A refused or failed attempt: `market-error`, a service that said when to come back waited for, focus where the buyer can act. */
  protected refused(error: MarketError): void {
    emit(this, 'market-error', { error: error.toJSON() });
    // Found only by sending (the page's CSP refused the request): the site must hear what to change.
    if (error.code === 'invalid-config') for (const issue of error.issues ?? []) warnOnce(this, issue.message);
    if (error.retryAfter) (this.retryHold ??= new CountdownController(this)).start(Date.now() + error.retryAfter);
    // A field error sends the buyer to the field; any other failure back to the button.
    if (error.code === 'invalid-input') void this.focusing.after('[aria-invalid="true"]');
    else this.focusing.land('button[part~="submit"]');
  }

  /** Back to `editing`, keeping what the buyer typed. */
  reset(): void {
    this.purchase.reset();
    this.formAgain();
  }

  /** The form again: no error shown, focus on the first field the buyer may change; once for each return to it. */
  private formAgain(): void {
    this.formFor = this.purchase.value;
    this.fields.errors.reset();
    this.focusing.land('[part~="input"]:not([readonly])');
  }

  /**
   * The card: every look of the element (frame, padding, width, font) lives on this element
   * inside the shadow root, since a page rule matching the host itself (`* { all: revert }`)
   * wins over `:host`. It carries the direction, which may come from the language alone; empty and hidden until the language's words are here.
   */
  protected override render(): TemplateResult {
    return html`<div part="card" dir=${this.language.dir} class=${this.language.waiting ? 'waiting' : ''}>${this.language.waiting ? nothing : this.content()}</div>`;
  }

  /** What the card shows in the current state. */
  protected abstract content(): TemplateResult;

  protected abstract requestSchema(checks: ChecksModule, maxYears: number): RequestSchema<Req>;
  /** The request as the form holds it now, before validation. */
  protected abstract readRequest(): Record<string, unknown>;
  /** Request fields only the host sets, each with the attribute that sets it. */
  protected abstract readonly hostFields: Readonly<Record<string, string>>;
  protected abstract send(sender: MarketSender, request: Req, signal: AbortSignal): Promise<Answer>;
  /** The state an accepted answer leads to. */
  protected abstract accept(request: Req, answer: Answer): Done;
  /** The state shown once the purchase was accepted as `done`. */
  protected abstract stateAfter(done: Done): After;
  /** After the state changed to `done` (the card's success event; a crypto payment's session fires its own). */
  protected succeeded(_done: Done): void {}
  /** The client that sends this element's purchase, from the check file. */
  protected abstract makeSender(checks: ChecksModule, options: MarketClientOptions): MarketSender;
  /** The host's settings, read again at each update and submit. */
  protected readSettings(): HostSettings {
    return readHostSettings(this);
  }

  private get fixedFields(): Record<string, string> {
    return fixedFields(this.hostFields, this.settings.locked);
  }

  private prepare(checks: ChecksModule): Prepared<Req> {
    return checks.prepareRequest({
      schema: this.requestSchema(checks, this.settings.maxYears),
      request: this.readRequest(),
      hostFields: this.fixedFields,
      configIssues: this.settings.problems,
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // English, then the element's language, then the host's `strings`, key by key.
    this.text = this.language.text(this.strings);
    this.settings = this.readSettings();
    // However the purchase went back ("Change details", "Start again", reset()), the element
    // follows the state it sees, before the view under the buyer's focus is replaced; a failed
    // attempt comes back with its error, which stays.
    const left = (changed as PropertyValues).get('state') as string | undefined;
    const back = left !== undefined && left !== 'editing' && this.state === 'editing' && !this.lastError;
    if (back && this.formFor !== this.purchase.value) this.formAgain();
    // Only the form shows field errors; the payment view's countdown does not validate.
    if (this.state !== 'editing' && this.state !== 'submitting') return;
    if ([...changed.keys()].some((key) => key !== 'state')) this.setupWarnings.soon();
    // A check asked for before the check file is here waits for it: nothing is shown valid unchecked.
    const checks = checksNow();
    if (!checks && this.fields.errors.due) this.waitFor(loadChecks().then(() => this.requestUpdate(), () => undefined));
    this.fields.errors.check(checks && (() => checks.splitIssues(this.requestSchema(checks, this.settings.maxYears), this.readRequest(), this.fixedFields).buyer));
  }

  private waitFor(wait: Promise<unknown>): void {
    this.checksWait = wait;
    const over = () => void (this.checksWait === wait && (this.checksWait = undefined));
    void wait.then(over, over);
  }

  /** An awaited update includes the one that follows the check file, while the element waits for it. */
  protected override getUpdateComplete(): Promise<boolean> {
    const wait = this.checksWait;
    return wait ? super.getUpdateComplete().then(() => wait).then(() => super.getUpdateComplete()) : super.getUpdateComplete();
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

  /** "2 years" in the element's language (its `yearsList` where it has one), through the host's `yearsOption`. */
  protected yearsText(years: number): string {
    const unit = { style: 'unit', unit: 'year', unitDisplay: 'long' } as const;
    return fill(this.text.yearsOption, { years: this.text.yearsList?.split('|')[years - 1] ?? formatNumber(years, this.locale, unit) });
  }

  /**
   * The form: the fields both purchases have, with this element's `own` after the period and its
   * `ownerAction` beside the owner address (the crypto form's "Use my wallet").
   */
  protected form(own: unknown, label: string, ownerAction: TemplateResult | typeof nothing = nothing): TemplateResult {
    const error = this.lastError;
    const { fields: f, text: t } = this;
    return checkoutForm({
      fields: html`${f.text('domain', t.domainLabel, this.domain, (v) => (this.domain = v), { inputmode: 'url', ltr: true })}
      ${f.years((n) => (this.years = n))} ${own}
      ${f.ownerAddress(this.ownerAddress, (v) => (this.ownerAddress = v), ownerAction)}
      ${f.wallets((rows) => (this.walletAddrs = rows))}`,
      notice: error ? errorNotice(this.say(error), error.serverMessage) : nothing,
      label,
      price: f.priceLine(),
      busy: this.state === 'submitting' || this.awaitingChecks,
      held: this.retryHold?.running
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
