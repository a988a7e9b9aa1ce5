/**
 * A Lit element (LitElement, html, css, static properties as ours declares them) that validates with the floor's zod/mini
 * schema and hands its text to a QR encoder: the dependencies of the classic script with
 * nothing of ours (no strings, no templates worth the name).
 */
import { css, html, LitElement, nothing, type PropertyDeclarations } from 'lit';
import { schema } from './floor-schema.js';

export function defineFloorElement(encode: (text: string) => ArrayLike<number>): void {
  class FloorElement extends LitElement {
    static override styles = css`:host { display: block; }`;
    static override properties: PropertyDeclarations = { value: {}, matrix: { state: true } };
    value = '';
    private matrix: ArrayLike<number> | undefined;

    override render() {
      const ok = schema.safeParse(JSON.parse(this.value || '{}')).success;
      return html`<input .value=${this.value} @input=${() => (this.matrix = encode(this.value))} />${ok ? nothing : html`<p>${this.matrix?.length}</p>`}`;
    }
  }
  customElements.define('floor-element', FloorElement);
}
