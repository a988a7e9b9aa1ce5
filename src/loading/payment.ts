/**
 * The one way from the first load to the payment file (src/payment-screen/). In the package build
 * and from source it is a plain dynamic import, which an app's bundler splits into a chunk of its
 * own; the self-contained bundles swap in ./imports-beside.ts (scripts/vite/swaps.ts). Loaded once per
 * page; a failed load is tried again at the next call.
 */
import { keyedError } from '../api/errors.js';
import type * as Screen from '../payment-screen/index.js';
// The self-contained bundles swap this for ./imports-beside.js (filesBeside, scripts/vite/swaps.ts).
import { importPaymentScreen } from './imports.js';

export type PaymentScreenModule = typeof Screen;

let loading: Promise<PaymentScreenModule> | undefined;
let loaded: PaymentScreenModule | undefined;

/** The payment file, once it is here. */
export function paymentScreenNow(): PaymentScreenModule | undefined {
  return loaded;
}

/** The payment file; rejects with a `network` MarketError when it cannot be had (missing, altered). */
export function loadPaymentScreen(): Promise<PaymentScreenModule> {
  loading ??= importPaymentScreen().then(
    (module) => (loaded = module),
    (cause: unknown) => {
      loading = undefined;
      throw keyedError('network', 'errorNetwork', { cause });
    },
  );
  return loading;
}
