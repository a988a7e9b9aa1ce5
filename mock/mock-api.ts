/**
 * The mock purchase service, as one Node request handler that both the Vite dev server
 * (`npm start`) and the browser tests' server mount. Routes:
 *   POST /mock/<session>/<scenario>/v1/market/purchase          (fiat)
 *   POST /mock/<session>/<scenario>/v1/market/crypto/purchase   (crypto)
 *   GET  /mock/<session>/requests   what this session's purchase requests carried
 *   POST /mock/<session>/script     queue answers for the `scripted` scenario
 *   GET  /mock/<session>/esplora/…  the session's own chain, as an Esplora HTTP API (mock/esplora.ts)
 *   POST /mock/<session>/chain/pay  { outputs: [{ address, value }], mineAfter? } (sats) -> { txid }, in the
 *                                   mempool; with mineAfter (seconds) the chain mines it by itself then
 *   POST /mock/<session>/chain/mine { blocks? } -> { height }, the first block taking the mempool
 *   POST /mock/<session>/evm/<chainId>  the session's own EVM chain of that id, as Ethereum JSON-RPC
 *                                   (mock/evm.ts): what the demo wallet sends, and reads back
 *   POST /mock/<session>/tron       the session's Tron-shaped chain, as java-tron's JSON-RPC answers
 *                                   (mock/tron.ts), over its EVM chain of Tron's id (/evm/728126428, where
 *                                   the demo's test account pays)
 *   POST /mock/<session>/lightning/pay { invoice } -> { preimage }: the session's Lightning node pays an
 *                                   invoice it issued (mock/lightning.ts), for the demo's test WebLN wallet
 * A session is any name a test or page picks, so parallel tests never see each other's requests.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_MAX_YEARS, requestSchemas } from '../src/checks/schemas.js';
import { toFieldIssues } from '../src/checks/issues.js';
import { CRYPTO_PATH, FIAT_PATH } from '../src/checks/client.js';
import { answerEsplora, mine, mineDue, newChain, outputsOf, pay, type Chain } from './esplora.js';
import { answerEvm, newEvmChain, type EvmChain, type RpcAnswer } from './evm.js';
import { answerTron, TRON_CHAIN_ID } from './tron.js';
import { overLightning, preimageOf, type LightningNode } from './lightning.js';
import { cryptoPurchase, fiatPurchase } from './purchases.js';
import { isScenario, type RecordedRequest, type Scenario, type ScriptedResponse } from './scenarios.js';

export const MOCK_PREFIX = '/mock/';

interface Session {
  requests: RecordedRequest[];
  script: ScriptedResponse[];
  /** The chain the demo's "Pay from a test account" pays on, which the element reads back. */
  chain: Chain;
  /** The EVM chains the demo wallet pays on, by chain id, made when first called. */
  evm: Map<number, EvmChain>;
  /** The invoices its BTC answers over Lightning carried, with their preimages. */
  lightning: LightningNode;
}

/** Sessions are few and short-lived (one per test); the cap keeps a long demo run bounded. */
const sessions = new Map<string, Session>();
const MAX_SESSIONS = 1000;

