/**
 * The submit → response → error state machine both elements share. It owns the purchase's one
 * state up to the accepted answer, a discriminated union, so a view can only read a request or a
 * response that exists; it owns the one request that may be in flight, fires `market-submit`, and
 * makes sure that a request the element no longer waits for (removed, reset) changes nothing. It
 * ends at the accepted answer (the card's hand-off, the crypto payment accepted): what happens to
 * a crypto payment after that is its session's (src/payment-screen/payment-session.ts). A refusal
 * or failure is returned, not announced: the element (src/elements/checkout-element.ts) fires
 * `market-error`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { keyedError, MarketError } from '../api/errors.js';
import { emit, type ShownPrice } from './events.js';
import type { FiatPurchaseRequest, CryptoPurchaseRequest } from '../checks/schemas.js';
import type { Prepared } from '../checks/index.js';

/** The form, with the last attempt's failure if there was one. */
export interface Editing {
  state: 'editing';
  error?: MarketError;
}
/** A valid request is on its way. */
export interface Submitting<Req> {
  state: 'submitting';
  request: Req;
}
/** Where an accepted answer leads: `handed-off` (card) or `accepted` (crypto). */
export interface Accepted {
  state: string;
  /** The total the buyer was shown at submit, when there was one. */
  price?: ShownPrice;
}
export type PurchaseState<Req, Done extends Accepted> = Editing | Submitting<Req> | Done;

/** Every value of the `state` attribute, both elements together. */
export type CheckoutState =
  | 'editing'
  | 'submitting'
  | 'handed-off'
  | 'awaiting-payment'
  | 'confirming'
  | 'paid'
  | 'expired';

type Host = ReactiveControllerHost & HTMLElement & { requestUpdate(name?: PropertyKey, oldValue?: unknown): void };

/** What one submit came to: the state an accepted answer led to, or the failure; undefined when nothing was sent or no one waits. */
export type Attempt<Done> = { done: Done } | { error: MarketError } | undefined;

/**
 * The element calls in (`submit`, `resume`, `reset`) and reads `value`; the controller calls
 * nothing of the element's: what to send and where an answer leads are arguments of `submit`, and
 * what the element does after (events, focus) follows from what `submit` resolves to.
 */
export class PurchaseController<Req extends FiatPurchaseRequest | CryptoPurchaseRequest, Answer, Done extends Accepted>
  implements ReactiveController
{
  private current: PurchaseState<Req, Done> = { state: 'editing' };
  private inFlight: AbortController | undefined;

  constructor(
    private readonly host: Host,
    /** The total the form shows now, if any: told with the submit and kept with the accepted answer. */
    private readonly shownPrice: () => ShownPrice | undefined = () => undefined,
  ) {
    host.addController(this);
  }

  get value(): PurchaseState<Req, Done> {
    return this.current;
  }

  /**
   * Validates (through `prepare`) and sends (through `send`, which must honour the signal), once:
   * while a request is in flight or a result is on screen it does nothing and resolves to
   * undefined, as it does when nothing was sent. Out of the page it does nothing either: no one
   * would see the answer, and removal gives requests up. An accepted answer moves the state to
   * `accept(request, response)` before this resolves.
   */
  async submit(
    prepare: () => Prepared<Req>,
    send: (request: Req, signal: AbortSignal) => Promise<Answer>,
    accept: (request: Req, answer: Answer) => Done,
  ): Promise<Attempt<Done>> {
    if (this.current.state !== 'editing' || !this.host.isConnected) return undefined;
    const prepared = prepare();
    if ('error' in prepared) return this.fail(prepared.error);
    const { request } = prepared;
    // What the buyer was told the order costs, as it stood when they pressed the button.
    const price = this.shownPrice();
    // A listener may also have taken the element out of the page.
    if (!emit(this.host, 'market-submit', { request, ...(price && { price }) }, { cancelable: true }) || !this.host.isConnected) return undefined;

    const attempt = new AbortController();
    this.inFlight = attempt;
    this.set({ state: 'submitting', request });
    let answer: Answer;
    try {
      answer = await send(request, attempt.signal);
    } catch (cause) {
      if (attempt.signal.aborted) return undefined;
      this.inFlight = undefined;
      return this.fail(cause);
    }
    if (attempt.signal.aborted) return undefined;
    this.inFlight = undefined;
    const done = price ? { ...accept(request, answer), price } : accept(request, answer);
    this.set(done);
    return { done };
  }

  /** A purchase accepted earlier (kept for the tab) is back on screen from the form (the loader asks only there): no request is sent. */
  resume(accepted: Done): void {
    this.set(accepted);
  }

  /** Back to the form; what the buyer typed lives in the element and stays. */
  reset(): void {
    this.cancel();
    this.set({ state: 'editing' });
  }

  hostDisconnected(): void {
    // A move (removed and inserted again in the same task) is not leaving: the buyer still waits,
    // so only an element still out of the page a microtask later gives up its request.
    queueMicrotask(() => {
      if (this.host.isConnected || this.current.state !== 'submitting') return;
      // A request nobody waits for any more: abort it, and let a re-attached element start over
      // (otherwise it would still show the busy, disabled button).
      this.reset();
    });
  }

  /** The state attribute follows through Lit's reflection of the host's `state` property. */
  private set(next: PurchaseState<Req, Done>): void {
    const old = this.current.state;
    this.current = next;
    // The form again with a new error changes no property: it is drawn all the same.
    this.host.requestUpdate(old === next.state ? undefined : 'state', old);
  }

  private cancel(): void {
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  /**
   * Back to the form with `error`; anything that is not a MarketError is a `bad-response`. The
   * element fires `market-error` with what this returns, and moves focus.
   */
  fail(failure: unknown): { error: MarketError } {
    const error = failure instanceof MarketError ? failure : keyedError('bad-response', 'errorUnexpected', { cause: failure });
    this.set({ state: 'editing', error });
    return { error };
  }
}
