/**
 * The floor under submit → QR: the request the crypto element sent (recorded by bench/submit.js),
 * sent again by a bare fetch() to the same mock, and the QR code of the answer's link drawn as the
 * element draws it (./draw-qr.ts). No form, no checks, no screen around it.
 */
import { drawQr } from './draw-qr.js';

interface Recorded {
  url: string;
  init: RequestInit;
}

declare global {
  interface Window {
    /** The element's first purchase request; set by bench/submit.js before the script runs. */
    benchRequest?: Recorded;
    benchBareSubmit(): Promise<number>;
  }
}

/** Milliseconds from the fetch to the QR code laid out. */
window.benchBareSubmit = async () => {
  const recorded = window.benchRequest;
  if (!recorded) throw new Error('no purchase request was recorded to send again');
  const start = performance.now();
  const res = await fetch(recorded.url, recorded.init);
  const answer = (await res.json()) as { uri: string };
  drawQr(answer.uri);
  return performance.now() - start;
};
