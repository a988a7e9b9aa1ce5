/**
 * The rules of what goes over the wire (the one source of truth, made on first use): what each
 * field accepts and refuses and what it tells the buyer, the answers the service may send, and
 * one request schema per `max-years`, shared by the form and the client.
 */
import { expect } from '@open-wc/testing';
import { toFieldIssues } from '../../src/checks/issues.js';
import {
  cryptoRequestSchemaFor,
  DEFAULT_MAX_YEARS,
  fiatRequestSchemaFor,
  getCryptoResponseSchema,
  getDomainSchema,
  getFiatResponseSchema,
  INVISIBLE,
  makeCryptoRequestSchema,
  makeFiatRequestSchema,
  requestSchemas,
} from '../../src/checks/schemas.js';
import type { FieldIssue } from '../../src/api/errors.js';
import { cryptoRequest, fiatRequest, OWNER } from '../helpers/fixtures.js';

const fiatRequestSchema = fiatRequestSchemaFor();
const cryptoRequestSchema = cryptoRequestSchemaFor();
const fiatResponseSchema = getFiatResponseSchema();
const cryptoResponseSchema = getCryptoResponseSchema();

interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** What a form would show: one message per failing field, dotted paths; [] when valid. */
function issuesOf(schema: Schema, value: unknown): FieldIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldIssues(result.error.issues).map(({ path, message }) => ({ path, message }));
}

function expectValid(schema: Schema, value: unknown): void {
  expect(issuesOf(schema, value), JSON.stringify(value)).to.deep.equal([]);
}

function expectOnly(schema: Schema, value: unknown, path: string, message: string): void {
  expect(issuesOf(schema, value), JSON.stringify(value)).to.deep.equal([{ path, message }]);
}

const DOMAIN_REQUIRED = 'Enter the domain you want to buy.';
const DOMAIN_TOO_LONG = 'A domain can be at most 253 characters long.';
const DOMAIN_NO_ENDING = 'Enter the full domain, with its ending (for example example.com).';
const DOMAIN_LABELS = 'Use lowercase letters, digits and inner hyphens between the dots, 63 characters at most each.';

describe('request schema: domain', () => {
  const fiat = (domain: unknown) => fiatRequest({ domain: domain as string });
  const crypto = (domain: unknown) => cryptoRequest({ domain: domain as string });

  it('accepts lowercase labels with digits, inner hyphens and punycode', () => {
    for (const domain of [
      'example.com',
      'a.io',
      '123.com',
      'my-site.com',
      'a--b.example.org',
      'shop.example.co.uk',
      'xn--80ak6aa92e.com',
      'xn--e1afmkfd.xn--p1ai',
    ]) {
      expectValid(fiatRequestSchema, fiat(domain));
      expectValid(cryptoRequestSchema, crypto(domain));
    }
  });

  it('accepts a label of 63 characters and refuses one of 64', () => {
    expectValid(fiatRequestSchema, fiat(`${'a'.repeat(63)}.com`));
    expectValid(fiatRequestSchema, fiat(`a${'-'.repeat(61)}b.com`));
    expectOnly(fiatRequestSchema, fiat(`${'a'.repeat(64)}.com`), 'domain', DOMAIN_LABELS);
    expectOnly(cryptoRequestSchema, crypto(`www.${'b'.repeat(64)}.com`), 'domain', DOMAIN_LABELS);
  });

  it('accepts 253 characters in all and refuses 254', () => {
    const label = 'a'.repeat(63);
    const d253 = `${label}.${label}.${label}.${'b'.repeat(61)}`;
    expect(d253).to.have.length(253);
    expectValid(fiatRequestSchema, fiat(d253));
    const d254 = `${label}.${label}.${label}.${'b'.repeat(62)}`;
    expect(d254).to.have.length(254);
    expectOnly(fiatRequestSchema, fiat(d254), 'domain', DOMAIN_TOO_LONG);
    expectOnly(cryptoRequestSchema, crypto(d254), 'domain', DOMAIN_TOO_LONG);
  });

  it('asks for the ending when there is one label only, or the ending is all digits', () => {
    for (const domain of ['example', 'localhost', 'com', '192.168.0.1', 'example.123']) {
      expectOnly(fiatRequestSchema, fiat(domain), 'domain', DOMAIN_NO_ENDING);
    }
  });

  it('refuses uppercase, spaces, outer hyphens, empty labels and other characters', () => {
    for (const domain of [
      'Example.com',
      'example.COM',
      'exa mple.com',
      ' example.com',
      'example.com ',
      '-example.com',
      'example-.com',
      'shop.-example.com',
      'a..com',
      '.example.com',
      'example.com.',
      'my_site.com',
      'bücher.de',
      'example.com/path',
      'example\u200b.com',
    ]) {
      expectOnly(fiatRequestSchema, fiat(domain), 'domain', DOMAIN_LABELS);
      expectOnly(cryptoRequestSchema, crypto(domain), 'domain', DOMAIN_LABELS);
    }
  });

  it('asks for the domain when it is empty, missing or not text', () => {
    for (const domain of ['', undefined, null, 42]) {
      expectOnly(fiatRequestSchema, fiat(domain), 'domain', DOMAIN_REQUIRED);
      expectOnly(cryptoRequestSchema, crypto(domain), 'domain', DOMAIN_REQUIRED);
    }
  });
});

