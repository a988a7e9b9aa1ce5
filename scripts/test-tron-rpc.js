// A Tron-shaped chain for the tests: an anvil node (scripts/test-chain.js) with Tron mainnet's chain
// id and our token (scripts/test-token.sol, 6 decimals) at USDT's TRC-20 address, behind loopback
// fronts that answer as java-tron's JSON-RPC does (mock/tron.ts: hex addresses only, balances in
// sun at `latest` alone, no `pending`, no eth_getTransactionCount, eth_getLogs spans of at most
// 5,000 blocks). Each test file has a node of its own, started on its first command (another
// file's blocks would change the depths it counts), killed when the run ends; each front records
// what it was asked. CORS `*`, as a public endpoint.
// Addresses are converted with tronweb's own (a maintained Tron library), never with ours.
//
// Server commands (`executeServerCommand`):
//   'tron-rpc'   { maxBlockRange? }     -> { url } a new front on the file's node; its eth_getLogs cap is
//                                          java-tron's default (5,000) unless set (as a node's operator may:
//                                          anvil takes minutes to mine 5,000 blocks on a loaded machine)
//   'tron-asked' { url }                -> every call the front at `url` was asked: { method, params, refused? }
//   'tron-pay'   { to, sun } | { to, units } (USDT) -> the transaction's hash (0x…), mined in a block of its own
//   'tron-mine'  { blocks? }            -> the tip after mining `blocks` (1) empty blocks
//   'tron-hex'   { address }            -> a base58 Tron address as the 20-byte hex the node takes
//   'tron-fresh'                        -> { base58, hex } a new Tron address (random bytes, tronweb's base58check)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { importMock } from './load-mock.js';
import { compileTestToken, mined, placeToken, rpc, startNode } from './test-chain.js';

const require = createRequire(import.meta.url);
const { TronWeb } = require('tronweb');
const { answerTron, TRON_CHAIN_ID } = await importMock('mock/tron.ts', '.cache/tron.mjs');

/** USDT on Tron (Tether's TRC-20 contract), as the asset table names it. */
export const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const WEI_PER_SUN = 10n ** 12n;

/** A Tron address, base58 (`T…`) or hex (`41…`, `0x…`), as the 20-byte hex an EVM node takes. */
export function tronHex(address) {
  const hex = address.startsWith('T') ? TronWeb.address.toHex(address) : address.replace(/^0x/, '');
  if (!/^(41)?[0-9a-fA-F]{40}$/.test(hex)) throw new Error(`Not a Tron address: ${address}`);
  return '0x' + hex.slice(-40).toLowerCase();
}

const word = (n) => BigInt(n).toString(16).padStart(64, '0');
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };

/** Each test file's node, its payer and its token's address, by session. */
const chains = new Map();
const servers = new Set();
const asked = new Map();

async function startChain() {
  const [url, token] = await Promise.all([startNode(TRON_CHAIN_ID), compileTestToken()]);
  const [deployer, payer] = await rpc(url, 'eth_accounts');
  const usdt = tronHex(USDT_TRON);
  await placeToken(url, token, { token: usdt, decimals: 6 }, deployer, [payer]);
  return { url, payer, usdt };
}

/** A payment, mined: its hash. One at a time per node (a test file's commands come one after the other). */
async function pay({ url, payer, usdt }, { to, sun, units }) {
  const recipient = tronHex(to);
  const tx = units !== undefined ? { to: usdt, data: '0xa9059cbb' + word(recipient) + word(units) } : { to: recipient, value: '0x' + (BigInt(sun) * WEI_PER_SUN).toString(16) };
  return (await mined(url, await rpc(url, 'eth_sendTransaction', [{ from: payer, ...tx }]))).transactionHash;
}

/** The node at `url`'s answer to one call, as JSON-RPC's `result` or `error`. */
async function forward(url, method, params) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const { result, error } = await response.json();
  return error ? { error } : { result };
}

function startFront(node, { maxBlockRange } = {}) {
  const calls = [];
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      let body = '';
      for await (const chunk of req) body += chunk;
      const { id = null, method, params } = JSON.parse(body);
      const answer = await answerTron(method, params, (m, p) => forward(node, m, p), maxBlockRange);
      calls.push({ method, params, ...('error' in answer && { refused: answer.error.message }) });
      res.writeHead(200, { 'content-type': 'application/json', ...CORS }).end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain', ...CORS }).end(String(error));
    }
  });
  servers.add(server);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      asked.set(url, calls);
      resolve({ url });
    });
  });
}

export const testTronRpc = {
  name: 'test-tron-rpc',
  async executeCommand({ command, payload, session }) {
    if (!command.startsWith('tron-')) return undefined;
    if (command === 'tron-hex') return tronHex(payload.address);
    if (command === 'tron-fresh') {
      const hex = randomBytes(20).toString('hex');
      return { base58: TronWeb.address.fromHex('41' + hex), hex: '0x' + hex };
    }
    if (command === 'tron-asked') return asked.get(payload.url) ?? [];
    if (!chains.has(session.id)) chains.set(session.id, startChain());
    const chain = await chains.get(session.id);
    if (command === 'tron-rpc') return startFront(chain.url, payload ?? {});
    if (command === 'tron-pay') return pay(chain, payload);
    if (command === 'tron-mine') {
      await rpc(chain.url, 'anvil_mine', ['0x' + (payload?.blocks ?? 1).toString(16)]);
      return Number(await rpc(chain.url, 'eth_blockNumber'));
    }
    throw new Error(`Unknown Tron command: ${command}`);
  },
  serverStop() {
    for (const server of servers) server.close(), server.closeAllConnections();
    servers.clear();
  },
};
