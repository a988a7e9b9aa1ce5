/**
 * walletLinkReach in real frames, sandboxed and not, and the wallet link's three faces
 * (walletLinkView). A frame without allow-same-origin cannot be reached into: the helper's own
 * source runs inside it and posts its answer.
 */
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, LitElement, unsafeCSS } from 'lit';
import { checkoutStyles } from '../../src/elements/checkout.styles.js';
import { paymentCss } from '../../src/payment-screen/payment.styles.js';
import { walletLinkReach, walletLinkView, type WalletLinkReach } from '../../src/payment-screen/wallet-link.js';
import { ENGLISH } from '../helpers/english.js';

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

/** A frame with `sandbox` (none when null) in `parent`, loaded. */
async function frameIn(parent: Document, sandbox: string | null, srcdoc = '<p>partner page</p>'): Promise<HTMLIFrameElement> {
  const frame = parent.createElement('iframe');
  if (sandbox !== null) frame.setAttribute('sandbox', sandbox);
  frame.srcdoc = srcdoc;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  parent.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame;
}

/** The answer of walletLinkReach run inside a frame of an opaque origin. */
async function reachInside(sandbox: string): Promise<WalletLinkReach> {
  const answer = new Promise<WalletLinkReach>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (!event.data?.reach) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data.reach);
    };
    window.addEventListener('message', onMessage);
  });
  await frameIn(document, sandbox, `<script>parent.postMessage({ reach: (${String(walletLinkReach)})(window) }, '*');</script>`);
  return answer;
}

describe('walletLinkReach', () => {
  it('opens in a frame with no sandbox', async () => {
    const frame = await frameIn(document, null);
    expect(walletLinkReach(frame.contentWindow!)).to.equal('opens');
  });

  it('is blocked in a sandbox without allow-popups or a top navigation', async () => {
    for (const sandbox of ['allow-scripts allow-same-origin', 'allow-same-origin allow-scripts allow-forms allow-modals']) {
      const frame = await frameIn(document, sandbox);
      expect(walletLinkReach(frame.contentWindow!), sandbox).to.equal('blocked');
    }
  });

  it('opens in a sandbox with any flag that lets a link leave the frame', async () => {
    for (const flag of ['allow-popups', 'allow-top-navigation', 'allow-top-navigation-by-user-activation', 'ALLOW-POPUPS']) {
      const frame = await frameIn(document, `allow-scripts allow-same-origin ${flag}`);
      expect(walletLinkReach(frame.contentWindow!), flag).to.equal('opens');
    }
  });

  it('is blocked in a frame inside a sandboxed frame, which inherits its sandbox', async () => {
    const outer = await frameIn(document, 'allow-scripts allow-same-origin');
    const inner = await frameIn(outer.contentDocument!, null);
    expect(walletLinkReach(inner.contentWindow!)).to.equal('blocked');
  });

  it('is unsure in a sandbox of an opaque origin, whose flags a script cannot read', async () => {
    expect(await reachInside('allow-scripts')).to.equal('unsure');
    expect(await reachInside('allow-scripts allow-popups')).to.equal('unsure');
  });
});

class LinkFixture extends LitElement {
  static override styles = [checkoutStyles, unsafeCSS(paymentCss)];
  reach: WalletLinkReach = 'opens';
  override render() {
    return html`<div part="card">${walletLinkView(ENGLISH, URI, this.reach, html`<button type="button">Copy</button>`)}</div>`;
  }
}
customElements.define('wallet-link-fixture', LinkFixture);
const URI = 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.001';

describe('walletLinkView', () => {
  async function shown(reach: WalletLinkReach) {
    const el = await fixture<LinkFixture>(testHtml`<wallet-link-fixture></wallet-link-fixture>`);
    el.reach = reach;
    el.requestUpdate();
    await el.updateComplete;
    const root = el.shadowRoot!;
    return {
      el,
      link: root.querySelector<HTMLAnchorElement>('[part~="wallet-link"]'),
      toCopy: root.querySelector('[data-copy="link"]')?.textContent,
      text: root.querySelector('.wallet-link-copy')?.textContent?.replace(/\s+/g, ' ').trim(),
    };
  }

  it('where it opens: the "Open in wallet" link alone', async () => {
    const { el, link, toCopy } = await shown('opens');
    expect([link?.textContent?.trim(), link?.getAttribute('href'), toCopy]).to.deep.equal(['Open in wallet', URI, undefined]);
    await expect(el).to.be.accessible();
  });

  it('where it cannot: no dead button, the words and the link to copy', async () => {
    const { el, link, toCopy, text } = await shown('blocked');
    expect(link).to.equal(null);
    expect(toCopy).to.equal(URI);
    expect(text).to.include('This page cannot open your wallet: copy the link.');
    expect(text).to.include('Copy');
    await expect(el).to.be.accessible();
  });

  it('where it may not: the button, and the link to copy if nothing opens', async () => {
    const { el, link, toCopy, text } = await shown('unsure');
    expect(link?.getAttribute('href')).to.equal(URI);
    expect(toCopy).to.equal(URI);
    expect(text).to.include('If your wallet does not open, this page may not be allowed to open it: copy the link.');
    await expect(el).to.be.accessible();
  });
});
