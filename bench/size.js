// The weight partners pay for, measured the same way by `npm run size`, `npm run build` and
// `npm run bench`: gzip -9 and brotli -11 of both bundles as served, of the client entry as an app
// would ship it (bundled with zod/mini, minified), and of the dependency floors: what Lit, zod/mini
// and qrcode's matrix weigh bundled alone (the floor issue #7 defines), what Lit and zod/mini
// weigh alone (the others' code the bundles ship, now that our own encoder draws the QR code), and
// zod/mini alone (the client's floor). No work on our own code goes below a floor.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/market-checkout.iife.js, gzip. */
export const SCRIPT_BUDGET = 27_000;
/** The client entry bundled and minified, gzip; and no Lit in it. */
export const CLIENT_BUDGET = 9_000;

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
const weigh = (bytes) => ({ raw: bytes.length, gzip: gzip(bytes), brotli: brotli(bytes) });

const LIT = /node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+)\//;

/** Bundled and minified for browsers, with Lit's production build; returns the code and its inputs. */
async function bundle(entry, format) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format,
    target: 'es2022',
    platform: 'browser',
    conditions: ['production'],
    tsconfig: 'tsconfig.json',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return { bytes: result.outputFiles[0].contents, inputs: Object.keys(result.metafile.inputs) };
}

/** Every figure; run after `npm run build`. */
export async function measureSizes() {
  const client = await bundle('dist/lib/api/index.js', 'esm');
  // Classic scripts like ours, so that the ratios compare like with like.
  const floor = await bundle('bench/pages/floor.ts', 'iife');
  const shippedFloor = await bundle('bench/pages/floor-shipped.ts', 'iife');
  const clientFloor = await bundle('bench/pages/floor-client.ts', 'esm');
  return {
    script: weigh(readFileSync('dist/market-checkout.iife.js')),
    module: weigh(readFileSync('dist/market-checkout.js')),
    client: { ...weigh(client.bytes), lit: client.inputs.filter((id) => LIT.test(id)) },
    floor: weigh(floor.bytes),
    shippedFloor: weigh(shippedFloor.bytes),
    clientFloor: weigh(clientFloor.bytes),
  };
}

/** One sentence per broken size budget. */
export function sizeBudgetFailures({ script, client }) {
  const failures = [];
  if (script.gzip > SCRIPT_BUDGET) {
    failures.push(`dist/market-checkout.iife.js is ${script.gzip} B gzip, over its budget of ${SCRIPT_BUDGET} B.`);
  }
  if (client.gzip >= CLIENT_BUDGET) {
    failures.push(`the client entry is ${client.gzip} B gzip bundled, not under its budget of ${CLIENT_BUDGET} B.`);
  }
  if (client.lit.length) failures.push(`the client entry bundles Lit (${client.lit.join(', ')}).`);
  return failures;
}

export const ratio = (ours, floor) => (ours / floor).toFixed(2);

export function printSizes({ script, module, client, floor, shippedFloor, clientFloor }) {
  const line = (what, { gzip, brotli }, note = '') =>
    console.log(`${String(gzip).padStart(7)} B gzip ${String(brotli).padStart(7)} B brotli  ${what}${note}`);
  line('dist/market-checkout.iife.js', script, `  (${ratio(script.gzip, floor.gzip)}x the floor, gzip)`);
  line('dist/market-checkout.js', module, `  (${ratio(module.gzip, floor.gzip)}x the floor, gzip)`);
  line('market-checkout/client (bundled, minified)', client);
  line('floor: lit + zod/mini + qrcode matrix alone', floor);
  line('floor of what ships: lit + zod/mini alone', shippedFloor, `  (the classic script is ${ratio(script.gzip, shippedFloor.gzip)}x)`);
  line('client floor: zod/mini alone', clientFloor, `  (the client entry is ${ratio(client.gzip, clientFloor.gzip)}x)`);
}
