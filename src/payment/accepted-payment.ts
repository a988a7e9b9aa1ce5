/** Where the service's accepted answer leads: the payment accepted, its deadline on this page's clock; its session then tracks it. */
import type { CheckedPayment } from '../checks/client.js';
import type { CryptoPurchaseRequest } from '../checks/schemas.js';
import { deadlineOnClientClock } from '../core/expiry.js';
import type { CheckedInvoice } from '../payment-link/guard.js';
import type { AcceptedPayment, LightningInvoice } from './tracked-payment.js';

/**
 * The payment, with what the guard established (its asset, its invoice; `response.uri` as wallets
 * read it); `clockOffset` is the service's clock ahead of this one when it answered (the client's
 * `serverClockOffset`). A Lightning invoice dies at its own deadline: the earlier of the two closes the window.
 */
export function acceptedPayment(request: CryptoPurchaseRequest, { response, asset, invoice }: CheckedPayment, clockOffset = 0): AcceptedPayment {
  const window = deadlineOnClientClock(response.expiryDateEpoch, clockOffset);
  const expiresAt = invoice ? Math.min(window, deadlineOnClientClock(invoice.expiresAt * 1000, clockOffset)) : window;
  return { state: 'accepted', request, response, asset, expiresAt, ...lightningOf(invoice) };
}

/** What the payment screen keeps of a checked invoice: the invoice as the link carries it, and its payment hash. */
export function lightningOf(invoice: CheckedInvoice | undefined): { lightning?: LightningInvoice } {
  return invoice ? { lightning: { invoice: invoice.request, paymentHash: invoice.paymentHash } } : {};
}
