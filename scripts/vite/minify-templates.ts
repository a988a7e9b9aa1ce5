// Hand-written, and why not a maintained plugin (measured 2026-11-27, vite 8, this tree, gzip -9):
// @lit-labs/rollup-plugin-minify-html-literals 0.2.0 (html-minifier-next, lightningcss) and
// rollup-plugin-html-literals 2.0.1 (minify-literals: html-minifier-terser, clean-css) both build
// without an error in its place, and save little:
//   combined script 35,488 B here; 35,466 (-22) and 35,471 (-17)
//   card-only       27,680 B here; 27,661 (-19) and 27,668 (-12)
//   payment file    21,492 B here; 21,451 (-41) and 21,454 (-38)
// a crypto buyer's 56,980 B less 63 or 55 B (0.1%). For that they would add 40 to 75 MB of dev
// dependencies, among them a second TypeScript (5, which parse-literals and the Lit plugin parse
// with; the project is on 7) and, for the Lit plugin, lightningcss's native binary; and they
// rewrite more than whitespace: every attribute binding gains quotes (`id=${x}` becomes
// `id="${x}"`), whitespace before a closing tag goes, and lightningcss reorders a rule's
// declarations, each a change the screenshot and accessibility tests in three engines would have
// to clear again. This file changes whitespace and CSS comments only. To measure again: swap
// minifyTemplates() in vite.config.ts for the plugin with `include: ['**/src/**/*.ts']` and
// `failOnError: true`, and compare `npm run build`'s sizes.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** CSS without comments, and with no whitespace a browser would not miss; quoted strings are kept. */
function minifyCss(text: string): string {
  const small = text
    .split(/('[^']*'|"[^"]*")/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\/\*[^]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,>]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}')
            // A quotient or a number's product needs no spaces (a sum or difference does, and a
            // selector's `*` may be a universal one): `1lh)/2`, `calc(2*var(--_sp))`.
            .replace(/ \/ /g, '/')
            .replace(/([\d)]) \* (?=var\(|[\d.])/g, '$1*')
            // A fraction needs no leading zero: `.875`.
            .replace(/(?<![\w.-])0(\.\d)/g, '$1'),
    )
    .join('');
  // An apostrophe in a comment reads as a quote: everything up to the next one stayed as written.
  if (small.includes('/*')) throw new Error(`A quote in a CSS comment kept it unminified: ${small.slice(small.indexOf('/*'), small.indexOf('/*') + 80)}`);
  return small;
}

/**
 * Lit's templates reach the browser as written, indentation and all, and no minifier touches a
 * string: this shrinks the static parts of `css` and `html` templates in our modules. In markup a
 * run of whitespace renders as one space, so that is what it becomes.
 */
export function minifyTemplates(): Plugin {
  return {
    name: 'market-minify-templates',
    transform: {
      filter: { id: /\/src\/.*\.ts$/ },
      handler(code) {
        if (!/\b(css|html)`/.test(code)) return null;
        const out = new MagicString(code);
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) return node.forEach(visit);
          const n = node as { type?: string; tag?: { type: string; name: string }; quasi?: { quasis: { start: number; end: number; value: { raw: string } }[] } };
          if (n.type === 'TaggedTemplateExpression' && n.tag?.type === 'Identifier' && (n.tag.name === 'css' || n.tag.name === 'html')) {
            const minify = n.tag.name === 'css' ? minifyCss : (raw: string) => raw.replace(/\s+/g, ' ');
            for (const { start, end, value } of n.quasi!.quasis) {
              const small = minify(value.raw);
              if (small !== value.raw) out.overwrite(start, end, small);
            }
          }
          Object.values(node).forEach(visit);
        };
        visit(this.parse(code));
        return { code: out.toString(), map: out.generateMap({ hires: true }) };
      },
    },
  };
}
