/**
 * The client as the entries with the crypto element export it (src/loading/client.ts): the
 * methods of `market-checkout/client`, which load the check file on their first call, crypto
 * answers checked by the script's payment-link guard; the schemas from `loadSchemas()`.
 */
import { expect } from '@open-wc/testing';
import * as Client from '../../src/client.js';
import { createMarketClient, loadSchemas, MarketError, serverClockOffset } from '../../src/loading/client.js';
import { cryptoRequest } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';

describe('loading/client: the client whose checks load on its first call', () => {
  it('sends a crypto purchase and returns the answer the guard accepted, its clock offset read', async () => {
    const session = mockSession();
    const response = await createMarketClient({ baseUrl: session.baseUrl('clock-skew') }).purchaseCrypto(cryptoRequest());
    expect(response.uri).to.match(/^[a-z]+:/);
    expect(serverClockOffset(response), "the service's clock, ten minutes ahead").to.be.above(9 * 60_000);
    expect(serverClockOffset({}), 'anything the client did not return').to.equal(0);
    expect((await session.requests()).map((r) => r.path)).to.deep.equal(['/v1/market/crypto/purchase']);
  });

  it("refuses an answer whose link the guard refuses, with the guard's reason", async () => {
    const session = mockSession();
    const error = await createMarketClient({ baseUrl: session.baseUrl('uri-address-mismatch') })
      .purchaseCrypto(cryptoRequest())
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(MarketError);
    expect(error).to.include({ code: 'bad-response', key: 'errorPaymentUri' });
  });

  it("gives every schema the client entry exports, by the same name, and the request schemas by max-years", async () => {
    const schemas = await loadSchemas();
    const names = Object.entries(Client).flatMap(([name, value]) => (typeof value === 'object' && 'safeParse' in value ? [name] : []));
    expect(Object.keys(schemas)).to.include.members(names);
    expect(schemas.cryptoRequestSchema).to.equal(schemas.cryptoRequestSchemaFor(10));
    expect(schemas.fiatRequestSchemaFor(3).safeParse({}).success).to.equal(false);
  });
});
