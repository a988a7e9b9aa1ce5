// The mock purchase service, driven over real HTTP from the browser, as the elements use it.
import { expect } from '@open-wc/testing';
import { CRYPTO_PATH, FIAT_PATH } from '../../src/checks/client.js';
import { cryptoRequestSchema, cryptoResponseSchema, fiatResponseSchema } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import type { Scenario } from '../../mock/scenarios.js';
import { cryptoRequest, fiatRequest } from '../helpers/fixtures.js';
import { mockSession, type MockSession } from '../helpers/mock-session.js';

const MINUTE = 60_000;

function post(url: string, body: unknown, contentType = 'application/json'): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function buy(session: MockSession, scenario: Scenario, request = cryptoRequest()) {
  const before = Date.now();
  const res = await post(session.baseUrl(scenario) + CRYPTO_PATH, request);
  const after = Date.now();
  expect(res.status).to.equal(200);
  const text = await res.text();
  return { res, text, body: JSON.parse(text) as Record<string, unknown>, before, after };
}

describe('mock service: request checks', () => {
  it('answers an invalid fiat body with 400 and issues naming the fields', async () => {
    const session = mockSession();
    const res = await post(session.baseUrl() + FIAT_PATH, { ...fiatRequest(), domain: 'Bad.com', years: 0, checkoutId: 'x' });
    expect(res.status).to.equal(400);
    expect(res.headers.get('Content-Type')).to.equal('application/json');
    const body = await res.json();
    expect(body.error).to.equal('invalid_request');
    expect(body.message).to.equal('Invalid fields: checkoutId, domain, years.');
    expect(body.issues).to.deep.equal([
      { path: 'checkoutId', message: 'The checkout id must be a UUID.' },
      {
        path: 'domain',
        message: 'Use lowercase letters, digits and inner hyphens between the dots, 63 characters at most each.',
      },
      { path: 'years', message: 'Choose a period from 1 to 100 years.' },
    ]);
  });

  it('names every missing field of an empty crypto body', async () => {
    const session = mockSession();
    const res = await post(session.baseUrl() + CRYPTO_PATH, {});
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).to.deep.equal(Object.keys(cryptoRequestSchema.shape));
  });

  it('answers a body that is not a JSON object with 400, and logs it as sent', async () => {
    const session = mockSession();
    for (const text of ['not json', 'null', '[1]', '"text"']) {
      const res = await post(session.baseUrl() + FIAT_PATH, text);
      expect(res.status, text).to.equal(400);
      expect(await res.json(), text).to.deep.equal({
        error: 'invalid_json',
        message: 'The request body is not a JSON object.',
      });
    }
    const logged = await session.requests();
    expect(logged.map((r) => r.body)).to.deep.equal(['not json', null, [1], 'text']);
  });

  it('refuses a currency it does not sell with 422', async () => {
    const session = mockSession();
    const res = await post(session.baseUrl() + CRYPTO_PATH, cryptoRequest({ currency: 'XRP' }));
    expect(res.status).to.equal(422);
    expect((await res.json()).message).to.equal('This currency is not accepted.');
  });

  it('answers 404 for an unknown scenario, path or method', async () => {
    const session = mockSession();
    const { root } = session;
    for (const res of [
      await post(`${root}/no-such-scenario${FIAT_PATH}`, fiatRequest()),
      await post(`${session.baseUrl()}/v1/market/other`, fiatRequest()),
      await fetch(session.baseUrl() + FIAT_PATH),
    ]) {
      expect(res.status, res.url).to.equal(404);
      expect((await res.json()).error).to.equal('not_found');
    }
    expect(await session.requests()).to.deep.equal([]);
  });
});

