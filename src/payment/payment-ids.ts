/** The ids a crypto payment is known by: what support asks for, and what every payment event carries. */
export interface PaymentIds {
  orderId: string;
  paymentId: string;
}

/**
 * The host's function: a status, or a promise of one, for the payment with these ids. The element
 * aborts `signal` when a call has not settled after 20 s, and counts that call as failed.
 */
export type PaymentStatusSource = (request: PaymentIds & { signal: AbortSignal }) => unknown;

/** The ids alone (an event's detail carries nothing else). */
export function idsOf({ orderId, paymentId }: PaymentIds): PaymentIds {
  return { orderId, paymentId };
}
