// Every tron: link the client (market-checkout/client, as built) returns is read back by tronweb,
// a maintained Tron library, as a Tron wallet would read it: its address passes tronweb's own check
// and is the address the answer shows, in base58 (tronweb's isAddress also takes the 41… hex form,
// which no wallet's QR code carries), and its amount and token are the answer's. The answers come
// from the mock service (mock/), and the refusals the issue lists from a fetch that answers them.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { utils } from 'tronweb';
import { createMarketClient } from '../../dist/lib/client.js';
import { loadMockHandler } from '../../scripts/load-mock.js';

const { address: tronAddress, crypto: tronCrypto, code } = utils;
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const REQUEST = {
  currency: 'USDTTRC20',
  domain: 'example.com',
  ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678',
  ownerEmail: 'buyer@example.org',
  ownerName: 'Ada Lovelace',
  partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
  walletAddrs: [],
  years: 1,
};

let server;
let origin;
before(async () => {
  const handle = await loadMockHandler('.cache/mock-tron-links-test.mjs');
  server = createServer((req, res) => handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => server?.close());

/** What a Tron wallet reads of a link: the address, and each parameter. */
function read(uri) {
  const match = /^tron:([^?]+)\?(.*)$/.exec(uri);
  assert.ok(match, `${uri} is a tron: link with a query`);
  return { address: match[1], params: new URLSearchParams(match[2]) };
}

test('every tron: link the client returns reads back through tronweb as the address, amount and token the answer shows', async () => {
  const client = createMarketClient({ baseUrl: `${origin}/mock/tron-links/ok` });
  let links = 0;
  for (const currency of ['USDTTRC20', 'TRX']) {
    for (let years = 1; years <= 10; years += 1) {
      const answer = await client.purchaseCrypto({ ...REQUEST, currency, years });
      const { address, params } = read(answer.uri);
      assert.equal(tronAddress.isAddress(address), true, `${answer.uri}: tronweb's address check`);
      assert.equal(address, answer.address, 'the link pays the address shown');
      // Base58 as wallets scan it: tronweb writes the same address back from its bytes.
      assert.equal(tronAddress.fromHex(tronAddress.toHex(address)), address);
      assert.match(address, /^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      assert.equal(params.get('amount'), String(answer.amount));
      if (currency === 'TRX') {
        assert.deepEqual([...params.keys()], ['amount']);
        assert.equal(answer.protocol, 'TRX');
      } else {
        assert.deepEqual([...params.keys()].sort(), ['amount', 'token']);
        assert.equal(tronAddress.isAddress(params.get('token')), true, 'the token is a Tron address');
        assert.equal(params.get('token'), USDT);
        assert.equal(answer.protocol, 'USDT-TRC20');
      }
      links += 1;
    }
  }
  assert.equal(links, 20);
});

/** A Tron address tronweb writes from 20 random bytes. */
const freshAddress = () => tronAddress.fromHex(`41${randomBytes(20).toString('hex')}`);

/** The client's verdict on an answer: the answer's fields over a valid USDT-on-Tron one. */
async function verdict(fields) {
  const address = fields.address ?? RECIPIENT;
  const body = {
    address,
    amount: 25.98,
    expiryDateEpoch: Date.now() + 15 * 60_000,
    orderId: 'b8c2d9e0-1f3a-4b5c-8d7e-6f5a4b3c2d1e',
    paymentId: 'c9d3e0f1-2a4b-4c6d-9e8f-7a6b5c4d3e2f',
    protocol: 'USDT-TRC20',
    uri: `tron:${address}?amount=25.98&token=${USDT}`,
    ...fields,
  };
  const fetch = async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const client = createMarketClient({ baseUrl: 'https://api.example/v', fetch });
  try {
    const answer = await client.purchaseCrypto(REQUEST);
    return `accepted: ${answer.uri}`;
  } catch (error) {
    return error.code;
  }
}

const RECIPIENT = freshAddress();

test('the client accepts a link to any address tronweb writes, and refuses each link the issue lists as bad-response', async () => {
  assert.equal(await verdict({}), `accepted: tron:${RECIPIENT}?amount=25.98&token=${USDT}`);
  const other = freshAddress();
  assert.equal(await verdict({ address: other }), `accepted: tron:${other}?amount=25.98&token=${USDT}`);
  assert.match(await verdict({ protocol: 'TRX', uri: `tron:${RECIPIENT}?amount=25.98` }), /^accepted/);

  // A checksum tronweb refuses: the address's last character changed.
  const last = RECIPIENT.at(-1);
  const broken = RECIPIENT.slice(0, -1) + (last === 'a' ? 'b' : 'a');
  assert.equal(tronAddress.isAddress(broken), false);
  // The 41… hex form tronweb's isAddress accepts; another version byte, its checksum right.
  const hex = tronAddress.toHex(RECIPIENT);
  assert.equal(tronAddress.isAddress(hex), true);
  const version42 = tronCrypto.getBase58CheckAddress(code.hexStr2byteArray(`42${hex.slice(2)}`));
  const ethereum = `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=25980000`;

  const refused = {
    'a USDT link without token': { uri: `tron:${RECIPIENT}?amount=25.98` },
    'TRX with a token': { protocol: 'TRX' },
    'another contract': { uri: `tron:${RECIPIENT}?amount=25.98&token=${freshAddress()}` },
    'another amount': { uri: `tron:${RECIPIENT}?amount=25.99&token=${USDT}` },
    'another address': { uri: `tron:${other}?amount=25.98&token=${USDT}` },
    'a broken checksum': { address: broken },
    'the hex form': { address: hex },
    'the hex form in the link alone': { uri: `tron:${hex}?amount=25.98&token=${USDT}` },
    'another version byte': { address: version42 },
    'an extra parameter': { uri: `tron:${RECIPIENT}?amount=25.98&token=${USDT}&memo=order-1` },
    'an ethereum: link for a Tron label': { address: '0x52908400098527886E0F7030069857D2E4169EE7', uri: ethereum },
    'a tron: link for another network\'s label': { protocol: 'USDT on Ethereum' },
  };
  for (const [what, fields] of Object.entries(refused)) {
    assert.equal(await verdict(fields), 'bad-response', what);
  }
});
