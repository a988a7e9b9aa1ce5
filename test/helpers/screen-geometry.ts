/**
 * A screen as geometry (issue 48: nothing covers or moves what the buyer reads): every control a
 * buyer presses and every part they read, found by what it is (a button, a link, a `part`, a
 * line of text), so that a control added later (Lightning's copy button, `part="webln-button"`)
 * is in these lists with nothing added here; then what overlaps, what is too small to hit, and
 * where each sits relative to the card, and the empty bands between them (issue 54). A test of a
 * screen: `for (const screen of SCREENS)`, then `showAt(this, screen)`, `expectSound(el)`,
 * `expectNoBand(el)`, `places(el)` before an action and `expectUnmoved` (or `expectInPlaceOf`) after.
 */
import { expect } from '@open-wc/testing';
import { normalize, shadow } from './buyer.js';
import { emulatePhone, MEDIA_ENGINES, setViewport } from './emulate.js';
import { engine } from './engine.js';

/** What a buyer presses. */
export const CONTROLS = 'button, a[href], input, select, textarea, summary';

/**
 * What a buyer reads: headings, labels, hints and lines of text, every value a Copy button copies
 * (`data-copy`: the amount, the address, the link; an invoice the same way) and every value drawn
 * in monospace (`.mono`: the invoice as shortened on screen, the ids), the named parts and
 * the QR code, the verdict of the address check. Copy feedback is left out: it lies over its own
 * button and label on purpose (payment.styles.ts), held to that by test/suites/look-feedback.test.ts.
 */
export const READS =
  'h2, p, dt, dd, .label, .hint:not(.copy-feedback), [data-copy], .mono, [part~="amount"], [part~="address"], [part~="timer"], [part~="qr"], [part~="tx"], .verdict span';

export interface Placed {
  /** How a failed assertion names it: its tag, part, class and first words. */
  name: string;
  node: Element;
  box: DOMRect;
}

function nameOf(node: Element): string {
  const part = node.getAttribute('part');
  const cls = node.getAttribute('class');
  return `<${node.localName}${part ? ` part="${part}"` : ''}${cls ? ` class="${cls}"` : ''}> "${normalize(node.getAttribute('aria-label') ?? node.textContent).slice(0, 30)}"`;
}

