// dist/cdn/ after `npm run build`: exactly the files a script-tag page needs (the contract's
// Deliverables table), each the same bytes as its twin in dist/ (the scripts without their last
// line naming a map the folder lacks), so that the hashes the scripts pin hold, and every one of
// them in dist/integrity.json. Source maps only when asked for
// (CDN_SOURCE_MAPS=1, scripts/cdn.js); this checks the default build.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { MAP_COMMENT } from '../../scripts/cdn.js';
import { sri } from '../../scripts/integrity.js';

const listed = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(dir.length + 1))
    .sort();
const files = listed('dist/cdn');
const languages = readdirSync('src/locales').flatMap((file) => /^([a-z]{2}(-[A-Z]{2})?)\.ts$/.exec(file)?.[1] ?? []);

test('dist/cdn/ holds the scripts, the check file, the payment file, the price file, the languages (two halves each) with their pins and the licences, and nothing else', () => {
  const scripts = ['market-checkout', 'market-crypto-checkout', 'market-fiat-checkout'].flatMap((name) => [`${name}.js`, `${name}.iife.js`]);
  const [payment, ...more] = files.filter((file) => /^payment\.[\w-]+\.js$/.test(file));
  assert.ok(payment && more.length === 0, `one payment file, in ${files.join(', ')}`);
  const [checks, ...others] = files.filter((file) => /^checks\.[\w-]+\.js$/.test(file));
  assert.ok(checks && others.length === 0, `one check file, in ${files.join(', ')}`);
  const [price, ...again] = files.filter((file) => /^price\.[\w-]+\.js$/.test(file));
  assert.ok(price && again.length === 0, `one price file, in ${files.join(', ')}`);
  assert.ok(languages.length >= 16, 'every built-in language');
  const wanted = [...scripts, checks, payment, price, ...languages.flatMap((tag) => [`locales/${tag}.js`, `locales/payment/${tag}.js`]), 'locales/integrity.js', 'market-checkout.licenses.txt'];
  assert.deepEqual(files, wanted.sort());
});

test('each file in dist/cdn/ is its dist/ twin byte for byte (a script without its map comment), and dist/integrity.json pins both', () => {
  const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
  for (const file of files) {
    const bytes = readFileSync(`dist/cdn/${file}`);
    const twin = readFileSync(`dist/${file}`);
    const script = /^market-.*\.js$/.test(file);
    const expected = script ? Buffer.from(twin.toString('utf8').replace(MAP_COMMENT, '')) : twin;
    assert.ok(bytes.equals(expected), `dist/cdn/${file} is dist/${file}${script ? ' up to its map comment' : ''}`);
    assert.equal(integrity[`cdn/${file}`], sri(bytes), `integrity.json pins cdn/${file}`);
  }
});

test('no file in dist/cdn/ names a source map, which the folder does not hold', () => {
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    assert.doesNotMatch(readFileSync(`dist/cdn/${file}`, 'utf8'), /sourceMappingURL/, file);
  }
});

test('the scripts name the licence file that the folder holds', () => {
  for (const script of files.filter((file) => /^market-.*\.js$/.test(file))) {
    assert.match(readFileSync(`dist/cdn/${script}`, 'utf8').slice(0, 2000), /Their licences: market-checkout\.licenses\.txt \*\//, script);
  }
});
