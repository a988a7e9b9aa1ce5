/**
 * What both checkout elements share: the host settings of the contract, the buyer's fields
 * common to both purchases (domain, years, owner address, wallet addresses), when a field's
 * error shows, and the one purchase in flight through PurchaseController.
 */
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type * as z from 'zod/mini';
import { DEFAULT_TIMEOUT } from '../api/client.js';
import type { FieldIssue, MarketError } from '../api/errors.js';
import { DEFAULT_MAX_YEARS, type CryptoPurchaseRequest, type FiatPurchaseRequest } from '../api/schemas.js';
import { PurchaseController, type CheckoutState, type Prepared } from '../controllers/purchase-controller.js';
import { COMMON_COINS, isCommonCoin } from '../form/coins.js';
import { isUnset, readLocked, readPositiveInt, readText, readWalletAddrs, type LockableField, type WalletRow } from '../form/host-input.js';
import { fieldIssues, prepareRequest } from '../form/prepare.js';
import { MESSAGES, type MessageKey } from '../api/messages.js';
import { fill, formatNumber, langOf, mergeStrings, type Strings } from '../strings.js';
import { selectField, textField } from './fields.js';

const OTHER_COIN = 'other';

/** Digits only: `Number()` would also take "1e3", "0x10" or "-0" for a coin type. */
function readCoinId(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
}

export abstract class CheckoutElement<Req extends FiatPurchaseRequest | CryptoPurchaseRequest, Res> extends LitElement {
  /**
   * Reactive properties as Lit's static declaration rather than decorators: the decorators'
   * runtime and one helper call per property weighed about 400 B gzip of the classic script's
   * 27,000 B budget. Each field below keeps its documentation and its default.
   */
  static override properties: PropertyDeclarations = {
    baseUrl: { attribute: 'base-url' },
    partnerId: { attribute: 'partner-id' },
    domain: {},
    years: { type: Number },
    maxYears: { attribute: 'max-years' },
    ownerAddress: { attribute: 'owner-address' },
    walletAddrs: { attribute: 'wallet-addrs' },
    locked: {},
    timeout: {},
    strings: { attribute: false },
    left: { state: true, attribute: false },
    showAllErrors: { state: true, attribute: false },
    coinIdText: { state: true, attribute: false },
  };

  /** Service base address: https, or http on localhost only. */
  baseUrl = '';
  /** The partner's UUID; set by the host, never shown. */
  partnerId = '';
  /** The domain to buy; prefill, then what the buyer typed. */
  domain = '';
  /** Registration period in years; prefill, default 1. */
  years = 1;
  /** The most years offered; default 10. */
  maxYears: number | string = DEFAULT_MAX_YEARS;
  /** The owner's 0x address; prefill. */
  ownerAddress = '';
  /** Wallet addresses to attach: a JSON array of `{addr, coinId}` as an attribute, an array as a property. */
  walletAddrs: unknown = [];
  /** Space-separated field names the buyer may see but not edit, e.g. `domain years`. */
  locked: string | string[] = '';
  /** Request timeout in ms; default 20000. */
  timeout: number | string = DEFAULT_TIMEOUT;
  /** Replacements for any of the buyer-facing texts. */
  strings: Partial<Strings> = {};

  /** Fields the buyer changed and then left: their errors show from then on. */
  private left = new Set<string>();
  private changed = new Set<string>();
  /** Set by a submit attempt: every field's error shows. */
  private showAllErrors = false;
  /**
   * Rows where the buyer chose "other coin type" or typed a coin type number, by index, with the
   * number as typed: "-" or "1e" must not be wiped mid-typing, and the field must not vanish when
   * the number typed so far is a common coin's. Rows with an uncommon coin show the field anyway.
   */
  private coinIdText = new Map<number, string>();

  protected readonly purchase: PurchaseController<Req, Res>;
  protected text: Strings = mergeStrings(undefined);
  protected lockedFields: ReadonlySet<LockableField> = new Set();
  private issues = new Map<string, string>();
  private focusWasInside = false;

  constructor() {
    super();
    this.purchase = new PurchaseController<Req, Res>(this, {
      send: (request, signal) => this.send(request, signal),
      doneState: () => this.doneState,
      onSuccess: (request, response) => this.succeeded(request, response),
      onError: (error) => {
        // A field error sends the buyer to the field; any other failure back to the button.
        if (error.code === 'invalid-input') {
          this.focusWasInside = false;
          void this.focusFirstInvalid();
        } else this.followFocus('button[part~="submit"]');
        this.failed(error);
      },
    });
  }

  /** `editing`, `submitting`, then `handed-off` (fiat) or `awaiting-payment` / `expired` (crypto). */
  get state(): CheckoutState {
    return this.purchase.state;
  }

