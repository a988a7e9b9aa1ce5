// A real EVM chain for the wallet tests: one anvil node per chain id on 127.0.0.1, started by the
// test run itself the first time a test asks for it (test files that never ask pay nothing) and
// killed when the run ends, failed or not. Each chain has the real token contracts of the asset
// table at their real addresses, running our own ERC-20 (scripts/test-token.sol, compiled here
// with solc, the output cached in .cache/), and the payers hold every token. Anvil answers CORS
// `*`, so the browser's test wallet (test/helpers/test-wallet.ts) talks to the nodes directly; its
// dev accounts are unlocked, so a plain `eth_sendTransaction` is signed by the node.
//
// Server commands (`executeServerCommand` from @web/test-runner-commands):
//   'chain-start'                              -> { rpc: { [chainId]: url }, payer, startMs } (payer: the
//                                                 dev account this test file pays from, holding every token)
//   'chain-balance' { chainId, address, token? } -> the balance in wei or token units, as decimal text
//   'chain-receipt' { chainId, hash }          -> { mined: true, status, from, to } of a mined transaction, or { mined: false }
// No reset: test files run two at a time against the same nodes, so each test pays a recipient of
// its own and compares balances before and after.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Base (the wallet pays there) and Ethereum (a wallet still on chain 1 is switched to Base). */
export const TEST_CHAIN_IDS = [1, 8453];
/** Per token, what each payer is given: far more than any test pays. */
const MINTED_UNITS = 10n ** 30n;

const require = createRequire(import.meta.url);

/** npm skips the wrapper's install script here, so the binary is taken from its platform package. */
function anvilBinary() {
  const platform = `@foundry-rs/anvil-${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  return resolve(dirname(require.resolve(`${platform}/package.json`)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/** The asset table is TypeScript, which Node 20 cannot import: it is bundled first, as the mock is. */
async function loadAssets() {
  const outfile = '.cache/test-chain-assets.mjs';
  await build({ entryPoints: ['src/payment-link/assets.ts'], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
  const { builtInAssets } = await import(pathToFileURL(resolve(outfile)).href);
  return builtInAssets();
}

/**
 * Our ERC-20's creation code and `mintEach` selector. solc takes a second or two just to load, so
 * its output is kept in .cache/ under the hash of the source and the compiler's version.
 */
export function compileTestToken() {
  const content = readFileSync(new URL('./test-token.sol', import.meta.url), 'utf8');
  const { version } = require('solc/package.json');
  const cached = `.cache/test-token-${createHash('sha256').update(version + content).digest('hex').slice(0, 16)}.json`;
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'));
  const input = {
    language: 'Solidity',
    sources: { 'test-token.sol': { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { TestToken: ['evm.bytecode.object', 'evm.methodIdentifiers'] } },
    },
  };
  const output = JSON.parse(require('solc').compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`test-token.sol: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  const { bytecode, methodIdentifiers } = output.contracts['test-token.sol'].TestToken.evm;
  const token = { creationCode: '0x' + bytecode.object, mintEach: '0x' + methodIdentifiers['mintEach(address[],uint256)'] };
  mkdirSync('.cache', { recursive: true });
  writeFileSync(cached, JSON.stringify(token));
  return token;
}

const word = (n) => BigInt(n).toString(16).padStart(64, '0');
const addressWord = (address) => address.slice(2).toLowerCase().padStart(64, '0');

/** The nodes this run started, killed at the end whatever happens. */
const nodes = new Set();
function killAll() {
  for (const child of nodes) child.kill('SIGKILL');
  nodes.clear();
}
process.on('exit', killAll);

/** An anvil node for `chainId` on a free loopback port; resolves with its URL once it listens. */
export function startNode(chainId) {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nodes.add(child);
  return new Promise((resolvePromise, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /Listening on (127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolvePromise(`http://${listening[1]}`);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      nodes.delete(child);
      reject(new Error(`anvil for chain ${chainId} exited (${code}) before listening:\n${output}`));
    });
  });
}