describe('request schema: years', () => {
  const RANGE_3 = 'Choose a period from 1 to 3 years.';
  const RANGE_10 = 'Choose a period from 1 to 10 years.';

  it('accepts 1 to max, with max 3', () => {
    const schema = makeFiatRequestSchema(3);
    for (const years of [1, 2, 3]) expectValid(schema, fiatRequest({ years }));
    const crypto = makeCryptoRequestSchema(3);
    for (const years of [1, 3]) expectValid(crypto, cryptoRequest({ years }));
  });

  it('refuses 0, max+1, fractions, NaN, Infinity and numeric text, with max 3', () => {
    const fiat = makeFiatRequestSchema(3);
    const crypto = makeCryptoRequestSchema(3);
    for (const years of [0, -1, 4, 10, 1.5, NaN, Infinity, '2', undefined]) {
      expectOnly(fiat, fiatRequest({ years: years as number }), 'years', RANGE_3);
      expectOnly(crypto, cryptoRequest({ years: years as number }), 'years', RANGE_3);
    }
  });

  it('defaults to 1 to 10', () => {
    for (const years of [1, 10]) {
      expectValid(fiatRequestSchema, fiatRequest({ years }));
      expectValid(cryptoRequestSchema, cryptoRequest({ years }));
    }
    for (const years of [0, 11, 1.5, NaN]) {
      expectOnly(fiatRequestSchema, fiatRequest({ years }), 'years', RANGE_10);
      expectOnly(cryptoRequestSchema, cryptoRequest({ years }), 'years', RANGE_10);
    }
  });

  it('words a maximum of 1 as a single choice', () => {
    const schema = makeFiatRequestSchema(1);
    expectValid(schema, fiatRequest({ years: 1 }));
    expectOnly(schema, fiatRequest({ years: 2 }), 'years', 'The period must be 1 year.');
  });
});

