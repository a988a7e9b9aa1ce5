/**
 * One `console.warn` per element and message, for the site owner: a setting that stays wrong is
 * re-read at every update, and a console full of the same line hides the other problems.
 */
const said = new WeakMap<Element, Set<string>>();

export function warnOnce(el: Element, message: string): void {
  const messages = said.get(el) ?? new Set<string>();
  said.set(el, messages);
  if (messages.has(message)) return;
  messages.add(message);
  console.warn(`<${el.localName}> ${message}`);
}