describe('mock service: answers', () => {
  it('sends a Date header with successes and failures', async () => {
    const session = mockSession();
    for (const res of [
      await post(session.baseUrl() + FIAT_PATH, fiatRequest()),
      await post(session.baseUrl() + CRYPTO_PATH, cryptoRequest()),
      await post(session.baseUrl('http-500') + CRYPTO_PATH, cryptoRequest()),
      await post(session.baseUrl() + CRYPTO_PATH, {}),
    ]) {
      const date = Date.parse(res.headers.get('Date') ?? '');
      expect(date, `${res.status} ${res.url}`).to.be.closeTo(Date.now(), 5000);
    }
  });

  it('fiat: echoes the checkoutId and fills every processor field', async () => {
    const session = mockSession();
    const request = fiatRequest();
    const res = await post(session.baseUrl() + FIAT_PATH, request);
    expect(res.status).to.equal(200);
    const body = fiatResponseSchema.parse(await res.json());
    expect(body.checkoutId).to.equal(request.checkoutId);
  });

  it('charges the price table times the years, exactly', async () => {
    const session = mockSession();
    const cases: [string, number, string][] = [
      ['BTC', 3, '0.00063'],
      ['BTC', 10, '0.0021'],
      ['LTC', 7, '1.26'],
      ['DOGE', 3, '285'],
      ['ETH', 3, '0.0183'],
      ['SOL', 9, '1.08'],
      ['USDC', 3, '73.5'],
      ['USDTTRC20', 3, '77.94'],
      ['TRX', 3, '286.5'],
    ];
    for (const [currency, years, amount] of cases) {
      const { text } = await buy(session, 'ok', cryptoRequest({ currency, years }));
      // On the wire, not after a float round trip: "0.00063", not 0.00063000000000000001.
      expect(text, `${currency} × ${years}`).to.contain(`"amount":${amount},`);
    }
  });

  it('puts the same amount in each payment URI, ETH in wei', async () => {
    const session = mockSession();
    const uris: Record<string, string> = {
      BTC: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00063',
      LTC: 'litecoin:ltc1qhzjptwpym9afcdjhs7jcz6fd0jma0l0rc0e5yr?amount=0.54',
      DOGE: 'dogecoin:DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L?amount=285',
      ETH: 'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=18300000000000000',
      SOL: 'solana:HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH?amount=0.36&label=Domain%20purchase',
      USDC: 'ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=73500000',
      USDTTRC20: 'tron:THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX?amount=77.94&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      TRX: 'tron:THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX?amount=286.5',
    };
    // The market's label for USDT on Tron; the request's currency code carries no dash.
    const LABEL: Record<string, string> = { USDTTRC20: 'USDT-TRC20' };
    for (const [currency, uri] of Object.entries(uris)) {
      const { body } = await buy(session, 'ok', cryptoRequest({ currency, years: 3 }));
      expect(body.uri, currency).to.equal(uri);
      expect(body.protocol).to.equal(LABEL[currency] ?? currency);
    }
  });

  it('answers every currency it sells with a link the payment-link guard accepts for its label', async () => {
    const session = mockSession();
    const SYMBOL: Record<string, string> = { USDTTRC20: 'USDT' };
    for (const currency of ['BTC', 'LTC', 'DOGE', 'ETH', 'SOL', 'USDC', 'USDTTRC20', 'TRX']) {
      for (const years of [1, 7]) {
        const { body } = await buy(session, 'ok', cryptoRequest({ currency, years }));
        const checked = checkPaymentLink(cryptoResponseSchema.parse(body));
        expect(checked.ok && checked.asset.symbol, `${currency} × ${years}: ${JSON.stringify(checked)}`).to.equal(SYMBOL[currency] ?? currency);
      }
    }
  });

  it('ETH: the wei value is the amount times 10^18 for every period', async () => {
    const session = mockSession();
    for (let years = 1; years <= 10; years += 1) {
      const { body } = await buy(session, 'ok', cryptoRequest({ currency: 'ETH', years }));
      const wei = BigInt(/[?&]value=(\d+)$/.exec(body.uri as string)![1]!);
      expect(wei, `${years} years`).to.equal(61n * 10n ** 14n * BigInt(years));
      const [whole, fraction = ''] = String(body.amount).split('.');
      expect(wei).to.equal(BigInt(whole! + fraction.padEnd(18, '0')));
    }
  });

  it('gives 15 minutes to pay, in milliseconds', async () => {
    const { body, before, after } = await buy(mockSession(), 'ok');
    expect(body.expiryDateEpoch).to.be.within(before + 15 * MINUTE - 1000, after + 15 * MINUTE + 1000);
  });

  it('short-expiry: about 70 seconds', async () => {
    const { body, before, after } = await buy(mockSession(), 'short-expiry');
    expect(body.expiryDateEpoch).to.be.within(before + 70_000 - 1000, after + 70_000 + 1000);
  });

  it('expiry-seconds: the same deadline in seconds, below 10^12', async () => {
    const { body, before, after } = await buy(mockSession(), 'expiry-seconds');
    const seconds = body.expiryDateEpoch as number;
    expect(seconds).to.be.below(1e12);
    expect(Number.isInteger(seconds)).to.equal(true);
    expect(seconds * 1000).to.be.within(before + 15 * MINUTE - 2000, after + 15 * MINUTE + 1000);
  });

  it('clock-skew: Date and expiry are 10 minutes ahead', async () => {
    const { res, body, after } = await buy(mockSession(), 'clock-skew');
    expect(Date.parse(res.headers.get('Date')!)).to.be.closeTo(after + 10 * MINUTE, 3000);
    expect(body.expiryDateEpoch).to.be.closeTo(after + 25 * MINUTE, 3000);
  });

  it('exposes Date and Retry-After to other origins', async () => {
    const res = await post(mockSession().baseUrl('http-429') + FIAT_PATH, fiatRequest());
    expect(res.headers.get('Access-Control-Allow-Origin')).to.equal('*');
    expect(res.headers.get('Access-Control-Expose-Headers')).to.equal('Date, Retry-After');
    expect(res.headers.get('Retry-After')).to.equal('30');
  });

  it('answers a CORS preflight', async () => {
    const res = await fetch(mockSession().baseUrl() + FIAT_PATH, { method: 'OPTIONS' });
    expect(res.status).to.equal(204);
    expect(res.headers.get('Access-Control-Allow-Methods')).to.contain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')).to.contain('Content-Type');
  });
});

