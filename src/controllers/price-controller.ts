/**
 * The form's price line as the script carries it: its room kept while any price is configured,
 * a busy state until the price file is here, and that file fetched (src/loading/price.ts) the
 * first time an element updates with a price setting, never on a page without one. What the line
 * says is the price file's PriceLine, added to the element once it arrives.
 */
import type { ReactiveController } from 'lit';
import { afterPaint } from '../core/after-paint.js';
import { warnOnce } from '../core/warn-once.js';
import { loadPrice } from '../loading/price.js';
import type { PricedForm, PricedHost, PriceLine, PriceView } from '../price/index.js';
import type { ShownPrice } from './events.js';

export type { PricedHost };

const FILE_MISSING = 'could not load its price file; no price is shown.';

export class PriceController implements ReactiveController {
  private line: PriceLine | undefined;
  private loading = false;
  /** A price file that could not be had is not asked for again by this element: each update would. */
  private failed = false;

  constructor(
    private readonly host: PricedHost,
    private readonly form: () => PricedForm,
  ) {
    host.addController(this);
  }

  private get configured(): boolean {
    const { priceCurrency, price, renewalPrice, quote } = this.host;
    return !!(priceCurrency || price || renewalPrice || quote);
  }

  hostUpdate(): void {
    // The form paints first, the line busy in its room: the file's request and its pin's check
    // made before that paint cost a priced page a fifth of its startup (bench, issue 52).
    if (this.configured) this.load();
  }

  /**
   * The price file, once: the line it keeps is added to the element when it arrives; without it,
   * the checkout works as without a price. Asked for as an update starts on a priced page, and by a
   * kept payment's restore, whose total the price file writes (a page without a price too); fetched
   * once the frame then being made is painted.
   */
  load(): void {
    if (this.line || this.loading || this.failed) return;
    this.loading = true;
    afterPaint(() => this.fetch());
  }

  private fetch(): void {
    loadPrice()
      .then(
        ({ PriceLine }) => void (this.line = new PriceLine(this.host, this.form, (message) => warnOnce(this.host, message))),
        () => {
          this.failed = true;
          warnOnce(this.host, FILE_MISSING);
        },
      )
      .finally(() => {
        this.loading = false;
        this.host.requestUpdate();
      });
  }

  /** The line as it stands; undefined (no room kept) while no price is configured. */
  view(): PriceView | undefined {
    return this.configured ? (this.line?.view() ?? { state: this.loading ? 'pending' : 'none' }) : undefined;
  }

  /** A years option's total, when the attributes price every period. */
  optionTotal(years: number): string | undefined {
    return this.line?.optionTotal(years);
  }

  /** A total kept from submit, written as the line wrote it (in plain figures until the price file is here). */
  money(price: ShownPrice): string {
    return this.line?.format(price) ?? `${price.currency} ${price.total}`;
  }

  /** The price the buyer is shown now, for the events. */
  shown(): ShownPrice | undefined {
    const view = this.view();
    return view?.state === 'shown' ? view.price : undefined;
  }
}