  /** Validates and sends like the button; resolves to the response, or undefined when nothing was sent. */
  submit(): Promise<Res | undefined> {
    // Disabling the pressed button drops the buyer's focus: remember it was here.
    if (this.state === 'editing') this.focusWasInside = this.matches(':focus-within');
    this.showAllErrors = true;
    // From here on `changed` means changed since this attempt: a field the service refuses stays
    // marked until the buyer edits it again.
    this.changed.clear();
    return this.purchase.submit(() => this.prepare());
  }

  /** Back to `editing`, keeping what the buyer typed. */
  reset(): void {
    this.purchase.reset();
    this.showAllErrors = false;
    this.followFocus('[part~="input"]:not([readonly])');
  }

  protected abstract readonly doneState: 'handed-off' | 'awaiting-payment';
  protected abstract requestSchema(maxYears: number): z.ZodMiniType<Req>;
  /** The request as the form holds it now, before validation. */
  protected abstract readRequest(): Record<string, unknown>;
  /** Request fields only the host sets, each with the attribute that sets it. */
  protected abstract readonly hostFields: Readonly<Record<string, string>>;
  protected abstract send(request: Req, signal: AbortSignal): Promise<Res>;
  protected abstract succeeded(request: Req, response: Res): void;
  /** After `market-error` fired for a refused or failed attempt. */
  protected failed(_error: MarketError): void {}

  protected get effectiveMaxYears(): number {
    return readPositiveInt(this.maxYears, DEFAULT_MAX_YEARS);
  }

  protected get effectiveTimeout(): number {
    return readPositiveInt(this.timeout, DEFAULT_TIMEOUT);
  }

  /** The period as set or chosen; a removed `years` attribute (null) means the default again. */
  private get chosenYears(): number {
    return isUnset(this.years) ? 1 : Number(this.years);
  }

  /**
   * Request fields the buyer cannot change, with the attribute that sets each: the host's own,
   * and the fields it locked. A problem in one of them is the site owner's to fix.
   */
  private get fixedFields(): Record<string, string> {
    const fields: Record<string, string> = { ...this.hostFields };
    for (const field of readLocked(this.locked)) fields[field] = field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return fields;
  }

  /** Host settings that are wrong but have no request field of their own. */
  protected configIssues(): FieldIssue[] {
    const issues: FieldIssue[] = [];
    if (!readWalletAddrs(this.walletAddrs).ok) {
      issues.push({ path: 'wallet-addrs', message: 'wallet-addrs must be a JSON array of {"addr", "coinId"} objects.' });
    }
    if (!isUnset(this.maxYears) && readPositiveInt(this.maxYears, 0) === 0) {
      issues.push({ path: 'max-years', message: 'max-years must be a whole number of 1 or more.' });
    }
    if (!isUnset(this.timeout) && readPositiveInt(this.timeout, 0) === 0) {
      issues.push({ path: 'timeout', message: 'timeout must be a whole number of milliseconds.' });
    }
    return issues;
  }

  protected prepare(): Prepared<Req> {
    return prepareRequest({
      schema: this.requestSchema(this.effectiveMaxYears),
      request: this.readRequest(),
      baseUrl: this.baseUrl,
      hostFields: this.fixedFields,
      configIssues: this.configIssues(),
      messages: {
        config: (attributes) => fill(this.text.errorConfig, { fields: attributes.join(', ') }),
        input: this.text.errorSummaryInput,
      },
    });
  }

  /** The fields common to both requests, normalised as the service expects them. */
  protected commonRequest() {
    return {
      domain: readText(this.domain).toLowerCase(),
      ownerAddress: readText(this.ownerAddress),
      partnerId: readText(this.partnerId),
      walletAddrs: this.walletRows.map((row) => ({ addr: row.addr.trim(), coinId: row.coinId })),
      years: this.chosenYears,
    };
  }

