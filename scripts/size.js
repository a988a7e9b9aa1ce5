// The weight partners pay for, gzip -9: both bundles as served, and the client entry as an app
// would ship it (bundled with zod/mini, minified). `npm run size` fails when the classic script
// is over its budget; `npm run build` prints the same table.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The budget of dist/market-checkout.iife.js; Lit, zod/mini and the QR matrix take ~18.3 KB. */
export const SCRIPT_BUDGET = 27_000;

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

export async function sizes() {
  const client = await build({
    entryPoints: ['dist/lib/api/index.js'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return {
    'dist/market-checkout.iife.js': gzip(readFileSync('dist/market-checkout.iife.js')),
    'dist/market-checkout.js': gzip(readFileSync('dist/market-checkout.js')),
    'market-checkout/client (bundled, minified)': gzip(client.outputFiles[0].contents),
  };
}

export function printSizes(table) {
  for (const [what, bytes] of Object.entries(table)) console.log(`${String(bytes).padStart(7)} B gzip  ${what}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = await sizes();
  printSizes(table);
  const script = table['dist/market-checkout.iife.js'];
  if (script > SCRIPT_BUDGET) {
    console.error(`dist/market-checkout.iife.js is ${script} B gzip, over its budget of ${SCRIPT_BUDGET} B.`);
    process.exit(1);
  }
}
