// What each classic script carries, read from its source map (after `npm run build`): the schemas'
// rules, made on first use, and never the schemas as values (src/api/eager-schemas.ts builds them all
// when it loads, which cost a page's first render about 15% of the script's evaluation).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

for (const script of ['market-checkout.iife.js', 'market-crypto-checkout.iife.js', 'market-fiat-checkout.iife.js']) {
  test(`${script} makes no schema when it loads`, () => {
    const { sources } = JSON.parse(readFileSync(`dist/${script}.map`, 'utf8'));
    assert.ok(sources.some((source) => source.endsWith('src/api/schemas.ts')), 'it carries the rules');
    assert.ok(!sources.some((source) => source.endsWith('src/api/eager-schemas.ts')), 'it carries the schemas as values');
  });
}
