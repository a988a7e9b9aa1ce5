/**
 * The client as the card-only scripts expose it (its methods load the check file first): a card
 * purchase validated and sent as the full client sends it, and a crypto purchase refused before
 * anything goes over the wire.
 */
import { expect } from '@open-wc/testing';
import { createMarketClient } from '../../src/loading/card-client.js';
import { FIAT_PATH } from '../../src/checks/client.js';
import { MarketError } from '../../src/api/errors.js';
import { cryptoRequest, fiatRequest } from '../helpers/fixtures.js';
import { mockSession } from '../helpers/mock-session.js';

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('loading/card-client: the card-only client, its checks loaded on the first call', () => {
  it('posts the validated card request, without unknown keys, and returns the processor details', async () => {
    const session = mockSession();
    const request = fiatRequest();
    const response = await createMarketClient({ baseUrl: session.baseUrl() }).purchaseFiat({ ...request, note: 'x' } as typeof request);
    expect(response.checkoutId).to.equal(request.checkoutId);
    expect(response.processorPublishableKey).to.match(/^pk_test_/);
    expect(await session.requests()).to.deep.equal([
      { method: 'POST', path: FIAT_PATH, scenario: 'ok', contentType: 'application/json', body: request },
    ]);
  });

  it('refuses a card request that breaks a rule, naming the field, and sends nothing', async () => {
    const session = mockSession();
    const error = await rejectionOf(createMarketClient({ baseUrl: session.baseUrl() }).purchaseFiat(fiatRequest({ domain: 'example' })));
    expect(error).to.be.instanceOf(MarketError);
    expect(error).to.include({ code: 'invalid-input' });
    expect((error as MarketError).issues?.map(({ path, message }) => ({ path, message }))).to.deep.equal([
      { path: 'domain', message: 'Enter the full domain, with its ending (for example example.com).' },
    ]);
    expect(await session.requests()).to.deep.equal([]);
  });

  it('checks the period against its own max-years', async () => {
    const session = mockSession();
    const error = await rejectionOf(createMarketClient({ baseUrl: session.baseUrl(), maxYears: 3 }).purchaseFiat(fiatRequest({ years: 4 })));
    expect((error as MarketError).issues?.map(({ path, message }) => ({ path, message }))).to.deep.equal([
      { path: 'years', message: 'Choose a period from 1 to 3 years.' },
    ]);
    await createMarketClient({ baseUrl: session.baseUrl() }).purchaseFiat(fiatRequest({ years: 4 }));
    expect(await session.requests(), 'the default allows 10 years').to.have.length(1);
  });

  it('refuses a crypto purchase, naming the scripts that send one, and sends nothing', async () => {
    const session = mockSession();
    const error = await rejectionOf(createMarketClient({ baseUrl: session.baseUrl() }).purchaseCrypto(cryptoRequest()));
    expect(error).to.be.instanceOf(TypeError);
    expect((error as Error).message).to.equal(
      'The card-only script sends no crypto purchase: load market-checkout.iife.js or market-crypto-checkout.iife.js.',
    );
    expect(await session.requests()).to.deep.equal([]);
  });
});
