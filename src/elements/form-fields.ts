/**
 * The form's fields as both elements build them: each field with its error (once shown, in the
 * buyer's words), its locked state and what the buyer's edits mark, the years picker and the
 * wallet rows. The element says what is on it; this says how a field behaves.
 */
import { nothing, type TemplateResult } from 'lit';
import type { MarketError } from '../api/errors.js';
import { FieldErrorsController } from '../controllers/field-errors-controller.js';
import { PriceController, type PricedHost } from '../controllers/price-controller.js';
import type { LockableField, WalletRow } from '../form/host-input.js';
import type { HostSettings } from '../form/host-settings.js';
import type { FormStrings } from '../locales/strings.js';
import type { Sayable } from '../locales/say.js';
import { selectField, textField, type FieldBase, type SelectOption, type TextFieldOptions } from './fields.js';
import { numberingSystemFor } from '../locales/digits.js';
import { priced, priceLine } from './views.js';
import { WalletEditor } from './wallet-editor.js';

/** What the fields read from their element, as of this render. */
export interface FormContext {
  text: FormStrings;
  locale: string;
  settings: HostSettings;
  /** The last attempt's failure, whose field issues the service named. */
  failure: MarketError | undefined;
  say(what: Sayable): string;
  yearsText(years: number): string;
}

export class FormFields {
  readonly errors: FieldErrorsController;
  /** The host's price, above the submit button and beside each period (src/price/, loaded on a priced page alone). */
  readonly price: PriceController;
  private readonly walletEditor = new WalletEditor();

  constructor(
    host: PricedHost,
    private readonly context: () => FormContext,
  ) {
    this.errors = new FieldErrorsController(host);
    this.price = new PriceController(host, () => {
      const { settings, locale } = this.context();
      return { years: settings.years, lang: locale, digits: numberingSystemFor(locale) };
    });
  }

  priceLine(): TemplateResult | typeof nothing {
    const c = this.context();
    return priceLine(this.price.view(), c.text, c.yearsText(c.settings.years));
  }

  isLocked(field: LockableField): boolean {
    return this.context().settings.locked.has(field);
  }

  field(path: string): FieldBase {
    const c = this.context();
    const issue = this.errors.at(path, c.failure);
    return { path, error: issue && c.say(issue), lockedHint: c.text.lockedHint, onBlur: () => this.errors.blurred(path) };
  }

  text(
    path: LockableField,
    label: string,
    value: string,
    set: (value: string) => void,
    extra: Pick<TextFieldOptions, 'hint' | 'type' | 'autocomplete' | 'inputmode' | 'autocapitalize' | 'ltr' | 'mono' | 'action'> = {},
  ): TemplateResult {
    return textField({
      ...this.field(path),
      label,
      // Code may set a text property to null; the input then shows nothing.
      value: value ?? '',
      locked: this.isLocked(path),
      ...extra,
      onInput: (typed) => {
        set(typed);
        this.errors.edited(path);
      },
    });
  }

  /** A picker: a choice counts as changed and left at once. */
  picker(path: LockableField, label: string, value: string, options: SelectOption[], set: (value: string) => void) {
    return selectField({
      ...this.field(path),
      label,
      value,
      options,
      locked: this.isLocked(path),
      onChange: (chosen) => {
        set(chosen);
        this.errors.edited(path);
        this.errors.blurred(path);
      },
    });
  }

  /**
   * The owner address, with what it is for whatever the buyer pays with (a BTC or SOL payer has no
   * other clue), and `action` beside it (the crypto form's "Use my wallet") unless the site locked it.
   */
  ownerAddress(value: string, set: (value: string) => void, action: TemplateResult | typeof nothing): TemplateResult {
    const { text: t } = this.context();
    const hint = `${t.ownerAddressHelp} ${t.ownerAddressHint}`;
    return this.text('ownerAddress', t.ownerAddressLabel, value, set, { hint, ltr: true, mono: true, action: this.isLocked('ownerAddress') ? nothing : action });
  }

  years(set: (years: number) => void): TemplateResult {
    const c = this.context();
    const { maxYears, years } = c.settings;
    const values = Array.from({ length: maxYears }, (_, i) => i + 1);
    // A prefill outside the range stays visible (and flagged) rather than silently replaced.
    if (!values.includes(years)) values.unshift(years);
    const options = values.map((n) => ({ value: String(n), label: priced(c.text.yearsWithTotal, c.yearsText(n), this.price.optionTotal(n)) }));
    return this.picker('years', c.text.yearsLabel, String(years), options, (v) => set(Number(v)));
  }

  wallets(set: (rows: WalletRow[]) => void): TemplateResult {
    const c = this.context();
    return this.walletEditor.render(c.settings.walletRows, {
      text: c.text,
      locale: c.locale,
      locked: this.isLocked('walletAddrs'),
      field: (path) => this.field(path),
      change: (rows, path) => {
        set(rows);
        this.errors.edited(path);
      },
    });
  }
}