describe('request schema: UUID fields', () => {
  const VALID = '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f';
  const SHORT = VALID.slice(0, -1);
  const NON_HEX = VALID.replace('0b7e', '0g7e');
  const CASES = [
    ['fiat', 'checkoutId', 'The checkout id must be a UUID.'],
    ['fiat', 'externalUserId', 'The external user id must be a UUID.'],
    ['fiat', 'partnerId', 'The partner id must be a UUID.'],
    ['crypto', 'partnerId', 'The partner id must be a UUID.'],
  ] as const;

  for (const [kind, field, message] of CASES) {
    const schema = kind === 'fiat' ? fiatRequestSchema : cryptoRequestSchema;
    const request = (value: unknown) =>
      kind === 'fiat' ? { ...fiatRequest(), [field]: value } : { ...cryptoRequest(), [field]: value };

    it(`${kind} ${field}: accepts a UUID in either case, refuses 35 characters and non-hex`, () => {
      expect(SHORT).to.have.length(35);
      expectValid(schema, request(VALID));
      expectValid(schema, request(VALID.toUpperCase()));
      for (const bad of [SHORT, NON_HEX, `${VALID}0`, VALID.replaceAll('-', ''), '', undefined]) {
        expectOnly(schema, request(bad), field, message);
      }
    });
  }
});

describe('request schema: owner address', () => {
  const FORMAT = 'The owner address starts with 0x and has 40 hexadecimal digits after it.';
  const hex40 = OWNER.slice(2);

  it('accepts 0x and 40 hex digits in any case', () => {
    for (const ownerAddress of [OWNER, `0x${hex40.toLowerCase()}`, `0x${hex40.toUpperCase()}`]) {
      expectValid(fiatRequestSchema, fiatRequest({ ownerAddress }));
      expectValid(cryptoRequestSchema, cryptoRequest({ ownerAddress }));
    }
  });

  it('refuses 39 or 41 digits, a missing 0x and non-hex digits', () => {
    for (const ownerAddress of [
      `0x${hex40.slice(1)}`,
      `0x${hex40}0`,
      hex40,
      `${hex40}00`,
      `0x${hex40.slice(1)}g`,
      ` ${OWNER}`,
    ]) {
      expectOnly(fiatRequestSchema, fiatRequest({ ownerAddress }), 'ownerAddress', FORMAT);
      expectOnly(cryptoRequestSchema, cryptoRequest({ ownerAddress }), 'ownerAddress', FORMAT);
    }
  });

  it('asks for it when empty', () => {
    expectOnly(fiatRequestSchema, fiatRequest({ ownerAddress: '' }), 'ownerAddress', 'Enter the owner address.');
  });
});

describe('request schema: owner e-mail', () => {
  const FORMAT = 'Enter an e-mail address such as name@example.com.';

  it('accepts ordinary addresses', () => {
    for (const ownerEmail of ['buyer@example.org', 'first.last+tag@shop.example.co.uk', 'a_b-c@x-y.io']) {
      expectValid(cryptoRequestSchema, cryptoRequest({ ownerEmail }));
    }
  });

  it('refuses what is not an address', () => {
    for (const ownerEmail of [
      '',
      'buyer',
      'buyer@',
      '@example.org',
      'buyer@example',
      'bu yer@example.org',
      'buyer@@example.org',
      'buyer@example..org',
      undefined,
    ]) {
      expectOnly(cryptoRequestSchema, cryptoRequest({ ownerEmail: ownerEmail as string }), 'ownerEmail', FORMAT);
    }
  });

  it('refuses more than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(long).to.have.length(255);
    expectOnly(
      cryptoRequestSchema,
      cryptoRequest({ ownerEmail: long }),
      'ownerEmail',
      'An e-mail address can be at most 254 characters long.',
    );
  });
});

