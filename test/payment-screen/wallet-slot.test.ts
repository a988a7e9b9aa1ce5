/**
 * A wallet button's box on its own: the button alone before a press; the line and its action
 * (Cancel, Retry) in its place after one, the line's tone as the buyer reads it; the room of
 * the longest line and of the longer action kept from the start; and, in an element's shadow
 * root, the focus following a press to the action and back to the button when the action goes.
 */
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { walletSlot, type InPlace } from '../../src/payment-screen/wallet-slot.js';
import { normalize } from '../helpers/buyer.js';
import { ENGLISH } from '../helpers/english.js';

const BUTTON = html`<button type="button" class="wallet-button">Pay with Rabby</button>`;
const ROOMS = ['Confirm in Rabby…', 'Add the Base network to Rabby, then try again.', 'Declined in Rabby. Nothing was sent.'];
const mount = (shown?: InPlace) => fixtureSync<HTMLDivElement>(html`<div>${walletSlot(ENGLISH, BUTTON, ROOMS, shown)}</div>`).firstElementChild!;

describe('walletSlot', () => {
  it('holds the button alone before a press, with the room of its longest line and of the longer action', async () => {
    const slot = mount();
    expect(slot.classList.contains('slot') && slot.classList.contains('way'), 'a box of its own, one of the ways to pay').to.equal(true);
    expect(normalize(slot.textContent)).to.equal('Pay with Rabby');
    expect(slot.getAttribute('data-room')).to.equal('Add the Base network to Rabby, then try again.');
    expect(slot.getAttribute('data-action'), 'Cancel, the longer in English').to.equal('Cancel');
    const german = fixtureSync<HTMLDivElement>(html`<div>${walletSlot({ ...ENGLISH, cancel: 'Abbrechen', tryAgain: 'Erneut versuchen' }, BUTTON, ROOMS, undefined)}</div>`);
    expect(german.firstElementChild!.getAttribute('data-action'), 'Retry when it is the longer').to.equal('Erneut versuchen');
    await expect(slot.parentElement!).to.be.accessible();
  });

  it('puts the line and its action in the place of the button, in the tone given', () => {
    let acted = 0;
    const slot = mount({ line: 'Add the Base network to Rabby, then try again.', error: true, action: ['Retry', () => (acted += 1)] });
    const line = slot.querySelector('p')!;
    expect(normalize(line.textContent)).to.equal('Add the Base network to Rabby, then try again.');
    expect(line.className).to.equal('wallet-notice error');
    const action = slot.lastElementChild as HTMLButtonElement;
    expect(normalize(action.textContent)).to.equal('Retry');
    action.click();
    expect(acted).to.equal(1);
    const busy = mount({ line: 'Confirm in Rabby…' });
    expect(busy.querySelector('p')!.className, 'a line without a tone is a hint').to.equal('wallet-notice hint');
    expect(busy.lastElementChild!.localName, 'no action: the line is the last').to.equal('p');
  });

  it('in an element, the focus follows a press to the action that took the button\'s place, and back to the button', async () => {
    class SlotHost extends LitElement {
      busy = false;
      protected override render() {
        const button = html`<button type="button" class="wallet-button" @click=${() => this.set(true)}>Pay with Rabby</button>`;
        return walletSlot(ENGLISH, button, ROOMS, this.busy ? { line: 'Confirm in Rabby…', action: ['Cancel', () => this.set(false)] } : undefined);
      }
      set(busy: boolean) {
        this.busy = busy;
        this.requestUpdate();
      }
    }
    customElements.define('wallet-slot-host', SlotHost);
    const el = await fixture<SlotHost>(html`<wallet-slot-host></wallet-slot-host>`);
    const root = el.shadowRoot!;
    const pay = root.querySelector<HTMLButtonElement>('.wallet-button')!;
    pay.focus();
    pay.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(normalize(root.activeElement?.textContent), 'on Cancel').to.equal('Cancel');
    (root.activeElement as HTMLButtonElement).click();
    await el.updateComplete;
    await el.updateComplete;
    expect(root.activeElement, 'back on the button').to.equal(pay);
  });
});
