// docs/openapi.json is what scripts/openapi.js makes from the zod schemas now, and the mock
// service (mock/, the one the demo, the browser tests and `npm run mock` serve) keeps to it:
// what a client sends validates, what the mock answers validates, and a malformed answer does not.
// The CORS headers the README tells a service to send are the ones the mock sends.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import Ajv2020 from 'ajv/dist/2020.js';
import { OPENAPI_PATH, openApiText } from '../../scripts/openapi.js';
import { loadMockHandler } from '../../scripts/load-mock.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const doc = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
const ajv = new Ajv2020({ strict: true, allErrors: true });
const validator = (name) => ajv.compile(doc.components.schemas[name]);

// The README's client example, and the same buyer by card.
const CRYPTO_REQUEST = {
  currency: 'BTC',
  domain: 'example.com',
  ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678',
  ownerEmail: 'buyer@example.org',
  ownerName: 'Ada Lovelace',
  partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
  walletAddrs: [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }],
  years: 1,
};
const FIAT_REQUEST = {
  checkoutId: '3f6d2c1b-8a7e-4f5d-9c3b-2a1e0f9d8c7b',
  domain: 'example.com',
  externalUserId: '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
  ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678',
  partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
  processorConnectedAccountId: 'acct_1Nv0FGQ9RKHgCVdK',
  walletAddrs: [],
  years: 2,
};

let server;
let origin;
before(async () => {
  const handle = await loadMockHandler('.cache/mock-openapi-test.mjs');
  server = createServer((req, res) => handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => server?.close());

const post = (scenario, path, body) =>
  fetch(`${origin}/mock/openapi/${scenario}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

test('docs/openapi.json is what the generator makes from the schemas now (npm run build writes it)', async () => {
  assert.equal(readFileSync(OPENAPI_PATH, 'utf8'), await openApiText(pkg));
  assert.equal(doc.openapi, '3.1.0');
});

test('every body the document names is one of its schemas', () => {
  for (const [path, { post: operation }] of Object.entries(doc.paths)) {
    const refs = [operation.requestBody, operation.responses[200]].map((part) => part.content['application/json'].schema.$ref);
    for (const ref of refs) assert.ok(doc.components.schemas[ref.split('/').pop()], `${path}: ${ref}`);
  }
});

for (const [kind, path, request, requestSchema, responseSchema] of [
  ['crypto', '/v1/market/crypto/purchase', CRYPTO_REQUEST, 'CryptoPurchaseRequest', 'CryptoPurchaseResponse'],
  ['card', '/v1/market/purchase', FIAT_REQUEST, 'FiatPurchaseRequest', 'FiatPurchaseResponse'],
]) {
  test(`${kind}: the request validates, the mock's answer validates, a malformed answer does not`, async () => {
    assert.ok(doc.paths[path], `the document describes ${path}`);
    const validRequest = validator(requestSchema);
    assert.ok(validRequest(request), ajv.errorsText(validRequest.errors));
    assert.equal(validRequest({ ...request, partnerId: undefined }), false, 'a request without partnerId is refused');

    const validResponse = validator(responseSchema);
    const ok = await post('ok', path, request);
    assert.equal(ok.status, 200);
    assert.ok(validResponse(await ok.json()), ajv.errorsText(validResponse.errors));
    assert.ok(ok.headers.get('date'), 'the answer carries Date');

    const malformed = await post('malformed', path, request);
    assert.equal(validResponse(await malformed.json()), false);
  });
}

test('the mock sends the CORS the README asks of a service', async () => {
  const preflight = await fetch(`${origin}/mock/openapi/ok/v1/market/crypto/purchase`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.match(preflight.headers.get('access-control-allow-methods'), /\bPOST\b/);
  assert.match(preflight.headers.get('access-control-allow-headers'), /\bContent-Type\b/i);
  const answer = await post('ok', '/v1/market/crypto/purchase', CRYPTO_REQUEST);
  assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  assert.match(answer.headers.get('access-control-expose-headers'), /\bDate\b/);
});
