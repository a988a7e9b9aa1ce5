/**
 * "Check the address in your wallet" (address-check-view.ts) in a small element: what the buyer
 * reads after a paste, while typing and after leaving the field; the verdict in a live region;
 * nothing read from the clipboard, nothing sent.
 */
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html, LitElement } from 'lit';
import { checkoutStyles } from '../../src/elements/checkout.styles.js';
import { adoptPaymentStyles } from '../../src/payment-screen/payment.styles.js';
import { AddressCheck, addressCheckView, addressVerdict } from '../../src/payment-screen/address-check-view.js';
import { ENGLISH } from '../helpers/english.js';
import type { Strings } from '../../src/locales/strings.js';
import { LOCALES } from '../locales/all-locales.js';
import { ADDRESS_OF } from '../helpers/payment-links.js';

const SAME = 'Same address';
const DIFFERENT = 'This is not the address above. Do not send: something on this device changed it.';

class CheckFixture extends LitElement {
  static override styles = checkoutStyles;
  // The payment screen's sheet, adopted as the payment session adopts it.
  protected override firstUpdated(): void {
    adoptPaymentStyles(this.renderRoot);
  }
  text: Strings = ENGLISH;
  address: string = ADDRESS_OF.bitcoin;
  scheme: string | undefined = 'bitcoin';
  readonly check = new AddressCheck(this);
  override render() {
    return html`<div part="card">${addressCheckView(this.text, this.check, this.address, this.scheme)}</div>`;
  }
}
customElements.define('address-check-fixture', CheckFixture);

async function opened() {
  const el = await fixture<CheckFixture>(testHtml`<address-check-fixture></address-check-fixture>`);
  const root = el.shadowRoot!;
  const details = root.querySelector('details')!;
  root.querySelector('summary')!.click();
  await el.updateComplete;
  expect(details.open).to.equal(true);
  const input = root.querySelector('input')!;
  const verdict = () => root.querySelector('.verdict')!.textContent!.trim();
  /** A paste as the browser delivers it: the whole value in one `input` event. */
  const paste = async (text: string) => {
    input.focus();
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
    await el.updateComplete;
  };
  return { el, root, input, verdict, paste };
}