function session(name: string): Session {
  let s = sessions.get(name);
  if (!s) {
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    // A seed of its own, so a restarted server never makes again a txid a kept payment already knows.
    s = { requests: [], script: [], chain: newChain(randomUUID()), evm: new Map(), lightning: new Map() };
    sessions.set(name, s);
  }
  return s;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
  delay?: number;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

const FAILURES: Partial<Record<Scenario, Answer>> = {
  'http-400': json(400, { error: 'bad_request', message: 'This domain cannot be bought through this partner.' }),
  'http-401': json(401, { error: 'unauthorized' }),
  'http-403': json(403, { error: 'forbidden' }),
  'http-404': json(404, { error: 'not_found' }),
  'http-409': json(409, { error: 'conflict', message: 'This domain was just bought by someone else.' }),
  'http-422': json(422, { error: 'unprocessable', message: 'This domain is not available for that many years.' }),
  'http-429': json(429, { error: 'rate_limited' }, { 'Retry-After': '30' }),
  'http-500': json(500, { error: 'internal', message: 'stack trace: NullPointerException at Purchase.java:42' }),
  'http-502': json(502, { error: 'bad_gateway' }),
  'http-503': json(503, { error: 'unavailable' }, { 'Retry-After': '120' }),
  'html-error': {
    status: 502,
    headers: { 'Content-Type': 'text/html' },
    body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>',
  },
  empty: { status: 200, headers: { 'Content-Type': 'application/json' }, body: '' },
  'text-200': { status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'OK' },
};

const CLOCK_SKEW_MS = 10 * 60_000;
const HANG_MS = 120_000;
const SLOW_MS = 2_000;

/** Padding that takes an answer past the client's 64 KiB body cap. */
const OVERSIZED_PADDING = 70 * 1024;

async function answerPurchase(
  kind: 'fiat' | 'crypto',
  scenario: Scenario,
  body: unknown,
  s: Session,
  sessionRoot: string,
): Promise<Answer> {
  if (scenario === 'redirect-302' || scenario === 'redirect-307') {
    const endpoint = kind === 'fiat' ? FIAT_PATH : CRYPTO_PATH;
    return {
      status: scenario === 'redirect-302' ? 302 : 307,
      headers: { Location: `${sessionRoot}/ok${endpoint}` },
      body: '',
    };
  }
  if (scenario === 'scripted') {
    return s.script.shift() ?? json(500, { error: 'internal', message: 'No scripted answer is queued.' });
  }
  const failure = FAILURES[scenario];
  if (failure) return failure;

  // The service's own bound on years is not published; the mock takes every period an element can offer.
  const schema = requestSchemas(MAX_MAX_YEARS)[kind];
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error.issues);
    return json(400, {
      error: 'invalid_request',
      message: `Invalid fields: ${issues.map((i) => i.path).join(', ')}.`,
      issues: issues.map(({ path, message }) => ({ path, message })),
    });
  }
  const now = Date.now() + (scenario === 'clock-skew' ? CLOCK_SKEW_MS : 0);
  const headers = { Date: new Date(now).toUTCString() };
  let answer: Record<string, unknown>;
  if (kind === 'fiat') {
    answer = fiatPurchase(parsed.data as never);
    if (scenario === 'checkout-mismatch') answer.checkoutId = randomUUID();
    if (scenario === 'secret-key') answer.processorPublishableKey = 'sk_live_mock0000000000000000000000';
  } else {
    const plain = cryptoPurchase(parsed.data as never, now);
    if (!plain) return json(422, { error: 'unsupported_currency', message: 'This currency is not accepted.' });
    const lightning = scenario === 'lightning' ? 'unified' : scenario === 'lightning-only' ? 'only' : undefined;
    const made = (lightning && overLightning(plain, lightning, now, s.lightning)) || plain;
    answer = made;
    if (scenario === 'uri-javascript') answer.uri = 'javascript:alert(document.domain)';
    if (scenario === 'uri-address-mismatch') answer.uri = made.uri.replace(made.address, swapLastChar(made.address));
    if (scenario === 'uri-amount-mismatch') answer.amount = made.amount * 2;
    if (scenario === 'short-expiry') answer.expiryDateEpoch = now + 70_000;
    if (scenario === 'expiry-seconds') answer.expiryDateEpoch = Math.floor(made.expiryDateEpoch / 1000);
  }
  if (scenario === 'truncated') {
    const text = JSON.stringify(answer);
    return { status: 200, headers: { 'Content-Type': 'application/json' }, body: text.slice(0, text.length >> 1) };
  }
  if (scenario === 'oversized') return json(200, { ...answer, padding: 'x'.repeat(OVERSIZED_PADDING) }, headers);
  if (scenario === 'malformed') {
    return json(200, { ...answer, orderId: 42, amount: String(answer.amount), checkoutId: undefined });
  }
  return {
    ...json(200, answer, headers),
    ...(scenario === 'slow' ? { delay: SLOW_MS } : {}),
    ...(scenario === 'hang' ? { delay: HANG_MS } : {}),
  };
}

