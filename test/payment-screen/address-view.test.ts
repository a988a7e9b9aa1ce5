/**
 * The address in groups of four (address-view.ts) in a small element with the card's sheet and
 * the address rules: the groups render, and a copy, a selection by hand and the text read out are
 * the exact address, with no character where the gaps are.
 */
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { checkoutStyles } from '../../src/elements/checkout.styles.js';
import { adoptPaymentStyles } from '../../src/payment-screen/payment.styles.js';
import { addressGroups } from '../../src/core/address-groups.js';
import { addressView } from '../../src/payment-screen/address-view.js';
import { ADDRESS_OF } from '../helpers/payment-links.js';

class AddressFixture extends LitElement {
  static override styles = checkoutStyles;
  // The payment screen's sheet, adopted as the payment session adopts it.
  protected override firstUpdated(): void {
    adoptPaymentStyles(this.renderRoot);
  }
  address = ADDRESS_OF.ethereum;
  override render() {
    return html`<div part="card"><div class="value">${addressView(this.address)}</div></div>`;
  }
}
customElements.define('address-view-fixture', AddressFixture);

async function shown(address: string, width = 600) {
  const el = await fixture<AddressFixture>(testHtml`<address-view-fixture style="display: block; width: ${width}px"></address-view-fixture>`);
  el.address = address;
  el.requestUpdate();
  await el.updateComplete;
  return { el, node: el.shadowRoot!.querySelector<HTMLElement>('[part~="address"]')! };
}

describe('addressView', () => {
  for (const scheme of ['ethereum', 'bitcoin', 'solana'] as const) {
    const address = ADDRESS_OF[scheme];

    it(`${scheme}: the groups render, each alike, with a gap between them`, async () => {
      const { node } = await shown(address);
      const groups = [...node.querySelectorAll('span')];
      expect(groups.map((g) => g.textContent)).to.deep.equal(addressGroups(address));
      expect(new Set(groups.map((g) => getComputedStyle(g).fontWeight)).size, 'no group set apart').to.equal(1);
      const [first, second] = groups.map((g) => g.getBoundingClientRect());
      expect(second!.left - first!.right, 'a visible gap').to.be.greaterThan(2);
    });

    it(`${scheme}: text, rendered text and a copy of the whole are the exact address`, async () => {
      const { node } = await shown(address);
      expect(node.textContent).to.equal(address);
      expect(node.innerText).to.equal(address);
      const selection = document.getSelection()!;
      selection.selectAllChildren(node);
      expect(selection.toString()).to.equal(address);
      selection.removeAllRanges();
    });

    it(`${scheme}: a selection by hand across a gap holds no space`, async () => {
      const { node } = await shown(address);
      const groups = node.querySelectorAll('span');
      const text = (i: number) => [...groups[i]!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const selection = document.getSelection()!;
      selection.setBaseAndExtent(text(1), 2, text(3), 2);
      expect(selection.toString()).to.equal(address.slice(6, 14));
      selection.removeAllRanges();
    });
  }

  it('wraps between groups on a narrow screen, never inside one', async () => {
    const { node } = await shown(ADDRESS_OF.bitcoin, 160);
    const groups = [...node.querySelectorAll('span')];
    const lines = new Set(groups.map((g) => Math.round(g.getBoundingClientRect().top)));
    expect(lines.size, 'it wraps').to.be.greaterThan(1);
    for (const group of groups) expect(group.getClientRects().length, group.textContent!).to.equal(1);
    expect(node.innerText).to.equal(ADDRESS_OF.bitcoin);
  });

  it('is accessible', async () => {
    const { el } = await shown(ADDRESS_OF.bitcoin);
    await expect(el).to.be.accessible();
  });
});