/** The matches of `selector` in `el`'s shadow root that are drawn now (not hidden, not in a closed disclosure, not clipped to a pixel). */
export function placed(el: Element, selector: string): Placed[] {
  return [...shadow(el).querySelectorAll(selector)]
    // The computed visibility too: an engine may not know checkVisibility's option (a wallet's button hidden under its busy line).
    .filter((node) => node.checkVisibility({ visibilityProperty: true }) && getComputedStyle(node).visibility !== 'hidden' && !node.closest('.visually-hidden'))
    .map((node) => ({ name: nameOf(node), node, box: node.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
}

/** Whether two boxes share more than a rounding error of area. */
function overlap(a: DOMRect, b: DOMRect): boolean {
  const epsilon = 0.5;
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) > epsilon && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > epsilon;
}

/**
 * Every pair of controls and read parts whose boxes overlap, each as a sentence; a part inside
 * another (a label inside its paragraph, an icon inside its button) is not an overlap.
 */
export function overlaps(el: Element): string[] {
  const all = [...new Map([...placed(el, CONTROLS), ...placed(el, READS)].map((p) => [p.node, p])).values()];
  const found: string[] = [];
  all.forEach((a, i) => {
    for (const b of all.slice(i + 1)) {
      if (a.node.contains(b.node) || b.node.contains(a.node)) continue;
      if (overlap(a.box, b.box)) found.push(`${a.name} [${box(a.box)}] overlaps ${b.name} [${box(b.box)}]`);
    }
  });
  return found;
}

const px = (n: number) => Math.round(n * 10) / 10;
const box = (r: DOMRect) => `${px(r.left)},${px(r.top)} ${px(r.width)}×${px(r.height)}`;

/**
 * The target size this device needs (WCAG 2.2's 2.5.8 on a desktop, the platforms' 44 px on touch):
 * from the pointer media query the engine applies, as the styles choose theirs.
 */
export function targetSize(): number {
  return matchMedia('(pointer: coarse)').matches ? 44 : 24;
}

/** Every control drawn now that is narrower or shorter than `size`, with its size. */
export function undersized(el: Element, size = targetSize()): string[] {
  return placed(el, CONTROLS)
    .filter(({ box }) => Math.min(box.width, box.height) < size - 0.01)
    .map(({ name, box: b }) => `${name}: ${px(b.width)}×${px(b.height)} px, under ${size}`);
}

/**
 * Where each control and read part drawn now sits, relative to the card (so that a scroll of the
 * page does not count), to a tenth of a pixel; the card's own size under the card itself.
 */
export function places(el: Element): Map<Element, { name: string; where: string }> {
  const cardNode = shadow(el).querySelector('[part~="card"]')!;
  const card = cardNode.getBoundingClientRect();
  const map = new Map([[cardNode, { name: 'the card', where: `${px(card.width)}×${px(card.height)}` }]]);
  for (const p of [...placed(el, CONTROLS), ...placed(el, READS)]) {
    map.set(p.node, { name: p.name, where: `${px(p.box.left - card.left)},${px(p.box.top - card.top)} ${px(p.box.width)}×${px(p.box.height)}` });
  }
  return map;
}

/**
 * What moved between two `places` of the same screen: each part of `before` that is elsewhere, or
 * no longer drawn, in `after`; a part that appeared is no move (`overlaps` finds what it covers).
 */
export function moved(before: ReturnType<typeof places>, after: ReturnType<typeof places>): string[] {
  return [...before]
    .filter(([node, { where }]) => after.get(node)?.where !== where)
    .map(([node, { name, where }]) => `${name}: ${where} → ${after.get(node)?.where ?? 'gone'}`);
}

/** One empty band of a screen: a vertical gap between two consecutive parts drawn, and what it lies between. */
export interface Band {
  gap: number;
  between: string;
}

/**
 * The vertical gaps of a screen, top to bottom: wherever a part drawn now (a control or a read
 * part) starts below the bottom of every part above it, the height of the empty band between them.
 * Parts side by side (a label and its copy button) are one row; a part inside another is no gap.
 */
export function bands(el: Element): Band[] {
  const parts = [...placed(el, CONTROLS), ...placed(el, READS)].sort((a, b) => a.box.top - b.box.top);
  const found: Band[] = [];
  let lowest: Placed | undefined;
  for (const part of parts) {
    if (lowest && part.box.top - lowest.box.bottom > 0.5) found.push({ gap: px(part.box.top - lowest.box.bottom), between: `${lowest.name} and ${part.name}` });
    if (!lowest || part.box.bottom > lowest.box.bottom) lowest = part;
  }
  return found;
}

/**
 * The screen's own spacing scale: its largest step, the gap between the parts of a screen
 * (`--_s5`, src/elements/checkout.styles.ts), read as its section's row gap.
 */
export function spacingStep(el: Element): number {
  return parseFloat(getComputedStyle(shadow(el).querySelector('section')!).rowGap);
}

/** No empty band on the screen wider than twice its spacing scale's largest step (issue 54: a row kept empty reads as a hole). */
export function expectNoBand(el: Element, when: string): void {
  const most = 2 * spacingStep(el);
  expect(most, 'the spacing scale read').to.be.above(0);
  const wide = bands(el).filter(({ gap }) => gap > most + 0.5);
  expect(wide.map(({ gap, between }) => `${gap} px between ${between}`), `${when}: bands wider than ${most} px`).to.deep.equal([]);
}

/** A width the payment screen must hold at, and the pointer: a mouse in every engine, touch where it can be emulated. */
export interface Screen {
  width: number;
  pointer: 'mouse' | 'touch';
}

/** Issue 48's widths (from 320 px, the narrowest phone, to a desktop), each phone width also with touch. */
export const SCREENS: readonly Screen[] = [320, 360, 390, 1280].flatMap((width) => [
  { width, pointer: 'mouse' as const },
  ...(width < 480 ? [{ width, pointer: 'touch' as const }] : []),
]);

/**
 * Makes the page `screen`: a window of that width with a mouse, or a phone's touch screen
 * (Chromium's device mode); skips the calling test where the engine cannot emulate touch.
 * `resetScreen` in an `afterEach` gives the page back.
 */
export async function showAt(context: Mocha.Context, { width, pointer }: Screen): Promise<void> {
  if (pointer === 'touch') {
    if (!MEDIA_ENGINES.includes(await engine())) context.skip();
    expect(await emulatePhone({ name: `${width} px`, width, height: 740, deviceScaleFactor: 2 })).to.equal(true);
  } else {
    await setViewport({ width, height: 800 });
  }
  expect(matchMedia('(pointer: coarse)').matches, 'the pointer').to.equal(pointer === 'touch');
}

export async function resetScreen(): Promise<void> {
  if (MEDIA_ENGINES.includes(await engine())) await emulatePhone(undefined);
  await setViewport({ width: 800, height: 600 });
}

/** Nothing overlaps and every control is big enough, said as one list of what is wrong, `when`. */
export function expectSound(el: Element, when: string): void {
  expect([...overlaps(el), ...undersized(el)], `${when}: overlaps and small targets (${targetSize()} px)`).to.deep.equal([]);
}

/** `expectSound`, and every part of `before` where it was. */
export function expectUnmoved(el: Element, before: ReturnType<typeof places>, when: string): void {
  expectSound(el, when);
  expect(moved(before, places(el)), `${when}: what moved`).to.deep.equal([]);
}

/**
 * A wallet's button replaced in its own box (issue 54): `expectSound`, every part of `before` but
 * `pressed` where it was, `pressed` (hidden, its box kept) where it was, and each part drawn in its
 * place (the busy line and Cancel, what the attempt came to and Retry) inside that box: the
 * longest of them wraps inside it, never below.
 */
export function expectInPlaceOf(el: Element, before: ReturnType<typeof places>, pressed: Element, when: string): void {
  expectSound(el, when);
  const others = new Map(before);
  others.delete(pressed);
  expect(moved(others, places(el)), `${when}: what moved`).to.deep.equal([]);
  const card = shadow(el).querySelector('[part~="card"]')!.getBoundingClientRect();
  const box = pressed.getBoundingClientRect();
  expect(`${px(box.left - card.left)},${px(box.top - card.top)} ${px(box.width)}×${px(box.height)}`, `${when}: the pressed button's box`).to.equal(before.get(pressed)?.where);
  const inPlace = [...placed(el, CONTROLS), ...placed(el, READS)].filter((p) => p.node !== pressed && pressed.parentElement!.contains(p.node));
  expect(inPlace.length, `${when}: what took the button's place`).to.be.above(0);
  const outside = inPlace.filter(({ box: b }) => b.top < box.top - 0.5 || b.bottom > box.bottom + 0.5 || b.left < box.left - 0.5 || b.right > box.right + 0.5);
  expect(outside.map(({ name, box: b }) => `${name} [${px(b.left)},${px(b.top)} ${px(b.width)}×${px(b.height)}] outside [${px(box.left)},${px(box.top)} ${px(box.width)}×${px(box.height)}]`), when).to.deep.equal([]);
}
