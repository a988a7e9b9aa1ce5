// A partner's esbuild build of the package prints nothing of ours (issue 55): esbuild, as an app
// (or Vite's dependency step) runs it, bundles every entry of the built dist/lib for the browser,
// reached as `market-checkout/…` through a node_modules link, as a workspace or `npm link` reaches
// it, so that the package's own package.json (its `sideEffects` above all) is honoured and esbuild
// reports on its files (it says nothing of files under node_modules). It once warned of each bare
// import dist/lib kept of a module `sideEffects` leaves out. `npm run build` first; the framework
// matrix builds the packed package, installed and linked (scripts/partner-builds.js).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { bundleEveryEntry, packageEntries } from '../../scripts/partner-builds.js';

const app = mkdtempSync(join(tmpdir(), 'market-partner-'));
mkdirSync(join(app, 'node_modules'));
symlinkSync(resolve('.'), join(app, 'node_modules', 'market-checkout'), 'dir');
after(() => rmSync(app, { recursive: true, force: true }));

test('every entry of the package, bundled by esbuild for the browser, warns of nothing', async () => {
  const entries = packageEntries('.');
  assert.ok(entries.includes('market-checkout/locales/de') && entries.includes('market-checkout/react'), entries.join(', '));
  const { warnings, bundled } = await bundleEveryEntry(app, entries);
  assert.deepEqual(warnings, []);
  // Each entry was bundled, its tags defined: `sideEffects` keeps what the entries run.
  assert.equal(bundled.length, entries.length);
  assert.match(bundled.find((b) => b.entry === 'market-checkout').text, /define\("market-fiat-checkout"/);
  assert.match(bundled.find((b) => b.entry === 'market-checkout/crypto').text, /define\("market-crypto-checkout"/);
});

test('a package whose bare import esbuild drops is named, with the file it drops', async () => {
  // The check can fail: a linked package marked free of side effects whose entry keeps a bare
  // import (esbuild says nothing of files under node_modules, so it lies beside, as a linked one does).
  const pkg = join(app, 'packages', 'bare-import');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'bare-import', sideEffects: false, exports: { '.': './index.js' } }));
  writeFileSync(join(pkg, 'index.js'), 'import "./limits.js";\nexport const answer = 42;\n');
  writeFileSync(join(pkg, 'limits.js'), 'export const MAX = 100;\n');
  symlinkSync(pkg, join(app, 'node_modules', 'bare-import'), 'dir');
  const { warnings } = await bundleEveryEntry(app, ['bare-import']);
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0], /Ignoring this import because "[^"]*limits\.js" was marked as having no side effects/);
});
