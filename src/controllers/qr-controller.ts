/**
 * The crypto element's QR code: the encoder starts loading when a purchase is submitted
 * (`preload()`), and the code for the payment URI is drawn in `willUpdate` (`show(uri)`): at once
 * when the encoder is there, which it is by the time a response arrives, else in an update of its
 * own when it arrives. Never from `render()`, and never for a URI no longer shown.
 */
import type { ReactiveControllerHost } from 'lit';
import { preloadQrEncoder, qrPathNow, qrPathWhenReady } from '../qr/qr-loader.js';
import type { QrPath } from '../payment-screen/qr-path.js';

export class QrController {
  /** The code for the URI last shown; undefined while it loads, when none is, or when it does not fit. */
  path: QrPath | undefined;
  /** Settles once a code still loading is drawn (or its load failed): the host's updateComplete waits for it. */
  settled: Promise<unknown> = Promise.resolve();
  private uri: string | undefined;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Starts loading the encoder; a failed load leaves the page without a code, never throws. */
  preload(): void {
    preloadQrEncoder().catch(() => undefined);
  }

  /** The code to show from now on, for `uri`, or none. */
  show(uri: string | undefined): void {
    if (uri === this.uri) return;
    this.uri = uri;
    const now = uri ? qrPathNow(uri) : undefined;
    this.path = now === 'loading' ? undefined : now;
    if (now !== 'loading') return;
    this.settled = qrPathWhenReady(uri!).then(
      (path) => {
        if (this.uri !== uri) return;
        this.path = path;
        this.host.requestUpdate();
      },
      () => undefined,
    );
  }
}
