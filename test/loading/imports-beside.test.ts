/**
 * The payment file and the check file beside the self-contained bundles (src/loading/imports-beside.ts),
 * as partners serve them: the payment file only for a crypto form, the check file for either,
 * each from the buyer's first touch of a form and before the purchase is sent; pinned by its
 * hash, so that a missing or altered file is a `network` error with nothing sent and every value
 * kept. Requests are counted as the page's browser records them; the pages are
 * test/helpers/beside-page.ts's.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketErrorEventDetail } from '../../src/controllers/events.js';
import { ARRIVES, click, control, errorOf, fill, screenText, shadow } from '../helpers/buyer.js';
import { cardPage, closePages, cryptoPage, isChecksFile, isPaymentFile, PARTNER, partnerPage } from '../helpers/beside-page.js';
import { OWNER } from '../helpers/fixtures.js';
import { mockSession, type MockSession } from '../helpers/mock-session.js';
import { engine } from '../helpers/engine.js';
import { setPageVisible } from '../helpers/page-visibility.js';
import { buyWithCrypto, startCardPayment } from '../dist/page.js';

/** What a buyer types, set as the host's prefills: no interaction with the form. */
function prefill(el: MarketCryptoCheckout, mock: MockSession): void {
  el.setAttribute('base-url', mock.baseUrl());
  Object.assign(el, { domain: 'example.com', ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: OWNER });
}

describe('The payment file beside the script', () => {
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
    closePages();

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

/** The paths under /dist/ a page fetched: its script, and whatever it loaded beside it. */
const besideScript = (page: { fetched(): string[] }) => page.fetched().filter((path) => path.startsWith('/dist/'));

describe('The check file beside the script', () => {
  it('a card-only page requests nothing beside its script before the buyer acts, the check file from the first focus, and completes a card purchase', async function () {
    await setPageVisible(true);
    const page = await cardPage();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(besideScript(page), 'the script alone').to.deep.equal(['/dist/market-fiat-checkout.iife.js']);
    control(page.el, 'domain')!.focus();
    await waitUntil(() => page.fetched().some(isChecksFile), 'the check file fetched on focus', { timeout: 4000 });
    await startCardPayment(page.el, mockSession());
    expect(page.fetched().filter(isPaymentFile), 'no payment file').to.deep.equal([]);
    expect(new Set(page.fetched().filter(isChecksFile)).size, 'one check file').to.equal(1);
    expect(page.errors()).to.deep.equal([]);
  });

  it('the card, crypto and combined scripts pin one and the same check file', async () => {
    const named = async (script: string) => /checks\.[\w-]+\.js/.exec(await (await fetch(`/dist/${script}`)).text())?.[0];
    const names = await Promise.all(['market-fiat-checkout.iife.js', 'market-crypto-checkout.iife.js', 'market-checkout.iife.js', 'market-checkout.js'].map(named));
    expect(names[0]).to.match(/^checks\./);
    expect(new Set(names).size).to.equal(1);
  });

  it('a card purchase completes with the check file 2 s late: the button is busy while the submit waits, and one order is sent however often it is pressed', async () => {
    const page = await cardPage('/late-submit/dist/market-fiat-checkout.iife.js');
    const mock = mockSession();
    page.el.setAttribute('base-url', mock.baseUrl());
    Object.assign(page.el, { domain: 'example.com', ownerAddress: OWNER });
    await page.el.updateComplete;
    const session = oneEvent(page.el, 'market-fiat-session');
    const submit = shadow(page.el).querySelector<HTMLButtonElement>('button[part~="submit"]')!;
    submit.click();
    // Not updateComplete, which includes what follows the check file's arrival.
    await waitUntil(() => submit.getAttribute('aria-busy') === 'true', 'busy while the check file comes');
    submit.click();
    void page.el.submit();
    expect(await mock.requests(), 'nothing sent before it').to.deep.equal([]);
    await session;
    await page.el.updateComplete;
    expect(page.el.getAttribute('state')).to.equal('handed-off');
    expect(await mock.requests(), 'one order').to.have.length(1);
    const entries = () => page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const isPost = (entry: PerformanceEntry) => entry.name.endsWith('/v1/market/purchase');
    await waitUntil(() => entries().some(isPost), 'the purchase recorded by the page', ARRIVES);
    const file = entries().find((entry) => isChecksFile(new URL(entry.name).pathname))!;
    expect(file.responseEnd, 'the check file had arrived when the purchase was sent').to.be.at.most(entries().find(isPost)!.startTime);
    expect(page.errors()).to.deep.equal([]);
  });

  it('a check the buyer triggers before the check file arrived waits for it: the field is told its error once the file is here, with nothing more done', async () => {
    // An address of its own: the check file another test fetched would come from the memory cache at once.
    const page = await cardPage('/late-check/dist/market-fiat-checkout.iife.js');
    // The field is left at the buyer's first touch, when the file is only asked for. (Not through
    // updateComplete, which includes what follows the file's arrival.)
    const input = control(page.el, 'domain')!;
    input.focus();
    input.value = 'example';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    input.blur();
    const checksFile = () =>
      (page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => isChecksFile(new URL(entry.name).pathname) && entry.responseEnd > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Checked once the update the blur asked for is done: the file, 2 s late, is not here, and
    // the field says nothing yet, neither an error nor anything that reads as valid.
    expect(checksFile()?.responseEnd ?? 'not yet', 'the check file still on its way').to.equal('not yet');
    expect(errorOf(page.el, 'domain') ?? '', 'no verdict before the rules are here').to.equal('');
    expect(input.hasAttribute('aria-invalid') && input.getAttribute('aria-invalid') !== 'false', 'not marked invalid yet').to.equal(false);
    let shownAt = 0;
    await waitUntil(() => errorOf(page.el, 'domain') && (shownAt = page.win.performance.now()), 'the error once the check file is here', { timeout: 6000 });
    expect(errorOf(page.el, 'domain')).to.equal('Enter the full domain, with its ending (for example example.com).');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(checksFile()!.responseEnd, 'the error came after the check file').to.be.at.most(shownAt);
    expect(new Set(page.fetched().filter(isChecksFile)).size, 'one check file').to.equal(1);
    expect(page.errors()).to.deep.equal([]);
  });

  for (const fault of ['missing', 'altered'] as const) {
    it(`a ${fault} check file is a network error on a card page: nothing is sent and every value is kept`, async function () {
      const page = await cardPage(`/${fault}/dist/market-fiat-checkout.iife.js`);
      const mock = mockSession();
      page.el.setAttribute('base-url', mock.baseUrl());
      await fill(page.el, 'domain', 'example.com');
      await fill(page.el, 'ownerAddress', OWNER);
      const failed = oneEvent(page.el, 'market-error');
      await click(page.el, 'Continue to card payment');
      const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
      expect(detail.error.code).to.equal('network');
      await page.el.updateComplete;
      expect(page.el.getAttribute('state')).to.equal('editing');
      expect(await mock.requests(), 'nothing sent').to.deep.equal([]);
      expect(control(page.el, 'domain')!.value).to.equal('example.com');
      expect(control(page.el, 'ownerAddress')!.value).to.equal(OWNER);
      expect(screenText(page.el)).to.include('We could not reach the payment service');
    });
  }
});
