/**
 * The QR encoder (src/payment-screen/qr-path.ts with qrcode's core, about 8 KB gzip) is needed only once a
 * purchase is accepted. Loaded through `import()` when the buyer submits, it arrives while the
 * request is out, so the package's first load does not carry it. The one-file bundles inline
 * the import: there it costs a microtask, not a request.
 */
import type { QrPath } from '../payment-screen/qr-path.js';

type Encoder = typeof import('../payment-screen/qr-path.js');

let encoder: Encoder | undefined;
let loading: Promise<Encoder> | undefined;

/** Starts loading the encoder, once per page; a failed load is tried again at the next call. */
export function preloadQrEncoder(): Promise<Encoder> {
  loading ??= import('../payment-screen/qr-path.js').then(
    (loaded) => (encoder = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The path for `uri` when the encoder is already loaded; `'loading'` when it is not (yet). */
export function qrPathNow(uri: string): QrPath | undefined | 'loading' {
  return encoder ? encoder.qrPath(uri) : 'loading';
}

/** The path for `uri` once the encoder is loaded (starting the load if need be). */
export async function qrPathWhenReady(uri: string): Promise<QrPath | undefined> {
  return (await preloadQrEncoder()).qrPath(uri);
}
