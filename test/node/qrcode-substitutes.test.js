// qrcode as the payment file carries it (scripts/qrcode-substitutes.js): with level M's counts of
// error correction alone, made from qrcode's own tables, it draws every version's code bit for bit
// as qrcode whole does; asked for another level, it throws rather than draw a wrong code.
import assert from 'node:assert/strict';
import Module, { createRequire } from 'node:module';
import { test } from 'node:test';
import { qrcodeSubstitute } from '../../scripts/qrcode-substitutes.js';

const require = createRequire(import.meta.url);
const CORE = require.resolve('qrcode/lib/core/qrcode.js').replace(/qrcode\.js$/, '');

/** qrcode's core loaded afresh, with its error-correction-code.js made by the substitute when `substituted`. */
function freshQRCode(substituted) {
  for (const id of Object.keys(require.cache)) if (id.startsWith(CORE)) delete require.cache[id];
  if (substituted) {
    const made = qrcodeSubstitute('./error-correction-code', `${CORE}version.js`);
    assert.ok(made?.contents, 'version.js gets a made module');
    assert.deepEqual(qrcodeSubstitute('./error-correction-code', `${CORE}qrcode.js`), made, 'qrcode.js gets the same');
    const id = `${CORE}error-correction-code.js`;
    const module = new Module(id);
    module._compile(made.contents, id);
    module.loaded = true;
    require.cache[id] = module;
  }
  return require('qrcode/lib/core/qrcode.js');
}

// Byte-mode texts whose lengths need each of the 40 versions at level M (its capacities, lib/core/version.js).
const TEXTS = [1, 14, 15, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331].map((n) => 'x'.repeat(n));

test("the payment file's qrcode draws every version as qrcode whole does, at level M", () => {
  const whole = freshQRCode(false);
  const codes = TEXTS.map((text) => whole.create(text, { errorCorrectionLevel: 'M' }));
  const trimmed = freshQRCode(true);
  const versions = new Set();
  TEXTS.forEach((text, i) => {
    const code = trimmed.create(text, { errorCorrectionLevel: 'M' });
    versions.add(code.version);
    assert.equal(code.version, codes[i].version, `${text.length} characters`);
    assert.deepEqual(code.modules.data, codes[i].modules.data, `${text.length} characters, version ${code.version}`);
  });
  assert.equal(versions.size, 40, 'every version drawn');
  assert.throws(() => trimmed.create('x'.repeat(2332), { errorCorrectionLevel: 'M' }), 'too long for version 40, as qrcode whole says');
});

test("the payment file's qrcode refuses the other levels", () => {
  const trimmed = freshQRCode(true);
  for (const level of ['L', 'Q', 'H']) assert.throws(() => trimmed.create('x', { errorCorrectionLevel: level }), /level M only/, level);
});
