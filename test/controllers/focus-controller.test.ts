/**
 * Where the buyer's focus lands when the view under it is replaced, on a tiny host whose view is a
 * form with a send button, then a result with a "next" button; focus the buyer put elsewhere on
 * the page stays there.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { FocusController } from '../../src/controllers/focus-controller.js';

class FocusHost extends LitElement {
  static override properties = { view: {}, sending: {} };
  view: 'form' | 'result' = 'form';
  sending = false;
  readonly focusing = new FocusController(this);
  override render() {
    return this.view === 'form'
      ? html`<input id="field" /><button id="send" ?disabled=${this.sending}>Send</button>`
      : html`<p>Done</p><button id="next">Next</button>`;
  }
}
customElements.define('focus-host', FocusHost);

const active = (el: FocusHost) => el.shadowRoot!.activeElement?.id;

describe('FocusController', () => {
  let el: FocusHost;
  let outside: HTMLInputElement;
  beforeEach(async () => {
    el = await fixture<FocusHost>(html`<focus-host></focus-host>`);
    // A field of the partner's page beside the element.
    outside = document.createElement('input');
    outside.setAttribute('aria-label', 'Outside');
    el.before(outside);
  });

  it('moves focus from a replaced view to the new one', async () => {
    el.shadowRoot!.querySelector<HTMLButtonElement>('#send')!.focus();
    el.view = 'result';
    el.focusing.land('#next');
    await el.updateComplete;
    expect(active(el)).to.equal('next');
  });

  it('remembers focus that a disabled button dropped', async () => {
    el.shadowRoot!.querySelector<HTMLButtonElement>('#send')!.focus();
    el.focusing.remember();
    el.sending = true;
    await el.updateComplete;
    el.view = 'result';
    el.focusing.land('#next');
    await el.updateComplete;
    expect(active(el)).to.equal('next');
  });

  it('leaves focus the buyer put elsewhere on the page', async () => {
    outside.focus();
    el.view = 'result';
    el.focusing.land('#next');
    await el.updateComplete;
    expect(document.activeElement).to.equal(outside);
  });

  it('focuses a refused field after the coming update', async () => {
    el.requestUpdate();
    await el.focusing.after('#field');
    expect(active(el)).to.equal('field');
  });
});
