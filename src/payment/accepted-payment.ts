/** Where the service's accepted answer leads: a payment awaiting payment, its deadline on this page's clock. */
import { serverClockOffset, type CheckedPayment } from '../api/client.js';
import type { CryptoPurchaseRequest } from '../api/schemas.js';
import { deadlineOnClientClock } from '../core/expiry.js';
import type { TrackedPayment } from './tracked-payment.js';
import { AWAITING } from './payment-status.js';

/** The payment, with what the guard established (its asset; `response.uri` as wallets read it). */
export function acceptedPayment(request: CryptoPurchaseRequest, { response, asset }: CheckedPayment): TrackedPayment {
  const expiresAt = deadlineOnClientClock(response.expiryDateEpoch, serverClockOffset(response));
  return { ...AWAITING, request, response, asset, expiresAt };
}
