/**
 * The fonts every screenshot is drawn with, loaded by the test page from files (a font that the
 * machine happens to have never takes part): the baselines must come out the same on any machine.
 * Asking the system for a family by name let fontconfig choose, and it chose differently where more
 * fonts are installed (with Noto CJK, the Japanese screenshots differed by about 2,500 pixels).
 *
 * - Liberation Sans and Mono 1.07.4 (the files of Debian's fonts-liberation, in ./fonts/ with
 *   their licence): what the element's stacks reached through Arial and by name before.
 * - DejaVu Sans 2.37 (the devDependency dejavu-fonts-ttf): Arabic, Hebrew and signs Liberation lacks.
 * - Noto Sans JP (the devDependency @fontsource/noto-sans-jp, split by unicode-range, so a page
 *   loads only the parts its text needs): Japanese.
 */
import { executeServerCommand } from '@web/test-runner-commands';

const file = (path: string) => new URL(path, import.meta.url).href;
const DEJAVU = '/node_modules/dejavu-fonts-ttf/ttf';

const faces: [family: string, weight: number, url: string][] = [
  ['Liberation Sans', 400, file('./fonts/LiberationSans-Regular.ttf')],
  ['Liberation Sans', 700, file('./fonts/LiberationSans-Bold.ttf')],
  // Book alone: the baselines' bold Arabic and Hebrew is Book emboldened by Chromium, as the
  // system's fallback gave it, not DejaVu Sans Bold (wider: about 3,000 pixels a screenshot).
  ['DejaVu Sans', 400, `${DEJAVU}/DejaVuSans.ttf`],
  // The element's monospace stack (ids, amounts, addresses) is written in its shadow root:
  // `ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace`. A family declared here is taken
  // from its file even where the machine has one of that name, so the names before Liberation Mono
  // that a machine may have are declared as Liberation Mono too (ui-monospace, a keyword, reaches
  // no font in Chromium on Linux: the font check below would say so).
  ...['Menlo', 'Consolas', 'Liberation Mono'].flatMap((family): [string, number, string][] => [
    [family, 400, file('./fonts/LiberationMono-Regular.ttf')],
    [family, 700, file('./fonts/LiberationMono-Bold.ttf')],
  ]),
];

const style = document.createElement('style');
style.textContent = [
  ...faces.map(([family, weight, url]) => `@font-face { font-family: '${family}'; font-weight: ${weight}; src: url('${url}') format('truetype'); }`),
  // The element's font stack (README, `--market-font-family`) on the test page: these families alone.
  ":root { --market-font-family: 'Liberation Sans', 'DejaVu Sans', 'Noto Sans JP' }",
].join('\n');
document.head.append(style);
for (const weight of [400, 700]) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/node_modules/@fontsource/noto-sans-jp/${weight}.css`;
  document.head.append(link);
}

/** A font the page drew text with: one of its own files (custom) or one asked of the system. */
export interface FontUsed {
  family: string;
  custom: boolean;
  glyphs: number;
}

// The command (scripts/wtr/platform-fonts.js) reads the elements from here: a server command
// cannot take an element, and these are inside shadow roots that no selector reaches.
const ELEMENTS_KEY = '__platformFontsOf';

/** Every element under `el` (itself, its shadow tree and nested ones), each of which may hold text. */
function elementsUnder(el: Element): Element[] {
  const all = [el];
  const walk = (root: Element | ShadowRoot) => {
    for (const child of root.querySelectorAll('*')) {
      all.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
    }
  };
  if (el.shadowRoot) walk(el.shadowRoot);
  walk(el);
  return all;
}

/**
 * The fonts Chromium drew the text under `el` with (DevTools' CSS.getPlatformFontsForNode), or
 * undefined in an engine that does not say.
 */
export async function fontsUsed(el: Element): Promise<FontUsed[] | undefined> {
  (globalThis as Record<string, unknown>)[ELEMENTS_KEY] = elementsUnder(el);
  try {
    return (await executeServerCommand<FontUsed[] | false, { key: string }>('platform-fonts', { key: ELEMENTS_KEY })) || undefined;
  } finally {
    delete (globalThis as Record<string, unknown>)[ELEMENTS_KEY];
  }
}

/**
 * Throws unless every glyph under `el` was drawn from the test's own font files: a glyph none of
 * them has, or a file not loaded yet, would make the screenshot depend on the machine again.
 */
export async function assertTestFontsOnly(el: Element, name: string): Promise<void> {
  await document.fonts.ready;
  const system = (await fontsUsed(el))?.filter((font) => !font.custom) ?? [];
  if (system.length === 0) return;
  const which = system.map((font) => `${font.family} (${font.glyphs} glyphs)`).join(', ');
  throw new Error(
    `${name}: text drawn with this machine's fonts: ${which}. Screenshots use only the files in ` +
      `test/screenshots/fonts.ts; give a character none of them has a font there.`,
  );
}
