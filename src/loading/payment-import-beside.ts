/**
 * The payment file beside the self-contained bundles (vite.config.ts swaps this in for
 * ./payment-import.ts): pinned by its hash, and handed this bundle's Lit to render with.
 */
import { html, nothing, svg } from 'lit';
import type * as Screen from '../payment-screen/index.js';
import { importBeside, PAYMENT_FILE } from './beside.js';

type Beside = typeof Screen & { useLit(lit: { html: typeof html; nothing: typeof nothing; svg: typeof svg }): void };

export async function importPaymentScreen(): Promise<typeof Screen> {
  const module = await importBeside<Beside>(PAYMENT_FILE);
  module.useLit({ html, nothing, svg });
  return module;
}
