/**
 * Registers a tag once: a page may load a script twice, or a script beside the package; the first
 * definition wins and later ones are skipped instead of throwing. Where there is no
 * `customElements` (a server, a worker), nothing: importing an entry there must not throw.
 */
import { localeFor } from '../locales/registry.js';

export function define(tag: string, element: CustomElementConstructor): void {
  const registry = globalThis.customElements as CustomElementRegistry | undefined;
  if (!registry || registry.get(tag)) return;
  // The page's language is asked for as the script runs, before any element upgrades (each then
  // asks for its own nearest `lang`): the first paint need not wait a round trip more for it.
  if (globalThis.document) localeFor(document.documentElement.lang);
  registry.define(tag, element);
}
