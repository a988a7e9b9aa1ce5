/**
 * The files the built scripts load from beside themselves, as partners serve them: the payment
 * file only for a crypto form, from the buyer's first touch of it and before the purchase is sent;
 * each file pinned by its hash, so that a missing or altered payment file is a `network` error with
 * nothing sent and every value kept (the languages beside the script: test/locales/load-beside.test.ts).
 * A card-only page loads no crypto code at all. The pages run under the strict policy of the tests
 * (Trusted Types on).
 * Requests are counted as the page's browser records them; the test server's /altered/, /missing/
 * and /slow/ prefixes serve the same scripts with the files beside them changed, gone or late
 * (web-test-runner.config.js).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { MarketErrorEventDetail } from '../../src/core/events.js';
import { ARRIVES, click, control, fill, screenText, shadow } from '../helpers/buyer.js';
import { OWNER } from '../helpers/fixtures.js';
import { mockSession, type MockSession } from '../helpers/mock-session.js';
import { engine } from '../helpers/engine.js';
import { setPageVisible } from '../helpers/page-visibility.js';
import { buyWithCrypto, startCardPayment, type PageWindow } from '../dist/page.js';

const PARTNER = 'partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b"';
// A srcdoc page's 'self' is the page's origin in Chromium and WebKit, not in Firefox: named too.
const SELF = `'self' ${location.origin}`;
const POLICY = `default-src ${SELF}; script-src ${SELF}; style-src ${SELF}; connect-src ${SELF}; require-trusted-types-for 'script'; trusted-types lit-html`;

interface Page {
  win: PageWindow & { pageWarnings?: string[] };
  doc: Document;
  errors(): string[];
  warnings(): string[];
  /** The paths the page fetched so far, in order, as its browser records them. */
  fetched(): string[];
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  frames.splice(0).forEach((frame) => frame.remove());
  sessionStorage.clear();
});

