// Where the build makes a module's code differ from what its imports say (scripts/vite/swaps.ts,
// scripts/qrcode-substitutes.js), the source says so at the import: the line above it is a comment
// that names the plugin. The imports each plugin swaps are found from the code, as the plugins
// find them: the payment file's imports of Lit and of core/decimal (litFromScript,
// decimalFromScript: what entry-beside.ts reaches by value imports), the check file's imports of
// what it borrows of the script (checksFromScript), the imports filesBeside's table names, and
// every import of qrcode's core (qrcodeSubstitutes).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { allImports } from '../../scripts/imports.js';

const edges = allImports();
const lines = new Map();
const lineAbove = ({ from, line }) => {
  if (!lines.has(from)) lines.set(from, readFileSync(`src/${from}`, 'utf8').split('\n'));
  return lines.get(from)[line - 2] ?? '';
};

/**
 * The modules the payment file may carry: entry-beside.ts and what it reaches by value imports,
 * core/decimal.ts left out (decimalFromScript puts decimal-from-script.ts in its place).
 */
function paymentFile() {
  const reached = new Set(['payment-screen/entry-beside.ts']);
  for (const module of reached) {
    for (const e of edges) if (e.from === module && e.to && e.kind === 'value' && e.to !== 'core/decimal.ts') reached.add(e.to);
  }
  return reached;
}

/** What the check file borrows of the script (src/checks/from-script.ts): checksFromScript points its imports there. */
const LENT_TO_CHECKS = /^api\/(errors|messages|base-url|csp-refusal)\.ts$/;

/** The modules the check file may carry: entry-beside.ts and what it reaches by value imports, but what it borrows. */
function checksFile() {
  const reached = new Set(['checks/entry-beside.ts']);
  for (const module of reached) {
    for (const e of edges) if (e.from === module && e.to && e.kind === 'value' && !LENT_TO_CHECKS.test(e.to)) reached.add(e.to);
  }
  return reached;
}

/** Each import the build swaps, with the plugin that swaps it. */
function swappedImports() {
  const payment = paymentFile();
  const checks = checksFile();
  const inPayment = (e) => payment.has(e.from) && e.kind === 'value';
  const swaps = readFileSync('scripts/vite/swaps.ts', 'utf8');
  const beside = [...swaps.matchAll(/\['(\.\/[\w.-]+)', '\/src\/([\w/.-]+)', '\.\/[\w.-]+'\]/g)].map(([, specifier, importer]) => ({ specifier, importer }));
  assert.equal(beside.length, 4, "filesBeside's table read from scripts/vite/swaps.ts");
  return [
    ...edges.filter((e) => inPayment(e) && e.specifier === 'lit' && e.from.startsWith('payment-screen/')).map((e) => ({ ...e, plugin: 'litFromScript' })),
    ...edges.filter((e) => inPayment(e) && /\/core\/decimal\.js$/.test(e.specifier)).map((e) => ({ ...e, plugin: 'decimalFromScript' })),
    ...edges.filter((e) => checks.has(e.from) && e.kind === 'value' && LENT_TO_CHECKS.test(e.to ?? '')).map((e) => ({ ...e, plugin: 'checksFromScript' })),
    ...edges.filter((e) => beside.some((b) => b.importer === e.from && b.specifier === e.specifier)).map((e) => ({ ...e, plugin: 'filesBeside' })),
    ...edges.filter((e) => e.specifier.startsWith('qrcode/lib/core/') && e.kind === 'value').map((e) => ({ ...e, plugin: 'qrcodeSubstitutes' })),
  ];
}

test('each import the build swaps says so in the line above it, naming the plugin', () => {
  const swapped = swappedImports();
  // A comment may stand above a run of imports the same plugin swaps.
  const head = (e) => swapped.find((o) => o.from === e.from && o.plugin === e.plugin && o.line === e.line - 1) ?? e;
  const top = (e) => (head(e) === e ? e : top(head(e)));
  const silent = swapped
    .filter((e) => !new RegExp(`^\\s*//.*\\b${e.plugin}\\b`).test(lineAbove(top(e))))
    .map((e) => `src/${e.from}:${e.line} imports ${e.specifier}, which ${e.plugin} swaps: say so in a // comment above it`);
  assert.deepEqual(silent, []);
  const plugins = new Set(swapped.map((e) => e.plugin));
  assert.deepEqual([...plugins].sort(), ['checksFromScript', 'decimalFromScript', 'filesBeside', 'litFromScript', 'qrcodeSubstitutes'], 'every swap found in the code');
});

test("what the check build bundled is among the modules found here, and nothing it borrows (run npm run build first)", () => {
  const name = readdirSync('dist').find((file) => /^checks\.[\w-]+\.js\.map$/.test(file));
  assert.ok(name, 'dist/checks.<hash>.js.map');
  const bundled = JSON.parse(readFileSync(`dist/${name}`, 'utf8')).sources.flatMap((source) => /\/src\/(.+)$/.exec(source)?.[1] ?? []);
  const found = checksFile();
  assert.ok(bundled.includes('checks/schemas.ts'), 'the schemas in the check file');
  assert.deepEqual(bundled.filter((module) => !found.has(module)), [], 'bundled but not found from entry-beside.ts');
});

test("what the payment build bundled is among the modules found here (run npm run build first)", () => {
  const name = readdirSync('dist').find((file) => /^payment\.[\w-]+\.js\.map$/.test(file));
  assert.ok(name, 'dist/payment.<hash>.js.map');
  const bundled = JSON.parse(readFileSync(`dist/${name}`, 'utf8')).sources.flatMap((source) => /\/src\/(.+)$/.exec(source)?.[1] ?? []);
  const found = paymentFile();
  assert.ok(bundled.length > 20, `${bundled.length} modules of src/ in the payment file`);
  // qrcode's stand-ins come in by qrcode's own imports (qrcodeSubstitutes), not by ours.
  const ours = bundled.filter((module) => !module.startsWith('payment-screen/qrcode/'));
  assert.deepEqual(ours.filter((module) => !found.has(module)), [], 'bundled but not found from entry-beside.ts');
});
