/** The ids a crypto payment is known by: what support asks for, and what every payment event carries. */
export interface PaymentIds {
  orderId: string;
  paymentId: string;
}

/** The host's function: a status, or a promise of one, for the payment with these ids. */
export type PaymentStatusSource = (ids: PaymentIds) => unknown;

/** The ids alone (an event's detail carries nothing else). */
export function idsOf({ orderId, paymentId }: PaymentIds): PaymentIds {
  return { orderId, paymentId };
}
