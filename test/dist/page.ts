/**
 * The built files as partners load them: a page under test/dist/ (or the demo) opens in an iframe,
 * with its own window and custom-element registry, and a buyer goes through both checkouts there.
 * The dist/ files come from `npm run build`, which `npm test` runs first.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import type { MarketCryptoPaymentDetail, MarketFiatSessionDetail } from '../../src/controllers/events.js';
import type { MarketCheckoutGlobal } from '../../src/elements/global.js';
import { ARRIVES, click, fill, find, textOf } from '../helpers/buyer.js';
import { renderQr } from '../helpers/crypto-qr.js';
import { OWNER } from '../helpers/fixtures.js';
import type { MockSession } from '../helpers/mock-session.js';

export type PageWindow = Window &
  typeof globalThis & {
    pageErrors?: string[];
    MarketCheckout?: MarketCheckoutGlobal;
    firstCopy?: { global: MarketCheckoutGlobal; fiat: CustomElementConstructor; crypto: CustomElementConstructor };
    litHtmlVersions?: string[];
    packageExports?: typeof import('../../src/index.js');
  };

export interface TestPage {
  win: PageWindow;
  crypto: MarketCryptoCheckout;
  fiat: MarketFiatCheckout;
  /** Everything the page reported: errors, rejections, refusals by its Content-Security-Policy. */
  errors(): string[];
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

/** Fails at once, with the fix, when dist/ has not been built. */
export async function requireBuild(): Promise<void> {
  const response = await fetch('/dist/market-checkout.iife.js', { method: 'HEAD' });
  if (!response.ok) throw new Error('dist/ is missing: run `npm run build` first (`npm test` does).');
}

/** Opens `path` in an iframe and waits until its scripts ran and both tags are defined. */
export function openPage(path: string): Promise<TestPage> {
  return open(path, (frame) => (frame.src = path));
}

/** The same for a page given as HTML (a README example), after the script that records errors. */
export function openHtml(html: string): Promise<TestPage> {
  return open('the page', (frame) => (frame.srcdoc = `<script src="/test/dist/record-errors.js"></script>\n${html}`));
}

async function open(path: string, load: (frame: HTMLIFrameElement) => void): Promise<TestPage> {
  await requireBuild();
  const frame = document.createElement('iframe');
  frame.width = '800';
  frame.height = '1200';
  frames.push(frame);
  const loaded = oneEvent(frame, 'load');
  load(frame);
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as PageWindow;
  const errors = () => [...(win.pageErrors ?? [])];
  const defined = () => ['market-crypto-checkout', 'market-fiat-checkout'].every((tag) => win.customElements.get(tag));
  await waitUntil(() => defined() || errors().length > 0, `${path} defined no elements`, { timeout: 5000 });
  if (!defined()) throw new Error(`${path} defined no elements: ${errors().join('; ')}`);
  const crypto = win.document.querySelector('market-crypto-checkout')!;
  const fiat = win.document.querySelector('market-fiat-checkout')!;
  await Promise.all([crypto.updateComplete, fiat.updateComplete]);
  return { win, crypto, fiat, errors };
}

/**
 * A buyer pays by crypto against the mock: fills in the form, asks for the payment details and
 * sees them. Returns the event's detail after checking the screen and the wire against it.
 */
export async function buyWithCrypto(el: MarketCryptoCheckout, mock: MockSession): Promise<MarketCryptoPaymentDetail> {
  el.setAttribute('base-url', mock.baseUrl());
  await fill(el, 'domain', 'example.com');
  await fill(el, 'ownerName', 'Ada Lovelace');
  await fill(el, 'ownerEmail', 'buyer@example.org');
  await fill(el, 'ownerAddress', OWNER);
  const paid = oneEvent(el, 'market-crypto-payment');
  await click(el, 'Get payment details');
  const { detail } = (await paid) as CustomEvent<MarketCryptoPaymentDetail>;
  await el.updateComplete;

  expect(el.getAttribute('state')).to.equal('awaiting-payment');
  expect(textOf(el, '[part="address"]')).to.equal(detail.response.address);
  expect(textOf(el, '[part="amount"]')).to.contain(detail.response.protocol);
  expect(find<HTMLAnchorElement>(el, '[part="wallet-link"]').getAttribute('href')).to.equal(detail.response.uri);
  // The bundled QR encoder really encodes: a phone reading the screen gets the payment URI.
  expect((await renderQr(find<SVGSVGElement>(el, 'svg[part="qr"]'))).text).to.equal(detail.response.uri);

  const [sent, ...more] = await mock.requests();
  expect(more).to.have.length(0);
  expect(sent.path).to.equal('/v1/market/crypto/purchase');
  expect(sent.body).to.deep.equal(detail.request);
  expect(detail.request).to.include({ domain: 'example.com', currency: 'BTC', ownerEmail: 'buyer@example.org' });
  return detail;
}

/** A buyer starts a card purchase against the mock; the element hands off to the payment slot. */
export async function startCardPayment(el: MarketFiatCheckout, mock: MockSession): Promise<MarketFiatSessionDetail> {
  el.setAttribute('base-url', mock.baseUrl());
  await fill(el, 'domain', 'example.com');
  await fill(el, 'ownerAddress', OWNER);
  const session = oneEvent(el, 'market-fiat-session');
  await click(el, 'Continue to card payment');
  const { detail } = (await session) as CustomEvent<MarketFiatSessionDetail>;
  await el.updateComplete;

  expect(el.getAttribute('state')).to.equal('handed-off');
  expect(detail.response.checkoutId).to.equal(detail.request.checkoutId);
  expect(detail.response.processorPublishableKey).to.be.a('string').and.not.equal('');
  const processorUi = el.querySelector<HTMLElement>('[slot="payment"]')!;
  await waitUntil(() => processorUi.getClientRects().length > 0, 'the payment slot shows the host’s processor UI', ARRIVES);

  const [sent, ...more] = await mock.requests();
  expect(more).to.have.length(0);
  expect(sent.path).to.equal('/v1/market/purchase');
  expect(sent.body).to.deep.equal(detail.request);
  return detail;
}