function swapLastChar(s: string): string {
  return s.slice(0, -1) + (s.endsWith('a') ? 'b' : 'a');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A queued answer the server can actually send: a final status, text body, string headers. */
function isScriptedResponse(value: unknown): value is ScriptedResponse {
  const { status, headers = {}, body, delay = 0 } = (value ?? {}) as Partial<ScriptedResponse>;
  return (
    Number.isInteger(status) &&
    status! >= 200 &&
    status! <= 599 &&
    typeof body === 'string' &&
    typeof delay === 'number' &&
    delay >= 0 &&
    typeof headers === 'object' &&
    headers !== null &&
    Object.values(headers).every((v) => typeof v === 'string')
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 1_000_000) req.destroy();
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, answer: Answer): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(answer.status, {
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Date, Retry-After',
    ...answer.headers,
  });
  res.end(answer.body);
}

/** The longest a payment may wait in the mempool for the chain to mine it by itself, in seconds. */
const MAX_MINE_AFTER_S = 600;

/** The answer of a chain route, or undefined for another path. */
async function answerChain(req: IncomingMessage, tail: string, chain: Chain): Promise<Answer | undefined> {
  mineDue(chain, Date.now());
  if (req.method === 'GET' && tail.startsWith('/esplora/')) {
    const { status, json: value, text } = answerEsplora(chain, tail.slice('/esplora'.length));
    return value === undefined ? { status, headers: { 'Content-Type': 'text/plain' }, body: text! } : json(status, value);
  }
  if (req.method !== 'POST' || (tail !== '/chain/pay' && tail !== '/chain/mine')) return undefined;
  const body = parseJson(await readBody(req));
  if (tail === '/chain/mine') {
    const blocks = (body as { blocks?: unknown } | null)?.blocks ?? 1;
    if (!Number.isInteger(blocks) || (blocks as number) < 1 || (blocks as number) > 100) {
      return json(400, { error: 'invalid_blocks', message: 'Send { "blocks": 1 } to 100, or nothing for one block.' });
    }
    return json(200, { height: mine(chain, blocks as number) });
  }
  const outputs = outputsOf(body);
  if (!outputs) return json(400, { error: 'invalid_payment', message: 'Send { "outputs": [{ "address": "bc1…", "value": sats }] }.' });
  const mineAfter = (body as { mineAfter?: unknown }).mineAfter;
  if (mineAfter !== undefined && !(typeof mineAfter === 'number' && mineAfter >= 0 && mineAfter <= MAX_MINE_AFTER_S)) {
    return json(400, { error: 'invalid_mine_after', message: `mineAfter: the seconds until the chain mines it, 0 to ${MAX_MINE_AFTER_S}.` });
  }
  return json(200, { txid: pay(chain, outputs, false, mineAfter === undefined ? undefined : Date.now() + mineAfter * 1000) });
}

/** How long a transaction the demo wallet sends waits in the mempool before its EVM chain mines it. */
const EVM_MINE_AFTER_MS = 6_000;

