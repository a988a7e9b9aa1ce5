import { expect } from '@open-wc/testing';
import { CRYPTO_PATH, FIAT_PATH, serverClockOffset, type MarketClientOptions } from '../../src/checks/client.js';
import { createMarketClient } from '../../src/client.js';
import { MarketError } from '../../src/api/errors.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import type { Scenario } from '../../mock/scenarios.js';
import { cryptoRequest, fiatRequest } from '../helpers/fixtures.js';
import { mintInvoice } from '../../mock/mint-invoice.js';
import { mockSession, REFUSED_BASE_URL, TIMEOUT_MS, type MockSession } from '../helpers/mock-session.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TROUBLE = 'The payment service is having trouble. Please try again in a moment.';

/** Our own client option, not a browser stub: it records each call and hands it to the real fetch. */
function recordingFetch() {
  const calls: { input: RequestInfo | URL; init: RequestInit | undefined }[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    calls.push({ input, init });
    return fetch(input, init);
  };
  return { calls, fetch: fetchFn };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

async function marketError(promise: Promise<unknown>): Promise<MarketError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(MarketError);
  return error as MarketError;
}

/** Runs one purchase of `kind` against `scenario` and returns the error and how many requests the mock saw. */
async function failing(kind: 'fiat' | 'crypto', scenario: Scenario, options: Partial<MarketClientOptions> = {}) {
  const session = mockSession();
  const client = createMarketClient({ baseUrl: session.baseUrl(scenario), ...options });
  const error = await marketError(kind === 'fiat' ? client.purchaseFiat(fiatRequest()) : client.purchaseCrypto(cryptoRequest()));
  return { error, requests: await session.requests() };
}

describe('client: invalid-config', () => {
  let session: MockSession;
  beforeEach(() => {
    session = mockSession();
  });

  async function expectConfigError(options: MarketClientOptions, message: string, path: string) {
    const recorder = recordingFetch();
    const client = createMarketClient({ ...options, fetch: recorder.fetch });
    for (const attempt of [client.purchaseFiat(fiatRequest()), client.purchaseCrypto(cryptoRequest())]) {
      const error = await marketError(attempt);
      expect(error.code).to.equal('invalid-config');
      expect(error.message).to.equal(message);
      expect(error.status).to.equal(undefined);
      expect(error.issues?.map((i) => i.path)).to.deep.equal([path]);
    }
    expect(recorder.calls).to.have.length(0);
    expect(await session.requests()).to.have.length(0);
  }

  it('refuses a missing base URL', async () => {
    await expectConfigError({} as MarketClientOptions, 'The base-url setting is missing.', 'baseUrl');
  });

  it('refuses plain http to a public host', async () => {
    await expectConfigError(
      { baseUrl: 'http://example.com' },
      'The base-url setting must use https (plain http is allowed for localhost only).',
      'baseUrl',
    );
  });

  it('refuses ftp', async () => {
    await expectConfigError({ baseUrl: 'ftp://example.com/market' }, 'The base-url setting must use https.', 'baseUrl');
  });

  it('refuses a base URL with credentials, even one pointing at the service', async () => {
    const url = new URL(session.baseUrl());
    url.username = 'partner';
    url.password = 'secret';
    await expectConfigError(
      { baseUrl: url.href },
      'The base-url setting must not carry a user name or password.',
      'baseUrl',
    );
  });

  it('refuses a timeout that is not a positive number', async () => {
    for (const timeout of [0, -300, NaN, Infinity]) {
      await expectConfigError(
        { baseUrl: session.baseUrl(), timeout },
        'The timeout setting must be a positive number of milliseconds.',
        'timeout',
      );
    }
  });

  it('treats a timeout beyond what timers can hold as a long one, not as none', async () => {
    const client = createMarketClient({ baseUrl: session.baseUrl(), timeout: 2 ** 40 });
    const response = await client.purchaseFiat(fiatRequest());
    expect(response.orderId).to.match(UUID);
  });
});

