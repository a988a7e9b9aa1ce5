/**
 * Registers a tag once: a page may load a script twice, or a script beside the package; the first
 * definition wins and later ones are skipped instead of throwing.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
