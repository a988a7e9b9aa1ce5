/**
 * What the form's price line shows, kept by one controller the element adds once the price file
 * is here: a total from the attributes (and each period's, for the years picker), or the host's
 * quote for exactly the domain and years the form holds, busy while that is being asked. Every
 * problem goes to `warn` (the element's once-per-problem warning); none ever blocks the form.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatMoney } from './format.js';
import { minorUnit } from './currency.js';
import { fromMinorUnits, toMinorUnits, totalFor } from './money.js';
import { QuoteCalls, type Asked, type Quote, type Settled } from './quote-calls.js';
import { readPriceAttributes, readQuoteAnswer, type Price, type Quoted } from './settings.js';

/** The element's price settings as the host set them (anything, from code), and its domain. */
export interface PricedHost extends ReactiveControllerHost, Element {
  priceCurrency: unknown;
  price: unknown;
  renewalPrice: unknown;
  quote: unknown;
  domain: unknown;
}

/** What the form holds that the host does not: the period as read, the element's language and the digits it writes. */
export interface PricedForm {
  years: number;
  lang: string;
  digits: string;
}

/** What the element holds now, read at each update. */
export interface PriceInputs {
  priceCurrency: string;
  price: string;
  renewalPrice: string;
  quote: Quote | undefined;
  domain: string;
  years: number;
  lang: string;
  /** The numbering system the element writes digits in. */
  digits: string;
}

/** The line as the buyer sees it: nothing, busy, or a total (formatted), with the first and renewal prices when they differ. */
export type PriceView =
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'shown'; total: string; first?: string; renewal?: string; price: { currency: string; total: string } };

type Answered = { asked: Asked; quoted: Quoted | undefined };

export class PriceLine implements ReactiveController {
  private inputs!: PriceInputs;
  private readonly calls = new QuoteCalls((asked, settled) => this.answered(asked, settled));
  /** What `quote` was last asked (the function and the form's domain and years). */
  private asked: { quote: Quote; domain: string; years: number } | undefined;
  private answer: Answered | undefined;
  /** The attributes' prices as read for this update (none while a quote replaces them). */
  private priced: Price | undefined;

  constructor(
    private readonly host: PricedHost,
    private readonly form: () => PricedForm,
    private readonly warn: (message: string) => void,
  ) {
    host.addController(this);
    this.hostUpdate();
  }

  /** The settings as read for this update: text trimmed (code may set anything), a quote only if a function. */
  private read(): PriceInputs {
    const { host } = this;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    return {
      priceCurrency: text(host.priceCurrency),
      price: text(host.price),
      renewalPrice: text(host.renewalPrice),
      quote: typeof host.quote === 'function' ? (host.quote as Quote) : undefined,
      domain: text(host.domain),
      ...this.form(),
    };
  }

  hostUpdate(): void {
    this.inputs = this.read();
    const { quote, domain, years } = this.inputs;
    // Read once an update: the line and every years option's total are drawn from it.
    this.priced = quote ? undefined : this.attributes();
    if (!quote) {
      this.calls.stop();
      this.asked = this.answer = undefined;
      return;
    }
    const last = this.asked;
    if (last?.quote === quote && last.domain === domain && last.years === years) return;
    this.asked = { quote, domain, years };
    if (!domain || !(years >= 1)) {
      this.calls.stop();
      return;
    }
    // Only typing in the domain waits: a new period or a new `quote` is asked at once.
    this.calls.ask(quote, { domain, years }, last?.quote === quote && last.years === years);
  }

  /** A removed element asks nothing; connected again, it asks afresh. */
  hostDisconnected(): void {
    this.calls.stop();
    this.asked = this.answer = undefined;
  }

  hostConnected(): void {
    this.host.requestUpdate();
  }

  private answered(asked: Asked, settled: Settled): void {
    const reading = 'answer' in settled ? readQuoteAnswer(settled.answer) : { problems: [settled.failure] };
    if (reading && 'problems' in reading) reading.problems.forEach(this.warn);
    this.answer = { asked, quoted: reading && 'price' in reading ? reading.price : undefined };
    this.host.requestUpdate();
  }

  /** The prices from the attributes, their problems told. */
  private attributes(): Price | undefined {
    const { priceCurrency, price, renewalPrice } = this.inputs;
    const reading = readPriceAttributes(priceCurrency, price, renewalPrice);
    if (reading && 'problems' in reading) reading.problems.forEach(this.warn);
    return reading && 'price' in reading ? reading.price : undefined;
  }

  /** The line for the form as it is now. */
  view(): PriceView {
    const { quote, domain, years } = this.inputs;
    if (!quote) {
      const price = this.priced;
      return price && years >= 1 ? this.shown(price.currency, price.minor, totalFor(years, price.first, price.renewal), price) : { state: 'none' };
    }
    if (!domain || !(years >= 1)) return { state: 'none' };
    const answer = this.answer;
    // An answer counts only for what it was asked about; anything else is still being asked.
    if (answer?.asked.domain !== domain || answer.asked.years !== years) return { state: 'pending' };
    const quoted = answer.quoted;
    return quoted ? this.shown(quoted.currency, quoted.minor, quoted.total, { first: quoted.first, renewal: quoted.renewal }) : { state: 'none' };
  }

  /** Each period's total for the years picker: with the attributes' prices only (a quote prices one period). */
  optionTotal(years: number): string | undefined {
    const price = this.priced;
    return price && this.money(fromMinorUnits(totalFor(years, price.first, price.renewal), price.minor), price.currency);
  }

  private shown(currency: string, minor: number, total: bigint, { first, renewal }: { first?: bigint; renewal?: bigint }): PriceView {
    const decimal = fromMinorUnits(total, minor);
    const differs = first !== undefined && renewal !== undefined && first !== renewal;
    return {
      state: 'shown',
      total: this.money(decimal, currency),
      ...(differs ? { first: this.money(fromMinorUnits(first, minor), currency), renewal: this.money(fromMinorUnits(renewal, minor), currency) } : {}),
      price: { currency, total: decimal },
    };
  }

  /** A total kept from submit (the card summary's, the payment screen's), in the element's language now; as it is when it is not one (a kept entry altered in the tab's storage). */
  format({ currency, total }: { currency: string; total: string }): string {
    const minor = minorUnit(currency);
    return minor !== undefined && toMinorUnits(total, minor) !== undefined ? this.money(total, currency) : `${total} ${currency}`;
  }

  private money(amount: string, currency: string): string {
    return formatMoney(amount, currency, this.inputs.lang, this.inputs.digits);
  }
}
