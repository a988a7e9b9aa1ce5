/**
 * What the payment screen asks the buyer to pay now: the whole amount, or after an underpayment
 * what is still due. Either way the link is one the payment-link guard accepted for exactly that
 * amount: the whole amount's is the one the guard checked when the answer arrived (it travels with
 * the payment), the remainder's is that link with only its amount changed, and is checked again
 * (without its Lightning invoice, which binds the whole amount: with-amount.ts).
 * Where no such link can be made, there is none: no QR code, no wallet link, only the address and
 * the amount to copy.
 */
import { toPlainDecimal } from '../core/decimal.js';
import { builtInAssets, type Asset } from '../payment-link/assets.js';
import { checkPaymentLink } from '../payment-link/guard.js';
import { withAmount } from '../payment-link/with-amount.js';
import type { CryptoPayment, LightningInvoice } from './tracked-payment.js';
import { stillDue } from './payment-status.js';

export interface Payable {
  /** Exact decimal text, in the asset's units. */
  amount: string;
  /** A checked link that pays exactly `amount`, as wallets read it (`linkToShow`), or undefined. */
  uri: string | undefined;
  /** The address to pay to, or undefined for a `lightning:` link: its address is the invoice, which pays the whole amount only. */
  address: string | undefined;
  /** The network the link pays on ("Base"). */
  network: string;
  /** The asset the guard found the link pays (a browser wallet's transaction is built from it). */
  asset: Asset;
  /** The Lightning invoice the link carries, which pays exactly `amount`: the whole amount's only. */
  lightning?: LightningInvoice;
}

/**
 * The payable part of `payment` once `received` arrived (nothing received: all of it); undefined
 * when nothing is left to pay, which an "underpaid" status must then not claim.
 */
export function payable({ response, asset, lightning }: CryptoPayment, received?: string, assets: readonly Asset[] = builtInAssets()): Payable | undefined {
  const address = /^lightning:/i.test(response.uri) ? undefined : response.address;
  if (received === undefined) return { amount: toPlainDecimal(response.amount), uri: response.uri, address, network: asset.network, asset, ...(lightning && { lightning }) };
  const due = stillDue(response.amount, received);
  if (!due) return undefined;
  const uri = withAmount(response.uri, asset, due);
  const rest = uri === undefined ? undefined : checkPaymentLink({ ...response, uri, amount: due }, assets);
  return { amount: due, uri: rest?.ok ? rest.shown : undefined, address, network: asset.network, asset };
}
