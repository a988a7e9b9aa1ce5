/**
 * "Copy details for support": what support asks for, in one plain-text block the buyer copies at
 * once, on every screen a payment reached. Labels in the element's language; ids, amounts, the
 * address and the hash exactly as they are (they are compared, not read). Never the buyer's
 * e-mail or name: only the fields named here are read from the request.
 */
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../checks/schemas.js';
// The payment build swaps this for the script's decimal arithmetic, lent by useDecimal (decimalFromScript, scripts/vite/swaps.ts).
import { toPlainDecimal } from '../core/decimal.js';
import type { Strings } from '../locales/strings.js';
import type { ShownPrice, TrackedPayment } from '../payment/tracked-payment.js';
import type { Payable } from '../payment/payable.js';

export interface SupportDetails {
  request: Pick<CryptoPurchaseRequest, 'domain'>;
  response: Pick<CryptoPurchaseResponse, 'amount' | 'protocol' | 'address' | 'orderId' | 'paymentId'>;
  /** The period as the order summary writes it ("2 years"). */
  period: string;
  /** The network the checked link pays on, when known. */
  network: string | undefined;
  /** The transaction's hash, where a wallet sent it or the chain showed it. */
  txHash: string | undefined;
  /** A Lightning invoice's payment hash: how the payee's node finds the payment. */
  paymentHash?: string | undefined;
  /** What arrived so far and what is still due, where known (`arrived`), in the asset's units. */
  received?: string | undefined;
  due?: string | undefined;
  /** The total the buyer was shown at submit, exactly as the host stated it. */
  price?: ShownPrice | undefined;
  /** When the buyer copied it (ms since the epoch), written in UTC: support compares it with logs. */
  at: number;
}

/**
 * What arrived and what is still due of `payment`, where the screen knows: after an underpayment
 * both (`payNow`, what the screen asks for now, is the rest), and for a payment paid or late what
 * arrived, as the element's reads or the host told it.
 */
export function arrived(payment: TrackedPayment, payNow: Payable | undefined): Pick<SupportDetails, 'received' | 'due'> {
  const { received } = payment as { received?: string };
  return { received, due: received && payment.state === 'awaiting-payment' ? payNow?.amount : undefined };
}

export function supportText(t: Strings, { request, response, period, network, txHash, paymentHash, received, due, price, at }: SupportDetails): string {
  const units = (amount: string | undefined) => amount && `${amount} ${response.protocol}`;
  const rows: [label: string, value: string | undefined][] = [
    [t.domainLabel, request.domain],
    [t.yearsLabel, period],
    [t.orderTotal, price && `${price.total} ${price.currency}`],
    [t.amountLabel, units(toPlainDecimal(response.amount))],
    [t.receivedLabel, units(received)],
    [t.stillDueLabel, units(due)],
    [t.networkLabel, network],
    [t.addressLabel, response.address],
    [t.orderId, response.orderId],
    [t.paymentId, response.paymentId],
    [t.txLabel, txHash],
    [t.paymentHashLabel, paymentHash],
    [t.supportTimeLabel, new Date(at).toISOString()],
  ];
  return rows.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])).join('\n');
}