describe('client: invalid-input', () => {
  it('names each failing field and sends nothing', async () => {
    const session = mockSession();
    const recorder = recordingFetch();
    const client = createMarketClient({ baseUrl: session.baseUrl(), fetch: recorder.fetch });

    const fiat = await marketError(client.purchaseFiat(fiatRequest({ domain: 'Example.com', years: 0 })));
    expect(fiat.code).to.equal('invalid-input');
    expect(fiat.message).to.equal(
      'Some details need attention: Use lowercase letters, digits and inner hyphens between the dots, 63 characters at most each.',
    );
    expect(fiat.status).to.equal(undefined);
    expect(fiat.issues?.map(({ path, message }) => ({ path, message }))).to.deep.equal([
      {
        path: 'domain',
        message: 'Use lowercase letters, digits and inner hyphens between the dots, 63 characters at most each.',
      },
      { path: 'years', message: 'Choose a period from 1 to 10 years.' },
    ]);

    const entry = { addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 };
    const crypto = await marketError(
      client.purchaseCrypto(cryptoRequest({ ownerEmail: 'nope', ownerName: ' ', walletAddrs: [entry, entry] })),
    );
    expect(crypto.code).to.equal('invalid-input');
    expect(crypto.message).to.equal('Some details need attention: Enter an e-mail address such as name@example.com.');
    expect(crypto.issues?.map(({ path, message }) => ({ path, message }))).to.deep.equal([
      { path: 'ownerEmail', message: 'Enter an e-mail address such as name@example.com.' },
      { path: 'ownerName', message: 'Enter the owner name.' },
      { path: 'walletAddrs.1.addr', message: 'This address is already in the list.' },
    ]);

    expect(recorder.calls).to.have.length(0);
    expect(await session.requests()).to.have.length(0);
  });
});

describe('client: network and timeout', () => {
  it('reports a refused connection as network', async () => {
    const recorder = recordingFetch();
    const client = createMarketClient({ baseUrl: REFUSED_BASE_URL, fetch: recorder.fetch });
    const error = await marketError(client.purchaseCrypto(cryptoRequest()));
    expect(error.code).to.equal('network');
    expect(error.message).to.equal('We could not reach the payment service. Check your connection and try again.');
    expect(error.status).to.equal(undefined);
    expect(recorder.calls, 'not retried').to.have.length(1);
  });

  it('gives up on a service that never answers, after the timeout', async () => {
    for (const kind of ['fiat', 'crypto'] as const) {
      const { error, requests } = await failing(kind, 'hang', { timeout: TIMEOUT_MS });
      expect(error.code).to.equal('timeout');
      expect(error.message).to.equal('The payment service took too long to answer. Please try again.');
      expect(error.status).to.equal(undefined);
      expect(requests).to.have.length(1);
    }
  });

  // WebKit (2.50) lost the abort of a fetch whose signal was an AbortSignal.any() of the caller's
  // and the timer's, once garbage was collected while it waited: the buyer then waited for the
  // service forever. Garbage made here, as a busy page does, makes that collection happen.
  it('gives up after the timeout even when the page collects garbage while it waits, with or without a signal of the caller', async () => {
    for (const withSignal of [true, false]) {
      const session = mockSession();
      const client = createMarketClient({ baseUrl: session.baseUrl('hang'), timeout: TIMEOUT_MS });
      const started = performance.now();
      const outcome = rejectionOf(client.purchaseFiat(fiatRequest(), withSignal ? { signal: new AbortController().signal } : {}));
      makeGarbage(200);
      const late = new Promise((resolve) => setTimeout(() => resolve('still waiting 5 s after the timeout'), TIMEOUT_MS + 5000));
      const error = await Promise.race([outcome, late]);
      expect(error, withSignal ? 'with a signal' : 'without').to.be.instanceOf(MarketError);
      expect((error as MarketError).code).to.equal('timeout');
      expect(performance.now() - started).to.be.below(TIMEOUT_MS + 5000);
      expect(await session.requests()).to.have.length(1);
    }
  });
});