describe('request schema: owner name', () => {
  const REQUIRED = 'Enter the owner name.';
  const HIDDEN = 'The name has a hidden character in it; type it again.';

  it('accepts names in any script, with spaces and apostrophes', () => {
    for (const ownerName of ['Ada Lovelace', "Seán O'Brien", 'José Núñez', '山田太郎', 'Ada']) {
      expectValid(cryptoRequestSchema, cryptoRequest({ ownerName }));
    }
  });

  it('asks for a name when it is blank or only whitespace', () => {
    for (const ownerName of ['', '   ', '\t', '\u00a0', undefined]) {
      expectOnly(cryptoRequestSchema, cryptoRequest({ ownerName: ownerName as string }), 'ownerName', REQUIRED);
    }
  });

  it('refuses zero-width, control and direction-changing characters', () => {
    for (const ownerName of [
      '\u200b',
      '\u00ad',
      'Ada\u200bLovelace',
      'Ada\u202eLovelace',
      'Ada\u061cLovelace',
      'Ada\nLovelace',
      '\ufeffAda',
      'Ada\u2066x',
    ]) {
      expectOnly(cryptoRequestSchema, cryptoRequest({ ownerName }), 'ownerName', HIDDEN);
    }
  });

  it('refuses more than 200 characters', () => {
    expectValid(cryptoRequestSchema, cryptoRequest({ ownerName: 'a'.repeat(200) }));
    expectOnly(
      cryptoRequestSchema,
      cryptoRequest({ ownerName: 'a'.repeat(201) }),
      'ownerName',
      'A name can be at most 200 characters long.',
    );
  });
});

describe('request schema: currency and processor account', () => {
  it('accepts upper-case currency codes and refuses anything else', () => {
    for (const currency of ['BTC', 'ETH', 'USDC', 'DOGE']) expectValid(cryptoRequestSchema, cryptoRequest({ currency }));
    for (const currency of ['', 'btc', 'B', 'BTC ', 'TOOLONGCODE1', undefined]) {
      expectOnly(cryptoRequestSchema, cryptoRequest({ currency: currency as string }), 'currency', 'Choose a currency.');
    }
  });

  it('accepts a printable token and refuses empty, spaced or over-long ones', () => {
    const message = 'The processor connected account id is missing or not valid.';
    expectValid(fiatRequestSchema, fiatRequest({ processorConnectedAccountId: 'a'.repeat(255) }));
    for (const id of ['', 'acct 1', 'acct\u200b1', 'a'.repeat(256), undefined]) {
      expectOnly(fiatRequestSchema, fiatRequest({ processorConnectedAccountId: id as string }), 'processorConnectedAccountId', message);
    }
  });
});

