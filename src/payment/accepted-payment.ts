/** Where the service's accepted answer leads: the payment accepted, its deadline on this page's clock; its session then tracks it. */
import { serverClockOffset, type CheckedPayment } from '../api/client.js';
import type { CryptoPurchaseRequest } from '../api/schemas.js';
import { deadlineOnClientClock } from '../core/expiry.js';
import { splitLink } from '../payment-link/link.js';
import type { AcceptedPayment, LightningInvoice } from './tracked-payment.js';

/** What the guard established of a link's Lightning invoice (src/payment-link/bolt11.ts), as far as the screen needs it. */
export interface CheckedInvoice {
  paymentHash: string;
  /** Seconds since 1970: its timestamp plus its expiry, on the payee's clock. */
  expiresAt: number;
}

/**
 * The payment, with what the guard established (its asset, its invoice; `response.uri` as wallets
 * read it). A Lightning invoice dies at its own deadline: the earlier of the two closes the window.
 */
export function acceptedPayment(request: CryptoPurchaseRequest, { response, asset, invoice }: CheckedPayment & { invoice?: CheckedInvoice }): AcceptedPayment {
  const offset = serverClockOffset(response);
  const window = deadlineOnClientClock(response.expiryDateEpoch, offset);
  const expiresAt = invoice ? Math.min(window, deadlineOnClientClock(invoice.expiresAt * 1000, offset)) : window;
  const lightning = invoice && lightningOf(response.uri, invoice);
  return { state: 'accepted', request, response, asset, expiresAt, ...(lightning && { lightning }) };
}

/** The invoice as the checked link carries it (a `lightning:` link's target, or its `lightning=`), with its payment hash. */
export function lightningOf(uri: string, { paymentHash }: CheckedInvoice): LightningInvoice | undefined {
  const link = splitLink(uri);
  if (typeof link === 'string') return undefined;
  const invoice = link.scheme === 'lightning' ? link.target : link.params.find(([key]) => key.toLowerCase() === 'lightning')?.[1];
  return invoice ? { invoice, paymentHash } : undefined;
}
