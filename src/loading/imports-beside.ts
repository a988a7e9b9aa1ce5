/**
 * The files beside the self-contained bundles (vite.config.ts swaps this in for ./imports.ts),
 * each pinned by its hash and handed what it borrows of this bundle: the payment file this
 * bundle's Lit to render with and its decimal arithmetic to count with; the check file its error
 * class, messages, address reader and policy watch.
 */
// Handed to the payment file's useLit and useDecimal, which set its `export let` bindings (payment-screen/*-from-script.ts),
// and to the check file's useScript (checks/from-script.ts).
import { html, nothing } from 'lit';
import { parseBaseUrl } from '../api/base-url.js';
import { watchCsp } from '../api/csp-refusal.js';
import { configError, keyedError, MarketError } from '../api/errors.js';
import { fill, isMessageKey, KEYS, MESSAGES } from '../api/messages.js';
import type * as Checks from '../checks/entry-beside.js';
import { formatDecimal, isWholeDecimal, parseDecimal, shiftDecimal, subtractDecimal, toPlainDecimal } from '../core/decimal.js';
import type * as Payment from '../payment-screen/entry-beside.js';
import type * as Price from '../price/index.js';
import { checksFile, importBeside, paymentFile, priceFile } from './beside.js';

export async function importPaymentScreen(): Promise<typeof Payment> {
  const module = await importBeside<typeof Payment>(paymentFile());
  module.useLit({ html, nothing });
  module.useDecimal({ parseDecimal, toPlainDecimal, formatDecimal, shiftDecimal, isWholeDecimal, subtractDecimal });
  return module;
}

export async function importChecks(): Promise<typeof Checks> {
  const module = await importBeside<typeof Checks>(checksFile());
  module.useScript({ MarketError, keyedError, configError, MESSAGES, KEYS, fill, isMessageKey, parseBaseUrl, watchCsp });
  return module;
}

/** The price file borrows nothing: it counts and formats with the browser's BigInt and Intl. */
export const importPrice = () => importBeside<typeof Price>(priceFile());
