/** A crypto purchase the service accepted, and where it stands: the state after the form. */
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../checks/schemas.js';
import type { Asset } from '../payment-link/assets.js';
import type { PaymentProgress } from './payment-status.js';

/** A payment the service accepted, as the element shows it. */
export interface CryptoPayment {
  request: CryptoPurchaseRequest;
  /** As the guard accepted it: `uri` is the link as wallets read it. */
  response: CryptoPurchaseResponse;
  /** What the guard found the link pays: its network, token and decimals. */
  asset: Asset;
  /** When the payment window closes, in ms since the epoch, on this page's clock. */
  expiresAt: number;
  /** A browser wallet sent it (widget.md, "Pay from a browser wallet"): no second payment from this screen. */
  sent?: WalletSent;
  /** The Lightning invoice the link carries, as the guard checked it (widget.md, "Lightning"). */
  lightning?: LightningInvoice;
  /** The total the buyer was shown at submit (widget.md, "Price"), kept with the payment. */
  price?: ShownPrice;
}

/** The total the buyer was shown before committing: the host's currency and a plain decimal string. */
export interface ShownPrice {
  currency: string;
  total: string;
}

/** What the payment screen needs of a checked BOLT11 invoice: the invoice as the link carries it, and its payment hash (hex) that a wallet's preimage must hash to. */
export interface LightningInvoice {
  invoice: string;
  paymentHash: string;
}

/** What a browser wallet answered for this payment: the `market-crypto-sent` detail without the ids. */
export interface WalletSent {
  txHash: string;
  chainId: number;
  wallet: string;
}

/** The purchase's last state of its own (PurchaseController): the service accepted the payment, or the tab kept it; its session tracks it from here. */
export type AcceptedPayment = CryptoPayment & { state: 'accepted' };

/** An accepted payment as its session tracks it: what it is, and where it stands (paid, or closed by the countdown; see PaymentProgress). */
export type TrackedPayment = PaymentProgress & CryptoPayment;
