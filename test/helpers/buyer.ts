/**
 * Driving a checkout element the way a buyer does: typing into its fields, leaving them,
 * choosing options, clicking buttons and pressing Enter, then reading what is on screen. Works
 * for any Lit element with a shadow root; fields are found by the ids `fields.ts` gives them
 * (`f-<path>` for the control, `e-<path>` for its error), e.g. `domain`, `walletAddrs.0.addr`.
 *
 * Two speeds: `fill` sets the value and fires the `input` event a keystroke fires (fast, for
 * setting up); `type`, `press` and `realClick` go through the browser's own keyboard and mouse
 * (trusted events, user activation), for the paths that must be proven as a buyer meets them.
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';

/**
 * How long a `waitUntil` waits for the page to get somewhere (open-wc's default is 1 s, which a
 * purchase beside another browser's run on a slow machine outlasted): a bound on hanging, not on speed.
 */
export const ARRIVES = { timeout: 10_000 } as const;

export interface ElementUnderTest extends HTMLElement {
  updateComplete: Promise<unknown>;
}

export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root`);
  return el.shadowRoot;
}

/** The first match in the element's shadow root; throws with the selector when there is none. */
export function find<T extends Element = HTMLElement>(el: Element, selector: string): T {
  const found = shadow(el).querySelector<T & Element>(selector);
  if (!found) throw new Error(`Nothing matches ${selector} in <${el.localName}>`);
  return found;
}

/** The input or select of the field at `path`, or null when it is not on screen. */
export function control<T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  el: Element,
  path: string,
): T | null {
  return shadow(el).getElementById(`f-${path}`) as T | null;
}

function requireControl<T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(el: Element, path: string): T {
  const found = control<T>(el, path);
  if (!found) throw new Error(`No field ${path} in <${el.localName}>`);
  return found;
}

/** The visible label of the field at `path`. */
export function labelOf(el: Element, path: string): string {
  return normalize(shadow(el).querySelector(`label[for="f-${path}"]`)?.textContent);
}

/** The error shown for the field at `path`, or undefined when none is. */
export function errorOf(el: Element, path: string): string | undefined {
  const node = shadow(el).getElementById(`e-${path}`);
  return node ? normalize(node.textContent) : undefined;
}

/** All the text of the shadow root (and slotted nothing), whitespace collapsed. */
export function screenText(el: Element): string {
  return normalize(shadow(el).textContent);
}

/** The text of the first element matching `selector`, whitespace collapsed. */
export function textOf(el: Element, selector: string): string {
  return normalize(find(el, selector).textContent);
}

export function normalize(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Puts `text` in the field as one keystroke would (an `input` event that bubbles out of the
 * shadow root), then leaves the field unless told not to.
 */
export async function fill(
  el: ElementUnderTest,
  path: string,
  text: string,
  { leave = true }: { leave?: boolean } = {},
): Promise<void> {
  const input = requireControl(el, path);
  input.focus();
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  if (leave) input.blur();
  await el.updateComplete;
}

/** Types `text` with the browser's keyboard over whatever the field held, then leaves it (Tab). */
export async function type(el: ElementUnderTest, path: string, text: string, { leave = true } = {}): Promise<void> {
  const input = requireControl(el, path);
  input.focus();
  input.select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
  if (leave) input.blur();
  await el.updateComplete;
}

/** Picks the option with `value` in the select at `path`, as a buyer's choice fires `change`. */
export async function choose(el: ElementUnderTest, path: string, value: string): Promise<void> {
  const select = requireControl<HTMLSelectElement>(el, path);
  if (![...select.options].some((o) => o.value === value)) {
    throw new Error(`Field ${path} offers no option ${value}`);
  }
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  select.blur();
  await el.updateComplete;
}

/** The values a select offers. */
export function optionsOf(el: Element, path: string): string[] {
  return [...requireControl<HTMLSelectElement>(el, path).options].map((o) => o.value);
}

/** The visible button whose text includes `text` (case-insensitive). */
export function button(el: Element, text: string): HTMLButtonElement {
  const wanted = text.toLowerCase();
  const found = [...shadow(el).querySelectorAll('button')].find((b) => normalize(b.textContent).toLowerCase().includes(wanted));
  if (!found) throw new Error(`No button "${text}" in <${el.localName}>`);
  return found;
}

export function hasButton(el: Element, text: string): boolean {
  const wanted = text.toLowerCase();
  return [...shadow(el).querySelectorAll('button')].some((b) => normalize(b.textContent).toLowerCase().includes(wanted));
}

/** A click as `HTMLElement.click()` makes it: synchronous, no user activation. */
export async function click(el: ElementUnderTest, target: HTMLElement | string): Promise<void> {
  (typeof target === 'string' ? button(el, target) : target).click();
  await el.updateComplete;
}

/** A real mouse click in the middle of `target`, through the browser (trusted, with user activation). */
export async function realClick(target: Element): Promise<void> {
  const box = await scrollToCentre(target);
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/**
 * A real press `fromTop` px below the top of `target`, across its middle, and its release: where
 * it was pressed unless `releaseAt` says where the pointer went. `pressed` runs in between.
 */
export async function realPress(
  target: Element,
  fromTop: number,
  { pressed, releaseAt }: { pressed?: () => unknown; releaseAt?: (at: [number, number]) => [number, number] } = {},
): Promise<void> {
  const box = await scrollToCentre(target);
  const at: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + fromTop)];
  await sendMouse({ type: 'move', position: at });
  await sendMouse({ type: 'down', button: 'left' });
  await pressed?.();
  if (releaseAt) await sendMouse({ type: 'move', position: releaseAt(at) });
  await sendMouse({ type: 'up', button: 'left' });
}

/** Scrolls `target` to the middle of the viewport and returns its box there. */
async function scrollToCentre(target: Element): Promise<DOMRect> {
  target.scrollIntoView({ block: 'center' });
  // WebKit's scrolling thread may still put back the scroll position it had, a frame or two later
  // (seen after the previous test's element went away): let those frames pass, then scroll again.
  // A page in a background tab draws no frames, and nothing scrolls it back there.
  if (document.visibilityState === 'visible') {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    target.scrollIntoView({ block: 'center' });
  }
  return target.getBoundingClientRect();
}

/** Presses a key with the browser's keyboard while the field at `path` has focus. */
export async function press(el: ElementUnderTest, path: string, key: string): Promise<void> {
  requireControl(el, path).focus();
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** The element focused inside the shadow root, if any. */
export function focused(el: Element): Element | null {
  return shadow(el).activeElement;
}

/**
 * Where the focus is, as a short text to compare (`#f-domain`, `button "Start again"`,
 * `nothing` when it fell back to the page, `outside <input>`): chai would choke on printing
 * a DOM element inside a shadow root when an assertion fails.
 */
export function focusOf(el: Element): string {
  const inside = shadow(el).activeElement;
  if (inside) return inside.id ? `#${inside.id}` : `${inside.localName} "${normalize(inside.textContent)}"`;
  const active = document.activeElement;
  return !active || active === document.body ? 'nothing' : `outside <${active.localName}>`;
}
