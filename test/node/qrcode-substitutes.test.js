// qrcode as the payment file carries it (scripts/qrcode-substitutes.js): its core read as ES
// modules, its segments and regular expressions replaced, and error correction level M alone (its
// counts made from qrcode's own tables). Bundled as the test server bundles it (the build runs the
// same two functions), it draws every version's code bit for bit as qrcode whole does; asked for
// another level, it throws rather than draw a wrong code.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { build } from 'esbuild';
import { qrcodeAsModule } from '../../scripts/qrcode-substitutes.js';
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
