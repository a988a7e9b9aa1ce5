/**
 * The second startup baseline: plain Lit elements that render exactly the markup and CSS our two
 * elements render first (captured from a load of ours by bench/startup.js and handed over in
 * `window.benchMarkup`), as one static template each, with no logic at all. Ours against it is
 * what our logic costs; it against the plain-Lit baseline is what the form's DOM and CSS cost.
 */
import { html, LitElement, unsafeCSS, type CSSResult } from 'lit';

interface Captured {
  /** Every style sheet our elements adopt, in order, each once (both elements share one). */
  sheets: string[];
  /** Per element: its markup (Lit's comment markers removed) and the sheets it adopts. */
  elements: { tag: string; markup: string; sheets: number[] }[];
}

declare global {
  interface Window {
    benchMarkup: Captured;
  }
}

const { sheets, elements } = window.benchMarkup;
const styles: CSSResult[] = sheets.map((text) => unsafeCSS(text));
for (const { tag, markup, sheets: adopted } of elements) {
  // A template strings array of one static part: the markup, parsed once and cloned, like ours.
  const strings = Object.assign([markup], { raw: [markup] }) as unknown as TemplateStringsArray;
  customElements.define(
    tag,
    class extends LitElement {
      static override styles = adopted.map((i) => styles[i]!);
      override render() {
        return html(strings);
      }
    },
  );
}
