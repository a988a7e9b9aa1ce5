// The weight partners pay for, measured the same way by `npm run size`, `npm run build` and
// `npm run bench`: gzip -9 and brotli -11 of the bundles as served, of the payment file, of each locale file, of the
// client entry as an app would ship it (bundled with zod/mini, minified), of the package's first
// load and of what it loads on submit when an app's bundler splits it, and of the floors: what
// Lit, zod/mini and qrcode's core weigh bundled alone, and zod/mini alone (the client's). The
// peer, @getalby/bitcoin-connect, is weighed beside them, bundled as an app would ship it.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CARD_BUDGET,
  CARD_TOTAL_BUDGET,
  CHECKS_BUDGET,
  CLIENT_BUDGET,
  CRYPTO_TOTAL_BUDGET,
  localeBudget,
  PAYMENT_BUDGET,
  SCRIPT_BUDGET,
  WALLET_FIRST_LOAD_BUDGET,
} from './budgets.js';

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
const weigh = (bytes) => ({ raw: bytes.length, gzip: gzip(bytes), brotli: brotli(bytes) });

const LIT = /node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+)\//;
const QRCODE = /node_modules\/qrcode\//;

/** Bundled and minified for browsers, with Lit's production build; returns the files and their inputs. */
async function bundle(entry, format, more = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format,
    target: 'es2022',
    platform: 'browser',
    conditions: ['production'],
    tsconfig: 'tsconfig.json',
    // The peer's Lightning libraries import Node's crypto on a path no page takes.
    external: ['crypto'],
    metafile: true,
    write: false,
    logLevel: 'silent',
    ...more,
  });
  return { bytes: result.outputFiles[0].contents, inputs: Object.keys(result.metafile.inputs), files: result.outputFiles, outputs: result.metafile.outputs };
}

/**
 * The package as an app's bundler ships it (esbuild, code splitting): the first load (the entry
 * `market-checkout` and the chunks it imports statically), the check chunk and the payment chunk
 * its loaders' import() fetch from the buyer's first interaction (the languages' chunks apart).
 */
