/**
 * The dependency floor of the classic script: Lit (LitElement, html, css, decorators), a zod/mini
 * schema using the same checks as ours, and qrcode's matrix, with nothing of ours (no strings,
 * no templates worth the name). bench/size.js bundles it alone, minified, as a classic script.
 */
import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import QRCode from 'qrcode/lib/core/qrcode.js';
import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1), z.maxLength(9), z.regex(/^\S+$/), z.refine((s) => s !== '-'));
const schema = z.object({
  id: z.guid(),
  email: z.email(),
  text,
  amount: z.number().check(z.gt(0)),
  count: z.int().check(z.gte(1), z.lte(9)),
  list: z.array(z.object({ text })).check(z.superRefine((list, ctx) => void (list.length > 9 && ctx.issues.push({ code: 'custom', input: list, message: '' })))),
});

class FloorElement extends LitElement {
  static override styles = css`:host { display: block; }`;
  @property() value = '';
  @state() private matrix: Uint8Array | undefined;

  override render() {
    const ok = schema.safeParse(JSON.parse(this.value || '{}')).success;
    return html`<input .value=${this.value} @input=${() => (this.matrix = QRCode.create(this.value).modules.data)} />${ok ? nothing : html`<p>${this.matrix?.length}</p>`}`;
  }
}
customElements.define('floor-element', FloorElement);