let nextId = 1;
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** The receipt of `hash`: anvil mines each transaction at once, but answers its hash before. */
export async function mined(url, hash) {
  for (;;) {
    const receipt = await rpc(url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

/** Deploys the test token with the asset's decimals, copies its code to the asset's real address, and funds the payers. */
export async function placeToken(url, { creationCode, mintEach }, asset, deployer, payers) {
  const hash = await rpc(url, 'eth_sendTransaction', [{ from: deployer, data: creationCode + word(asset.decimals) }]);
  const { contractAddress } = await mined(url, hash);
  // The runtime code carries `decimals` (immutable); the balances live in the real address's own storage.
  await rpc(url, 'anvil_setCode', [asset.token, await rpc(url, 'eth_getCode', [contractAddress, 'latest'])]);
  // mintEach(payers, MINTED_UNITS): the array's offset (two words in), the value, the array.
  const mint = mintEach + word(64) + word(MINTED_UNITS) + word(payers.length) + payers.map(addressWord).join('');
  await mined(url, await rpc(url, 'eth_sendTransaction', [{ from: deployer, to: asset.token, data: mint }]));
}

async function startChains() {
  const started = Date.now();
  // The nodes first: they start while solc (synchronous) compiles.
  const listening = Promise.all(TEST_CHAIN_IDS.map(startNode));
  const assets = loadAssets();
  const token = compileTestToken();
  const urls = await listening;
  const rpcUrls = Object.fromEntries(TEST_CHAIN_IDS.map((id, i) => [id, urls[i]]));
  // Anvil's dev accounts are the same on every node: the first deploys, the others pay.
  const [deployer, ...payers] = await rpc(urls[0], 'eth_accounts');
  await Promise.all(
    TEST_CHAIN_IDS.map(async (chainId) => {
      // One after the other on a node: two transactions sent at once from one account get one nonce.
      for (const asset of (await assets).filter((a) => a.scheme === 'ethereum' && a.chainId === chainId && a.token)) {
        await placeToken(rpcUrls[chainId], token, asset, deployer, payers);
      }
    }),
  );
  return { rpc: rpcUrls, payers, startMs: Date.now() - started };
}

/**
 * A node of its own for one test file, with the tokens placed and the payers funded as on the
 * shared ones: for what would disturb the files running beside it (a reorganisation, a revert).
 * Killed with the others when the run ends.
 */
export async function startOwnChain(chainId) {
  const [url, assets, token] = await Promise.all([startNode(chainId), loadAssets(), compileTestToken()]);
  const [deployer, ...payers] = await rpc(url, 'eth_accounts');
  for (const asset of assets.filter((a) => a.scheme === 'ethereum' && a.chainId === chainId && a.token)) {
    await placeToken(url, token, asset, deployer, payers);
  }
  return { url, payer: payers[0] };
}

/** Each test file pays from an account of its own, so that two files running at once never share a nonce. */
const payerOf = new Map();
async function start(sessionId) {
  const { rpc: rpcUrls, payers, startMs } = await chains;
  if (!payerOf.has(sessionId)) payerOf.set(sessionId, payers[payerOf.size % payers.length]);
  return { rpc: rpcUrls, payer: payerOf.get(sessionId), startMs };
}

async function balance({ chainId, address, token }) {
  const url = (await chains).rpc[chainId];
  const units = token
    ? await rpc(url, 'eth_call', [{ to: token, data: '0x70a08231' + addressWord(address) }, 'latest'])
    : await rpc(url, 'eth_getBalance', [address, 'latest']);
  return BigInt(units).toString();
}

async function receipt({ chainId, hash }) {
  const found = await rpc((await chains).rpc[chainId], 'eth_getTransactionReceipt', [hash]);
  // `mined: false` rather than null: the test runner takes a null answer for a command nobody handles.
  return found ? { mined: true, status: found.status, from: found.from, to: found.to } : { mined: false };
}

/** Started once per run, by the first command, shared by every test file. */
let chains;

export const testChain = {
  name: 'test-chain',
  async executeCommand({ command, payload, session }) {
    if (!command.startsWith('chain-')) return undefined;
    chains ??= startChains().catch((error) => {
      killAll();
      throw error;
    });
    if (command === 'chain-start') return start(session.id);
    if (command === 'chain-balance') return balance(payload);
    if (command === 'chain-receipt') return receipt(payload);
    throw new Error(`Unknown chain command: ${command}`);
  },
  serverStop() {
    killAll();
  },
};