describe('mock service: request log and script', () => {
  it('logs each purchase request of its own session only', async () => {
    const one = mockSession();
    const other = mockSession();
    const request = cryptoRequest();
    await post(one.baseUrl('http-503') + CRYPTO_PATH, request);
    await post(other.baseUrl() + FIAT_PATH, fiatRequest(), 'text/plain');
    expect(await one.requests()).to.deep.equal([
      { method: 'POST', path: CRYPTO_PATH, scenario: 'http-503', contentType: 'application/json', body: request },
    ]);
    const [logged] = await other.requests();
    expect(logged!.contentType).to.equal('text/plain');
  });

  it('forgets the log on DELETE', async () => {
    const session = mockSession();
    await post(session.baseUrl() + FIAT_PATH, fiatRequest());
    expect(await session.requests()).to.have.length(1);
    await fetch(`${session.root}/requests`, { method: 'DELETE' });
    expect(await session.requests()).to.deep.equal([]);
  });

  it('serves scripted answers in order, then a 500', async () => {
    const session = mockSession();
    await session.script(
      { status: 201, headers: { 'X-Step': 'one' }, body: 'first' },
      { status: 418, body: '{"message":"second"}' },
    );
    const url = session.baseUrl('scripted') + FIAT_PATH;
    const first = await post(url, fiatRequest());
    expect([first.status, first.headers.get('X-Step'), await first.text()]).to.deep.equal([201, 'one', 'first']);
    const second = await post(url, fiatRequest());
    expect([second.status, await second.text()]).to.deep.equal([418, '{"message":"second"}']);
    const third = await post(url, fiatRequest());
    expect(third.status).to.equal(500);
    expect((await third.json()).message).to.equal('No scripted answer is queued.');
    expect(await session.requests()).to.have.length(3);
  });

  it('refuses a script that is not a list of answers', async () => {
    const session = mockSession();
    for (const script of ['nope', '{"status":200,"body":""}', '[{"status":200}]', '[{"status":99,"body":""}]', '[{"status":200,"body":"","headers":{"X":1}}]']) {
      const res = await post(`${session.root}/script`, script);
      expect(res.status, script).to.equal(400);
      expect((await res.json()).error).to.equal('invalid_script');
    }
    const res = await post(session.baseUrl('scripted') + FIAT_PATH, fiatRequest());
    expect(res.status, 'nothing was queued').to.equal(500);
  });

  it('redirect-302 and redirect-307: point at the same endpoint of the ok scenario', async () => {
    for (const [scenario, status] of [['redirect-302', 302], ['redirect-307', 307]] as const) {
      const session = mockSession();
      const manual = await fetch(session.baseUrl(scenario) + CRYPTO_PATH, {
        method: 'POST',
        body: JSON.stringify(cryptoRequest()),
        redirect: 'manual',
      });
      expect(manual.type, scenario).to.equal('opaqueredirect');
      expect((await session.requests()).map((r) => r.scenario)).to.deep.equal([scenario]);
      // Followed, the request arrives again, at the endpoint the Location names.
      const followed = await fetch(session.baseUrl(scenario) + CRYPTO_PATH, { method: 'POST', body: JSON.stringify(cryptoRequest()) });
      expect([followed.redirected, new URL(followed.url).pathname]).to.deep.equal([true, new URL(session.baseUrl() + CRYPTO_PATH).pathname]);
      const seen = (await session.requests()).map((r) => r.scenario);
      expect(seen, String(status)).to.deep.equal(status === 307 ? [scenario, scenario, 'ok'] : [scenario, scenario]);
    }
  });

  it('oversized: a valid answer padded past 64 KiB', async () => {
    const { text, body } = await buy(mockSession(), 'oversized');
    expect(new TextEncoder().encode(text).length).to.be.greaterThan(64 * 1024);
    expect(cryptoResponseSchema.safeParse(body).success).to.equal(true);
  });

  it('secret-key: a fiat answer whose publishable key is a secret key', async () => {
    const res = await post(mockSession().baseUrl('secret-key') + FIAT_PATH, fiatRequest());
    const body = fiatResponseSchema.parse(await res.json());
    expect(body.processorPublishableKey).to.match(/^sk_live_/);
  });
});
