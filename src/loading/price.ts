/**
 * The one way from the first load to the price file (src/price/): reading and checking the host's
 * price, its exact arithmetic and formatting, the quote's calls. Fetched only on a page that sets
 * a price; in the package build and from source a dynamic import an app's bundler splits, beside
 * the self-contained bundles the pinned file (./imports-beside.ts). A failed load is tried again
 * at the next call.
 */
import type * as Price from '../price/index.js';
// The self-contained bundles swap this for ./imports-beside.js (filesBeside, scripts/vite/swaps.ts).
import { importPrice } from './imports.js';

export type PriceModule = typeof Price;

let loading: Promise<PriceModule> | undefined;

export function loadPrice(): Promise<PriceModule> {
  loading ??= importPrice().catch((cause: unknown) => {
    loading = undefined;
    throw cause;
  });
  return loading;
}
