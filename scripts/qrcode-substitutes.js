// qrcode as the payment file carries it, for the payment build (vite.config.ts) and for the
// browser tests, which bundle qrcode with esbuild (web-test-runner.config.js), so that the tests
// run what ships. qr-path.ts hands qrcode the segments qr-segments.ts plans, at error correction
// level M: qrcode's optimiser, what only it needs, and what reads and counts the other three
// levels would be dead weight, so four of its modules are replaced (qrcodeSubstitute); and its
// core is read as ES modules (qrcodeAsModule). Written for qrcode WRITTEN_FOR, which package.json
// pins exactly: test/node/qrcode-substitutes.test.js fails when the release installed is another
// or its modules no longer have the shape read here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';

const CORE = '/node_modules/qrcode/lib/core/';
const fileOf = (path) => ({ path: fileURLToPath(new URL(path, import.meta.url)) });

const require = createRequire(import.meta.url);
const MADE = "// Made by scripts/qrcode-substitutes.js from qrcode's";
const ONLY_M = "throw new Error('qrcode: level M only')";

/**
 * qrcode's error-correction-level.js for level M alone: its object for M (qrcode's own `bit`), and
 * `from` that takes M (the object, or 'M' as qr-path.ts asks) and throws for any other level rather
 * than encode it with counts the module below does not have.
 */
function levelM() {
  const { M } = require('qrcode/lib/core/error-correction-level.js');
  const contents = [
    `${MADE} lib/core/error-correction-level.js: level M only.`,
    `export const M = { bit: ${M.bit} };`,
    `export const from = (level) => { if (level !== M && level !== 'M') ${ONLY_M}; return M; };`,
  ].join('\n');
  return { path: 'qrcode-error-correction-level-m.js', contents };
}

/** qrcode's error-correction-code.js with level M's counts alone, taken from qrcode's own tables when the bundle is made (one source of them). */
function levelMCounts() {
  const counts = require('qrcode/lib/core/error-correction-code.js');
  const { M } = require('qrcode/lib/core/error-correction-level.js');
  const column = (count) => JSON.stringify(Array.from({ length: 40 }, (_, i) => count(i + 1, M)));
  const contents = [
    `${MADE} lib/core/error-correction-code.js: level M only.`,
    `const at = (table) => (version, level) => { if (level.bit !== ${M.bit}) ${ONLY_M}; return table[version - 1]; };`,
    `export const getBlocksCount = at(${column(counts.getBlocksCount)});`,
    `export const getTotalCodewordsCount = at(${column(counts.getTotalCodewordsCount)});`,
  ].join('\n');
  return { path: 'qrcode-error-correction-code-m.js', contents };
}

/** The qrcode release these substitutes and patterns were written for. */
export const WRITTEN_FOR = '1.5.4';

/** Each module of qrcode's core replaced: the `require` it answers, in which of qrcode's modules. */
export const SUBSTITUTES = [
  // qrcode.js imports its segments for fromArray, and for the optimiser we replace.
  { importers: ['qrcode.js'], source: './segments', by: () => fileOf('../src/payment-screen/qrcode/segments.js') },
  // mode.js imports the regular expressions for getBestModeForData, which only segments.js calls.
  { importers: ['mode.js'], source: './regex', by: () => fileOf('../src/payment-screen/qrcode/regex.js') },
  // Both read and count codewords for the level they are given, which is always M (qr-path.ts).
  { importers: ['qrcode.js', 'version.js'], source: './error-correction-level', by: levelM },
  { importers: ['qrcode.js', 'version.js'], source: './error-correction-code', by: levelMCounts },
];

/**
 * What to load for `source` as imported by `importer`: `{ path }` of a file, or `{ path,
 * contents }` of a module made here (`path` then only names it); undefined to load it as qrcode
 * ships it.
 */
export function qrcodeSubstitute(source, importer) {
  const from = importer?.replaceAll('\\', '/');
  const substitute = SUBSTITUTES.find((s) => s.source === source && s.importers.some((file) => from?.endsWith(CORE + file)));
  return substitute?.by();
}

const REQUIRE = /^const (\w+) = require\('(\.\/[\w-]+)'\)(?:\.(\w+))?$/gm;
const EXPORT_FUNCTION = /^exports\.(\w+) = function(?: \w+)? ?\(/gm;
const EXPORT_VALUE = /^exports\.(\w+) = /gm;
const EXPORTED = /\bexports\.(\w+)\b/g;
const MODULE_EXPORTS = /^module\.exports = (\w+)$/gm;

/**
 * A module of qrcode's core (CommonJS) as an ES module, line for line, or undefined for any other
 * file. As CommonJS each module costs the payment file a wrapper, and an export another module
 * reads through its `exports` object can never be dropped; as ES modules they share one scope, and
 * what nothing uses goes (about 1,000 B gzip of the payment file). qrcode's core writes CommonJS
 * one way: `const X = require('./x')` (or `.member`), `exports.name = …` and `module.exports =
 * Name`. Anything else fails the build, so that a qrcode release written otherwise is never
 * shipped half converted.
 */
export function qrcodeAsModule(code, id) {
  const file = id.replaceAll('\\', '/');
  if (!file.includes(CORE) || !file.endsWith('.js')) return undefined;
  const s = new MagicString(code);
  const each = (pattern, replace) => {
    for (const match of code.matchAll(pattern)) s.overwrite(match.index, match.index + match[0].length, replace(...match));
  };
  // A module that sets `module.exports` is imported as its default export, any other as its namespace.
  const setsModule = (source) => /^module\.exports = /m.test(readFileSync(resolve(dirname(id), `${source}.js`), 'utf8'));
  each(REQUIRE, (_, name, source, member) =>
    member ? `import { ${member} as ${name} } from '${source}'` : setsModule(source) ? `import ${name} from '${source}'` : `import * as ${name} from '${source}'`,
  );
  each(MODULE_EXPORTS, (_, name) => `export default ${name}`);
  const declared = new Set();
  each(EXPORT_FUNCTION, (_, name) => (declared.add(name), `export function ${name} (`));
  for (const match of code.matchAll(EXPORT_VALUE)) {
    if (declared.has(match[1])) continue;
    s.overwrite(match.index, match.index + match[0].length, `export const ${match[1]} = `);
    declared.add(match[1]);
  }
  for (const match of code.matchAll(EXPORTED)) {
    // The declarations above are overwritten already; what is left reads an export in its own module.
    if (code.slice(match.index - 1, match.index) !== '\n' && match.index !== 0) s.overwrite(match.index, match.index + match[0].length, match[1]);
  }
  const converted = s.toString();
  const left = /\brequire\(|\bexports\.|\bmodule\.exports\b/.exec(converted);
  if (left) throw new Error(`${id}: qrcodeAsModule left CommonJS in it (${converted.slice(left.index, left.index + 40)}…)`);
  return { code: converted, map: s.generateMap({ hires: true, source: id, includeContent: true }) };
}

/**
 * Whether a bundler's "import is undefined" log is qrcode's core naming what a substitute of
 * src/payment-screen/qrcode/ leaves out on purpose (its optimiser's `rawSplit`, `fromString`,
 * `testKanji`…): the importer is in qrcode's core and the module without the export is ours.
 */
export function isSubstitutedAway({ id, loc, message }) {
  const importer = (id ?? loc?.file ?? '').replaceAll('\\', '/');
  return importer.includes(CORE) && /'src\/payment-screen\/qrcode\/(segments|regex)\.js'/.test(message ?? '');
}