async function packageSplit() {
  const { files, outputs } = await bundle('dist/lib/index.js', 'esm', { splitting: true, outdir: '/split', entryNames: 'entry' });
  const byPath = new Map(files.map((file) => [file.path, file]));
  // The entry itself: every language is an entry point of the package too, and may come first.
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === 'dist/lib/index.js');
  const first = new Set();
  const walk = (path) => {
    if (first.has(path)) return;
    first.add(path);
    for (const { path: next, kind } of outputs[path].imports) if (kind === 'import-statement') walk(next);
  };
  walk(entry);
  const concat = (paths) => Buffer.concat(paths.map((path) => byPath.get(resolve(path)).contents));
  const language = (path) => Object.keys(outputs[path].inputs).every((id) => /dist\/lib\/locales\/((payment|whole)\/)?[\w-]+\.js$/.test(id));
  const later = Object.keys(outputs).filter((path) => !first.has(path) && !path.endsWith('.map') && !language(path));
  const checking = (path) => Object.keys(outputs[path].inputs).some((id) => /dist\/lib\/checks\//.test(id));
  const [checks, lazy] = [later.filter(checking), later.filter((path) => !checking(path))];
  const qrcodeIn = (paths) => paths.some((path) => Object.keys(outputs[path].inputs).some((id) => QRCODE.test(id)));
  const zodIn = (paths) => paths.some((path) => Object.keys(outputs[path].inputs).some((id) => /node_modules\/zod\//.test(id)));
  return {
    first: { ...weigh(concat([...first])), qrcode: qrcodeIn([...first]), zod: zodIn([...first]) },
    checks: checks.length ? weigh(concat(checks)) : undefined,
    lazy: lazy.length ? { ...weigh(concat(lazy)), qrcode: qrcodeIn(lazy) } : undefined,
  };
}

/** dist/checks.<hash>.js, the check file. */
function checksFile() {
  const name = readdirSync('dist').find((file) => /^checks\.[\w-]+\.js$/.test(file));
  return { name, ...weigh(readFileSync(`dist/${name}`)) };
}

/** dist/price.<hash>.js, the price file, fetched only on a page that sets a price. */
function priceFile() {
  const name = readdirSync('dist').find((file) => /^price\.[\w-]+\.js$/.test(file));
  return { name, ...weigh(readFileSync(`dist/${name}`)) };
}

/** dist/payment.<hash>.js, and whether the browser-wallet screens are in it (its source map says). */
function paymentFile() {
  const name = readdirSync('dist').find((file) => /^payment\.[\w-]+\.js$/.test(file));
  const map = existsSync(`dist/${name}.map`) ? JSON.parse(readFileSync(`dist/${name}.map`, 'utf8')) : { sources: [] };
  return { name, ...weigh(readFileSync(`dist/${name}`)), wallet: map.sources.some((source) => source.includes('/src/wallet/')) };
}

/**
 * The first load's browser-wallet code, stubbed out: the EIP-6963 listener, the wallet check and
 * the "Use my wallet" button (its one text stays in the English table, about 20 B).
 */
const NO_WALLETS = {
  'src/wallet/page-wallets.ts': 'export const pageWallets = { heard: [], target: window, subscribe: () => () => {}, close() {} };',
  'src/wallet/announcements.ts': 'export const mayHaveWallet = () => false;',
  'src/elements/crypto-checkout/use-my-wallet.ts': "import { nothing } from 'lit'; export const useMyWallet = () => nothing;",
};

/** The combined script built again as `npm run build` builds it, without the first load's wallet code. */
async function scriptWithoutWallets() {
  const { build: viteBuild } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'market-no-wallets-'));
  try {
    const stub = { name: 'bench-no-wallets', enforce: 'pre', load: (id) => Object.entries(NO_WALLETS).find(([path]) => id.endsWith(path))?.[1] };
    await viteBuild({ mode: 'script', logLevel: 'silent', plugins: [stub], build: { outDir, emptyOutDir: true } });
    return weigh(readFileSync(join(outDir, 'market-checkout.iife.js')));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Every dist/locales/*.js and dist/locales/payment/*.js there is (each language's two halves). */
function locales() {
  if (!existsSync('dist/locales')) return [];
  return readdirSync('dist/locales', { recursive: true })
    .filter((name) => name.endsWith('.js') && name !== 'integrity.js')
    .sort()
    .map((name) => ({ name, ...weigh(readFileSync(`dist/locales/${name}`)) }));
}

/** Every figure; run after `npm run build`. */
export async function measureSizes() {
  const client = await bundle('dist/lib/client.js', 'esm');
  // Classic scripts like ours, so that the ratios compare like with like.
  const floor = await bundle('bench/pages/floor.ts', 'iife');
  const clientFloor = await bundle('bench/pages/floor-client.ts', 'esm');
  const peer = await bundle('bench/pages/peer.ts', 'iife');
  const script = weigh(readFileSync('dist/market-checkout.iife.js'));
  const payment = paymentFile();
  const checks = checksFile();
  const price = priceFile();
  const card = weigh(readFileSync('dist/market-fiat-checkout.iife.js'));
  const noWallets = await scriptWithoutWallets();
  return {
    script,
    walletFirstLoad: { gzip: script.gzip - noWallets.gzip, brotli: script.brotli - noWallets.brotli },
    module: weigh(readFileSync('dist/market-checkout.js')),
    crypto: weigh(readFileSync('dist/market-crypto-checkout.iife.js')),
    card,
    checks,
    cardTotal: { gzip: card.gzip + checks.gzip, brotli: card.brotli + checks.brotli },
    price,
    pricedCardTotal: { gzip: card.gzip + checks.gzip + price.gzip, brotli: card.brotli + checks.brotli + price.brotli },
    payment,
    cryptoTotal: { gzip: script.gzip + checks.gzip + payment.gzip, brotli: script.brotli + checks.brotli + payment.brotli },
    client: { ...weigh(client.bytes), lit: client.inputs.filter((id) => LIT.test(id)) },
    split: await packageSplit(),
    locales: locales(),
    floor: weigh(floor.bytes),
    clientFloor: weigh(clientFloor.bytes),
    peer: weigh(peer.bytes),
    peerOwn: weigh(readFileSync('node_modules/@getalby/bitcoin-connect/dist/index.umd.js')),
  };
}

/** One sentence per broken size budget. */
export function sizeBudgetFailures({ script, card, checks, cardTotal, payment, cryptoTotal, client, locales, walletFirstLoad }) {
  const failures = [];
  const over = (what, size, budget) => size > budget && failures.push(`${what} is ${size} B gzip, over its budget of ${budget} B.`);
  over('dist/market-checkout.iife.js', script.gzip, SCRIPT_BUDGET);
  over('dist/market-fiat-checkout.iife.js (card only)', card.gzip, CARD_BUDGET);
  over(`dist/${checks.name}`, checks.gzip, CHECKS_BUDGET);
  over("a card buyer's total (the card-only script and the check file)", cardTotal.gzip, CARD_TOTAL_BUDGET);
  over(`dist/${payment.name}`, payment.gzip, PAYMENT_BUDGET);
  over("a crypto buyer's total (the combined script, the check file and the payment file)", cryptoTotal.gzip, CRYPTO_TOTAL_BUDGET);
  over('the client entry, bundled,', client.gzip, CLIENT_BUDGET);
  over("the browser-wallet code's share of the combined script", walletFirstLoad.gzip, WALLET_FIRST_LOAD_BUDGET);
  if (client.lit.length) failures.push(`the client entry bundles Lit (${client.lit.join(', ')}).`);
  for (const locale of locales) over(`dist/locales/${locale.name}`, locale.gzip, localeBudget(locale.name));
  return failures;
}

export const ratio = (ours, floor) => (ours / floor).toFixed(2);