  protected get walletRows(): WalletRow[] {
    return readWalletAddrs(this.walletAddrs).rows;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('strings')) this.text = mergeStrings(this.strings);
    if (changed.has('locked')) this.lockedFields = readLocked(this.locked);
    // Only the form shows field errors: the payment view's countdown must not re-validate every second.
    if (this.state === 'editing' || this.state === 'submitting') {
      this.issues = fieldIssues(this.requestSchema(this.effectiveMaxYears), this.readRequest(), this.fixedFields);
    }
  }

  protected override updated(): void {
    // Reflected by hand: `state` is read-only, so the attribute follows the controller.
    if (this.getAttribute('state') !== this.state) this.setAttribute('state', this.state);
  }

  /** The error for `path`, once the buyer has had the chance to finish that field. */
  private errorFor(path: string): string | undefined {
    if (!this.showAllErrors && !this.left.has(path)) return undefined;
    const message = this.issues.get(path) ?? this.serverIssue(path);
    return message && this.localize(message);
  }

  /**
   * The host's text for a rule's message, recognised by its English (each exists once, in
   * MESSAGES); anything else, such as a service's own words about a field, stays as it is.
   */
  private localize(message: string): string {
    const max = this.effectiveMaxYears;
    const key = (Object.keys(MESSAGES) as MessageKey[]).find((k) => fill(MESSAGES[k], { max }) === message);
    return key ? fill(this.text[key], { max: formatNumber(max, this.locale) }) : message;
  }

  /** The language numbers and units are written in: the element's `lang` or the page's. */
  protected get locale(): string {
    return langOf(this);
  }

  /** "2 years" in the element's language, through the host's `yearsOption`. */
  protected yearsText(years: number): string {
    const unit = { style: 'unit', unit: 'year', unitDisplay: 'long' } as const;
    return fill(this.text.yearsOption, { years: formatNumber(years, this.locale, unit) });
  }

  /** A field the service itself named in a 4xx answer. */
  private serverIssue(path: string): string | undefined {
    const error = this.purchase.error;
    if (error?.code !== 'http' || this.changed.has(path)) return undefined;
    return error.issues?.find((issue) => issue.path === path)?.message;
  }

  protected edit<K extends keyof this>(key: K, value: this[K], path = String(key)): void {
    this[key] = value;
    this.changed.add(path);
  }

  protected leave(path: string): void {
    if (this.changed.has(path) && !this.left.has(path)) this.left = new Set(this.left).add(path);
  }

  protected isLocked(field: LockableField): boolean {
    return this.lockedFields.has(field);
  }

  /** What every field shares: its request path, its error once shown, the locked hint, and leaving it. */
  protected field(path: string) {
    return { path, error: this.errorFor(path), lockedHint: this.text.lockedHint, onBlur: () => this.leave(path) };
  }

  protected textInput(
    key: 'domain' | 'ownerAddress' | 'ownerEmail' | 'ownerName',
    label: string,
    extra: { hint?: string; type?: 'text' | 'email'; autocomplete?: string; ltr?: boolean } = {},
  ): TemplateResult {
    const self = this as unknown as Record<string, string>;
    return textField({
      ...this.field(key),
      label,
      value: String(self[key] ?? ''),
      locked: this.isLocked(key),
      ...extra,
      onInput: (value) => this.edit(key as keyof this, value as never),
    });
  }

  protected yearsInput(): TemplateResult {
    const max = this.effectiveMaxYears;
    const current = this.chosenYears;
    const values = Array.from({ length: max }, (_, i) => i + 1);
    // A prefill outside the range stays visible (and flagged) rather than silently replaced.
    if (!values.includes(current)) values.unshift(current);
    return selectField({
      ...this.field('years'),
      label: this.text.yearsLabel,
      value: String(current),
      options: values.map((n) => ({ value: String(n), label: this.yearsText(n) })),
      locked: this.isLocked('years'),
      onChange: (value) => {
        this.edit('years', Number(value));
        this.leave('years');
      },
    });
  }

  /** The buyer's own text while it still says the row's number (code may have replaced the rows since). */
  private coinIdValue(row: number, coinId: number): string {
    const typed = this.coinIdText.get(row);
    if (typed !== undefined && Object.is(readCoinId(typed), coinId)) return typed;
    return Number.isNaN(coinId) ? '' : String(coinId);
  }

  protected walletInputs(): TemplateResult {
    const rows = this.walletRows;
    const locked = this.isLocked('walletAddrs');
    if (locked && rows.length === 0) return html``;
    const setRows = (next: WalletRow[], path: string) => this.edit('walletAddrs', next as never, path);
    return html`<fieldset class="wallets">
      <legend>${this.text.walletsLegend}</legend>
      ${rows.map((row, i) => {
        const other = !isCommonCoin(row.coinId) || this.coinIdText.has(i);
        const update = (patch: Partial<WalletRow>, path: string) =>
          setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)), path);
        return html`<div class="wallet-row">
          ${selectField({
            // No rule checks the picker itself: its number is checked in the coin type field.
            ...this.field(`walletAddrs.${i}.coin`),
            label: this.text.walletCoinLabel,
            value: other ? OTHER_COIN : String(row.coinId),
            options: [
              ...COMMON_COINS.map((c) => ({ value: String(c.id), label: c.name })),
              { value: OTHER_COIN, label: this.text.walletCoinOther },
            ],
            locked,
            onChange: (value) => {
              const typed = new Map(this.coinIdText);
              if (value === OTHER_COIN) typed.set(i, this.coinIdValue(i, row.coinId));
              else typed.delete(i);
              this.coinIdText = typed;
              if (value !== OTHER_COIN) update({ coinId: Number(value) }, `walletAddrs.${i}.coinId`);
            },
          })}
          ${other
            ? textField({
                ...this.field(`walletAddrs.${i}.coinId`),
                label: this.text.walletCoinIdLabel,
                value: this.coinIdValue(i, row.coinId),
                inputmode: 'numeric',
                ltr: true,
                locked,
                onInput: (value) => {
                  this.coinIdText = new Map(this.coinIdText).set(i, value);
                  update({ coinId: readCoinId(value) }, `walletAddrs.${i}.coinId`);
                },
              })
            : nothing}
          ${textField({
            ...this.field(`walletAddrs.${i}.addr`),
            label: this.text.walletAddrLabel,
            value: row.addr,
            ltr: true,
            locked,
            onInput: (value) => update({ addr: value }, `walletAddrs.${i}.addr`),
          })}
          ${locked
            ? nothing
            : html`<button
                type="button"
                class="secondary remove"
                aria-label="${this.text.removeWallet} (${formatNumber(i + 1, this.locale)})"
                @click=${() => {
                  // What belongs to the rows below moves up with them.
                  this.coinIdText = new Map(
                    [...this.coinIdText].filter(([j]) => j !== i).map(([j, t]) => [j > i ? j - 1 : j, t]),
                  );
                  setRows(rows.filter((_, j) => j !== i), 'walletAddrs');
                }}
              >
                ${this.text.removeWallet}
              </button>`}
        </div>`;
      })}
      ${locked
        ? nothing
        : html`<button
            type="button"
            class="secondary"
            @click=${() => setRows([...rows, { addr: '', coinId: 60 }], `walletAddrs.${rows.length}`)}
          >
            ${this.text.addWallet}
          </button>`}
    </fieldset>`;
  }


  /**
   * The notice of a failed attempt, in the host's words for its kind (field problems show at their
   * fields as well). When the service explained a refusal in its own words, which no `strings` can
   * translate, they follow as a detail: they are often the most specific thing the buyer can read.
   */
  protected errorSummary(): TemplateResult | typeof nothing {
    const error = this.purchase.error;
    if (!error) return nothing;
    const { key, values = {} } = error;
    const local = Object.fromEntries(
      Object.entries(values).map(([name, v]) => [name, typeof v === 'number' ? formatNumber(v, this.locale) : v]),
    );
    const own = key && error.message !== fill(MESSAGES[key], values);
    return html`<div part="error" class="notice" role="alert">
      ${key ? fill(this.text[key], local) : error.message} ${own ? html`<p>${error.message}</p>` : nothing}
    </div>`;
  }

  /** The order summary both payment views open with: the domain and the period, then `more` rows. */
  protected summary(request: Req, more: unknown = nothing): TemplateResult {
    return html`<dl part="summary">
      <div><dt>${this.text.domainLabel}</dt><dd>${request.domain}</dd></div>
      <div><dt>${this.text.yearsLabel}</dt><dd>${this.yearsText(request.years)}</dd></div>
      ${more}
    </dl>`;
  }

  protected submitButton(label: string): TemplateResult {
    const busy = this.state === 'submitting';
    return html`<button part="submit" class="primary" type="submit" ?disabled=${busy} aria-busy=${busy ? 'true' : 'false'}>
      ${busy ? html`<span class="spinner" aria-hidden="true"></span> ${this.text.submitting}` : label}
    </button>`;
  }

  protected form(fields: TemplateResult, submitLabel: string): TemplateResult {
    return html`<form
      part="form"
      novalidate
      aria-busy=${this.state === 'submitting' ? 'true' : 'false'}
      @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        void this.submit();
      }}
    >
      ${fields} ${this.errorSummary()} ${this.submitButton(submitLabel)}
    </form>`;
  }

  /**
   * When the buyer's focus is (or was, when they sent) in the element and this update leaves it
   * nowhere, because the view under it was replaced or its button disabled, it moves to
   * `selector`. Focus the buyer put elsewhere on the page is left alone. Call it after the change
   * of state, so that the update it waits for is the one that replaces the view.
   */
  protected followFocus(selector: string): void {
    const inside = this.matches(':focus-within') || this.focusWasInside;
    this.focusWasInside = false;
    if (!inside) return;
    void this.updateComplete.then(() => {
      const active = document.activeElement;
      if (!active || active === document.body) this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
    });
  }

  /** After a refused submit, the buyer lands on the first field to fix. */
  protected async focusFirstInvalid(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
}
