/**
 * Copy feedback on a tiny host showing one value: what the clipboard answered, shown for
 * FEEDBACK_MS and then gone; the value selected by hand where the clipboard refuses; nothing left
 * behind by an element taken out of the page. A refusal is caused where the engine allows it
 * (Chromium: web-test-runner.config.js, 'clipboard-permission'), and skipped elsewhere.
 */
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { CopyController, FEEDBACK_MS } from '../../src/payment-screen/copy-controller.js';
import { ARRIVES, realClick } from '../helpers/buyer.js';

class CopyHost extends LitElement {
  readonly copier = new CopyController(this);
  override render() {
    const { feedback } = this.copier;
    return html`<code id="value">0xAbC0000000000000000000000000000000000001</code>
      <button @click=${() => this.copyShown('amount')}>Copy</button>
      <p id="feedback">${feedback ? `${feedback.key}: ${feedback.ok ? 'copied' : feedback.selected ? 'selected' : 'failed'}` : ''}</p>`;
  }
  copyShown(key = 'address') {
    const shown = this.shadowRoot!.querySelector('#value')!;
    return this.copier.copy(key, shown.textContent!, shown);
  }
}
customElements.define('copy-host', CopyHost);

const feedbackOf = (el: CopyHost) => el.shadowRoot!.querySelector('#feedback')!.textContent!.trim();

describe('CopyController', () => {
  afterEach(() => executeServerCommand('clipboard-permission', { granted: false }));

  it('where the clipboard refuses, selects the value shown, says so, and clears after FEEDBACK_MS', async function () {
    if (!(await executeServerCommand('clipboard-permission', { granted: false }))) this.skip();
    const el = await fixture<CopyHost>(html`<copy-host></copy-host>`);
    // A call from script carries no user gesture: the write is refused.
    await el.copyShown();
    await el.updateComplete;
    expect(feedbackOf(el)).to.equal('address: selected');
    expect(document.getSelection()!.toString()).to.equal('0xAbC0000000000000000000000000000000000001');
    await aTimeout(FEEDBACK_MS + 100);
    await el.updateComplete;
    expect(feedbackOf(el)).to.equal('');
  });

  it("says the value was copied by a buyer's click", async () => {
    await executeServerCommand('clipboard-permission', { granted: true });
    const el = await fixture<CopyHost>(html`<copy-host></copy-host>`);
    await realClick(el.shadowRoot!.querySelector('button')!);
    await waitUntil(() => feedbackOf(el) !== '', 'feedback shown', ARRIVES);
    expect(feedbackOf(el)).to.equal('amount: copied');
  });

  it('taken out of the page, forgets its feedback and shows none for a copy that answers late', async () => {
    const el = await fixture<CopyHost>(html`<copy-host></copy-host>`);
    await el.copyShown();
    const parent = el.parentNode!;
    el.remove();
    expect(el.copier.feedback).to.equal(undefined);
    const late = el.copyShown();
    await late;
    expect(el.copier.feedback).to.equal(undefined);
    parent.appendChild(el);
  });
});