describe('addressCheckView', () => {
  it('is closed at first: a quiet disclosure with its summary', async () => {
    const el = await fixture<CheckFixture>(testHtml`<address-check-fixture></address-check-fixture>`);
    const details = el.shadowRoot!.querySelector('details')!;
    expect(details.open).to.equal(false);
    expect(details.querySelector('summary')!.textContent!.trim()).to.equal('Check the address in your wallet');
    await expect(el).to.be.accessible();
  });

  it('keeps the room of its alarm from the moment it opens, in each of the 17 languages at 320 px: each verdict fits it, nothing moves', async () => {
    const { el, root, input, verdict, paste } = await opened();
    el.style.cssText = 'display: block; inline-size: 320px';
    const lookAlike = ADDRESS_OF.bitcoin.slice(0, 4) + 'z'.repeat(ADDRESS_OF.bitcoin.length - 8) + ADDRESS_OF.bitcoin.slice(-4);
    const region = root.querySelector('.verdict')!;
    for (const [tag, t] of Object.entries({ en: ENGLISH, ...LOCALES } as Record<string, Strings>)) {
      el.text = t;
      el.dir = ['ar', 'he', 'fa'].includes(tag) ? 'rtl' : 'ltr';
      await paste('');
      const room = region.getBoundingClientRect().toJSON();
      const field = input.getBoundingClientRect().toJSON();
      expect(room.height, `${tag}: more than a line kept`).to.be.greaterThan(parseFloat(getComputedStyle(region).lineHeight));
      for (const [typed, said] of [[lookAlike, t.checkAddressDifferent], [ADDRESS_OF.bitcoin, t.checkAddressSame]] as const) {
        await paste(typed);
        expect(verdict(), tag).to.equal(said);
        const shown = region.querySelector('span')!.getBoundingClientRect();
        expect(shown.bottom, `${tag}: "${said}" inside its room`).to.be.at.most(room.bottom + 0.01);
        expect([region.getBoundingClientRect().toJSON(), input.getBoundingClientRect().toJSON()], `${tag}: "${said}" moved nothing`).to.deep.equal([room, field]);
      }
    }
  });

  it('a paste of the same address says "Same address" at once, in a live region', async () => {
    const { el, root, input, verdict, paste } = await opened();
    await paste(`  ${ADDRESS_OF.bitcoin.toUpperCase()}\n`);
    expect(verdict()).to.equal(SAME);
    const region = root.querySelector('.verdict')!;
    // A status region: polite, as the element's own announcements are.
    expect(region.getAttribute('role')).to.equal('status');
    expect(input.getAttribute('aria-describedby')).to.equal(region.id);
    expect(root.querySelector('label')!.control).to.equal(input);
    await expect(el).to.be.accessible();
  });

  it('a paste of another address says not to send, at once', async () => {
    const { el, verdict, paste } = await opened();
    const lookAlike = ADDRESS_OF.bitcoin.slice(0, 4) + 'z'.repeat(ADDRESS_OF.bitcoin.length - 8) + ADDRESS_OF.bitcoin.slice(-4);
    await paste(lookAlike);
    expect(verdict()).to.equal(DIFFERENT);
    await expect(el).to.be.accessible();
  });

  it('while the buyer types a part of it, nothing is said; leaving the field says it', async () => {
    const { el, input, verdict } = await opened();
    input.focus();
    await sendKeys({ type: ADDRESS_OF.bitcoin.slice(0, 10) });
    await el.updateComplete;
    expect(input.value).to.equal(ADDRESS_OF.bitcoin.slice(0, 10));
    expect(verdict()).to.equal('');
    input.blur();
    await el.updateComplete;
    expect(verdict()).to.equal(DIFFERENT);
  });

  it('typing the whole address by hand ends at "Same address", with no alarm before', async () => {
    const { el, input, verdict } = await opened();
    el.address = ADDRESS_OF.solana;
    el.scheme = 'solana';
    el.requestUpdate();
    await el.updateComplete;
    input.focus();
    const said: string[] = [];
    for (const c of ADDRESS_OF.solana) {
      await sendKeys({ type: c });
      await el.updateComplete;
      said.push(verdict());
    }
    expect(input.value).to.equal(ADDRESS_OF.solana);
    expect(said.slice(0, -1).every((s) => s === ''), said.join('|')).to.equal(true);
    expect(input.value).to.equal(ADDRESS_OF.solana);
    expect(said.at(-1)).to.equal(SAME);
  }).timeout(60_000);

  it('typing the address in the groups of four the screen draws ends at "Same address", with no alarm before', async () => {
    const { el, input, verdict } = await opened();
    const grouped = ADDRESS_OF.bitcoin.replace(/(.{4})(?!$)/g, '$1 ');
    input.focus();
    const said: string[] = [];
    for (const c of grouped) {
      await sendKeys({ type: c });
      await el.updateComplete;
      said.push(verdict());
    }
    expect(input.value).to.equal(grouped);
    expect(said.slice(0, -1).every((s) => s === ''), said.join('|')).to.equal(true);
    expect(said.at(-1)).to.equal(SAME);
    input.blur();
    await el.updateComplete;
    expect(verdict()).to.equal(SAME);
  }).timeout(60_000);

  it('a paste as drawn, wrapped or in upper case is the same; one character changed in it is not', async () => {
    const { verdict, paste } = await opened();
    const address = ADDRESS_OF.bitcoin;
    const groups = address.match(/.{1,4}/g)!;
    for (const same of [groups.join(' '), `${groups.slice(0, 5).join(' ')}\t${groups.slice(5).join(' ')}`, address.toUpperCase().match(/.{1,4}/g)!.join(' ')]) {
      await paste(same);
      expect(verdict(), same).to.equal(SAME);
    }
    const changed = `${address.slice(0, 20)}${address[20] === 'x' ? 'y' : 'x'}${address.slice(21)}`;
    await paste(changed.match(/.{1,4}/g)!.join(' '));
    expect(verdict()).to.equal(DIFFERENT);
    await paste(groups.join('\u00a0'));
    expect(verdict()).to.equal(DIFFERENT);
  });

  it('a paste of 100,000 characters is not the address, and the field keeps working', async () => {
    const { verdict, paste } = await opened();
    await paste(ADDRESS_OF.bitcoin.repeat(2400));
    expect(verdict()).to.equal(DIFFERENT);
    await paste(ADDRESS_OF.bitcoin);
    expect(verdict()).to.equal(SAME);
  });

  it('another address on screen (the rest after an underpayment, a new payment) starts empty', async () => {
    const { el, input, verdict, paste } = await opened();
    await paste(ADDRESS_OF.bitcoin);
    el.address = ADDRESS_OF.litecoin;
    el.scheme = 'litecoin';
    el.requestUpdate();
    await el.updateComplete;
    expect([input.value, verdict()]).to.deep.equal(['', '']);
  });
});

describe('addressVerdict', () => {
  const address = ADDRESS_OF.ethereum;
  it('counts the characters typed, not the gaps between groups: no alarm while a grouped address is still short', () => {
    const grouped = address.replace(/(.{4})/g, '$1 ');
    // As long as the address, but with its gaps: five characters are still to come.
    const typed = grouped.slice(0, address.length);
    expect(typed.length).to.equal(address.length);
    expect(addressVerdict({ value: typed, left: false }, address)).to.equal(undefined);
    expect(addressVerdict({ value: grouped, left: false }, address)).to.equal('same');
    expect(addressVerdict({ value: typed, left: true }, address)).to.equal('different');
  });

  it('waits for a whole address, a match or the buyer leaving the field', () => {
    expect(addressVerdict({ value: '  ', left: true }, address)).to.equal(undefined);
    expect(addressVerdict({ value: '0x5290', left: false }, address)).to.equal(undefined);
    expect(addressVerdict({ value: '0x5290', left: true }, address)).to.equal('different');
    expect(addressVerdict({ value: address.toLowerCase(), left: false }, address)).to.equal('same');
    expect(addressVerdict({ value: `${address.slice(0, -1)}0`, left: false }, address)).to.equal('different');
  });

  it('counts a cashaddr without its prefix', () => {
    const prefixed = `bitcoincash:${ADDRESS_OF.bitcoincash}`;
    const other = `${ADDRESS_OF.bitcoincash.slice(0, -1)}q`;
    expect(addressVerdict({ value: other, left: false }, prefixed, 'bitcoincash')).to.equal('different');
  });
});
