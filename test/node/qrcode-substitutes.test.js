// qrcode as the payment file carries it (scripts/qrcode-substitutes.js): its core read as ES
// modules, its segments and regular expressions replaced, and error correction level M alone (its
// counts made from qrcode's own tables). Bundled as the test server bundles it (the build runs the
// same two functions), it draws every version's code bit for bit as qrcode whole does; asked for
// another level, it throws rather than draw a wrong code. qrcode is pinned to the release the
// patterns were written for, and a release whose modules read otherwise fails here first.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { build } from 'esbuild';
import { qrcodeAsModule, qrcodeSubstitute, SUBSTITUTES, WRITTEN_FOR } from '../../scripts/qrcode-substitutes.js';
import { qrcodeSubstitutes } from '../../scripts/wtr/commonjs-as-esm.js';

const require = createRequire(import.meta.url);
const ENTRY = require.resolve('qrcode/lib/core/qrcode.js');

async function shippedQRCode() {
  const bundle = await build({ entryPoints: [ENTRY], bundle: true, format: 'esm', write: false, plugins: [qrcodeSubstitutes], logLevel: 'silent' });
  const code = bundle.outputFiles[0].text;
  assert.doesNotMatch(code, /__commonJS|require\(/, 'nothing of it is left as CommonJS');
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// Byte-mode texts whose lengths need each of the 40 versions at level M (its capacities, lib/core/version.js).
const LENGTHS = [1, 14, 15, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331];
const segmentsOf = (length) => [{ data: 'x'.repeat(length), mode: 'byte' }];

test("the payment file's qrcode draws every version as qrcode whole does, at level M", async () => {
  const whole = require('qrcode/lib/core/qrcode.js');
  const shipped = await shippedQRCode();
  const versions = new Set();
  for (const length of LENGTHS) {
    const [ours, theirs] = [shipped, whole].map((qrcode) => qrcode.create(segmentsOf(length), { errorCorrectionLevel: 'M' }));
    versions.add(ours.version);
    assert.equal(ours.version, theirs.version, `${length} characters`);
    assert.deepEqual(ours.modules.data, theirs.modules.data, `${length} characters, version ${ours.version}`);
    assert.equal(ours.maskPattern, theirs.maskPattern);
  }
  assert.equal(versions.size, 40, 'every version drawn');
  assert.throws(() => shipped.create(segmentsOf(2332), { errorCorrectionLevel: 'M' }), /amount of data is too big/, 'too long for version 40, as qrcode whole says');
});

test("the payment file's qrcode refuses the other levels", async () => {
  const shipped = await shippedQRCode();
  for (const level of ['L', 'Q', 'H']) assert.throws(() => shipped.create(segmentsOf(1), { errorCorrectionLevel: level }), /level M only/, level);
});

test('qrcodeAsModule leaves no module half converted: what it cannot read fails the build', () => {
  assert.equal(qrcodeAsModule('exports.a = 1', '/app/src/a.js'), undefined, 'only qrcode\'s core');
  const id = require.resolve('qrcode/lib/core/utils.js');
  assert.match(qrcodeAsModule("exports.a = 1\nexports.b = function b () { return exports.a }\n", id).code, /^export const a = 1\nexport function b \(\) \{ return a \}/);
  assert.throws(() => qrcodeAsModule('exports.a = 1\nexports.a = 2\n', id), /left CommonJS/);
  assert.throws(() => qrcodeAsModule("const x = require('./utils').a.b\n", id), /left CommonJS/);
});

test('qrcode is pinned to the release the substitutes were written for, in package.json, its lock and node_modules', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  assert.equal(pkg.dependencies.qrcode, WRITTEN_FOR, 'package.json: the exact release, no range');
  assert.equal(lock.packages[''].dependencies.qrcode, WRITTEN_FOR, "the lock's copy of package.json");
  assert.equal(lock.packages['node_modules/qrcode'].version, WRITTEN_FOR, 'the release the lock installs');
  assert.equal(require('qrcode/package.json').version, WRITTEN_FOR, 'the release installed');
});

test('the installed qrcode has the shape the substitutes read', () => {
  const core = dirname(require.resolve('qrcode/lib/core/qrcode.js'));
  const source = (file) => readFileSync(join(core, file), 'utf8');
  // Each replaced module is still required, once, where a substitute answers it.
  for (const { importers, source: required } of SUBSTITUTES) {
    for (const importer of importers) {
      const lines = source(importer).split('\n').filter((line) => line.includes(`require('${required}')`));
      assert.equal(lines.length, 1, `${importer} requires ${required} once`);
      assert.match(lines[0], /^const \w+ = require\('\.\/[\w-]+'\)$/, `${importer}: ${lines[0]}`);
      assert.ok(qrcodeSubstitute(required, join(core, importer)), `${required} in ${importer} is replaced`);
    }
  }
  // The segments given as an array go through fromArray, the one function our segments.js has.
  assert.match(source('qrcode.js'), /segments = Segments\.fromArray\(data\)/);
  // mode.js reads the regular expressions in getBestModeForData alone, which only the optimiser calls.
  const mode = source('mode.js');
  const best = mode.indexOf('exports.getBestModeForData');
  const end = mode.indexOf('\n}\n', best);
  const reads = [...mode.matchAll(/\bRegex\./g)].map((match) => match.index);
  assert.ok(best > 0 && reads.length > 0 && reads.every((at) => at > best && at < end), 'mode.js reads Regex in getBestModeForData alone');
  // Level M's bit and counts, as levelM() and levelMCounts() read them.
  assert.equal(typeof require('qrcode/lib/core/error-correction-level.js').M.bit, 'number');
  const counts = require('qrcode/lib/core/error-correction-code.js');
  for (const name of ['getBlocksCount', 'getTotalCodewordsCount']) assert.equal(typeof counts[name], 'function', name);
  // Every module of the core the payment file keeps is written the one CommonJS way qrcodeAsModule reads.
  const replaced = new Set(SUBSTITUTES.map((substitute) => `${substitute.source.slice(2)}.js`));
  for (const file of readdirSync(core).filter((name) => name.endsWith('.js') && !replaced.has(name))) {
    assert.doesNotThrow(() => qrcodeAsModule(source(file), join(core, file)), file);
  }
});
