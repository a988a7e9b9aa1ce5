/**
 * A one-element script on a page that also holds the other element (src/elements/other-element.ts):
 * the other element stays blank, and the console says once which script defines it; not when
 * that script is loaded too.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { requireBuild } from '../dist/page.js';

type WarnedWindow = Window & typeof globalThis & { pageWarnings: string[] };

const FIAT = '<market-fiat-checkout></market-fiat-checkout>';
const CRYPTO = '<market-crypto-checkout currency="BTC"></market-crypto-checkout>';
const script = (name: string) => `<script src="/dist/${name}.iife.js"></script>`;

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

/** A page of `html` after the script that records the console's warnings, once it has loaded. */
async function page(html: string): Promise<WarnedWindow> {
  await requireBuild();
  const frame = document.createElement('iframe');
  frames.push(frame);
  const loaded = oneEvent(frame, 'load');
  frame.srcdoc = `<!doctype html><script src="/test/locales/record-warnings.js"></script>${html}`;
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as WarnedWindow;
}

/** The warnings about the other element (the elements also warn of their own unset attributes). */
const blank = (win: WarnedWindow) => win.pageWarnings.filter((warning) => warning.includes('stays blank'));

/** A few turns for anything the page's load set off. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a one-element script beside the other element', () => {
  it('the card-only script names the scripts that define <market-crypto-checkout>, once', async () => {
    const win = await page(`${script('market-fiat-checkout')}${FIAT}${CRYPTO}${CRYPTO}`);
    await settle();
    expect(win.customElements.get('market-crypto-checkout')).to.equal(undefined);
    expect(blank(win)).to.have.length(1);
    expect(blank(win)[0]).to.include('<market-crypto-checkout>').and.include('market-fiat-checkout.iife.js').and.include('market-crypto-checkout.iife.js').and.include('market-checkout.iife.js');
  });

  it('the crypto-only script names the scripts that define <market-fiat-checkout>, once', async () => {
    const win = await page(`${script('market-crypto-checkout')}${FIAT}${CRYPTO}`);
    await settle();
    expect(blank(win)).to.have.length(1);
    expect(blank(win)[0]).to.include('<market-fiat-checkout>').and.include('market-fiat-checkout.iife.js').and.include('market-checkout.iife.js');
  });

  it('tells when the other element is added later, at the next connect of its own, once', async () => {
    const win = await page(`${script('market-fiat-checkout')}${FIAT}`);
    await settle();
    expect(blank(win), 'alone on its page').to.deep.equal([]);
    const doc = win.document;
    doc.body.append(doc.createElement('market-crypto-checkout'), doc.createElement('market-fiat-checkout'));
    await settle();
    expect(blank(win)).to.have.length(1);
    expect(blank(win)[0]).to.include('<market-crypto-checkout> stays blank');
    doc.body.append(doc.createElement('market-fiat-checkout'));
    await settle();
    expect(blank(win), 'once a page').to.have.length(1);
  });

  it('says nothing when the other script defines the other element, whatever the order', async () => {
    for (const html of [
      `${script('market-fiat-checkout')}${CRYPTO}${FIAT}${script('market-crypto-checkout')}`,
      `${script('market-crypto-checkout')}${FIAT}${CRYPTO}<script src="/dist/market-fiat-checkout.iife.js" async></script>`,
    ]) {
      const win = await page(html);
      await settle();
      expect(win.customElements.get('market-crypto-checkout') && win.customElements.get('market-fiat-checkout'), html).to.exist;
      expect(blank(win), html).to.deep.equal([]);
    }
  });
});
