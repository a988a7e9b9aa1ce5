// What each classic script carries, read from its source map (after `npm run build`): neither zod
// nor the schemas' rules, which the check file beside it carries (src/checks/), fetched from the
// buyer's first touch; and never the schemas as values (src/checks/eager-schemas.ts builds them all
// when it loads, which cost a page's first render about 15% of the script's evaluation). The check
// file carries the rules, made on first use, and not the values either.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

for (const script of ['market-checkout.iife.js', 'market-crypto-checkout.iife.js', 'market-fiat-checkout.iife.js']) {
  test(`${script} carries no zod and no schema: the check file does`, () => {
    const { sources } = JSON.parse(readFileSync(`dist/${script}.map`, 'utf8'));
    assert.deepEqual(sources.filter((source) => /\/node_modules\/zod\/|\/src\/checks\//.test(source)), [], 'zod or the checks in the script');
  });
}

test('the check file carries the rules, made on first use, and not the schemas as values', () => {
  const map = readdirSync('dist').find((file) => /^checks\.[\w-]+\.js\.map$/.test(file));
  const { sources } = JSON.parse(readFileSync(`dist/${map}`, 'utf8'));
  assert.ok(sources.some((source) => source.endsWith('src/checks/schemas.ts')), 'it carries the rules');
  assert.ok(!sources.some((source) => source.endsWith('src/checks/eager-schemas.ts')), 'it carries the schemas as values');
});