describe('request schema: wallet addresses', () => {
  const ETH_A = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';
  const COIN = 'The coin type is a whole number of 0 or more.';
  const DUPLICATE = 'This address is already in the list.';
  const fiat = (walletAddrs: unknown) => fiatRequest({ walletAddrs: walletAddrs as never });
  const crypto = (walletAddrs: unknown) => cryptoRequest({ walletAddrs: walletAddrs as never });

  it('accepts none, one and several entries, coin ids 0 to 2^31-1', () => {
    for (const list of [
      [],
      [{ addr: ETH_A, coinId: 60 }],
      [
        { addr: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', coinId: 0 },
        { addr: ETH_A, coinId: 0x7fffffff },
      ],
    ]) {
      expectValid(fiatRequestSchema, fiat(list));
      expectValid(cryptoRequestSchema, crypto(list));
    }
  });

  it('refuses an empty address, spaces and hidden characters', () => {
    expectOnly(fiatRequestSchema, fiat([{ addr: '', coinId: 60 }]), 'walletAddrs.0.addr', 'Enter the wallet address.');
    for (const addr of ['0xabc def', ' 0xabc', '0xabc\t']) {
      expectOnly(fiatRequestSchema, fiat([{ addr, coinId: 60 }]), 'walletAddrs.0.addr', 'A wallet address has no spaces.');
    }
    expectOnly(
      cryptoRequestSchema,
      crypto([{ addr: ETH_A, coinId: 60 }, { addr: '0xabc\u200bdef', coinId: 60 }]),
      'walletAddrs.1.addr',
      'A wallet address has no hidden characters.',
    );
    expectOnly(
      fiatRequestSchema,
      fiat([{ addr: 'a'.repeat(129), coinId: 0 }]),
      'walletAddrs.0.addr',
      'A wallet address can be at most 128 characters long.',
    );
  });

  it('refuses coin ids that are negative, fractional, 2^31 or more, or not numbers', () => {
    for (const coinId of [-1, 1.5, 2 ** 31, NaN, '60', undefined]) {
      expectOnly(fiatRequestSchema, fiat([{ addr: ETH_A, coinId }]), 'walletAddrs.0.coinId', COIN);
      expectOnly(cryptoRequestSchema, crypto([{ addr: ETH_A, coinId }]), 'walletAddrs.0.coinId', COIN);
    }
  });

  it('points a duplicate at the second entry', () => {
    const list = [
      { addr: ETH_A, coinId: 60 },
      { addr: ETH_A, coinId: 60 },
    ];
    expectOnly(fiatRequestSchema, fiat(list), 'walletAddrs.1.addr', DUPLICATE);
    expectOnly(cryptoRequestSchema, crypto(list), 'walletAddrs.1.addr', DUPLICATE);
  });

  it('counts hex addresses that differ only in case as duplicates', () => {
    const list = [
      { addr: ETH_A, coinId: 60 },
      { addr: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', coinId: 0 },
      { addr: ETH_A.toUpperCase().replace('0X', '0x'), coinId: 60 },
    ];
    expectOnly(fiatRequestSchema, fiat(list), 'walletAddrs.2.addr', DUPLICATE);
  });

  it('accepts the same address on different coins, and base58 addresses differing in case', () => {
    expectValid(fiatRequestSchema, fiat([{ addr: ETH_A, coinId: 60 }, { addr: ETH_A, coinId: 137 }]));
    expectValid(
      cryptoRequestSchema,
      crypto([
        { addr: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', coinId: 3 },
        { addr: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7l', coinId: 3 },
      ]),
    );
  });

  it('marks every repeat, not only the first', () => {
    const entry = { addr: ETH_A, coinId: 60 };
    expect(issuesOf(fiatRequestSchema, fiat([entry, entry, entry]))).to.deep.equal([
      { path: 'walletAddrs.1.addr', message: DUPLICATE },
      { path: 'walletAddrs.2.addr', message: DUPLICATE },
    ]);
  });

  it('refuses more than 20 entries', () => {
    const list = Array.from({ length: 21 }, (_, i) => ({ addr: `addr${i}`, coinId: i }));
    expectValid(fiatRequestSchema, fiat(list.slice(0, 20)));
    expectOnly(fiatRequestSchema, fiat(list), 'walletAddrs', 'Attach at most 20 wallet addresses.');
  });

  it('reports entries that are not objects, and a list that is not one, instead of throwing', () => {
    const ENTRY = 'Each wallet entry needs an address (addr) and a coin type (coinId).';
    expectOnly(fiatRequestSchema, fiat([null]), 'walletAddrs.0', ENTRY);
    expectOnly(cryptoRequestSchema, crypto([ETH_A]), 'walletAddrs.0', ENTRY);
    expectOnly(fiatRequestSchema, fiat([{ addr: ETH_A, coinId: 60 }, null]), 'walletAddrs.1', ENTRY);
    for (const list of ['0xabc', undefined, { addr: ETH_A, coinId: 60 }]) {
      expectOnly(fiatRequestSchema, fiat(list), 'walletAddrs', 'The wallet addresses must be a list.');
    }
  });
});

describe('request schemas: whole bodies', () => {
  it('accept the fixtures and drop unknown keys', () => {
    const fiat = fiatRequestSchema.safeParse({ ...fiatRequest(), note: 'x' });
    expect(fiat.success).to.equal(true);
    expect(fiat.data).to.not.have.property('note');
    const crypto = cryptoRequestSchema.safeParse({ ...cryptoRequest(), admin: true });
    expect(crypto.success).to.equal(true);
    expect(crypto.data).to.not.have.property('admin');
  });

  it('report one message per failing field, in field order', () => {
    const issues = issuesOf(cryptoRequestSchema, {
      ...cryptoRequest(),
      domain: 'Bad',
      ownerEmail: 'nope',
      years: 0,
    });
    expect(issues.map((i) => i.path)).to.deep.equal(['domain', 'ownerEmail', 'years']);
  });

  it('refuse a body that is not an object', () => {
    for (const body of [null, 'x', [], 42]) {
      expect(fiatRequestSchema.safeParse(body).success, JSON.stringify(body)).to.equal(false);
      expect(cryptoRequestSchema.safeParse(body).success, JSON.stringify(body)).to.equal(false);
    }
  });
});

const FIAT_RESPONSE = {
  checkoutId: '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
  orderId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  processorCheckoutSession: 'cs_test_a1b2c3',
  processorCustomerId: 'cus_123',
  processorEphemeralKey: 'ek_test_456',
  processorPublishableKey: 'pk_test_789',
};

const CRYPTO_RESPONSE = {
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  amount: 0.00021,
  expiryDateEpoch: 1_900_000_000_000,
  orderId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  paymentId: '1e0f9a8b-7c6d-4a3b-9c2d-5e4f9a8b7c6d',
  protocol: 'BTC',
  uri: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021',
};

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

describe('response schema: fiat', () => {
  it('accepts a complete answer and strips extra keys', () => {
    const parsed = fiatResponseSchema.safeParse({ ...FIAT_RESPONSE, debug: '<script>', __proto__x: 1 });
    expect(parsed.success).to.equal(true);
    expect(parsed.data).to.deep.equal(FIAT_RESPONSE);
  });

  it('refuses an answer missing any key', () => {
    for (const key of Object.keys(FIAT_RESPONSE) as (keyof typeof FIAT_RESPONSE)[]) {
      expect(fiatResponseSchema.safeParse(without(FIAT_RESPONSE, key)).success, key).to.equal(false);
    }
  });

  it('refuses wrong types and unprintable processor values', () => {
    for (const change of [
      { orderId: 42 },
      { checkoutId: 'not-a-uuid' },
      { processorCheckoutSession: '' },
      { processorCheckoutSession: 'cs test' },
      { processorEphemeralKey: 'ek_\u200btest' },
      { processorPublishableKey: null },
      { processorCustomerId: 'x'.repeat(256) },
    ]) {
      expect(fiatResponseSchema.safeParse({ ...FIAT_RESPONSE, ...change }).success, JSON.stringify(change)).to.equal(false);
    }
  });
});

describe('response schema: crypto', () => {
  it('accepts a complete answer and strips extra keys', () => {
    const parsed = cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, note: 'pay fast', html: '<b>x</b>' });
    expect(parsed.success).to.equal(true);
    expect(parsed.data).to.deep.equal(CRYPTO_RESPONSE);
  });

  it('accepts protocol labels with spaces, dots and dashes inside', () => {
    for (const protocol of ['USDC ERC-20', 'SOL', 'bitcoin.main_net']) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, protocol }).success, protocol).to.equal(true);
    }
  });

  it('refuses an answer missing any key', () => {
    for (const key of Object.keys(CRYPTO_RESPONSE) as (keyof typeof CRYPTO_RESPONSE)[]) {
      expect(cryptoResponseSchema.safeParse(without(CRYPTO_RESPONSE, key)).success, key).to.equal(false);
    }
  });

  it('refuses amounts that are zero, negative, not finite or text', () => {
    // JSON cannot carry Infinity or NaN, so these go to the schema directly.
    for (const amount of [0, -0.0001, Infinity, -Infinity, NaN, '0.00021', null]) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, amount }).success, String(amount)).to.equal(false);
    }
  });

  it('refuses addresses with spaces, hidden characters or the wrong length', () => {
    const a = CRYPTO_RESPONSE.address;
    for (const address of [`${a} `, `bc1q ${a.slice(4)}`, `${a.slice(0, 10)}\u200b${a.slice(10)}`, 'bc1qshort', 'x'.repeat(129), '']) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, address }).success, JSON.stringify(address)).to.equal(false);
    }
  });

  it('refuses a protocol with markup or hidden characters', () => {
    for (const protocol of ['<b>BTC</b>', '<b>', 'BTC<img src=x>', '', ' BTC', 'BTC\u200b', 'B'.repeat(33)]) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, protocol }).success, JSON.stringify(protocol)).to.equal(false);
    }
  });

  it('accepts each bound: an address of 20 and 128 characters, a link of 2048, the last instant a Date holds', () => {
    for (const change of [
      { address: 'a'.repeat(20) },
      { address: 'A1'.repeat(64) },
      { uri: `bitcoin:${'a'.repeat(2040)}` },
      { expiryDateEpoch: 8.64e15 },
      { expiryDateEpoch: 1 },
    ]) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, ...change }).success, JSON.stringify(change).slice(0, 60)).to.equal(true);
    }
    for (const change of [{ address: 'a'.repeat(19) }, { expiryDateEpoch: 8.64e15 + 1 }]) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, ...change }).success, JSON.stringify(change)).to.equal(false);
    }
  });

  it('refuses an expiry that is not a positive whole number, and ids that are not UUIDs', () => {
    for (const change of [
      { expiryDateEpoch: 0 },
      { expiryDateEpoch: -1 },
      { expiryDateEpoch: 1.5 },
      { expiryDateEpoch: '1900000000000' },
      { orderId: 42 },
      { paymentId: 'payment-1' },
      { uri: '' },
      { uri: `bitcoin:${'a'.repeat(2048)}` },
      { address: 42 },
    ]) {
      expect(cryptoResponseSchema.safeParse({ ...CRYPTO_RESPONSE, ...change }).success, JSON.stringify(change)).to.equal(false);
    }
  });
});

