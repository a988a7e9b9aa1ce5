// `npm run mock`: the mock purchase service alone (mock/, the same one the demo and the tests
// use), for a partner's own development. Prints the base-url to give the elements, and the CORS
// headers the mock sends, read from its own answers. PORT and HOST change where it listens.
import { createServer } from 'node:http';
import { loadMockHandler } from './load-mock.js';

const handleMockRequest = await loadMockHandler('.cache/mock-server.mjs');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8787);

const server = createServer((req, res) => {
  handleMockRequest(req, res).then((handled) => {
    if (handled) return;
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    res.end('The mock answers under /mock/<session>/<scenario>/v1/market/…\n');
  });
});

server.listen(port, host, async () => {
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${server.address().port}`;
  const baseUrl = `${origin}/mock/dev/ok`;
  const preflight = await fetch(`${baseUrl}/v1/market/crypto/purchase`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  const answer = await fetch(`${origin}/mock/dev/requests`, { headers: { Origin: 'http://localhost:5173' } });
  const cors = (response) =>
    [...response.headers].filter(([name]) => name.startsWith('access-control-')).map(([name, value]) => `    ${name}: ${value}`);
  console.log(`Mock purchase service at ${origin}

  base-url="${baseUrl}"

  POST ${baseUrl}/v1/market/purchase          (card)
  POST ${baseUrl}/v1/market/crypto/purchase   (crypto)

Replace "dev" with any session name, and "ok" with a scenario to see the widget's answer to a
misbehaving service (mock/scenarios.ts lists them all): slow, hang, http-409, http-500, html-error,
malformed, short-expiry, clock-skew, …

CORS it sends (your service must send the same; without Access-Control-Expose-Headers: Date the
countdown trusts the buyer's clock):
  preflight (OPTIONS):
${cors(preflight).join('\n')}
  every answer:
${cors(answer).join('\n')}

Ctrl+C stops it.`);
});