/** The answer of an EVM chain's JSON-RPC route (`/evm/<chainId>`), or of the Tron front over one (`/tron`); undefined for another path. */
async function answerEvmRoute(req: IncomingMessage, tail: string, s: Session): Promise<Answer | undefined> {
  const route = /^\/(?:evm\/([1-9][0-9]{0,9})|tron)$/.exec(tail);
  if (!route || req.method !== 'POST') return undefined;
  const chainId = route[1] ? Number(route[1]) : TRON_CHAIN_ID;
  let chain = s.evm.get(chainId);
  if (!chain) s.evm.set(chainId, (chain = newEvmChain(randomUUID(), chainId, EVM_MINE_AFTER_MS)));
  const call = parseJson(await readBody(req)) as { id?: unknown; method?: unknown; params?: unknown } | undefined;
  if (typeof call !== 'object' || call === null || Array.isArray(call)) {
    return json(200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Send one JSON-RPC call as a JSON object.' } });
  }
  const evm = (method: unknown, params: unknown): RpcAnswer => answerEvm(chain, method, params, Date.now());
  const answer = route[1] ? evm(call.method, call.params) : await answerTron(call.method, call.params, async (method, params) => evm(method, params));
  return json(200, { jsonrpc: '2.0', id: call.id ?? null, ...answer });
}

/** Answers a mock route and returns true, or returns false for any other path. */
export async function handleMockRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '').split('?')[0]!;
  if (!path.startsWith(MOCK_PREFIX)) return false;
  const [name, ...rest] = path.slice(MOCK_PREFIX.length).split('/');
  // Every route is /mock/<session>/…; a single segment is one of these source files, which a page imports.
  if (!name || !rest.length) return false;
  const s = session(decodeURIComponent(name));
  const tail = '/' + rest.join('/');

  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, GET',
      'Access-Control-Allow-Headers': 'Content-Type',
    });
    res.end();
    return true;
  }
  if (req.method === 'GET' && tail === '/requests') {
    send(res, json(200, s.requests));
    return true;
  }
  if (req.method === 'POST' && tail === '/script') {
    const answers = parseJson(await readBody(req));
    if (!Array.isArray(answers) || !answers.every(isScriptedResponse)) {
      send(res, json(400, { error: 'invalid_script', message: 'Send a JSON array of {status, headers?, body, delay?}.' }));
      return true;
    }
    s.script.push(...answers);
    send(res, json(200, { queued: s.script.length }));
    return true;
  }
  if (req.method === 'DELETE' && tail === '/requests') {
    s.requests.length = 0;
    send(res, json(200, {}));
    return true;
  }
  if (req.method === 'POST' && tail === '/lightning/pay') {
    const preimage = preimageOf(s.lightning, (parseJson(await readBody(req)) as { invoice?: unknown } | null)?.invoice);
    send(res, preimage ? json(200, { preimage }) : json(404, { error: 'unknown_invoice', message: 'This node issued no such invoice.' }));
    return true;
  }
  const chainAnswer = (await answerChain(req, tail, s.chain)) ?? (await answerEvmRoute(req, tail, s));
  if (chainAnswer) {
    send(res, chainAnswer);
    return true;
  }

  const scenario = rest[0] ?? '';
  const endpoint = '/' + rest.slice(1).join('/');
  const kind = endpoint === FIAT_PATH ? 'fiat' : endpoint === CRYPTO_PATH ? 'crypto' : undefined;
  if (!kind || !isScenario(scenario) || req.method !== 'POST') {
    send(res, json(404, { error: 'not_found', message: `No mock route for ${req.method} ${path}.` }));
    return true;
  }
  const text = await readBody(req);
  const parsed = parseJson(text);
  // What could not be parsed is logged as the raw text, so a test sees what was sent.
  const body = parsed === undefined ? text : parsed;
  s.requests.push({ method: req.method, path: endpoint, scenario, contentType: req.headers['content-type'], body });
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    send(res, json(400, { error: 'invalid_json', message: 'The request body is not a JSON object.' }));
    return true;
  }
  const answer = await answerPurchase(kind, scenario, body, s, `${MOCK_PREFIX}${name}`);
  if (answer.delay) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, answer.delay);
      // A client that gave up closes the socket: stop waiting, there is no one to answer.
      res.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  send(res, answer);
  return true;
}
