// market-checkout/client runs where there is no page (Node, a worker): no document, so no page
// policy to watch for (src/api/csp-refusal.ts), and a refused connection stays a `network` failure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMarketClient } from '../../dist/lib/client.js';

test('the client in Node: a refused connection is a network failure, with no document to consult', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  // A port on loopback where nothing listens.
  const client = createMarketClient({ baseUrl: 'http://127.0.0.1:9/v' });
  const request = {
    currency: 'BTC',
    domain: 'example.com',
    ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678',
    ownerEmail: 'buyer@example.org',
    ownerName: 'Ada Lovelace',
    partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
    walletAddrs: [],
    years: 1,
  };
  await assert.rejects(client.purchaseCrypto(request), (error) => {
    assert.equal(error.name, 'MarketError');
    assert.equal(error.code, 'network');
    return true;
  });
});
