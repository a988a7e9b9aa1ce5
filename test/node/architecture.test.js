// ARCHITECTURE.md is kept true by this test: the import order it states (its `import-order`
// block) is checked against every import under src/ as the code has it today (scripts/imports.js),
// type-only imports included, and each exception it names must still be needed; and its walks of
// a crypto payment, file by file, are what scripts/count-hops.js counts from the code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { documented, walk, WALKS } from '../../scripts/count-hops.js';
import { allImports, modulesUnder } from '../../scripts/imports.js';

const DOC = readFileSync('ARCHITECTURE.md', 'utf8');

/**
 * The order as ARCHITECTURE.md states it. Each line of its `import-order` block is a layer, from
 * the top: entries separated by commas, each a folder under src/ (`elements`), one module
 * (`loading/beside.ts`), or `src/*.ts` for the entry points at the root. A line `except <module>
 * -> <entry>: type-only` lets that module import that entry's types against the order.
 */
function readOrder(doc) {
  const block = /```import-order\n([^]*?)\n```/.exec(doc)?.[1];
  if (!block) throw new Error('ARCHITECTURE.md has no ```import-order block.');
  const layers = [];
  const exceptions = [];
  for (const line of block.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const exception = /^except (\S+) -> (\S+): type-only$/.exec(line);
    if (exception) exceptions.push({ from: exception[1], to: exception[2] });
    else layers.push(line.split(',').map((entry) => entry.trim()));
  }
  return { layers, exceptions };
}

/** The entry a module belongs to: the module itself when the order names it, else its folder (or the root). */
function entryOf(path, entries) {
  if (entries.has(path)) return path;
  const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : 'src/*.ts';
  if (!entries.has(folder)) throw new Error(`src/${path} is in no layer of ARCHITECTURE.md's import order: add ${folder} to it.`);
  return folder;
}

/** Every import against the order, one sentence each, and the exceptions no import needs. */
function againstOrder({ layers, exceptions }, edges) {
  const rank = new Map(layers.flatMap((entries, i) => entries.map((entry) => [entry, i])));
  const used = new Set();
  const wrong = [];
  for (const edge of edges.filter((e) => e.to)) {
    const [from, to] = [entryOf(edge.from, rank), entryOf(edge.to, rank)];
    if (from === to || rank.get(from) < rank.get(to)) continue;
    const exception = exceptions.find((x) => x.from === edge.from && x.to === to);
    if (exception && edge.kind === 'type') {
      used.add(exception);
      continue;
    }
    const why = rank.get(from) === rank.get(to) ? `${from} and ${to} are side by side in one layer, neither importing the other` : `${to} is above ${from}`;
    wrong.push(`src/${edge.from}:${edge.line} imports ${edge.specifier}${edge.kind === 'type' ? ' (type-only)' : ''}: in ARCHITECTURE.md's order ${why}`);
  }
  const stale = exceptions.filter((x) => !used.has(x)).map((x) => `except ${x.from} -> ${x.to}: no type-only import needs it now`);
  return { wrong, stale };
}

test("every import under src/ follows ARCHITECTURE.md's import order", () => {
  const order = readOrder(DOC);
  const { wrong, stale } = againstOrder(order, allImports());
  assert.deepEqual(wrong, [], 'imports against the order');
  assert.deepEqual(stale, [], 'exceptions nothing needs: take them out of the document');
});

test('every folder under src/ has its place in the order, once', () => {
  const { layers } = readOrder(DOC);
  const entries = layers.flat();
  assert.deepEqual(entries.filter((entry, i) => entries.indexOf(entry) !== i), [], 'named twice');
  const folders = new Set(modulesUnder().map((path) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : 'src/*.ts')));
  assert.deepEqual([...folders].filter((folder) => !entries.includes(folder)).sort(), [], 'folders in no layer');
  assert.deepEqual(entries.filter((entry) => !folders.has(entry) && !modulesUnder().includes(entry)), [], 'entries that name nothing under src/');
});

test('an arrow against the order, or between two entries of one layer, is reported with its file and import', () => {
  const order = { layers: [['elements'], ['api', 'payment-link'], ['core']], exceptions: [{ from: 'core/x.ts', to: 'api' }] };
  const edge = (from, to, kind = 'value') => ({ from, to, specifier: `../${to.replace(/\.ts$/, '.js')}`, kind, line: 3 });
  const { wrong, stale } = againstOrder(order, [
    edge('elements/a.ts', 'core/b.ts'),
    edge('core/b.ts', 'elements/a.ts', 'type'),
    edge('api/c.ts', 'payment-link/d.ts'),
    edge('core/x.ts', 'api/c.ts', 'type'),
    edge('core/x.ts', 'api/e.ts'),
  ]);
  assert.deepEqual(wrong, [
    "src/core/b.ts:3 imports ../elements/a.js (type-only): in ARCHITECTURE.md's order elements is above core",
    "src/api/c.ts:3 imports ../payment-link/d.js: in ARCHITECTURE.md's order api and payment-link are side by side in one layer, neither importing the other",
    "src/core/x.ts:3 imports ../api/e.js: in ARCHITECTURE.md's order api is above core",
  ]);
  assert.deepEqual(stale, []);
  assert.deepEqual(againstOrder(order, [edge('elements/a.ts', 'core/b.ts')]).stale, ['except core/x.ts -> api: no type-only import needs it now']);
});

test("the walks from the focus to the QR code and from a chain read to \"paid\" are the script's, hop by hop and in number", () => {
  const walks = walk();
  assert.equal(DOC, documented(DOC, walks), 'ARCHITECTURE.md differs from the code: run node scripts/count-hops.js --write');
  const counts = [...DOC.matchAll(/a walk of the calls opens \*\*(\d+) files\*\*/g)].map((m) => Number(m[1]));
  assert.deepEqual(counts, Object.values(walks).map((w) => w.files.length));
  const changed = DOC.replace(/opens \*\*\d+ files\*\*/, 'opens **15 files**');
  assert.notEqual(documented(changed, walks), changed, 'a number written by hand is caught');
});

test('a hop that the code does not hold is named with its reason', () => {
  const { from, to } = WALKS['focus-to-qr'].hops[0];
  const broken = (hop) => ({ test: { title: 'A walk', hops: [hop] } });
  assert.throws(() => walk(broken({ from, to, call: 'noSuchCall', note: '' })), /test, hop 1 .*: controllers\/payment-loader\.ts defines no noSuchCall/);
  assert.throws(() => walk(broken({ from: to, to, call: 'prefetch', note: '' })), /does not call prefetch/);
  assert.throws(() => walk(broken({ from: 'core/lazy.ts', to, call: 'lastOf', note: '' })), /defines no lastOf[^]*does not reach controllers\/payment-loader\.ts/);
  assert.throws(() => walk(broken({ from, to: 'payment-screen/gone.ts', call: 'x', note: '' })), /no module payment-screen\/gone\.ts/);
});