describe('schemas made on first use', () => {
  it('makes each once: every read gives the same schema', () => {
    expect(getDomainSchema()).to.equal(getDomainSchema());
    expect(getCryptoResponseSchema()).to.equal(cryptoResponseSchema);
  });

  it('shares one request schema per max-years between the form and the client, 10 by default', () => {
    expect(DEFAULT_MAX_YEARS).to.equal(10);
    expect(fiatRequestSchemaFor(3)).to.equal(fiatRequestSchemaFor(3));
    expect(fiatRequestSchemaFor(DEFAULT_MAX_YEARS)).to.equal(fiatRequestSchema);
    expect(cryptoRequestSchemaFor(DEFAULT_MAX_YEARS)).to.equal(cryptoRequestSchema);
    expect(requestSchemas(3)).to.deep.equal({ fiat: fiatRequestSchemaFor(3), crypto: cryptoRequestSchemaFor(3) });
    expect(requestSchemas(3).crypto).to.equal(cryptoRequestSchemaFor(3));
  });

  it('keeps each max-years to its own schema', () => {
    expectOnly(fiatRequestSchemaFor(3), fiatRequest({ years: 4 }), 'years', 'Choose a period from 1 to 3 years.');
    expectValid(fiatRequestSchemaFor(4), fiatRequest({ years: 4 }));
    expectOnly(cryptoRequestSchemaFor(3), cryptoRequest({ years: 4 }), 'years', 'Choose a period from 1 to 3 years.');
    expectValid(fiatRequestSchemaFor(3), fiatRequest({ years: 3 }));
  });
});

describe('INVISIBLE', () => {
  it('finds control, zero-width, invisible-format and direction characters', () => {
    for (const char of ['\u0000', '\t', '\u007f', '\u0085', '\u00ad', '\u061c', '\u180e', '\u200b', '\u200f', '\u2028', '\u202e', '\u2060', '\u2066', '\ufeff', '\ufffb']) {
      expect(INVISIBLE.test(`Ada${char}Lovelace`), escape(char)).to.equal(true);
    }
  });

  it('finds nothing in visible text of any script', () => {
    for (const text of ['Ada Lovelace', 'Zoë O\'Brien-Łukasz', 'محمد', '山田太郎', 'Ωmega 🦊', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']) {
      expect(INVISIBLE.test(text), text).to.equal(false);
    }
  });
});
