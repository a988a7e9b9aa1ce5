// `npm test`: tests mirror src/ (house style, rule 14). Every module src/<folder>/<name>.ts has its
// test at test/<folder>/<name>.test.ts (or test/node/<name>.test.js when it runs in Node alone),
// unless it is named below with the one reason it has nothing to test of its own. Fails naming
// each module that has neither.
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';

/** Modules with nothing to test of their own: a pattern over the path under src/, and why. */
const NOTHING_TO_TEST = [
  [/^(index|crypto|fiat|client|crypto-script|fiat-script|script-tag|react)\.ts$/, 'entry'],
  [/^api\/limits\.ts$/, 'data'],
  [/^payment-screen\/(entry-beside|index)\.ts$/, 're-exports'],
  [/^loading\/imports\.ts$/, 're-exports'],
  [/^price\/index\.ts$/, 're-exports'],
  [/^checks\/(entry-beside|from-script)\.ts$/, 're-exports'],
  [/^payment-screen\/(lit|decimal)-from-script\.ts$/, 're-exports'],
  [/^payment\/tracked-payment\.ts$/, 'types'],
  // Declarations read by both elements, tested through them (test/elements/, test/dist/manifest.test.ts).
  [/^elements\/checkout-attributes\.ts$/, 'declarations'],
  [/^payment-screen\/script-port\.ts$/, 'types'],
  [/^locales\/((payment|whole)\/)?[a-z]{2}(-[A-Z]{2})?\.ts$/, 'data'],
  [/^locales\/built-in\.ts$/, 'data'],
  [/^core\/payment-uri\.ts$/, 'data'],
  [/^(elements\/checkout|payment-screen\/payment)\.styles\.ts$/, 'styles'],
  // qrcode's stand-ins, tested with qrcode by test/node/qrcode-substitutes.test.js and the QR tests.
  [/^payment-screen\/qrcode\/\w+\.js$/, 'stub'],
];

function* modules(folder) {
  for (const entry of readdirSync(`src/${folder}`, { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* modules(path);
    else if (/\.(ts|js|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const tested = (path) => {
  const stem = path.replace(/\.\w+$/, '');
  return existsSync(`test/${stem}.test.ts`) || existsSync(`test/node/${basename(stem)}.test.js`);
};
const excused = (path) => NOTHING_TO_TEST.some(([pattern]) => pattern.test(path));

const untested = [...modules('')].filter((path) => !tested(path) && !excused(path)).sort();
if (untested.length) {
  console.error(`These src/ modules have no test at the same path under test/ (scripts/test-mirror.js):\n${untested.map((path) => `  src/${path}`).join('\n')}`);
  process.exit(1);
}
