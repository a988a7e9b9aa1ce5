// An Ethereum JSON-RPC endpoint that caps the blocks one `eth_getLogs` may span, as providers do
// (free tiers at 5 to 10 blocks, others at 1,000 to 10,000), in front of an anvil node of the test
// run (scripts/test-chain.js): a wider request is refused with a provider's error, everything else
// goes to the node as it came, and its answer comes back as the node gave it. On 127.0.0.1, with
// CORS `*` as public endpoints answer, started by a server command, stopped when the run ends.
//
// Refusals, in the shapes providers answer them:
//   'unnamed': HTTP 200, JSON-RPC error -32005 "query exceeds max block range" (no limit named)
//   'named':   HTTP 200, JSON-RPC error -32000 "exceed maximum block range: <cap>"
//   'http':    HTTP 413, a JSON-RPC error -32600 "block range is too wide" as its body
//
// Server commands (`executeServerCommand`):
//   'capped-rpc'       { node, cap, refusal } -> the capped endpoint's URL
//   'capped-rpc-asked' { url }                -> every eth_getLogs it was asked, in order: { from, to, refused }
import { createServer } from 'node:http';

const REFUSALS = {
  unnamed: () => [200, { code: -32005, message: 'query exceeds max block range' }],
  named: (cap) => [200, { code: -32000, message: `exceed maximum block range: ${cap}` }],
  http: () => [413, { code: -32600, message: 'block range is too wide' }],
};

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };

async function forward(node, body) {
  const response = await fetch(node, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return [response.status, await response.text()];
}

/** A block tag as a number: hex as it is, a named tag (or none, which means "latest") as the node's newest block. */
async function blockOf(node, tag) {
  if (typeof tag === 'string' && /^0x[0-9a-f]+$/i.test(tag)) return Number(tag);
  if (tag === 'earliest') return 0;
  const [, text] = await forward(node, JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] }));
  return Number(JSON.parse(text).result);
}

/** The endpoints started, by URL: what each was asked. */
const endpoints = new Map();
const servers = new Set();

function start({ node, cap, refusal }) {
  if (!REFUSALS[refusal]) throw new Error(`capped-rpc: no refusal "${refusal}" (${Object.keys(REFUSALS).join(', ')})`);
  const asked = [];
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      let body = '';
      for await (const chunk of req) body += chunk;
      const request = JSON.parse(body);
      if (request?.method === 'eth_getLogs') {
        const filter = request.params?.[0] ?? {};
        const [from, to] = [await blockOf(node, filter.fromBlock), await blockOf(node, filter.toBlock)];
        const refused = to - from + 1 > cap;
        asked.push({ from, to, refused });
        if (refused) {
          const [status, error] = REFUSALS[refusal](cap);
          return void res.writeHead(status, { 'content-type': 'application/json', ...CORS }).end(JSON.stringify({ jsonrpc: '2.0', id: request.id, error }));
        }
      }
      const [status, text] = await forward(node, body);
      res.writeHead(status, { 'content-type': 'application/json', ...CORS }).end(text);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain', ...CORS }).end(String(error));
    }
  });
  servers.add(server);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      endpoints.set(url, asked);
      resolve(url);
    });
  });
}

export const testCappedRpc = {
  name: 'test-capped-rpc',
  async executeCommand({ command, payload }) {
    if (command === 'capped-rpc') return start(payload);
    if (command === 'capped-rpc-asked') return endpoints.get(payload.url) ?? [];
    return undefined;
  },
  serverStop() {
    for (const server of servers) server.close(), server.closeAllConnections();
    servers.clear();
  },
};
