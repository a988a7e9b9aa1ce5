/**
 * The host's `quote`, asked about what the form holds: one call in flight, a superseded call
 * aborted through its `signal` and its answer dropped, a call unsettled after 5 s aborted and
 * counted as failed. Shaped like the countdown: started by the element's updates, cleared on
 * disconnect. Pure of the DOM: it reports each settled answer to `settle`.
 */

/** What the host's `quote` answers: plain decimal strings in an ISO 4217 currency. */
export interface PriceQuote {
  currency: string;
  total: string;
  price?: string;
  renewalPrice?: string;
}

/** The host's `quote`: the price of what the form holds, or `undefined` for no price. */
export type Quote = (asked: { domain: string; years: number; signal: AbortSignal }) => Promise<PriceQuote | undefined> | PriceQuote | undefined;

/** What a call asked for: an answer is used for exactly this. */
export interface Asked {
  domain: string;
  years: number;
}

export type Settled = { answer: unknown } | { failure: string };

/** How long typing in the domain waits before a call; a period or a new `quote` is asked at once. */
export const QUOTE_DEBOUNCE = 300;
/** A call unsettled after this long is given up, aborted, and counts as failed. */
export const QUOTE_BOUND = 5000;

export class QuoteCalls {
  private call: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly settle: (asked: Asked, settled: Settled) => void) {}

  /** Asks `quote` about `asked` (after the debounce when `typing`), superseding whatever was asked before. */
  ask(quote: Quote, asked: Asked, typing: boolean): void {
    this.stop();
    if (typing) this.timer = setTimeout(() => this.start(quote, asked), QUOTE_DEBOUNCE);
    else this.start(quote, asked);
  }

  /** Aborts the call in flight and forgets the one waiting: their answers are dropped. */
  stop(): void {
    clearTimeout(this.timer);
    this.call?.abort();
    this.call = undefined;
  }

  private start(quote: Quote, asked: Asked): void {
    const call = (this.call = new AbortController());
    const bound = setTimeout(() => done({ failure: `quote did not answer within ${QUOTE_BOUND / 1000} s; no price is shown.` }), QUOTE_BOUND);
    const done = (settled: Settled) => {
      clearTimeout(bound);
      if (this.call !== call) return;
      this.call = undefined;
      // Given up on: the host stops its work too.
      if ('failure' in settled) call.abort();
      this.settle(asked, settled);
    };
    call.signal.addEventListener('abort', () => clearTimeout(bound));
    // A quote that throws at once fails like one that rejects.
    new Promise((resolve) => resolve(quote({ ...asked, signal: call.signal }))).then(
      (answer) => done({ answer }),
      () => done({ failure: 'quote rejected or threw; no price is shown.' }),
    );
  }
}
