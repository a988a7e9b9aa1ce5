/**
 * The form's price line as the script carries it: its room kept while any price is configured,
 * a busy state until the price file is here, and that file fetched (src/loading/price.ts) the
 * first time an element updates with a price setting, never on a page without one. What the line
 * says is the price file's PriceLine, added to the element once it arrives.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { warnOnce } from '../core/warn-once.js';
import { readText } from '../form/host-input.js';
import type { ShownPrice } from './events.js';
import { loadPrice } from '../loading/price.js';
import { numberingSystemFor } from '../locales/digits.js';
import type { PriceInputs, PriceLine, PriceView } from '../price/index.js';

/** The element's settings the price is read from, as the host set them. */
export interface PricedHost extends ReactiveControllerHost, Element {
  priceCurrency: unknown;
  price: unknown;
  renewalPrice: unknown;
  quote: unknown;
  domain: unknown;
}

const FILE_MISSING = 'could not load its price file; no price is shown.';

export class PriceController implements ReactiveController {
  private line: PriceLine | undefined;
  private loading = false;
  private failed = false;

  constructor(
    private readonly host: PricedHost,
    /** The period as the form reads it and the element's language. */
    private readonly form: () => { years: number; lang: string },
  ) {
    host.addController(this);
  }

  private readonly read = (): PriceInputs => {
    const { host } = this;
    const { years, lang } = this.form();
    return {
      priceCurrency: readText(host.priceCurrency),
      price: readText(host.price),
      renewalPrice: readText(host.renewalPrice),
      quote: typeof host.quote === 'function' ? (host.quote as PriceInputs['quote']) : undefined,
      domain: readText(host.domain),
      years,
      lang,
      digits: numberingSystemFor(lang),
    };
  };

  private get configured(): boolean {
    const { priceCurrency, price, renewalPrice, quote } = this.read();
    return !!(priceCurrency || price || renewalPrice || quote);
  }

  hostUpdate(): void {
    if (this.configured) this.fetch();
  }

  /** The price file, once: the line it keeps is added to the element when it arrives. */
  private fetch(): void {
    if (this.line || this.loading) return;
    this.loading = true;
    loadPrice().then(
      ({ PriceLine }) => {
        this.line = new PriceLine(this.host, this.read, (message) => warnOnce(this.host, message));
        this.host.requestUpdate();
      },
      // The checkout works as without a price; the next update tries again.
      () => {
        this.failed = true;
        warnOnce(this.host, FILE_MISSING);
        this.host.requestUpdate();
      },
    ).finally(() => (this.loading = false));
  }

  /** The line as it stands; undefined (no room kept) while no price is configured. */
  view(): PriceView | undefined {
    if (!this.configured) return undefined;
    return this.line?.view() ?? { state: this.failed ? 'none' : 'pending' };
  }

  /** A years option's total, when the attributes price every period. */
  optionTotal(years: number): string | undefined {
    return this.configured ? this.line?.optionTotal(years) : undefined;
  }

  /** A total kept from submit, written as the line wrote it (the price file is here: it was shown). */
  money(price: ShownPrice): string {
    // A payment resumed on a page that no longer sets a price still shows the total it was accepted with.
    this.fetch();
    return this.line?.format(price) ?? `${price.currency} ${price.total}`;
  }

  /** The price the buyer is shown now, for the events. */
  shown(): ShownPrice | undefined {
    const view = this.view();
    return view?.state === 'shown' ? view.price : undefined;
  }
}
