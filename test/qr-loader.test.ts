/**
 * The lazy QR encoder and the crypto element's use of it: nothing is drawn before the encoder
 * is loaded, the code arrives in an update of its own when it is, and at once afterwards; a URI
 * no longer shown is never drawn.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import { QrController } from '../src/controllers/qr-controller.js';
import { preloadQrEncoder, qrPathNow, qrPathWhenReady } from '../src/qr/qr-loader.js';

const URI_A = 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021';
const URI_B = 'litecoin:ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr?amount=0.18';

/** A host that counts the updates the controller asks for. */
function countingHost() {
  const host = { updates: 0, requestUpdate: () => void (host.updates += 1) };
  return host as typeof host & ReactiveControllerHost;
}

describe('QR loader', () => {
  // The encoder loads once per page; these run in order, from a page that has not loaded it.
  it('draws nothing before the encoder is loaded, then the code in one update of its own', async () => {
    expect(qrPathNow(URI_A), 'not loaded on import').to.equal('loading');
    const host = countingHost();
    const qr = new QrController(host);
    qr.show(URI_A);
    expect(qr.path).to.equal(undefined);
    // Replaced before the encoder arrives: only the URI shown now is drawn.
    qr.show(URI_B);
    await qr.settled;
    expect(host.updates).to.equal(1);
    expect(qr.path).to.deep.equal(await qrPathWhenReady(URI_B));
  });

  it('draws at once, with no update of its own, once the encoder is loaded', async () => {
    await preloadQrEncoder();
    const host = countingHost();
    const qr = new QrController(host);
    qr.preload();
    qr.show(URI_A);
    expect(qr.path).to.deep.equal(qrPathNow(URI_A));
    expect(qr.path!.d).to.match(/^M4 4h7v1h-7z/);
    qr.show(undefined);
    expect(qr.path).to.equal(undefined);
    await Promise.resolve();
    expect(host.updates).to.equal(0);
  });

  it('loads one encoder for every caller', async () => {
    expect(preloadQrEncoder()).to.equal(preloadQrEncoder());
    expect(await qrPathWhenReady('x'.repeat(3000)), 'too long for any QR code').to.equal(undefined);
  });
});