/** Allocates and drops objects for `ms` milliseconds, enough for the engine to collect garbage. */
function makeGarbage(ms: number): void {
  const end = performance.now() + ms;
  let kept: unknown[] = [];
  while (performance.now() < end) {
    for (let i = 0; i < 1000; i += 1) kept.push({ values: new Array(50).fill(i) });
    if (kept.length > 20_000) kept = [];
  }
}

describe('client: http', () => {
  const CASES: [Scenario, number, string][] = [
    ['http-400', 400, 'This domain cannot be bought through this partner.'],
    ['http-401', 401, 'This checkout is not authorised. Please contact the site owner.'],
    ['http-403', 403, 'This checkout is not allowed. Please contact the site owner.'],
    ['http-404', 404, 'The payment service could not find this checkout. Please contact the site owner.'],
    ['http-409', 409, 'This domain was just bought by someone else.'],
    ['http-422', 422, 'This domain is not available for that many years.'],
    ['http-429', 429, 'Too many attempts. Please wait 30 seconds and try again.'],
    ['http-500', 500, TROUBLE],
    ['http-502', 502, TROUBLE],
    ['http-503', 503, TROUBLE],
    ['html-error', 502, TROUBLE],
  ];

  for (const [scenario, status, message] of CASES) {
    it(`${scenario}: status ${status} and a plain message, after one request`, async () => {
      for (const kind of ['fiat', 'crypto'] as const) {
        const { error, requests } = await failing(kind, scenario);
        expect(error.code).to.equal('http');
        expect(error.status).to.equal(status);
        expect(error.message).to.equal(message);
        expect(error.message).to.not.match(/[<>]|stack|Exception/);
        expect(requests).to.have.length(1);
      }
    });
  }

  it('passes on the field issues of a 400 body, cleaned of hidden characters', async () => {
    const session = mockSession();
    await session.script({
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: 'Check\u202e the\u0000 domain.',
        issues: [{ path: 'domain', message: 'Taken.' }, { path: 42 }, 'junk'],
      }),
    });
    const client = createMarketClient({ baseUrl: session.baseUrl('scripted') });
    const error = await marketError(client.purchaseFiat(fiatRequest()));
    expect(error.code).to.equal('http');
    expect(error.status).to.equal(400);
    expect(error.message).to.equal('Check  the  domain.');
    expect(error.issues).to.deep.equal([{ path: 'domain', message: 'Taken.' }]);
  });

  it('words an unlisted 4xx without a body in plain language, and drops a bad Retry-After', async () => {
    const session = mockSession();
    await session.script(
      { status: 418, body: '' },
      { status: 429, headers: { 'Retry-After': 'soon' }, body: 'slow down' },
    );
    const client = createMarketClient({ baseUrl: session.baseUrl('scripted') });
    const teapot = await marketError(client.purchaseFiat(fiatRequest()));
    expect([teapot.code, teapot.status, teapot.message]).to.deep.equal([
      'http',
      418,
      'The payment service refused the request.',
    ]);
    const limited = await marketError(client.purchaseFiat(fiatRequest()));
    expect([limited.code, limited.status, limited.message]).to.deep.equal([
      'http',
      429,
      'Too many attempts. Please wait a moment and try again.',
    ]);
  });

  it('never retries a POST: one request for a 503', async () => {
    const recorder = recordingFetch();
    const { error, requests } = await failing('fiat', 'http-503', { fetch: recorder.fetch });
    expect(error.status).to.equal(503);
    expect(requests).to.have.length(1);
    expect(recorder.calls).to.have.length(1);
  });
});

