// Local stand-ins for the chain APIs the payment follower reads where no node ships here (shared
// notes, "Chains the payment follower reads"): an Esplora HTTP API and a Solana JSON-RPC, on one
// loopback server the test run starts on the first command and stops at its end, each answering
// CORS as the public ones do. They hold only the transactions a test makes through the commands
// below, in namespaces of their own (two test files run at once), and answer in the shapes of:
// - Blockstream's esplora `API.md`: mock/esplora.ts, the chain the demo's dev server serves too,
//   says which routes and sections;
// - Solana's RPC documentation (`docs/rpc/http`): `getSlot`, `getSignaturesForAddress` (newest
//   first, `confirmationStatus`), `getTransaction` with `encoding: "jsonParsed"` (`meta.preBalances`
//   / `postBalances`, `preTokenBalances` / `postTokenBalances` with `owner`, `mint` and
//   `uiTokenAmount.amount`; `transaction.message.accountKeys` as `{ pubkey, signer, writable }`),
//   `getTokenAccountsByOwner` with a `mint` filter (an empty `value` for an owner with none).
// An SPL transfer touches the token accounts, not the owner, as on the real chain.
//
// Server commands (`executeServerCommand`):
//   'apis-start'                               -> { ns, esplora, solana } (a fresh namespace and its two URLs)
//   'apis-btc-pay'  { ns, outputs: [{ address, value }], confirmed? } -> txid (in the mempool, or mined in a new block)
//   'apis-btc-mine' { ns, blocks? }            -> tip height (the first new block takes the whole mempool)
//   'apis-sol-pay'  { ns, to, lamports? | mint + units?, reference?, failed? } -> signature (confirmed)
//   'apis-sol-finalize' { ns }                 -> true (every transaction so far finalized)
//   'apis-drop'     { ns, id }                 -> true (a transaction leaves the chain or the mempool)
//   'apis-fault'    { ns, fault }              -> true: every later answer 'fail' (HTTP 500), 'hang' (never
//                                                 answers), 'redirect' (302), 'malformed' (not JSON),
//                                                 'types' (JSON of the wrong types), 'huge' (2 MiB), or null
//   'apis-requests' { ns }                     -> every request so far: { path, body? }
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { importMock } from './load-mock.js';
import { startOwnChain } from './test-chain.js';

const btc = await importMock('mock/esplora.ts', '.cache/esplora.mjs');

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const hash = (...parts) => createHash('sha256').update(parts.join('|')).digest();
/** A base58 text of Solana's length made from `parts`: signatures and token accounts, stable per input. */
function base58(length, ...parts) {
  let n = BigInt('0x' + hash(...parts).toString('hex') + hash('more', ...parts).toString('hex'));
  let text = '';
  while (text.length < length) {
    text += BASE58[Number(n % 58n)];
    n /= 58n;
  }
  return text;
}

let counter = 0;
const spaces = new Map();
function space(ns) {
  const found = spaces.get(ns);
  if (!found) throw new Error(`No chain API namespace ${ns}: call 'apis-start' first.`);
  return found;
}
function newSpace() {
  const ns = `n${++counter}`;
  // Slots well above zero, so that "before acceptance" is a real number (and heights: mock/esplora.ts).
  spaces.set(ns, { fault: null, requests: [], btc: btc.newChain(ns), slot: 300_000_000, sol: [], lamports: new Map(), tokens: new Map() });
  return ns;
}

// --- Solana ---

const tokenAccount = (owner, mint) => base58(44, 'ata', owner, mint);

