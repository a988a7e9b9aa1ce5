/**
 * Partner pages for the files the built scripts load from beside themselves, as partners serve
 * them: a page in an iframe under the strict policy of the tests (Trusted Types on), which records
 * its errors and warnings and the files its browser fetched. The test server's /altered/,
 * /missing/, /slow/ and /late/ prefixes serve the same scripts with the files beside them changed,
 * gone, or a second or two late (scripts/wtr/built-scripts.js). Every page is closed after each test.
 */
import { oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { PageWindow } from '../dist/page.js';

export const PARTNER = 'partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b"';
// A srcdoc page's 'self' is the page's origin in Chromium and WebKit, not in Firefox: named too.
const SELF = `'self' ${location.origin}`;
const POLICY = `default-src ${SELF}; script-src ${SELF}; style-src ${SELF}; connect-src ${SELF}; require-trusted-types-for 'script'; trusted-types lit-html`;

export interface Page {
  win: PageWindow & { pageWarnings?: string[] };
  doc: Document;
  errors(): string[];
  warnings(): string[];
  /** The paths the page fetched so far, in order, as its browser records them. */
  fetched(): string[];
}

const frames: HTMLIFrameElement[] = [];

/** Closes every page opened so far (the tab's sessionStorage stays, as across a reload). */
export function closePages(): void {
  frames.splice(0).forEach((frame) => frame.remove());
}

afterEach(() => {
  closePages();
  sessionStorage.clear();
});

/** A partner page with `script` and `body`, under the strict policy; resolves once `tag` is defined. */
export async function partnerPage(script: string, body: string, tag: string): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.width = '800';
  frame.height = '1200';
  frames.push(frame);
  frame.srcdoc = `<meta http-equiv="Content-Security-Policy" content="${POLICY}" />
    <script src="/test/dist/record-errors.js"></script><script src="/test/locales/record-warnings.js"></script>
    <script src="${script}" defer></script>${body}`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Page['win'];
  await waitUntil(() => win.customElements.get(tag), `${script} defined ${tag}`, { timeout: 5000 });
  return {
    win,
    doc: win.document,
    errors: () => [...(win.pageErrors ?? [])],
    warnings: () => [...(win.pageWarnings ?? [])],
    fetched: () => win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  };
}

/** Whether a fetched path is the payment file beside the scripts (content-hashed). */
export const isPaymentFile = (path: string) => /\/dist\/payment\.[\w-]+\.js$/.test(path);

/** Whether a fetched path is the check file beside the scripts (content-hashed). */
export const isChecksFile = (path: string) => /\/dist\/checks\.[\w-]+\.js$/.test(path);

/** A partner page with a `<market-fiat-checkout>` set up by the host (no buyer field), from `script`, rendered. */
export async function cardPage(script = '/dist/market-fiat-checkout.iife.js'): Promise<Page & { el: MarketFiatCheckout }> {
  const page = await partnerPage(
    script,
    `<market-fiat-checkout ${PARTNER} external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK">
      <div slot="payment">The processor's card form</div>
    </market-fiat-checkout>`,
    'market-fiat-checkout',
  );
  const el = page.doc.querySelector('market-fiat-checkout')!;
  await el.updateComplete;
  return { ...page, el };
}

/** A partner page with a BTC `<market-crypto-checkout>` from `script`, rendered. */
export async function cryptoPage(script = '/dist/market-checkout.iife.js'): Promise<Page & { el: MarketCryptoCheckout }> {
  const page = await partnerPage(script, `<market-crypto-checkout ${PARTNER} currency="BTC"></market-crypto-checkout>`, 'market-crypto-checkout');
  const el = page.doc.querySelector('market-crypto-checkout')!;
  await el.updateComplete;
  return { ...page, el };
}
