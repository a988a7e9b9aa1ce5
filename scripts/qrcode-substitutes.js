// What the payment file carries of qrcode in place of three of its modules, for the payment build
// (vite.config.ts) and for the browser tests, which bundle qrcode with esbuild
// (web-test-runner.config.js), so that the tests run what ships. qr-path.ts hands qrcode the
// segments qr-segments.ts plans, at error correction level M: qrcode's optimiser, what only it
// needs, and the tables of the other three levels would be dead weight.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const QRCODE = '/node_modules/qrcode/lib/core/';
const fileOf = (path) => ({ path: fileURLToPath(new URL(path, import.meta.url)) });

/**
 * qrcode's error-correction-code.js with level M's counts alone, taken from qrcode's own tables
 * when the bundle is made (so there is one source of them). Another level throws rather than
 * encode with counts it does not have.
 */
function levelMOnly() {
  const require = createRequire(import.meta.url);
  const counts = require('qrcode/lib/core/error-correction-code.js');
  const { M } = require('qrcode/lib/core/error-correction-level.js');
  const column = (count) => JSON.stringify(Array.from({ length: 40 }, (_, i) => count(i + 1, M)));
  const contents = [
    '// Made by scripts/qrcode-substitutes.js from qrcode\'s lib/core/error-correction-code.js: level M only.',
    `const at = (table) => (version, level) => { if (level.bit !== ${M.bit}) throw new Error('qrcode: level M only'); return table[version - 1]; };`,
    `exports.getBlocksCount = at(${column(counts.getBlocksCount)});`,
    `exports.getTotalCodewordsCount = at(${column(counts.getTotalCodewordsCount)});`,
  ].join('\n');
  return { path: 'qrcode-error-correction-code-m.cjs', contents };
}

const SUBSTITUTES = [
  // qrcode.js requires its segments for fromArray, and for the optimiser we replace.
  { importers: ['qrcode.js'], source: './segments', by: () => fileOf('../src/payment-screen/qrcode/segments.cjs') },
  // mode.js requires the regular expressions for getBestModeForData, which only segments.js calls.
  { importers: ['mode.js'], source: './regex', by: () => fileOf('../src/payment-screen/qrcode/regex.cjs') },
  // Both count codewords for the level they are given, which is always M (qr-path.ts).
  { importers: ['qrcode.js', 'version.js'], source: './error-correction-code', by: levelMOnly },
];

/**
 * What to load for `source` as required from `importer`: `{ path }` of a file, or `{ path,
 * contents }` of a module made here (`path` then only names it); undefined to load it as qrcode
 * ships it.
 */
export function qrcodeSubstitute(source, importer) {
  const from = importer?.replaceAll('\\', '/');
  const substitute = SUBSTITUTES.find((s) => s.source === source && s.importers.some((file) => from?.endsWith(QRCODE + file)));
  return substitute?.by();
}
