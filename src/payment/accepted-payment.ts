/** Where the service's accepted answer leads: the payment accepted, its deadline on this page's clock; its session then tracks it. */
import { serverClockOffset, type CheckedPayment } from '../api/client.js';
import type { CryptoPurchaseRequest } from '../api/schemas.js';
import { deadlineOnClientClock } from '../core/expiry.js';
import type { AcceptedPayment } from './tracked-payment.js';

/** The payment, with what the guard established (its asset; `response.uri` as wallets read it). */
export function acceptedPayment(request: CryptoPurchaseRequest, { response, asset }: CheckedPayment): AcceptedPayment {
  const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, serverClockOffset(response));
  return { state: 'accepted', request, response, asset, expiresAt };
}
