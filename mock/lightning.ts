/**
 * The mock's Lightning node: a BTC answer over Lightning carries a fresh BOLT11 invoice for the
 * amount, signed with the test key (mock/mint-invoice.ts; never a real node's), either in
 * a unified link (`bitcoin:…&lightning=`) or alone (`lightning:`). The node keeps each invoice's
 * preimage, which it reveals when the demo's test wallet pays the invoice (`POST …/lightning/pay`),
 * as a real node reveals it to the payer's: the proof the element checks.
 */
import type { CryptoPurchaseResponse } from '../src/checks/eager-schemas.js';
import { parseDecimal, shiftDecimal, toPlainDecimal } from '../src/core/decimal.js';
import { mintInvoice } from './mint-invoice.js';

/** Each invoice (lower case) the node issued, and its preimage. */
export type LightningNode = Map<string, string>;

/** `made` (a BTC answer) paid over Lightning: the unified link, or the Lightning-only answer; undefined for any other coin. */
export function overLightning(made: CryptoPurchaseResponse, shape: 'unified' | 'only', now: number, node: LightningNode): CryptoPurchaseResponse | undefined {
  if (made.protocol !== 'BTC') return undefined;
  // Bitcoin has 8 places; BOLT11 counts millisatoshi, 3 more.
  const amountMsat = shiftDecimal(parseDecimal(toPlainDecimal(made.amount))!, 11).digits;
  const timestamp = Math.floor(now / 1000);
  const minted = mintInvoice({ amountMsat, timestamp, expiry: Math.floor((made.expiryDateEpoch - now) / 1000), description: 'Domain purchase' });
  node.set(minted.invoice, minted.preimage);
  if (shape === 'unified') return { ...made, uri: `${made.uri}&lightning=${minted.invoice}` };
  return { ...made, address: minted.invoice, protocol: 'BTC on Lightning', uri: `lightning:${minted.invoice}` };
}

/** The node pays `invoice` as a wallet asked it: its preimage, or undefined for an invoice it never issued. */
export const preimageOf = (node: LightningNode, invoice: unknown): string | undefined =>
  typeof invoice === 'string' ? node.get(invoice.toLowerCase()) : undefined;
