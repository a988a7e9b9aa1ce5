// A partner's clean `npm run build` prints no warning and no timing: the payment build (the one
// that bundles qrcode's core with its substitutes) and the combined script, each built as
// scripts/build.js builds them, tell the logger nothing at warning level. And the one log the
// qrcode substitutes drop is theirs alone: the same warning about any other module still shows.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { build, createLogger } from 'vite';
import { isSubstitutedAway } from '../../scripts/qrcode-substitutes.js';

for (const mode of ['payment', 'script']) {
  test(`vite build --mode ${mode} warns of nothing`, { timeout: 120_000 }, async () => {
    const heard = [];
    const logger = createLogger('warn', { allowClearScreen: false });
    logger.warn = (message) => heard.push(message);
    logger.warnOnce = (message) => heard.push(message);
    const outDir = mkdtempSync(join(tmpdir(), 'market-quiet-'));
    try {
      await build({ mode, logLevel: 'warn', customLogger: logger, build: { outDir, emptyOutDir: true } });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
    assert.deepEqual(heard, []);
  });
}

test("only qrcode's core naming what a substitute leaves out is dropped", () => {
  const core = '/repo/node_modules/qrcode/lib/core/qrcode.js';
  const ours = "Import `rawSplit` will always be undefined because there is no matching export in 'src/payment-screen/qrcode/segments.js'";
  assert.equal(isSubstitutedAway({ id: core, message: ours }), true);
  assert.equal(isSubstitutedAway({ id: '/repo/src/payment-screen/qr-path.ts', message: ours }), false);
  assert.equal(isSubstitutedAway({ id: core, message: "Import `x` will always be undefined because there is no matching export in 'src/core/decimal.ts'" }), false);
});
