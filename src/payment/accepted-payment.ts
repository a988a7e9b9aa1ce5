/** Where the service's accepted answer leads: the payment accepted, its deadline on this page's clock; its session then tracks it. */
import type { CheckedPayment } from '../checks/client.js';
import type { CryptoPurchaseRequest } from '../checks/schemas.js';
import { deadlineOnClientClock } from '../core/expiry.js';
import type { AcceptedPayment } from './tracked-payment.js';

/**
 * The payment, with what the guard established (its asset; `response.uri` as wallets read it);
 * `clockOffset` is the service's clock ahead of this one when it answered (the client's `serverClockOffset`).
 */
export function acceptedPayment(request: CryptoPurchaseRequest, { response, asset }: CheckedPayment, clockOffset = 0): AcceptedPayment {
  const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, clockOffset);
  return { state: 'accepted', request, response, asset, expiresAt };
}