describe('client: bad-response', () => {
  const READ = 'The payment service sent an answer we could not read.';
  const CASES: ['fiat' | 'crypto', Scenario, string][] = [
    ['fiat', 'empty', 'The payment service sent an empty answer.'],
    ['crypto', 'empty', 'The payment service sent an empty answer.'],
    ['fiat', 'text-200', READ],
    ['crypto', 'text-200', READ],
    ['fiat', 'truncated', READ],
    ['crypto', 'truncated', READ],
    ['fiat', 'malformed', 'The payment service sent an answer with missing or invalid details.'],
    ['crypto', 'malformed', 'The payment service sent an answer with missing or invalid details.'],
    ['fiat', 'checkout-mismatch', 'The payment service answered for a different checkout.'],
    ['crypto', 'uri-javascript', 'The payment details could not be verified (the payment link uses a scheme that is not allowed), so they are not shown. Please try again.'],
    [
      'crypto',
      'uri-address-mismatch',
      'The payment details could not be verified (the address in the payment link differs), so they are not shown. Please try again.',
    ],
    ['crypto', 'uri-amount-mismatch', 'The payment details could not be verified (the amount in the payment link differs), so they are not shown. Please try again.'],
  ];

  for (const [kind, scenario, message] of CASES) {
    it(`${kind} ${scenario}`, async () => {
      const { error, requests } = await failing(kind, scenario);
      expect(error.code).to.equal('bad-response');
      expect(error.message).to.equal(message);
      expect(error.status).to.equal(undefined);
      expect(requests).to.have.length(1);
    });
  }
});

