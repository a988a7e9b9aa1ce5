/**
 * Registers a tag once: a page may load a script twice, or a script beside the package; the first
 * definition wins and later ones are skipped instead of throwing. Where there is no
 * `customElements` (a server, a worker), nothing: importing an entry there must not throw.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  const registry = globalThis.customElements as CustomElementRegistry | undefined;
  if (registry && !registry.get(tag)) registry.define(tag, element);
}
