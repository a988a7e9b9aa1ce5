/**
 * The wallet-address rows on a tiny host that keeps the rows the editor hands back, as the form
 * does: rows added and removed, a removed row handing nothing of its own to the row below, the coin
 * type field for other coins keeping what the buyer typed, and a locked form offering no edits.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { WalletEditor } from '../../src/elements/wallet-editor.js';
import type { WalletRow } from '../../src/form/host-input.js';
import { DEFAULT_STRINGS } from '../../src/locales/strings.js';

class WalletsHost extends LitElement {
  static override properties = { rows: { attribute: false }, locked: { type: Boolean } };
  rows: WalletRow[] = [];
  locked = false;
  readonly changed: string[] = [];
  private readonly editor = new WalletEditor();
  override render() {
    return this.editor.render(this.rows, {
      text: DEFAULT_STRINGS,
      locale: 'en',
      locked: this.locked,
      field: (path) => ({ path, error: undefined, lockedHint: 'Set by the site.', onBlur: () => {} }),
      change: (rows, path) => {
        this.rows = rows;
        this.changed.push(path);
      },
    });
  }
}
customElements.define('wallets-host', WalletsHost);

const all = <T extends Element>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const buttonNamed = (el: Element, text: string) => all<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === text)!;
const inputs = (el: Element, name: string) => all<HTMLInputElement>(el, `input[name$=".${name}"]`);

async function type(el: WalletsHost, input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

describe('WalletEditor', () => {
  it('adds a row for an Ethereum address, and removes a row without touching the rows below', async () => {
    const el = await fixture<WalletsHost>(html`<wallets-host></wallets-host>`);
    buttonNamed(el, 'Add a wallet address').click();
    await el.updateComplete;
    buttonNamed(el, 'Add a wallet address').click();
    await el.updateComplete;
    expect(el.rows).to.deep.equal([
      { addr: '', coinId: 60 },
      { addr: '', coinId: 60 },
    ]);
    expect(el.changed).to.deep.equal(['walletAddrs.0', 'walletAddrs.1']);
    // The first row's coin type number mid-typing, the second row's address typed.
    const picker = all<HTMLSelectElement>(el, 'select')[0]!;
    picker.value = 'other';
    picker.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await type(el, inputs(el, 'coinId')[0]!, '1e');
    await type(el, inputs(el, 'addr')[1]!, 'bc1qsecond');
    all<HTMLButtonElement>(el, 'button.remove')[0]!.click();
    await el.updateComplete;
    expect(el.rows).to.deep.equal([{ addr: 'bc1qsecond', coinId: 60 }]);
    expect(inputs(el, 'addr')[0]!.value).to.equal('bc1qsecond');
    expect(inputs(el, 'coinId'), "the removed row's coin type field is not handed to the row below").to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('offers a coin type field for other coins, and keeps what the buyer is typing in it', async () => {
    const el = await fixture<WalletsHost>(html`<wallets-host .rows=${[{ addr: '', coinId: 60 }]}></wallets-host>`);
    expect(inputs(el, 'coinId')).to.have.length(0);
    const picker = all<HTMLSelectElement>(el, 'select')[0]!;
    picker.value = 'other';
    picker.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const [coinType] = inputs(el, 'coinId');
    expect(coinType!.value, "the row's coin as a number").to.equal('60');
    await type(el, coinType!, '1e');
    expect(Number.isNaN(el.rows[0]!.coinId), 'not a coin type').to.equal(true);
    expect(coinType!.value, 'the text is not wiped mid-typing').to.equal('1e');
    await type(el, coinType!, '0');
    expect(el.rows[0]!.coinId).to.equal(0);
    expect(inputs(el, 'coinId'), "the field stays when the number is a common coin's").to.have.length(1);
    await type(el, coinType!, '9000');
    expect(el.rows[0]!.coinId).to.equal(9000);
    await expect(el).to.be.accessible();
  });

  it("shows an uncommon coin's number, and rows put in by code start over", async () => {
    const el = await fixture<WalletsHost>(html`<wallets-host .rows=${[{ addr: 'addr1', coinId: 9000 }]}></wallets-host>`);
    expect(inputs(el, 'coinId')[0]!.value).to.equal('9000');
    el.rows = [{ addr: 'x', coinId: 0 }];
    await el.updateComplete;
    expect(inputs(el, 'coinId')).to.have.length(0);
    expect(all<HTMLSelectElement>(el, 'select')[0]!.value).to.equal('0');
  });

  it('locked, shows the rows read-only with nothing to add or remove, and nothing at all without rows', async () => {
    const el = await fixture<WalletsHost>(html`<wallets-host locked .rows=${[{ addr: 'bc1qlocked', coinId: 0 }]}></wallets-host>`);
    expect(all(el, 'button')).to.have.length(0);
    expect(all(el, 'select')).to.have.length(0);
    expect(inputs(el, 'addr')[0]!.readOnly).to.equal(true);
    expect(inputs(el, 'coin')[0]!.value).to.equal('Bitcoin (BTC)');
    await expect(el).to.be.accessible();
    el.rows = [];
    await el.updateComplete;
    expect(all(el, 'fieldset')).to.have.length(0);
  });
});
