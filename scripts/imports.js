// Every import between the project's own modules, read from the source (src/) as it is: static
// imports and re-exports (type-only ones marked), and dynamic import() of a literal path. One reader
// for the two checks that keep ARCHITECTURE.md true: the import order
// (test/node/architecture.test.js) and the hops of a crypto submit (scripts/count-hops.js).
// Parsed by the parser Vite ships (oxc through Rolldown), so a comment or a string that looks like
// an import is not one. The build's swaps (scripts/vite/swaps.ts) are not followed: the source's
// own arrows are what a reader sees and what the order speaks of.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parseAst } from 'vite';

/** Every module under `root`, as paths relative to it ('elements/checkout-element.ts'). */
export function modulesUnder(root = 'src') {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return walk(root)
    .filter((path) => /\.(ts|js)$/.test(path))
    .map((path) => relative(root, path))
    .sort();
}

/** `{ line, column }` of an offset, 1-based, for messages a reader can jump to. */
function position(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1).length + 1 };
}

/**
 * The imports of one module: `{ from, specifier, to, kind, line }`, where `to` is the imported
 * module's path under `root` for a relative specifier (a package's name stays as it is, with no
 * `to`), and `kind` is 'type' (`import type`, `export type … from`), 'value' or 'dynamic'.
 */
export function importsOf(path, root = 'src') {
  const text = readFileSync(join(root, path), 'utf8');
  const found = [];
  const add = (node, specifier, kind) => {
    const to = specifier.startsWith('.') ? normalize(join(dirname(path), specifier)) : undefined;
    found.push({ from: path, specifier, to, kind, line: position(text, node.start).line });
  };
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (/^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration)$/.test(node.type) && node.source) {
      add(node, node.source.value, node.importKind === 'type' || node.exportKind === 'type' ? 'type' : 'value');
    } else if (node.type === 'ImportExpression' && node.source.type === 'Literal') {
      add(node, node.source.value, 'dynamic');
    }
    for (const key of Object.keys(node)) if (key !== 'parent') visit(node[key]);
  };
  visit(parseAst(text, { lang: path.endsWith('.ts') ? 'ts' : 'js' }));
  return found;
}

/**
 * Every import of every module under `root`, each `to` the module's own file (`./x.js` names
 * x.ts in TypeScript's way); a relative import of a module that is not there throws.
 */
export function allImports(root = 'src') {
  const modules = new Set(modulesUnder(root));
  const edges = [...modules].flatMap((path) => importsOf(path, root));
  for (const edge of edges) {
    if (!edge.to || modules.has(edge.to)) continue;
    const ts = edge.to.replace(/\.js$/, '.ts');
    if (!modules.has(ts)) throw new Error(`${root}/${edge.from}:${edge.line} imports ${edge.specifier}, which is not a module under ${root}/.`);
    edge.to = ts;
  }
  return edges;
}
