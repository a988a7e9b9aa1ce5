/**
 * An example `paymentStatusSource`, as a host writes one: the element calls it with the ids of the
 * payment it shows, and it answers what the host's own back end knows. Here the "back end" is a
 * stand-in that sees each payment 10 s after it was first asked about and confirms it 20 s later.
 * A real host would ask its server instead:
 *
 *   checkout.paymentStatusSource = async ({ orderId, paymentId }) => {
 *     const res = await fetch(`/api/orders/${orderId}/payments/${paymentId}`);
 *     if (!res.ok) throw new Error(`status ${res.status}`); // the element backs off and tries again
 *     return res.json(); // { state: 'pending' | 'seen' | 'confirmed' } or { state: 'underpaid', received: '0.0001' }
 *   };
 */
import type { PaymentIds, PaymentStatus } from 'market-checkout';

const SEEN_AFTER_MS = 10_000;
const CONFIRMED_AFTER_MS = 30_000;
const firstAsked = new Map<string, number>();

export async function demoStatusSource({ paymentId }: PaymentIds): Promise<PaymentStatus> {
  const since = Date.now() - (firstAsked.get(paymentId) ?? firstAsked.set(paymentId, Date.now()).get(paymentId)!);
  if (since >= CONFIRMED_AFTER_MS) return { state: 'confirmed' };
  if (since >= SEEN_AFTER_MS) return { state: 'seen' };
  return { state: 'pending' };
}
