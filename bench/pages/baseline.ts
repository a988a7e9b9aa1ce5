/**
 * The startup baseline: a plain Lit element holding `inputs` labelled inputs and a button, the
 * least a form element can do. The bench loads it like ours, with as many inputs per element.
 */
import { css, html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';

class BenchPlainForm extends LitElement {
  static override styles = css`
    :host { display: block; }
    label { display: block; }
  `;

  @property({ type: Number }) inputs = 0;

  override render() {
    return html`<form>
      ${Array.from(
        { length: this.inputs },
        (_, i) => html`<label for="i${i}">Field ${i + 1}</label><input id="i${i}" name="f${i}" />`,
      )}
      <button type="submit">Send</button>
    </form>`;
  }
}
customElements.define('bench-plain-form', BenchPlainForm);
