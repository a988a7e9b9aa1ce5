/** A crypto purchase the service accepted, and where it stands: the state after the form. */
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../api/schemas.js';
import type { PaymentProgress } from './payment-status.js';

/** A payment the service accepted, as the element shows it. */
export interface CryptoPayment {
  request: CryptoPurchaseRequest;
  response: CryptoPurchaseResponse;
  /** When the payment window closes, in ms since the epoch, on this page's clock. */
  expiresAt: number;
}

/** Where an accepted payment goes: paid, or closed by the countdown; see PaymentProgress. */
export type CryptoOutcome = PaymentProgress & CryptoPayment;
