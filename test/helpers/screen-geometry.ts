/**
 * A screen as geometry (issue 48: nothing covers or moves what the buyer reads): every control a
 * buyer presses and every part they read, found by what it is (a button, a link, a `part`, a
 * line of text), so that a control added later (Lightning's copy button, `part="webln-button"`)
 * is in these lists with nothing added here; then what overlaps, what is too small to hit, and
 * where each sits relative to the card.
 */
import { normalize, shadow } from './buyer.js';

/** What a buyer presses. */
export const CONTROLS = 'button, a[href], input, select, textarea, summary';

/**
 * What a buyer reads: headings, labels and lines of text, the values and the QR code, the
 * verdict of the address check. Copy feedback is left out: it lies over its own button and
 * label on purpose (payment.styles.ts), and is held to that by test/suites/look-feedback.test.ts.
 */
export const READS = 'h2, p, dt, dd, .label, [part~="amount"], [part~="address"], [part~="timer"], [part~="qr"], [part~="tx"], .verdict span';

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
    .filter((node) => node.checkVisibility({ visibilityProperty: true }) && !node.closest('.visually-hidden'))
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
