/**
 * The submit → response → error state machine both elements share. It owns the purchase's one
 * state, a discriminated union, so a view can only read a request or a response that exists; it
 * owns the one request that may be in flight, fires `market-submit` and `market-error`, and makes
 * sure that a request the element no longer waits for (removed, reset) changes nothing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { keyedError, MarketError } from '../api/errors.js';
import { emit } from '../core/events.js';
import type { FiatPurchaseRequest, CryptoPurchaseRequest } from '../api/schemas.js';
import type { Prepared } from '../form/prepare.js';

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
/** Where an accepted response leads; each element names its own states after it. */
export interface Outcome {
  state: string;
}
export type PurchaseState<Req, Done extends Outcome> = Editing | Submitting<Req> | Done;

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

export interface PurchaseControllerOptions<Req, Res, Done extends Outcome> {
  /** Sends the request; must honour `signal`. */
  send(request: Req, signal: AbortSignal): Promise<Res>;
  /** The state an accepted response leads to. */
  accept(request: Req, response: Res): Done;
  /** Called once per accepted response, after the state changed; fires the success event. */
  onSuccess(done: Done): void;
  /** Called for every failure after `market-error` fired, e.g. to move focus. */
  onError?(error: MarketError): void;
}

export class PurchaseController<Req extends FiatPurchaseRequest | CryptoPurchaseRequest, Res, Done extends Outcome>
  implements ReactiveController
{
  private current: PurchaseState<Req, Done> = { state: 'editing' };
  private inFlight: AbortController | undefined;

  constructor(
    private readonly host: Host,
    private readonly options: PurchaseControllerOptions<Req, Res, Done>,
  ) {
    host.addController(this);
  }

  get value(): PurchaseState<Req, Done> {
    return this.current;
  }

  /**
   * Validates (through `prepare`) and sends, once: while a request is in flight or a result is
   * on screen it does nothing and resolves to undefined, as it does when nothing was sent. Out of
   * the page it does nothing either: no one would see the answer, and removal gives requests up.
   */
  async submit(prepare: () => Prepared<Req>): Promise<Res | undefined> {
    if (this.current.state !== 'editing' || !this.host.isConnected) return undefined;
    const prepared = prepare();
    if ('error' in prepared) {
      this.fail(prepared.error);
      return undefined;
    }
    const { request } = prepared;
    // A listener may also have taken the element out of the page.
    if (!emit(this.host, 'market-submit', { request }, { cancelable: true }) || !this.host.isConnected) return undefined;

    const attempt = new AbortController();
    this.inFlight = attempt;
    this.set({ state: 'submitting', request });
    let response: Res;
    try {
      response = await this.options.send(request, attempt.signal);
    } catch (cause) {
      if (attempt.signal.aborted) return undefined;
      this.inFlight = undefined;
      this.fail(cause);
      return undefined;
    }
    if (attempt.signal.aborted) return undefined;
    this.inFlight = undefined;
    const done = this.options.accept(request, response);
    this.set(done);
    this.options.onSuccess(done);
    return response;
  }

  /** Moves a finished purchase on (the payment expired, was seen, was paid). */
  advance(next: Done): void {
    this.set(next);
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
    this.host.requestUpdate('state', old);
  }

  private cancel(): void {
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  /** Back to the form with `error` (`market-error` fires); anything that is not a MarketError is a `bad-response`. */
  fail(failure: unknown): void {
    const error = failure instanceof MarketError ? failure : keyedError('bad-response', 'errorUnexpected', { cause: failure });
    this.set({ state: 'editing', error });
    emit(this.host, 'market-error', { error: error.toJSON() });
    this.options.onError?.(error);
  }
}
