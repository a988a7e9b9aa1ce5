/**
 * The submit → response → error state machine both elements share. It owns the one request
 * that may be in flight, fires `market-submit` and `market-error`, and makes sure that a
 * request the element no longer waits for (removed, reset) changes nothing when it answers.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { keyedError, MarketError } from '../api/errors.js';
import { emit } from '../events.js';
import type { FiatPurchaseRequest, CryptoPurchaseRequest } from '../api/schemas.js';

export type CheckoutState = 'editing' | 'submitting' | 'handed-off' | 'awaiting-payment' | 'expired';

export type Prepared<Req> = { request: Req } | { error: MarketError };

export interface PurchaseControllerOptions<Req, Res> {
  /** Sends the request; must honour `signal`. */
  send(request: Req, signal: AbortSignal): Promise<Res>;
  /** Where a successful response leads. */
  doneState(): 'handed-off' | 'awaiting-payment';
  /** Called once per accepted response, after the state changed; fires the success event. */
  onSuccess(request: Req, response: Res): void;
  /** Called for every failure after `market-error` fired, e.g. to move focus. */
  onError?(error: MarketError): void;
}

export class PurchaseController<Req extends FiatPurchaseRequest | CryptoPurchaseRequest, Res>
  implements ReactiveController
{
  state: CheckoutState = 'editing';
  error: MarketError | undefined;
  request: Req | undefined;
  response: Res | undefined;
  private inFlight: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: PurchaseControllerOptions<Req, Res>,
  ) {
    host.addController(this);
  }

  /**
   * Validates (through `prepare`) and sends, once: while a request is in flight or a result is
   * on screen it does nothing and resolves to undefined, as it does when nothing was sent. Out of
   * the page it does nothing either: no one would see the answer, and removal gives requests up.
   */
  async submit(prepare: () => Prepared<Req>): Promise<Res | undefined> {
    if (this.state !== 'editing' || !this.host.isConnected) return undefined;
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
    this.state = 'submitting';
    this.error = undefined;
    this.request = request;
    this.host.requestUpdate();
    let response: Res;
    try {
      response = await this.options.send(request, attempt.signal);
    } catch (cause) {
      if (attempt.signal.aborted) return undefined;
      this.inFlight = undefined;
      this.state = 'editing';
      this.fail(cause instanceof MarketError ? cause : keyedError('bad-response', 'errorUnexpected', { cause }));
      return undefined;
    }
    if (attempt.signal.aborted) return undefined;
    this.inFlight = undefined;
    this.response = response;
    this.state = this.options.doneState();
    this.host.requestUpdate();
    this.options.onSuccess(request, response);
    return response;
  }

  /** The payment window closed: nothing of the payment may stay on screen. */
  expire(): void {
    if (this.state !== 'awaiting-payment') return;
    this.state = 'expired';
    this.host.requestUpdate();
  }

  /** Back to the form; what the buyer typed lives in the element and stays. */
  reset(): void {
    this.cancel();
    this.state = 'editing';
    this.error = undefined;
    this.response = undefined;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // A move (removed and inserted again in the same task) is not leaving: the buyer still waits,
    // so only an element still out of the page a microtask later gives up its request.
    queueMicrotask(() => {
      if (this.host.isConnected || this.state !== 'submitting') return;
      // A request nobody waits for any more: abort it, and let a re-attached element start over.
      this.cancel();
      this.state = 'editing';
      // Otherwise a re-attached element would still show the busy, disabled button.
      this.host.requestUpdate();
    });
  }

  private cancel(): void {
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  private fail(error: MarketError): void {
    this.error = error;
    this.host.requestUpdate();
    emit(this.host, 'market-error', { error: error.toJSON() });
    this.options.onError?.(error);
  }
}
