/**
 * Elements a server rendered with Lit's SSR, hydrated in the browser with Lit's hydrate support
 * loaded first (scripts/wtr/server-rendered.js, README "Server rendering"): each keeps the one form
 * the server wrote (no second one beside it) and works. What only the page knows comes after the
 * hydrating render (src/controllers/server-rendered.ts): a wallet's "Use my wallet" and a
 * right-to-left language are shown, where reading them in the first render failed hydration
 * ("Hydration value mismatch") or left the server's `dir="ltr"` in place. A language registered on
 * the server renders there, in the element's own `lang`, and hydration keeps it: no frame in
 * English while the page's own copy of it loads (test/locales/record-frames.js records each frame).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import de from '../../src/locales/de.js';
import { mockSession } from '../helpers/mock-session.js';
import { setPageVisible } from '../helpers/page-visibility.js';

interface Page {
  win: Window & { problems: string[]; paintedFrames: { element: string; shown: boolean; submit: string; label: string; dir: string }[] };
  crypto: MarketCryptoCheckout;
  fiat: MarketFiatCheckout;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

async function serverRenderedPage(query: Record<string, string>): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.src = `/server-rendered.html?${new URLSearchParams(query)}`;
  frames.push(frame);
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Page['win'];
  const doc = frame.contentDocument!;
  await waitUntil(() => win.customElements.get('market-crypto-checkout') && win.customElements.get('market-fiat-checkout'), 'the package defined both tags', { timeout: 10_000 });
  const crypto = doc.querySelector('market-crypto-checkout') as MarketCryptoCheckout;
  const fiat = doc.querySelector('market-fiat-checkout') as MarketFiatCheckout;
  await Promise.all([crypto.updateComplete, fiat.updateComplete]);
  // What a page read after the hydrating render is rendered in the next.
  await Promise.all([crypto.updateComplete, fiat.updateComplete]);
  return { win, crypto, fiat };
}

const root = (el: Element) => el.shadowRoot!;
const forms = (el: Element) => root(el).querySelectorAll('form').length;
const submitText = (el: Element) => root(el).querySelector('[part~="submit"]')!.textContent!.trim();
const dir = (el: Element) => root(el).querySelector('[part~="card"]')!.getAttribute('dir');

// The German case records frames at each animation frame, which a page hidden behind another test file's stops.
before(() => setPageVisible(true));

describe('server-rendered elements, hydrated', () => {
  it('keep the one form the server wrote, and a purchase goes through', async () => {
    const session = mockSession();
    const { win, crypto, fiat } = await serverRenderedPage({ 'base-url': session.baseUrl() });
    expect([forms(crypto), forms(fiat)], 'one form each, the server\'s').to.deep.equal([1, 1]);
    expect([submitText(crypto), submitText(fiat)]).to.deep.equal(['Get payment details', 'Continue to card payment']);
    expect(root(crypto).textContent, 'no wallet on this page').not.to.include('Use my wallet');

    Object.assign(crypto, { ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' });
    const payment = await crypto.submit();
    await crypto.updateComplete;
    expect(crypto.getAttribute('state')).to.equal('awaiting-payment');
    expect(root(crypto).querySelector('[part~="address"]')?.textContent?.trim()).to.equal(payment?.address);
    expect((await session.requests()).length, 'one request').to.equal(1);
    expect(win.problems).to.deep.equal([]);

    // The payment kept in the tab shows on the next server-rendered page, once the form is hydrated.
    const next = await serverRenderedPage({ 'base-url': session.baseUrl() });
    await waitUntil(() => root(next.crypto).querySelector('[part~="address"]'), 'the kept payment is shown', { timeout: 10_000 });
    expect(root(next.crypto).querySelector('[part~="address"]')?.textContent?.trim()).to.equal(payment?.address);
    expect((await session.requests()).length, 'and asked for again').to.equal(1);
    expect(next.win.problems).to.deep.equal([]);
  });

  it('offer "Use my wallet" where the page has a wallet, after hydrating', async () => {
    const { win, crypto } = await serverRenderedPage({ 'base-url': mockSession().baseUrl(), wallet: '' });
    expect(forms(crypto)).to.equal(1);
    expect(root(crypto).querySelector('button.use-wallet')?.textContent?.trim()).to.equal('Use my wallet');
    expect(win.problems).to.deep.equal([]);
  });

  it('render in German where the server had German registered, and hydrate with no frame in English', async () => {
    const { win, crypto, fiat } = await serverRenderedPage({ 'base-url': mockSession().baseUrl(), lang: 'de' });
    // The page's module loads German itself (nothing registered it there): until then the server's words stay.
    await waitUntil(() => win.performance.getEntriesByType('resource').some((entry) => /\/locales\/de\.js$/.test(entry.name)), 'the page fetched German', { timeout: 10_000 });
    // Frames come at the iframe's animation frames, which a test file running beside this one slows.
    await waitUntil(() => win.paintedFrames.filter((frame) => frame.shown).length > 2, 'frames recorded from the first', { timeout: 10_000 });
    expect([submitText(crypto), submitText(fiat)]).to.deep.equal([de.submitCrypto, de.submitFiat]);
    const frames = win.paintedFrames.filter((frame) => frame.shown);
    const wanted: Record<string, string> = { 'market-crypto-checkout': de.submitCrypto, 'market-fiat-checkout': de.submitFiat };
    // A frame painted while the parser is still inside the server's HTML (a loaded machine) may hold
    // the label and not yet the button: no words in it, so none in English.
    const wrong = (frame: (typeof frames)[number]) => (frame.submit !== '' && frame.submit !== wanted[frame.element]) || frame.label !== de.yearsLabel;
    expect(frames.filter(wrong)).to.deep.equal([]);
    expect([forms(crypto), forms(fiat)]).to.deep.equal([1, 1]);
    expect(win.problems).to.deep.equal([]);
  });

  it('lay out a right-to-left page right to left, in its language', async () => {
    const { win, crypto, fiat } = await serverRenderedPage({ 'base-url': mockSession().baseUrl(), lang: 'ar' });
    expect([dir(crypto), dir(fiat)]).to.deep.equal(['rtl', 'rtl']);
    await waitUntil(() => submitText(crypto) !== 'Get payment details', 'the Arabic texts arrive', { timeout: 10_000 });
    expect([forms(crypto), forms(fiat)]).to.deep.equal([1, 1]);
    expect(win.problems).to.deep.equal([]);
  });
});