/** A partner page with `script` and `body`, under the strict policy; resolves once `tag` is defined. */
async function partnerPage(script: string, body: string, tag: string): Promise<Page> {
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

const isPaymentFile = (path: string) => /\/dist\/payment\.[\w-]+\.js$/.test(path);

async function cryptoPage(script = '/dist/market-checkout.iife.js', attributes = ''): Promise<Page & { el: MarketCryptoCheckout }> {
  const page = await partnerPage(script, `<market-crypto-checkout ${PARTNER} currency="BTC" ${attributes}></market-crypto-checkout>`, 'market-crypto-checkout');
  const el = page.doc.querySelector('market-crypto-checkout')!;
  await el.updateComplete;
  return { ...page, el };
}

/** What a buyer types, set as the host's prefills: no interaction with the form. */
function prefill(el: MarketCryptoCheckout, mock: MockSession): void {
  el.setAttribute('base-url', mock.baseUrl());
  Object.assign(el, { domain: 'example.com', ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: OWNER });
}

describe('Files beside the script', () => {
  it('a card-only page requests no payment file and carries no guard', async () => {
    const page = await partnerPage(
      '/dist/market-fiat-checkout.iife.js',
      `<market-fiat-checkout ${PARTNER} external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK">
        <div slot="payment">The processor's card form</div>
      </market-fiat-checkout>`,
      'market-fiat-checkout',
    );
    const el = page.doc.querySelector<MarketFiatCheckout>('market-fiat-checkout')!;
    await startCardPayment(el, mockSession());
    expect(page.win.customElements.get('market-crypto-checkout'), 'no crypto element').to.equal(undefined);
    const global = page.win.MarketCheckout as unknown as Record<string, unknown>;
    expect(global.MarketFiatCheckout).to.equal(page.win.customElements.get('market-fiat-checkout'));
    expect(global.checkPaymentLink, 'no payment-link guard').to.equal(undefined);
    expect(global.BUILT_IN_ASSETS, 'no asset table').to.equal(undefined);
    const script = await (await fetch('/dist/market-fiat-checkout.iife.js')).text();
    expect(script, "the asset table's schemes are not in the script").not.to.include('bitcoincash');
    expect(page.fetched().filter(isPaymentFile)).to.deep.equal([]);
    expect(page.errors()).to.deep.equal([]);
  });

  it('the payment file is not fetched before the first interaction with a crypto form, then once', async function () {
    // Focus events need a page in front: test files running at once hide each other.
    await setPageVisible(true);
    const page = await cryptoPage();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(page.fetched().filter(isPaymentFile), 'nothing on load').to.deep.equal([]);
    control(page.el, 'domain')!.focus();
    await waitUntil(() => page.fetched().some(isPaymentFile), 'the payment file fetched on focus', { timeout: 4000 });
    await buyWithCrypto(page.el, mockSession());
    // The preload and the fetch that checks its integrity (src/loading/beside.ts); WebKit's import()
    // does not take the preloaded module and fetches the file a third time (initiator "script").
    expect(page.fetched().filter(isPaymentFile)).to.have.length((await engine()) === 'webkit' ? 3 : 2);
    expect(page.errors()).to.deep.equal([]);
  });

  it('a purchase sent without any interaction (submit() from code) waits for the payment file before the POST', async function () {
    const page = await cryptoPage();
    const mock = mockSession();
    prefill(page.el, mock);
    const response = await page.el.submit();
    expect(response?.address).to.be.a('string');
    const entries = () => page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const isPost = (entry: PerformanceEntry) => entry.name.endsWith('/v1/market/crypto/purchase');
    await waitUntil(() => entries().some(isPost), 'the purchase recorded by the page', ARRIVES);
    const file = entries().find((entry) => isPaymentFile(new URL(entry.name).pathname))!;
    const post = entries().find(isPost)!;
    expect(file, 'the payment file was fetched').to.not.equal(undefined);
    expect(file.responseEnd, 'the payment file had arrived when the purchase was sent').to.be.at.most(post.startTime);
    await page.el.updateComplete;
    expect(shadow(page.el).querySelector('svg[part~="qr"]'), 'the QR code').to.not.equal(null);
  });

  it('the crypto-only script loads the same payment file beside it and completes a purchase', async function () {
    const page = await cryptoPage('/dist/market-crypto-checkout.iife.js');
    expect(page.win.customElements.get('market-fiat-checkout'), 'no card element').to.equal(undefined);
    await buyWithCrypto(page.el, mockSession());
    expect(new Set(page.fetched().filter(isPaymentFile)).size, 'one payment file').to.equal(1);
    expect(page.errors()).to.deep.equal([]);
  });

  for (const fault of ['missing', 'altered'] as const) {
    it(`a ${fault} payment file is a network error: nothing is sent and every value is kept`, async function () {
      const page = await cryptoPage(`/${fault}/dist/market-checkout.iife.js`);
      const mock = mockSession();
      page.el.setAttribute('base-url', mock.baseUrl());
      await fill(page.el, 'domain', 'example.com');
      await fill(page.el, 'ownerName', 'Ada Lovelace');
      await fill(page.el, 'ownerEmail', 'buyer@example.org');
      await fill(page.el, 'ownerAddress', OWNER);
      const failed = oneEvent(page.el, 'market-error');
      await click(page.el, 'Get payment details');
      const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
      expect(detail.error.code).to.equal('network');
      await page.el.updateComplete;
      expect(page.el.getAttribute('state')).to.equal('editing');
      expect(await mock.requests(), 'nothing sent').to.deep.equal([]);
      expect(control(page.el, 'domain')!.value).to.equal('example.com');
      expect(control(page.el, 'ownerName')!.value).to.equal('Ada Lovelace');
      expect(control(page.el, 'ownerEmail')!.value).to.equal('buyer@example.org');
      expect(control(page.el, 'ownerAddress')!.value).to.equal(OWNER);
      expect(screenText(page.el)).to.include('We could not reach the payment service');
    });
  }

  it('a resumed payment shows a busy state while the payment file loads, never the form', async () => {
    const mock = mockSession();
    const first = await cryptoPage();
    const detail = await buyWithCrypto(first.el, mock);
    frames.splice(0).forEach((frame) => frame.remove());

    // The same shop's page again (a reload), with the payment file a second late.
    const page = await partnerPage(
      '/slow/dist/market-checkout.iife.js',
      `<market-crypto-checkout ${PARTNER} currency="BTC" base-url="${mock.baseUrl()}"></market-crypto-checkout>`,
      'market-crypto-checkout',
    );
    const el = page.doc.querySelector('market-crypto-checkout')!;
    await waitUntil(() => shadow(el).querySelector('[aria-busy="true"]'), 'a busy state', { timeout: 4000 });
    expect(shadow(el).querySelector('[role="status"]')?.textContent?.trim()).to.equal('Loading your payment…');
    expect(shadow(el).querySelector('form'), 'never the form').to.equal(null);
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    expect(screenText(el)).to.include(detail.response.address);
    expect(shadow(el).querySelector('[aria-busy="true"]')).to.equal(null);
    expect(await mock.requests(), 'one order').to.have.length(1);
    expect(page.errors()).to.deep.equal([]);
  });
});
