/**
 * The contract's events: one typed detail each, all bubbling and composed so a host page hears
 * them through shadow roots. Everything fires through `emit()`.
 */
import type { MarketErrorDetail } from '../api/errors.js';
import type {
  CryptoPurchaseRequest,
  CryptoPurchaseResponse,
  FiatPurchaseRequest,
  FiatPurchaseResponse,
} from '../checks/schemas.js';
import type { PaymentIds } from '../payment/payment-ids.js';
import type { ReportedStatus } from '../payment/payment-status.js';
import type { ShownPrice } from '../payment/tracked-payment.js';

export type { ShownPrice };

export interface MarketSubmitDetail {
  request: FiatPurchaseRequest | CryptoPurchaseRequest;
  /** The total shown at submit, when one was. */
  price?: ShownPrice;
}
export interface MarketFiatSessionDetail {
  request: FiatPurchaseRequest;
  response: FiatPurchaseResponse;
  /** The total shown at submit, when one was. */
  price?: ShownPrice;
}
export interface MarketCryptoPaymentDetail {
  request: CryptoPurchaseRequest;
  response: CryptoPurchaseResponse;
  /** When the payment window closes, in ms since the epoch, on this page's clock. */
  expiresAt: number;
  /** The total shown at submit, when one was. */
  price?: ShownPrice;
  /**
   * True when the element showed a payment it kept from earlier in this tab (a reload, a tab the
   * browser discarded): no request was sent. `request` then holds the kept domain, period and
   * currency with the element's current settings; the e-mail and name are never kept.
   */
  resumed?: boolean;
}
export type MarketCryptoExpiredDetail = PaymentIds;
export interface MarketCryptoStatusDetail extends PaymentIds {
  /** The new status. */
  status: ReportedStatus;
  /** Who told it: the host's `paymentStatusSource`, the browser wallet that sent the payment, or the chain through `chain-reads`. */
  source: 'host' | 'wallet' | 'chain';
  /** The transaction, where the wallet or the chain named it. */
  txHash?: string;
  /** How many blocks deep the payment is, where the chain tells it. */
  confirmations?: number;
  /** What arrived so far, from the wallet or the chain: decimal text in the asset's units. */
  received?: string;
  /** A Lightning wallet's proof of payment (hex): its SHA-256 is the invoice's payment hash. */
  preimage?: string;
}
export type MarketCryptoCancelledDetail = PaymentIds;
/** The buyer left the card screen: the host removes the processor's UI from the `payment` slot. */
export interface MarketFiatCancelledDetail {
  orderId: string;
  checkoutId: string;
}

/** A browser wallet returned a transaction hash for this payment. */
export interface MarketCryptoSentDetail extends PaymentIds {
  /** The hash the wallet returned for the one transaction it was asked to send. */
  txHash: string;
  /** The EIP-155 chain it was sent on, e.g. 8453 for Base. */
  chainId: number;
  /** The wallet's name, as the buyer saw it on its button. */
  wallet: string;
}
export interface MarketErrorEventDetail {
  error: MarketErrorDetail;
}

export interface MarketEventDetails {
  'market-submit': MarketSubmitDetail;
  'market-fiat-session': MarketFiatSessionDetail;
  'market-crypto-payment': MarketCryptoPaymentDetail;
  'market-crypto-expired': MarketCryptoExpiredDetail;
  'market-crypto-status': MarketCryptoStatusDetail;
  'market-crypto-cancelled': MarketCryptoCancelledDetail;
  'market-fiat-cancelled': MarketFiatCancelledDetail;
  'market-crypto-sent': MarketCryptoSentDetail;
  'market-error': MarketErrorEventDetail;
}

export type MarketEventName = keyof MarketEventDetails;

/** `value` and everything in it made read-only. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Fires `name` from `target`; returns false when a listener cancelled a cancelable event. The
 * detail is a deep-frozen copy: a listener can neither change what the element shows or sends
 * next, nor what the next listener reads.
 */
export function emit<K extends MarketEventName>(
  target: EventTarget,
  name: K,
  detail: MarketEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail: deepFreeze(structuredClone(detail)),
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}

declare global {
  interface GlobalEventHandlersEventMap {
    'market-submit': CustomEvent<MarketSubmitDetail>;
    'market-fiat-session': CustomEvent<MarketFiatSessionDetail>;
    'market-crypto-payment': CustomEvent<MarketCryptoPaymentDetail>;
    'market-crypto-expired': CustomEvent<MarketCryptoExpiredDetail>;
    'market-crypto-status': CustomEvent<MarketCryptoStatusDetail>;
    'market-crypto-cancelled': CustomEvent<MarketCryptoCancelledDetail>;
    'market-fiat-cancelled': CustomEvent<MarketFiatCancelledDetail>;
    'market-crypto-sent': CustomEvent<MarketCryptoSentDetail>;
    'market-error': CustomEvent<MarketErrorEventDetail>;
  }
}
