/**
 * Lit, as the bundle that loaded the payment file hands it over (`useLit`). Beside the classic
 * script the payment file is a module of its own and cannot import the script's Lit, and a second
 * Lit would double what the buyer downloads: its build (vite.config.ts, `payment`) points this
 * folder's `lit` imports here. In the package build and from source the imports stay Lit's own.
 */
import type { html as litHtml, nothing as litNothing } from 'lit';

// Set by useLit (called by src/loading/imports-beside.ts) before any view renders.
export let html: typeof litHtml;
export let nothing: typeof litNothing;

export function useLit(lit: { html: typeof litHtml; nothing: typeof litNothing }): void {
  ({ html, nothing } = lit);
}