function solanaTx(s, tx) {
  const keys = tx.keys.map((pubkey, i) => ({ pubkey, signer: i === 0, writable: i < 3, source: 'transaction' }));
  const tokenBalances = (which) =>
    tx.mint
      ? tx.tokenAccounts.flatMap((account, i) =>
          account[which] === undefined ? [] : [{ accountIndex: 1 + i, mint: tx.mint, owner: account.owner, programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', uiTokenAmount: uiAmount(account[which], tx.decimals) }],
        )
      : [];
  return {
    slot: tx.slot,
    blockTime: 1_790_000_000 + tx.slot,
    version: 0,
    meta: {
      err: tx.failed ? { InstructionError: [0, { Custom: 1 }] } : null,
      fee: 5000,
      preBalances: tx.keys.map((k) => tx.pre.get(k) ?? 0),
      postBalances: tx.keys.map((k) => tx.post.get(k) ?? 0),
      preTokenBalances: tokenBalances('pre'),
      postTokenBalances: tokenBalances('post'),
      logMessages: [],
      innerInstructions: [],
    },
    transaction: { signatures: [tx.signature], message: { accountKeys: keys, instructions: [], recentBlockhash: base58(44, 'blockhash', tx.slot) } },
  };
}

function uiAmount(units, decimals) {
  const text = String(units).padStart(decimals + 1, '0');
  const ui = `${text.slice(0, -decimals)}.${text.slice(-decimals)}`.replace(/\.?0+$/, '');
  return { amount: String(units), decimals, uiAmount: Number(ui), uiAmountString: ui };
}

function solana(s, { method, params = [] }) {
  switch (method) {
    case 'getSlot':
      return s.slot;
    case 'getSignaturesForAddress': {
      const [address, { limit = 1000 } = {}] = params;
      return s.sol
        .filter((tx) => tx.keys.includes(address))
        .reverse()
        .slice(0, limit)
        .map((tx) => ({ signature: tx.signature, slot: tx.slot, err: tx.failed ? { InstructionError: [0, { Custom: 1 }] } : null, memo: null, blockTime: 1_790_000_000 + tx.slot, confirmationStatus: tx.status }));
    }
    case 'getTransaction': {
      const tx = s.sol.find((t) => t.signature === params[0]);
      return tx ? solanaTx(s, tx) : null;
    }
    case 'getTokenAccountsByOwner': {
      const [owner, { mint }] = params;
      const account = tokenAccount(owner, mint);
      const amount = s.tokens.get(account);
      const value =
        amount === undefined
          ? []
          : [{ pubkey: account, account: { lamports: 2039280, owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', executable: false, rentEpoch: 0, data: { program: 'spl-token', parsed: { type: 'account', info: { mint, owner, state: 'initialized', isNative: false, tokenAmount: uiAmount(amount, 6) } }, space: 165 } } }];
      return { context: { slot: s.slot }, value };
    }
    default:
      return undefined;
  }
}

function solPay(s, { to, lamports, mint, units, reference, failed = false }) {
  const payer = base58(44, 'payer');
  const signature = base58(88, 'signature', s.slot, s.sol.length, to);
  s.slot += 1;
  const tx = { signature, slot: s.slot, status: 'confirmed', failed, pre: new Map(), post: new Map(), tokenAccounts: [], keys: [] };
  if (mint) {
    const from = tokenAccount(payer, mint);
    const dest = tokenAccount(to, mint);
    const existed = s.tokens.has(dest);
    const before = s.tokens.get(dest) ?? 0;
    const moved = failed ? 0 : Number(units);
    if (!failed) s.tokens.set(dest, before + moved);
    Object.assign(tx, { mint, decimals: 6, keys: [payer, from, dest, mint, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'] });
    // The destination's balance row appears only once the account exists (pre is absent for a new one).
    tx.tokenAccounts = [{ owner: payer, pre: 10 ** 12, post: 10 ** 12 - moved }, { owner: to, pre: existed ? before : undefined, post: before + moved }];
  } else {
    const before = s.lamports.get(to) ?? 0;
    const moved = failed ? 0 : Number(lamports);
    if (!failed) s.lamports.set(to, before + moved);
    tx.keys = [payer, to, '11111111111111111111111111111111'];
    tx.pre.set(to, before).set(payer, 10 ** 15);
    tx.post.set(to, before + moved).set(payer, 10 ** 15 - moved - 5000);
  }
  if (reference) tx.keys.push(reference);
  s.sol.push(tx);
  return signature;
}

// --- The server ---

const HUGE = 2 * 1024 * 1024;

function answer(res, status, type, body) {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  res.end(body);
}

async function handle(req, res) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' });
    return res.end();
  }
  const [, ns, api, rest = ''] = /^\/(n\d+)\/(esplora|solana)(\/[^?]*)?/.exec(req.url ?? '') ?? [];
  const s = spaces.get(ns);
  if (!s) return answer(res, 404, 'text/plain', 'Not found');
  let body = '';
  for await (const chunk of req) body += chunk;
  const request = api === 'solana' ? JSON.parse(body || '{}') : undefined;
  s.requests.push({ path: `/${api}${rest}`, ...(request && { body: request }) });
  switch (s.fault) {
    case 'fail':
      return answer(res, 500, 'text/plain', 'Internal Server Error');
    case 'hang':
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return undefined;
    case 'redirect':
      res.writeHead(302, { location: `/${ns}/${api}${rest}?again`, 'access-control-allow-origin': '*' });
      return res.end();
    case 'malformed':
      return answer(res, 200, 'application/json', '{"result": [');
    case 'types':
      return answer(res, 200, 'application/json', api === 'solana' ? JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { value: 'x', slot: 'x' } }) : rest.endsWith('height') ? '"tall"' : '[{"txid": 42, "vout": "many"}]');
    case 'huge':
      // Valid JSON all the way: only its size is wrong.
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.write('"');
      for (let sent = 0; sent < HUGE; sent += 64 * 1024) res.write('a'.repeat(64 * 1024));
      return res.end('"');
  }
  if (api === 'esplora') {
    const { status, json, text } = btc.answerEsplora(s.btc, rest);
    return answer(res, status, json ? 'application/json' : 'text/plain', json ? JSON.stringify(json) : text);
  }
  const result = solana(s, request);
  const reply = result === undefined ? { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } } : { jsonrpc: '2.0', id: request.id, result };
  return answer(res, 200, 'application/json', JSON.stringify(reply));
}

const hanging = new Set();
let listening;
function start() {
  listening ??= new Promise((resolve, reject) => {
    const server = createServer((req, res) => void handle(req, res).catch((error) => answer(res, 500, 'text/plain', String(error))));
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
  return listening;
}

const ownChains = new Map();

export const testChainApis = {
  name: 'test-chain-apis',
  async executeCommand({ command, payload, session }) {
    if (command === 'own-chain') {
      // A node for this test file alone (scripts/test-chain.js), for reorganisations and reverts.
      if (!ownChains.has(session.id)) ownChains.set(session.id, startOwnChain(payload?.chainId ?? 8453));
      return ownChains.get(session.id);
    }
    if (!command.startsWith('apis-')) return undefined;
    const server = await start();
    const origin = `http://127.0.0.1:${server.address().port}`;
    if (command === 'apis-start') {
      const ns = newSpace();
      return { ns, esplora: `${origin}/${ns}/esplora`, solana: `${origin}/${ns}/solana` };
    }
    const s = space(payload.ns);
    switch (command) {
      case 'apis-btc-pay':
        return btc.pay(s.btc, payload.outputs, payload.confirmed);
      case 'apis-btc-mine':
        return btc.mine(s.btc, payload.blocks);
      case 'apis-sol-pay':
        return solPay(s, payload);
      case 'apis-sol-finalize':
        for (const tx of s.sol) tx.status = 'finalized';
        s.slot += 32;
        return true;
      case 'apis-drop':
        btc.drop(s.btc, payload.id);
        s.sol = s.sol.filter((t) => t.signature !== payload.id);
        return true;
      case 'apis-fault':
        s.fault = payload.fault ?? null;
        return true;
      case 'apis-requests':
        return s.requests;
      default:
        throw new Error(`Unknown chain API command: ${command}`);
    }
  },
  async serverStop() {
    for (const res of hanging) res.destroy();
    if (listening) (await listening).close();
  },
};
