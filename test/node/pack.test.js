// What `npm pack` would publish (run after `npm run build`, as `npm test` does): the licence and
// changelog, the framework typings and the React entry, the locales folder when the build makes
// one, the licence notices at the top of both bundles and the full texts beside them, and an
// integrity.json whose SRI hashes are those of the packed dist/ files, every one of them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { sri } from '../../scripts/integrity.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [packed] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const files = new Set(packed.files.map((file) => file.path));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

test('the package carries LICENSE, CHANGELOG.md, README.md, the manifest and the OpenAPI document', () => {
  for (const path of ['LICENSE', 'CHANGELOG.md', 'README.md', 'custom-elements.json', 'docs/openapi.json', 'package.json']) {
    assert.ok(files.has(path), `${path} is packed`);
  }
  assert.match(readFileSync('LICENSE', 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} market-checkout contributors\n/);
  assert.equal(pkg.license, 'MIT');
});

test('every file an export names is packed, the typings for each framework among them', () => {
  const targets = Object.values(pkg.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
  // A pattern export (`./locales/*`) names one file per built-in language.
  const languages = readdirSync('src/locales').flatMap((file) => /^([a-z]{2}(-[A-Z]{2})?)\.ts$/.exec(file)?.[1] ?? []);
  const expand = (target) => (target.includes('*') ? languages.map((tag) => target.replace('*', tag)) : [target]);
  for (const target of targets.flatMap(expand)) assert.ok(files.has(target.replace(/^\.\//, '')), `${target} is packed`);
  assert.ok(languages.length >= 16, 'every built-in language');
  for (const name of ['react', 'preact', 'solid', 'vue', 'svelte']) assert.ok(files.has(`dist/types/${name}.d.ts`), `dist/types/${name}.d.ts`);
  assert.ok(files.has('dist/lib/react.js') && files.has('dist/lib/react.d.ts'), 'market-checkout/react');
  for (const file of ['dist/web-types.json', 'dist/vscode.html-custom-data.json']) assert.ok(files.has(file), `${file}, the editor data`);
  assert.ok(files.has(pkg['web-types'].replace(/^\.\//, '')), 'package.json `web-types` names a packed file');
});

test('the locales folder is packed: every language beside the classic script, both halves', () => {
  for (const tag of ['de', 'pt-BR', 'zh-CN', 'fa']) {
    for (const file of [`dist/locales/${tag}.js`, `dist/locales/payment/${tag}.js`]) assert.ok(files.has(file), file);
  }
});

test("every bundle names each bundled package's licence and holder, and the packed file with the full texts", () => {
  const licences = readFileSync('dist/market-checkout.licenses.txt', 'utf8');
  assert.ok(files.has('dist/market-checkout.licenses.txt'), 'the licence texts are packed beside the bundles');
  assert.match(licences, /lit-html:\n\nBSD 3-Clause License\n\nCopyright \(c\) 2017 Google LLC[^]*Redistributions in binary form must reproduce/, "Lit's licence, whole");
  assert.match(licences, /zod:\n\nMIT License\n\nCopyright \(c\) \d{4} Colin McDonnell[^]*The above copyright notice and this permission notice/, "zod's licence, whole");
  assert.match(licences, /(^|, )qrcode(, .*)?:\n\n/m, "qrcode's licence");
  // Each file names what it carries: the scripts Lit, the check file beside them zod, the payment file qrcode.
  const payment = [...files].find((path) => /^dist\/payment\.[\w-]+\.js$/.test(path));
  const checks = [...files].find((path) => /^dist\/checks\.[\w-]+\.js$/.test(path));
  const scripts = ['market-checkout', 'market-crypto-checkout', 'market-fiat-checkout'].flatMap((name) => [`dist/${name}.iife.js`, `dist/${name}.js`]);
  for (const bundle of [...scripts, checks, payment]) {
    const head = readFileSync(bundle, 'utf8').slice(0, 1000);
    assert.ok(head.startsWith(`/*! market-checkout ${pkg.version} | MIT License`), `${bundle} starts with its own licence line`);
    if (bundle === payment) assert.match(head, /qrcode \(MIT, Copyright \(c\) 2012 Ryan Day\)/, `${bundle}: qrcode's notice`);
    else if (bundle === checks) assert.match(head, /zod \(MIT, Copyright \(c\) \d{4} Colin McDonnell\)/, `${bundle}: zod's notice`);
    else assert.match(head, /lit-html \(BSD-3-Clause, Copyright \(c\) 2017 Google LLC/, `${bundle}: Lit's notice`);
    assert.match(head, /Their licences: market-checkout\.licenses\.txt \*\//, `${bundle}: where the full texts are`);
  }
});

test('integrity.json holds the SRI hash of every packed dist/ file, and each matches', () => {
  assert.ok(files.has('dist/integrity.json'));
  const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
  const distFiles = [...files].filter((path) => path.startsWith('dist/') && path !== 'dist/integrity.json').sort();
  assert.deepEqual(Object.keys(integrity).map((path) => `dist/${path}`).sort(), distFiles);
  for (const [path, hash] of Object.entries(integrity)) {
    assert.match(hash, /^sha384-[A-Za-z0-9+/]{64}$/);
    assert.equal(hash, sri(readFileSync(`dist/${path}`)), `dist/${path}`);
  }
});