describe('client: success', () => {
  it('fiat: returns the processor details for the checkout it sent', async () => {
    const session = mockSession();
    const request = fiatRequest();
    const response = await createMarketClient({ baseUrl: session.baseUrl() }).purchaseFiat(request);
    expect(response.checkoutId).to.equal(request.checkoutId);
    expect(response.orderId).to.match(UUID);
    expect(response.processorCheckoutSession).to.match(/^cs_test_/);
    expect(response.processorCustomerId).to.match(/^cus_/);
    expect(response.processorEphemeralKey).to.match(/^ek_test_/);
    expect(response.processorPublishableKey).to.match(/^pk_test_/);
    expect(await session.requests()).to.have.length(1);
  });

  it('fiat: accepts a checkoutId echoed in another case', async () => {
    const session = mockSession();
    const request = fiatRequest({ checkoutId: crypto.randomUUID().toUpperCase() });
    const response = await createMarketClient({ baseUrl: session.baseUrl() }).purchaseFiat(request);
    expect(response.checkoutId).to.equal(request.checkoutId);
  });

  // What the mock charges for two years, and where it asks to be paid (mock/purchases.ts).
  const COINS = {
    BTC: { amount: 0.00042, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', scheme: 'bitcoin' },
    LTC: { amount: 0.36, address: 'ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr', scheme: 'litecoin' },
    DOGE: { amount: 190, address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', scheme: 'dogecoin' },
    ETH: { amount: 0.0122, address: '0x52908400098527886E0F7030069857D2E4169EE7', scheme: 'ethereum' },
    SOL: { amount: 0.24, address: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH', scheme: 'solana' },
    USDC: { amount: 49, address: '0x52908400098527886E0F7030069857D2E4169EE7', scheme: 'ethereum' },
  };
  for (const [currency, coin] of Object.entries(COINS)) {
    it(`crypto ${currency}: returns checked payment instructions`, async () => {
      const session = mockSession();
      const before = Date.now();
      const response = await createMarketClient({ baseUrl: session.baseUrl() }).purchaseCrypto(
        cryptoRequest({ currency, years: 2 }),
      );
      expect(response.protocol).to.equal(currency);
      expect(response.address).to.equal(coin.address);
      expect(response.amount).to.equal(coin.amount);
      expect(response.orderId).to.match(UUID);
      expect(response.paymentId).to.match(UUID);
      expect(response.expiryDateEpoch).to.be.greaterThan(before);
      const checked = checkPaymentLink(response);
      expect(checked.ok && [checked.asset.symbol, checked.asset.scheme]).to.deep.equal([currency, coin.scheme]);
      const requests = await session.requests();
      expect(requests.map((r) => [r.method, r.path])).to.deep.equal([['POST', CRYPTO_PATH]]);
    });
  }
});

describe('client: what goes over the wire', () => {
  it('posts the validated fiat request as JSON, without unknown keys', async () => {
    const session = mockSession();
    const request = fiatRequest();
    await createMarketClient({ baseUrl: session.baseUrl() }).purchaseFiat({ ...request, note: 'x' } as typeof request);
    const [sent, ...more] = await session.requests();
    expect(more).to.have.length(0);
    expect(sent).to.deep.equal({
      method: 'POST',
      path: FIAT_PATH,
      scenario: 'ok',
      contentType: 'application/json',
      body: request,
    });
  });

  it('posts the validated crypto request as JSON', async () => {
    const session = mockSession();
    const request = cryptoRequest({ walletAddrs: [{ addr: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', coinId: 3 }], years: 3 });
    await createMarketClient({ baseUrl: `${session.baseUrl()}/` }).purchaseCrypto(request);
    const requests = await session.requests();
    expect(requests).to.deep.equal([
      { method: 'POST', path: CRYPTO_PATH, scenario: 'ok', contentType: 'application/json', body: request },
    ]);
  });

  it('sends no credentials', async () => {
    const session = mockSession();
    const recorder = recordingFetch();
    const client = createMarketClient({ baseUrl: session.baseUrl(), fetch: recorder.fetch });
    await client.purchaseFiat(fiatRequest());
    await client.purchaseCrypto(cryptoRequest());
    expect(recorder.calls).to.have.length(2);
    expect(String(recorder.calls[0]!.input)).to.equal(session.baseUrl() + FIAT_PATH);
    expect(String(recorder.calls[1]!.input)).to.equal(session.baseUrl() + CRYPTO_PATH);
    for (const { init } of recorder.calls) {
      expect(init?.credentials).to.equal('omit');
      expect(init?.method).to.equal('POST');
    }
  });
});

describe('client: cancelling', () => {
  it('rejects with an AbortError and sends nothing when the signal is already aborted', async () => {
    const session = mockSession();
    const client = createMarketClient({ baseUrl: session.baseUrl() });
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(client.purchaseFiat(fiatRequest(), { signal: controller.signal }));
    expect(error).to.not.be.instanceOf(MarketError);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(await session.requests()).to.have.length(0);
  });

  it('rejects with an AbortError when aborted in flight', async () => {
    const session = mockSession();
    const client = createMarketClient({ baseUrl: session.baseUrl('hang') });
    const controller = new AbortController();
    const pending = client.purchaseCrypto(cryptoRequest(), { signal: controller.signal });
    // Abort once the mock holds the request, so it is cancelled mid-flight.
    while ((await session.requests()).length === 0) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    const error = await rejectionOf(pending);
    expect(error).to.not.be.instanceOf(MarketError);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(await session.requests()).to.have.length(1);
  });
});

describe('serverClockOffset', () => {
  it('is about +10 minutes when the service clock is ahead', async () => {
    for (const kind of ['fiat', 'crypto'] as const) {
      const session = mockSession();
      const client = createMarketClient({ baseUrl: session.baseUrl('clock-skew') });
      const response = kind === 'fiat' ? await client.purchaseFiat(fiatRequest()) : await client.purchaseCrypto(cryptoRequest());
      expect(serverClockOffset(response)).to.be.closeTo(10 * 60_000, 3000);
    }
  });

  it('is 0 when the clocks agree, and for objects the client never returned', async () => {
    const session = mockSession();
    const response = await createMarketClient({ baseUrl: session.baseUrl() }).purchaseCrypto(cryptoRequest());
    expect(serverClockOffset(response)).to.equal(0);
    expect(serverClockOffset({ ...response })).to.equal(0);
  });
});

describe('client: redirects are never followed', () => {
  for (const scenario of ['redirect-302', 'redirect-307'] as const) {
    it(`${scenario}: bad-response, and the request is not sent again where it points`, async () => {
      for (const kind of ['fiat', 'crypto'] as const) {
        const { error, requests } = await failing(kind, scenario);
        expect([error.code, error.key, error.status]).to.deep.equal(['bad-response', 'errorRedirect', undefined]);
        // Followed, a 307 posts the buyer's details again to the `ok` endpoint, which logs it.
        expect(requests.map((r) => r.scenario)).to.deep.equal([scenario]);
      }
    });
  }

  it('asks fetch not to follow, and refuses any 3xx a fetch hands back', async () => {
    const recorder = recordingFetch();
    const session = mockSession();
    await createMarketClient({ baseUrl: session.baseUrl(), fetch: recorder.fetch }).purchaseCrypto(cryptoRequest());
    expect(recorder.calls[0]!.init?.redirect).to.equal('manual');
    for (const status of [300, 301, 302, 303, 304, 307, 308]) {
      const body = status === 304 ? null : '{}';
      const client = createMarketClient({
        baseUrl: 'https://pay.example',
        fetch: async () => new Response(body, { status, headers: { Location: 'https://evil.example/' } }),
      });
      const error = await marketError(client.purchaseFiat(fiatRequest()));
      expect([error.code, error.key], String(status)).to.deep.equal(['bad-response', 'errorRedirect']);
    }
  });
});

describe('client: a body over 64 KiB', () => {
  it('oversized: bad-response for both kinds, after one request', async () => {
    for (const kind of ['fiat', 'crypto'] as const) {
      const { error, requests } = await failing(kind, 'oversized');
      expect([error.code, error.key, error.message]).to.deep.equal([
        'bad-response',
        'errorTooLarge',
        'The payment service sent an answer too large to be a purchase.',
      ]);
      expect(requests).to.have.length(1);
    }
  });

  it('stops reading a body that never ends', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const client = createMarketClient({
      baseUrl: 'https://pay.example',
      fetch: async () => new Response(endless, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    const error = await marketError(client.purchaseCrypto(cryptoRequest()));
    expect([error.code, error.key]).to.deep.equal(['bad-response', 'errorTooLarge']);
    expect(pulled).to.be.lessThan(10);
  });

  it('reads a body of exactly 64 KiB, in any number of chunks, multi-byte characters split across them', async () => {
    const answer = JSON.stringify({ ...(await mockAnswer()), note: '' });
    const room = 64 * 1024 - new TextEncoder().encode(answer).length;
    const text = answer.replace('"note":""', `"note":"${'é'.repeat(room >> 1)}${room % 2 ? 'x' : ''}"`);
    const bytes = new TextEncoder().encode(text);
    expect(bytes.length).to.equal(64 * 1024);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 999) controller.enqueue(bytes.slice(i, i + 999));
        controller.close();
      },
    });
    const client = createMarketClient({ baseUrl: 'https://pay.example', fetch: async () => new Response(chunks) });
    const response = await client.purchaseCrypto(cryptoRequest());
    expect(response.protocol).to.equal('BTC');
  });
});

/** One valid crypto answer of the mock, as it would be sent. */
async function mockAnswer(): Promise<Record<string, unknown>> {
  const session = mockSession();
  const res = await fetch(session.baseUrl() + CRYPTO_PATH, { method: 'POST', body: JSON.stringify(cryptoRequest()) });
  return (await res.json()) as Record<string, unknown>;
}

describe('client: a secret key where the publishable key belongs', () => {
  it('secret-key: bad-response, and the key is in no message', async () => {
    const { error } = await failing('fiat', 'secret-key');
    expect([error.code, error.key]).to.deep.equal(['bad-response', 'errorSecretKey']);
    expect(JSON.stringify({ ...error, message: error.message })).to.not.include('sk_live');
  });

  for (const key of ['sk_live_abc', 'sk_test_abc', 'rk_live_abc', 'SK_LIVE_abc']) {
    it(`refuses ${key}, accepts pk_ keys`, async () => {
      const answer = (processorPublishableKey: string) =>
        createMarketClient({
          baseUrl: 'https://pay.example',
          fetch: async (_input, init) => {
            const { checkoutId } = JSON.parse(String(init!.body)) as { checkoutId: string };
            const body = {
              checkoutId,
              orderId: crypto.randomUUID(),
              processorCheckoutSession: 'cs_test_1',
              processorCustomerId: 'cus_1',
              processorEphemeralKey: 'ek_test_1',
              processorPublishableKey,
            };
            return new Response(JSON.stringify(body), { status: 200 });
          },
        }).purchaseFiat(fiatRequest());
      const error = await marketError(answer(key));
      expect([error.code, error.key]).to.deep.equal(['bad-response', 'errorSecretKey']);
      expect((await answer('pk_live_abc')).processorPublishableKey).to.equal('pk_live_abc');
    });
  }
});

describe('client: Lightning (widget.md, "Lightning")', () => {
  const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  async function answered(fields: { address: string; protocol: string; uri: string }) {
    const session = mockSession();
    const body = { amount: 0.00042, expiryDateEpoch: Date.now() + 15 * 60_000, orderId: crypto.randomUUID(), paymentId: crypto.randomUUID(), ...fields };
    await session.script({ status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return createMarketClient({ baseUrl: session.baseUrl('scripted') }).purchaseCrypto(cryptoRequest({ currency: 'BTC' }));
  }

  it('returns a unified link as it came, with the checked invoice: amount in millisatoshi, network, payment hash, deadline', async () => {
    const minted = mintInvoice({ amountMsat: 42_000_000n, expiry: 600 });
    const uri = `bitcoin:${BTC}?amount=0.00042&lightning=${minted.invoice}`;
    const response = await answered({ address: BTC, protocol: 'BTC', uri });
    expect(response.uri).to.equal(uri);
    expect(response.invoice).to.include({ amountMsat: 42_000_000n, network: 'lnbc', paymentHash: minted.paymentHash, expiresAt: minted.timestamp + 600, request: minted.invoice });
  });

  it('takes a Lightning-only answer, whose address is the invoice', async () => {
    const minted = mintInvoice({ amountMsat: 42_000_000n });
    const response = await answered({ address: minted.invoice, protocol: 'BTC on Lightning', uri: `LIGHTNING:${minted.invoice.toUpperCase()}` });
    expect(response.uri).to.equal(`lightning:${minted.invoice.toUpperCase()}`);
    expect(response.invoice?.paymentHash).to.equal(minted.paymentHash);
  });

  it('refuses the whole answer as a bad-response when the invoice does not pay the amount', async () => {
    const minted = mintInvoice({ amountMsat: 42_000_001n });
    const error = await marketError(answered({ address: BTC, protocol: 'BTC', uri: `bitcoin:${BTC}?amount=0.00042&lightning=${minted.invoice}` }));
    expect([error.code, error.key, error.values]).to.deep.equal(['bad-response', 'errorPaymentUri', { reason: 'the amount in the payment link differs' }]);
  });

  it('carries no invoice field for an on-chain link', async () => {
    const response = await answered({ address: BTC, protocol: 'BTC', uri: `bitcoin:${BTC}?amount=0.00042` });
    expect(response).to.not.have.property('invoice');
  });
});

describe('client: Retry-After', () => {
  async function limited(retryAfter: string) {
    const session = mockSession();
    await session.script({ status: 429, headers: { 'Retry-After': retryAfter }, body: '' });
    return marketError(createMarketClient({ baseUrl: session.baseUrl('scripted') }).purchaseCrypto(cryptoRequest()));
  }

  it('carries the wait in seconds as values.seconds and in ms as retryAfter', async () => {
    const error = await limited('42');
    expect([error.code, error.status, error.key, error.values, error.retryAfter]).to.deep.equal([
      'http',
      429,
      'errorHttp429Wait',
      { seconds: 42 },
      42_000,
    ]);
    expect(error.message).to.equal('Too many attempts. Please wait 42 seconds and try again.');
  });

  it('reads an HTTP date as the time left until then', async () => {
    const error = await limited(new Date(Date.now() + 90_000).toUTCString());
    expect(error.key).to.equal('errorHttp429Wait');
    expect(error.values!.seconds).to.be.within(88, 91);
    expect(error.retryAfter).to.equal((error.values!.seconds as number) * 1000);
  });

  it('holds no longer than 10 minutes, and ignores a past date or nonsense', async () => {
    expect((await limited('86400')).values).to.deep.equal({ seconds: 600 });
    for (const header of [new Date(Date.now() - 60_000).toUTCString(), '0', '-5', '1.5', 'soon']) {
      const error = await limited(header);
      expect([error.key, error.retryAfter], header).to.deep.equal(['errorHttp429', undefined]);
    }
  });
});

describe('client: the assets option', () => {
  const AVALANCHE_USDC = {
    symbol: 'USDC',
    network: 'Avalanche',
    scheme: 'ethereum' as const,
    chainId: 43114,
    token: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
    decimals: 6,
  };
  const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

  async function buyWith(options: Partial<MarketClientOptions>) {
    const session = mockSession();
    await session.script({
      status: 200,
      body: JSON.stringify({
        address: ADDRESS,
        amount: 2.25,
        expiryDateEpoch: Date.now() + 60_000,
        orderId: crypto.randomUUID(),
        paymentId: crypto.randomUUID(),
        protocol: 'USDC on Avalanche',
        uri: `ethereum:${AVALANCHE_USDC.token}@43114/transfer?address=${ADDRESS}&uint256=2250000`,
      }),
    });
    return { session, call: createMarketClient({ baseUrl: session.baseUrl('scripted'), ...options }).purchaseCrypto(cryptoRequest()) };
  }

  it('accepts a link of an asset the host added, and refuses it without', async () => {
    expect((await (await buyWith({ assets: [AVALANCHE_USDC] })).call).protocol).to.equal('USDC on Avalanche');
    const error = await marketError((await buyWith({})).call);
    expect([error.code, error.key, error.values]).to.deep.equal([
      'bad-response',
      'errorPaymentUri',
      { reason: 'the currency label names no known asset' },
    ]);
  });

  it('refuses a bad entry as invalid-config, before sending anything', async () => {
    const { session, call } = await buyWith({ assets: [{ ...AVALANCHE_USDC, decimals: -1 }] });
    const error = await marketError(call);
    expect(error.code).to.equal('invalid-config');
    expect(error.issues?.map((i) => i.path)).to.deep.equal(['assets']);
    expect(await session.requests()).to.have.length(0);
  });
});

describe('client: the link as wallets read it', () => {
  const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

  async function answerWith(uri: string) {
    const session = mockSession();
    await session.script({
      status: 200,
      body: JSON.stringify({
        address: ADDRESS,
        amount: 0.05,
        expiryDateEpoch: Date.now() + 60_000,
        orderId: crypto.randomUUID(),
        paymentId: crypto.randomUUID(),
        protocol: 'ETH',
        uri,
      }),
    });
    return createMarketClient({ baseUrl: session.baseUrl('scripted') }).purchaseCrypto(cryptoRequest());
  }

  it('resolves with the scheme in lower case and every other character as sent', async () => {
    const response = await answerWith(`ETHEREUM:${ADDRESS}?value=5E16`);
    expect(response.uri).to.equal(`ethereum:${ADDRESS}?value=5E16`);
  });

  it('leaves a link already in lower case as it is', async () => {
    expect((await answerWith(`ethereum:${ADDRESS}?value=5e16`)).uri).to.equal(`ethereum:${ADDRESS}?value=5e16`);
  });
});
