/**
 * The payment file beside the self-contained bundles (vite.config.ts swaps this in for
 * ./payment-import.ts): pinned by its hash, and handed this bundle's Lit to render with and its
 * decimal arithmetic to count with.
 */
// Handed to the payment file's useLit and useDecimal, which set its `export let` bindings (payment-screen/*-from-script.ts).
import { html, nothing } from 'lit';
import { formatDecimal, isWholeDecimal, parseDecimal, shiftDecimal, subtractDecimal, toPlainDecimal } from '../core/decimal.js';
import type * as Beside from '../payment-screen/entry-beside.js';
import { importBeside, paymentFile } from './beside.js';

export async function importPaymentScreen(): Promise<typeof Beside> {
  const module = await importBeside<typeof Beside>(paymentFile());
  module.useLit({ html, nothing });
  module.useDecimal({ parseDecimal, toPlainDecimal, formatDecimal, shiftDecimal, isWholeDecimal, subtractDecimal });
  return module;
}
