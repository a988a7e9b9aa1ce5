/**
 * The language of `el`: the nearest `lang` on it or an ancestor, past the shadow roots it sits
 * in (an element inside another component takes that component's language); English, as the
 * defaults, when none is set.
 */
export function langOf(el: Element): string {
  for (let node: Element | undefined = el; node; node = (node.getRootNode() as Partial<ShadowRoot>).host) {
    const lang = node.closest('[lang]')?.getAttribute('lang');
    if (lang != null) return lang.trim() || 'en';
  }
  return 'en';
}
