// `npm run build`: the builds of vite.config.ts (the check file, the payment file and the languages first), the type declarations, the Custom
// Elements Manifest, then the checks a partner relies on, each failing the build with one sentence.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { localeBudget } from '../bench/budgets.js';
import { printSizes, sizes } from './size.js';
import { generateTypings } from './typings.js';
import { writeEditorData } from './editor-data.js';
import { writeOpenApi } from './openapi.js';
import { INTEGRITY_FILE, writeIntegrity } from './integrity.js';
import { CDN_DIR, cdnFiles, cdnSize, writeCdn } from './cdn.js';

const run = (bin, ...args) => execFileSync(process.execPath, [bin, ...args], { stdio: 'inherit' });
const fail = (message) => {
  console.error(`build check failed: ${message}`);
  process.exit(1);
};

/**
 * dist/locales/integrity.js: the SHA-256 of every language file (both halves), as a module the bundles load
 * (pinned themselves) before a language: one hash in every script instead of one per language,
 * 500 B gzip of every first load (src/locales/load-beside.ts).
 */
function writeLocalePins() {
  const pins = Object.fromEntries(
    readdirSync('dist/locales', { recursive: true })
      .filter((name) => name.endsWith('.js') && name !== 'integrity.js')
      .sort()
      .map((name) => [`locales/${name}`, `sha256-${createHash('sha256').update(readFileSync(`dist/locales/${name}`)).digest('base64')}`]),
  );
  writeFileSync('dist/locales/integrity.js', `export default ${JSON.stringify(pins)};\n`);
}

rmSync('dist', { recursive: true, force: true });
const chunks = {};
// The check file, the payment file and the languages first: the bundles carry their hashes (vite.config.ts).
const SELF_CONTAINED = ['bundle', 'script', 'crypto-bundle', 'crypto-script', 'fiat-bundle', 'fiat-script'];
for (const mode of ['locales', 'checks', 'payment', 'price', 'package', ...SELF_CONTAINED]) {
  const [output] = [await build({ mode, logLevel: 'warn' })].flat();
  chunks[mode] = output.output.filter((file) => file.type === 'chunk');
  if (mode === 'locales') writeLocalePins();
}
run('node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json');
run('node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet');

// Partner-facing files made from the sources: framework typings and editor data from the manifest
// (dist/types/, dist/web-types.json, dist/vscode.html-custom-data.json), the service's OpenAPI
// document from the zod schemas (docs/openapi.json).
generateTypings();
await writeEditorData();
await writeOpenApi(JSON.parse(readFileSync('package.json', 'utf8')));

// lit-analyzer reads an installed package's declaration files, where Lit's `static properties` object
// is gone: each attribute is named again by an `@attr` tag in its field's JSDoc (src/elements/),
// which must name what the manifest (read from `static properties`) has.
{
  const tagged = new Set(
    readdirSync('dist/lib/elements', { recursive: true })
      .filter((file) => file.endsWith('.d.ts'))
      .flatMap((file) => [...readFileSync(`dist/lib/elements/${file}`, 'utf8').matchAll(/@attr (\S+)\s+\*\/\s+(?:readonly )?(\w+)/g)].map(([, attribute, field]) => `${field} ${attribute}`)),
  );
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const untagged = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .flatMap((declaration) => (declaration.attributes ?? []).filter((a) => a.fieldName !== 'state').map((a) => `${a.fieldName} ${a.name}`))
    .filter((pair) => !tagged.has(pair));
  if (untagged.length) fail(`fields without an \`@attr\` tag naming their attribute (src/elements/): ${[...new Set(untagged)].join(', ')}.`);
}

