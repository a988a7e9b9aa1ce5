/**
 * "Copy details for support": what support asks for, in one plain-text block the buyer copies at
 * once, on every screen a payment reached. Labels in the element's language; ids, amounts, the
 * address and the hash exactly as they are (they are compared, not read). Never the buyer's
 * e-mail or name: only the fields named here are read from the request.
 */
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../api/schemas.js';
// The payment build swaps this for the script's decimal arithmetic, lent by useDecimal (decimalFromScript, scripts/vite/swaps.ts).
import { toPlainDecimal } from '../core/decimal.js';
import type { Strings } from '../locales/strings.js';

export interface SupportDetails {
  request: Pick<CryptoPurchaseRequest, 'domain'>;
  response: Pick<CryptoPurchaseResponse, 'amount' | 'protocol' | 'address' | 'orderId' | 'paymentId'>;
  /** The period as the order summary writes it ("2 years"). */
  period: string;
  /** The network the checked link pays on, when known. */
  network: string | undefined;
  /** The transaction's hash, where a wallet sent it or the chain showed it. */
  txHash: string | undefined;
  /** When the buyer copied it (ms since the epoch), written in UTC: support compares it with logs. */
  at: number;
}

export function supportText(t: Strings, { request, response, period, network, txHash, at }: SupportDetails): string {
  const rows: [label: string, value: string | undefined][] = [
    [t.domainLabel, request.domain],
    [t.yearsLabel, period],
    [t.amountLabel, `${toPlainDecimal(response.amount)} ${response.protocol}`],
    [t.networkLabel, network],
    [t.addressLabel, response.address],
    [t.orderId, response.orderId],
    [t.paymentId, response.paymentId],
    [t.txLabel, txHash],
    [t.supportTimeLabel, new Date(at).toISOString()],
  ];
  return rows.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])).join('\n');
}
