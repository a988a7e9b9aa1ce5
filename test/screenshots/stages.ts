/**
 * Mounting the gallery's states (demo/gallery-states.ts) in a test page, and photographing an
 * element under each width and colour scheme. The clock is held still where a countdown shows,
 * the caret and focus are taken away, and motion is reduced, so that the same state gives the same
 * pixels on every run.
 */
import { fixture, html } from '@open-wc/testing';
import * as visualRegression from '@web/test-runner-visual-regression';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import '../../src/index.js';
import type { Strings } from '../../src/locales/strings.js';
import { ARABIC, type Checkout, type Stage } from '../../demo/gallery-states.js';
import { languageReady } from '../helpers/language-ready.js';
import { mockSession } from '../helpers/mock-session.js';
import { emulateMedia, setViewport } from '../helpers/emulate.js';
import { engine, type Engine } from '../helpers/engine.js';
import { setPageVisible } from '../helpers/page-visibility.js';
import { assertTestFontsOnly } from './fonts.js';

// The package's types point at a declaration file TypeScript does not find from `.mjs`.
const { visualDiff } = visualRegression as unknown as { visualDiff(element: Node, name: string): Promise<void> };

/**
 * The baselines are Chromium's (fonts, antialiasing and native controls give other pixels in each
 * engine): a file of screenshots alone skips elsewhere with `onlyIn(this, BASELINE_ENGINES)`, and a
 * test that also asserts behaviour runs everywhere and compares its screenshot in Chromium only.
 */
export const BASELINE_ENGINES: readonly Engine[] = ['chromium'];

/**
 * Compares `el` with the baseline `name`, in the engine the baselines were drawn in, once its text
 * is drawn from the test's own font files alone (./fonts.ts).
 */
export async function compareWithBaseline(el: Element, name: string): Promise<void> {
  if (!BASELINE_ENGINES.includes(await engine())) return;
  await assertTestFontsOnly(el, name);
  await visualDiff(el, name);
}

export const WIDTHS = [360, 1024] as const;
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

// The page's canvas follows the scheme too (it shows at the element's rounded corners), and no
// caret blinks in a screenshot.
const style = document.createElement('style');
style.textContent = ':root { color-scheme: light dark } ::part(input) { caret-color: transparent }';
document.head.append(style);

let clock: Clock | undefined;

afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  await emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
});

/**
 * The element of `stage`, mounted and driven into its state; right to left in Arabic when `rtl`,
 * with `strings` when given.
 */
export async function mountStage(
  stage: Stage,
  { rtl = false, strings, lang }: { rtl?: boolean; strings?: Partial<Strings>; lang?: string } = {},
): Promise<Checkout> {
  await emulateMedia({ reducedMotion: 'reduce' });
  const el = document.createElement(stage.tag) as Checkout;
  for (const [name, value] of Object.entries(stage.attributes)) el.setAttribute(name, value);
  // A built-in language as the element loads it, on a page written that way.
  if (lang) {
    el.lang = lang;
    el.dir = ['ar', 'he', 'fa'].includes(lang) ? 'rtl' : 'ltr';
  }
  if (rtl) {
    el.dir = 'rtl';
    el.lang = 'ar';
    el.strings = ARABIC;
  }
  if (strings) el.strings = strings;
  if (stage.reads) await setPageVisible(true);
  await fixture(html`${el}`);
  if (el.lang) await languageReady(el.lang);
  clock?.uninstall();
  clock = undefined;
  if (stage.clock) clock = FakeTimers.withGlobal(window).install({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const fake = clock;
  await stage.reach?.(el, {
    mock: mockSession(),
    wait: async (ms) => {
      if (fake) await fake.tickAsync(ms);
      else await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  await el.updateComplete;
  return el;
}

/** Lets the page's real timers back, e.g. for axe, which schedules its work on them. */
export function releaseClock(): void {
  clock?.uninstall();
  clock = undefined;
}

/** Moves the held clock of a countdown stage on by `ms`, firing its timers on the way. */
export async function advance(ms: number): Promise<void> {
  if (!clock) throw new Error('No clock is held: only stages with `clock` have one.');
  await clock.tickAsync(ms);
}

/** Settles the element at `width` in `scheme`, with nothing focused. */
export async function show(el: Checkout, width: number, scheme: Scheme): Promise<void> {
  await setViewport({ width, height: 800 });
  await emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  (el.shadowRoot!.activeElement as HTMLElement | null)?.blur();
  await el.updateComplete;
  // Layout now; the screenshot waits for the frame (no requestAnimationFrame: a page in a
  // background tab draws none until the screenshot brings it to the front).
  el.getBoundingClientRect();
}

/**
 * The card inside `el`: what a buyer sees. The host is the page's box (block, full width, or
 * whatever the page's own rules make it); the card keeps its own width and frame in it.
 */
export function cardOf(el: Element): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>('[part~="card"]')!;
}

/** Compares `el` with its baselines at each width and scheme; `name` names the state. */
export async function photograph(el: Checkout, name: string): Promise<void> {
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      await show(el, width, scheme);
      await compareWithBaseline(cardOf(el), `${name}-${width}-${scheme}`);
    }
  }
}