// The self-contained bundles load with nothing else on the page: one file each, no imports left.
for (const mode of SELF_CONTAINED) {
  const [chunk, ...more] = chunks[mode];
  if (more.length) fail(`${chunk.fileName} was split into ${chunks[mode].length} files.`);
  // A dynamic import inlined into the one file is listed as importing itself.
  const left = [...chunk.imports, ...chunk.dynamicImports].filter((id) => id !== chunk.fileName);
  if (left.length) fail(`${chunk.fileName} still imports ${left.join(', ')}.`);
  // Languages load from dist/locales/ when a page needs one: none is inlined.
  const locale = chunk.moduleIds.find((id) => /\/src\/locales\/((payment|whole)\/)?[a-z]{2}(-[A-Z]{2})?\.ts$/.test(id));
  if (locale) fail(`${chunk.fileName} contains the language ${locale}; languages load on demand.`);
  // zod and the rules, the request's preparation and the client are the check file's, fetched from the buyer's first touch.
  const checks = chunk.moduleIds.find((id) => /\/node_modules\/zod\/|\/src\/checks\//.test(id));
  if (checks) fail(`${chunk.fileName} contains ${checks}, which belongs in the check file.`);
  // The QR encoder and the payment screens are the payment file's, fetched on demand.
  const later = chunk.moduleIds.find((id) => /\/node_modules\/qrcode\/|\/src\/payment-screen\//.test(id));
  if (later) fail(`${chunk.fileName} contains ${later}, which belongs in the payment file.`);
  // Reading, counting and formatting a price are the price file's, fetched on a priced page alone.
  const priced = chunk.moduleIds.find((id) => /\/src\/price\//.test(id));
  if (priced) fail(`${chunk.fileName} contains ${priced}, which belongs in the price file.`);
  const development = chunk.moduleIds.find((id) => /\/node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+)\/development\//.test(id));
  if (development) fail(`${chunk.fileName} contains Lit's development build (${development}).`);
  // A card-only partner loads no crypto code: no guard, no asset table, no crypto element.
  const crypto = mode.startsWith('fiat') && chunk.moduleIds.find((id) => /\/src\/(payment-link\/|payment\/|loading\/payment|elements\/crypto-checkout\/)/.test(id));
  if (crypto) fail(`${chunk.fileName} contains ${crypto}; the card-only bundles carry no crypto code.`);
}

// The payment file: one module that imports nothing and carries no Lit, zod or payment-link guard
// of its own (it renders with the script's Lit), and qrcode's core encoder alone of qrcode,
// without the segment optimiser that src/payment-screen/qr-segments.ts replaces or the tables of the
// error correction levels it never draws (scripts/qrcode-substitutes.js).
{
  const [chunk, ...more] = chunks.payment;
  if (more.length) fail(`the payment file was split into ${chunks.payment.length} files.`);
  const left = [...chunk.imports, ...chunk.dynamicImports];
  if (left.length) fail(`dist/${chunk.fileName} imports ${left.join(', ')}.`);
  const foreign = chunk.moduleIds.find((id) => /\/node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+|zod)\/|\/src\/(payment-link|checks|api\/(?!messages))/.test(id));
  if (foreign) fail(`dist/${chunk.fileName} contains ${foreign}, which the script already carries.`);
  if (!chunk.moduleIds.some((id) => id.endsWith('/node_modules/qrcode/lib/core/qrcode.js'))) {
    fail(`dist/${chunk.fileName} lacks qrcode's core encoder (qrcode/lib/core/qrcode.js).`);
  }
  const renderer = chunk.moduleIds.find((id) => /\/node_modules\/qrcode\/lib\/(?!core\/)/.test(id));
  if (renderer) fail(`dist/${chunk.fileName} contains ${renderer}; only qrcode's core belongs in it.`);
  const optimiser = chunk.moduleIds.find((id) => /\/node_modules\/(dijkstrajs\/|qrcode\/lib\/core\/(segments|regex|kanji-data|error-correction-code|error-correction-level)\.js$)/.test(id));
  if (optimiser) fail(`dist/${chunk.fileName} contains ${optimiser}, which scripts/qrcode-substitutes.js leaves out.`);
}

// The check file: one module that imports nothing, with zod and src/checks/ and nothing the script
// already carries (Lit, src/api/, which it borrows: src/checks/from-script.ts) nor any crypto code
// beyond the request's rules: the card-only page loads it too.
{
  const [chunk, ...more] = chunks.checks;
  if (more.length) fail(`the check file was split into ${chunks.checks.length} files.`);
  const left = [...chunk.imports, ...chunk.dynamicImports];
  if (left.length) fail(`dist/${chunk.fileName} imports ${left.join(', ')}.`);
  const foreign = chunk.moduleIds.find((id) => /\/node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+|qrcode)\/|\/src\/(api\/(?!limits)|payment-link\/|payment\/|payment-screen\/|elements\/|controllers\/|loading\/)/.test(id));
  if (foreign) fail(`dist/${chunk.fileName} contains ${foreign}, which the script carries or the check file must not.`);
  if (!chunk.moduleIds.some((id) => /\/node_modules\/zod\//.test(id))) fail(`dist/${chunk.fileName} lacks zod.`);
}

// The price file: one module that imports nothing and borrows nothing (BigInt and Intl are the browser's).
{
  const [chunk, ...more] = chunks.price;
  if (more.length) fail(`the price file was split into ${chunks.price.length} files.`);
  const left = [...chunk.imports, ...chunk.dynamicImports];
  if (left.length) fail(`dist/${chunk.fileName} imports ${left.join(', ')}.`);
  const foreign = chunk.moduleIds.find((id) => !/\/src\/price\//.test(id));
  if (foreign) fail(`dist/${chunk.fileName} contains ${foreign}; only src/price/ belongs in it.`);
}

// Each half of a language is one file that imports nothing, small enough to fetch when a page needs it.
for (const chunk of chunks.locales) {
  const left = [...chunk.imports, ...chunk.dynamicImports];
  if (left.length) fail(`dist/locales/${chunk.fileName} imports ${left.join(', ')}.`);
  const gzip = gzipSync(chunk.code, { level: 9 }).length;
  if (gzip > localeBudget(chunk.fileName)) fail(`dist/locales/${chunk.fileName} is ${gzip} B gzip, over ${localeBudget(chunk.fileName)} B.`);
}

// The package leaves its dependencies to the app's bundler, and the client entry needs no Lit.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const files = new Map(chunks.package.map((chunk) => [chunk.fileName, chunk]));
const bare = (id) => !files.has(id);
const packageName = (id) => id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');
for (const chunk of chunks.package) {
  const undeclared = [...chunk.imports, ...chunk.dynamicImports].filter(bare).find((id) => !pkg.dependencies[packageName(id)] && !pkg.peerDependencies?.[packageName(id)]);
  if (undeclared) fail(`dist/lib/${chunk.fileName} imports ${undeclared}, which package.json does not depend on.`);
}
const clientGraph = new Set();
const walk = (fileName) => {
  if (clientGraph.has(fileName)) return;
  clientGraph.add(fileName);
  if (files.has(fileName)) files.get(fileName).imports.forEach(walk);
};
walk('client.js');
const lit = [...clientGraph].find((id) => bare(id) && /^(lit|lit-html|lit-element|@lit\/)/.test(id));
if (lit) fail(`the client entry (dist/lib/client.js) pulls in ${lit}.`);
// …and no DOM: Node, which has none, imports it and makes a client.
try {
  const client = await import(pathToFileURL('dist/lib/client.js').href);
  client.createMarketClient({ baseUrl: 'https://market.example.com' });
} catch (error) {
  fail(`the client entry does not run without a DOM: ${error.message}`);
}

// Every file package.json points to exists; `./locales/*` for every language in src/locales/.
const languages = readdirSync('src/locales').flatMap((file) => /^([a-z]{2}(-[A-Z]{2})?)\.ts$/.exec(file)?.[1] ?? []);
const expand = (target) => (target.includes('*') ? languages.map((tag) => target.replace('*', tag)) : [target]);
const targets = [pkg.types, pkg.customElements, ...Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)))].flatMap(expand);
// (dist/integrity.json is written last, below.)
const missing = targets.filter((target) => !existsSync(target) && target !== `./${INTEGRITY_FILE}`);
if (missing.length) fail(`package.json points to files the build did not make: ${missing.join(', ')}.`);

// The README ships in the package: its TypeScript example is the start of the consumer file
// that `npm run typecheck` compiles against the declarations just emitted.
const example = /<!-- test: types[^]*?```ts\n([^]*?)```/.exec(readFileSync('README.md', 'utf8'))?.[1];
const consumer = readFileSync('test/types/consumer.ts', 'utf8');
if (!example || !consumer.includes(`// README: package use\n${example}// end of the README example`)) {
  fail('the README\'s package example is not the start of test/types/consumer.ts.');
}

// Each budgeted line says whether it is within its budget or over (each language's included).
printSizes(await sizes());

// The folder a script-tag page copies: the self-contained scripts and what they load beside them.
const cdn = writeCdn(cdnFiles(SELF_CONTAINED.map((mode) => chunks[mode][0].fileName)));
const { files: cdnCount, bytes, gzip } = cdnSize(cdn);
console.log(`  ${CDN_DIR}/: ${cdnCount} files, ${bytes} B (${gzip} B gzip, each file alone), the folder a script-tag page copies`);

// Last, once dist/ is complete: the SRI hash of every file in it, dist/cdn/ included.
writeIntegrity();
