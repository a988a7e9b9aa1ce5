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
            .replace(/;}/g, '}'),
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
