/**
 * The resume store against this page's real sessionStorage, a storage filled to its quota, and a
 * sandboxed frame's window, whose storage the browser refuses to hand over.
 */
import { expect } from '@open-wc/testing';
import type { CryptoPurchaseResponse } from '../../src/checks/eager-schemas.js';
import { openResumeStore, readPersist, type ResumablePayment } from '../../src/payment/resume-store.js';
import { PARTNER_ID } from '../helpers/fixtures.js';
import { readKept } from '../helpers/kept-reader.js';

const BASE_URL = 'https://api.example.com/v1';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function payment(overrides: Partial<ResumablePayment> = {}, response: Partial<CryptoPurchaseResponse> = {}): ResumablePayment {
  const expiresAt = Date.now() + 15 * 60_000;
  return {
    response: {
      address: ADDRESS,
      amount: 0.00021,
      expiryDateEpoch: expiresAt,
      orderId: '0c6a4d1e-46e4-4c57-9d0c-3b2b5f8f5a10',
      paymentId: '5b1f7f52-5d7c-4a43-8f6b-5b1e2c6a9e07',
      protocol: 'BTC',
      uri: `bitcoin:${ADDRESS}?amount=0.00021`,
      ...response,
    },
    expiresAt,
    domain: 'example.com',
    years: 2,
    currency: 'BTC',
    ...overrides,
  };
}

const SENT = { txHash: `0x${'ab'.repeat(32)}`, chainId: 8453, wallet: 'Test Wallet' };

const store = (settings: Partial<Parameters<typeof openResumeStore>[0]> = {}) =>
  openResumeStore({ persist: 'session', baseUrl: BASE_URL, partnerId: PARTNER_ID, ...settings }, readKept);

/** Everything in this tab's sessionStorage, as one text. */
function allStored(): string {
  return Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key)}`)
    .join('\n');
}

/** The one key the store wrote. */
function storedKey(): string {
  expect(sessionStorage.length).to.equal(1);
  return sessionStorage.key(0)!;
}

beforeEach(() => sessionStorage.clear());
after(() => sessionStorage.clear());

describe('readPersist', () => {
  it('reads session (also when unset) and none; anything else is no mode', () => {
    expect([undefined, null, '', 'session'].map(readPersist)).to.deep.equal(['session', 'session', 'session', 'session']);
    expect(readPersist('none')).to.equal('none');
    for (const bad of ['local', 'Session', 'NONE', ' none', 1, true, {}]) expect(readPersist(bad), String(bad)).to.equal(undefined);
  });
});

describe('openResumeStore', () => {
  it('gives back the payment it kept, for the same service and partner', () => {
    const kept = payment({ status: { state: 'underpaid', received: '0.0001' } });
    store().save(kept);
    expect(store().load()).to.deep.equal(kept);
    // The same service and partner, spelled differently.
    expect(store({ baseUrl: `${BASE_URL}/`, partnerId: ` ${PARTNER_ID.toUpperCase()} ` }).load()).to.deep.equal(kept);
  });

  it('keeps one payment per service and partner, and shows it to no other', () => {
    store().save(payment());
    expect(store({ baseUrl: 'https://other.example.com/v1' }).load()).to.equal(undefined);
    expect(store({ partnerId: '11111111-2222-4333-8444-555555555555' }).load()).to.equal(undefined);
    const other = payment({ domain: 'other.org' });
    store({ partnerId: '11111111-2222-4333-8444-555555555555' }).save(other);
    expect(store().load()?.domain).to.equal('example.com');
    expect(sessionStorage.length).to.equal(2);
    // Saving again replaces the entry.
    store().save(payment({ years: 3 }));
    expect(store().load()?.years).to.equal(3);
    expect(sessionStorage.length).to.equal(2);
  });

  it('never stores the e-mail, the name, the owner address or anything else it was handed', () => {
    const withPersonal = {
      ...payment(),
      ownerEmail: 'buyer@example.org',
      ownerName: 'Ada Lovelace',
      ownerAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      request: { ownerEmail: 'buyer@example.org', ownerName: 'Ada Lovelace' },
    };
    store().save(withPersonal);
    const text = allStored();
    expect(text).to.include(ADDRESS);
    for (const personal of ['buyer@example.org', 'Ada Lovelace', 'Lovelace', '0x52908400098527886E0F7030069857D2E4169EE7', 'owner', 'request']) {
      expect(text).not.to.include(personal);
    }
  });

  it('with persist="none" neither reads nor writes', () => {
    store().save(payment());
    const before = allStored();
    const none = store({ persist: 'none' });
    expect(none.load()).to.equal(undefined);
    none.save(payment({ domain: 'changed.org' }));
    none.clear();
    expect(allStored()).to.equal(before);
    expect(store().load()?.domain).to.equal('example.com');
  });

  it('keeps nothing for a base URL that is no service address', () => {
    store({ baseUrl: 'javascript:alert(1)' }).save(payment());
    store({ baseUrl: '' }).save(payment());
    store({ baseUrl: 'http://api.example.com' }).save(payment());
    expect(sessionStorage.length).to.equal(0);
  });

  it('keeps the hash a browser wallet sent, so that a reload shows it and never the wallet buttons', () => {
    store().save(payment({ sent: SENT }));
    expect(store().load()?.sent).to.deep.equal(SENT);
  });

  it('forgets the payment on clear()', () => {
    store().save(payment());
    store().clear();
    expect(sessionStorage.length).to.equal(0);
    expect(store().load()).to.equal(undefined);
  });

  it('drops and removes a payment whose deadline has passed', () => {
    const kept = payment();
    store().save(kept);
    expect(store().load(kept.expiresAt - 1)).to.deep.equal(kept);
    expect(store().load(kept.expiresAt)).to.equal(undefined);
    expect(sessionStorage.length).to.equal(0);
  });

  it('drops and removes an entry that was tampered with or cannot be read', () => {
    const tamperings: ((entry: Record<string, any>) => unknown)[] = [
      () => 'not json {',
      () => 'null',
      () => '[]',
      (e) => ({ ...e, expiresAt: undefined }),
      (e) => ({ ...e, expiresAt: 'tomorrow' }),
      (e) => ({ ...e, domain: 'evil .com' }),
      (e) => ({ ...e, years: 0 }),
      (e) => ({ ...e, years: 1.5 }),
      (e) => ({ ...e, currency: 'btc<script>' }),
      (e) => ({ ...e, status: { state: 'paid' } }),
      (e) => ({ ...e, sent: { txHash: '0x1234', chainId: 8453, wallet: 'Test Wallet' } }),
      (e) => ({ ...e, sent: { txHash: SENT.txHash, chainId: '8453', wallet: 'Test Wallet' } }),
      (e) => ({ ...e, sent: { ...SENT, txHash: `${SENT.txHash}ab` } }),
      (e) => ({ ...e, sent: { ...SENT, wallet: 'W'.repeat(201) } }),
      (e) => ({ ...e, sent: { ...SENT, wallet: 7 } }),
      (e) => ({ ...e, status: { state: 'underpaid', received: '-1' } }),
      (e) => ({ ...e, response: { ...e.response, address: 'bc1q attacker' } }),
      (e) => ({ ...e, response: { ...e.response, amount: -1 } }),
      (e) => ({ ...e, response: { ...e.response, amount: '0.00021' } }),
      (e) => ({ ...e, response: { ...e.response, orderId: 'not-a-uuid' } }),
      (e) => ({ ...e, response: { ...e.response, uri: '' } }),
      (e) => ({ ...e, response: { ...e.response, uri: 'x'.repeat(2049) } }),
      (e) => ({ ...e, response: undefined }),
    ];
    for (const tamper of tamperings) {
      store().save(payment());
      const key = storedKey();
      const changed = tamper(JSON.parse(sessionStorage.getItem(key)!));
      sessionStorage.setItem(key, typeof changed === 'string' ? changed : JSON.stringify(changed));
      expect(store().load(), String(tamper)).to.equal(undefined);
      expect(sessionStorage.length, String(tamper)).to.equal(0);
    }
  });

  describe('where storage is missing, full or refused', () => {
    let filler: string[] = [];
    afterEach(() => {
      for (const key of filler) sessionStorage.removeItem(key);
      filler = [];
    });

    it('ignores a storage filled to its quota, and leaves no older payment to be resumed instead', () => {
      store().save(payment());
      // Fill this tab's real sessionStorage until not one more character fits.
      const chunk = 'x'.repeat(1 << 20);
      for (let size = chunk.length; size >= 1; ) {
        try {
          const key = `filler-${filler.length}`;
          sessionStorage.setItem(key, chunk.slice(0, size));
          filler.push(key);
        } catch {
          size = Math.floor(size / 2);
        }
      }
      expect(() => sessionStorage.setItem('one-more', 'x')).to.throw();
      const bigger = payment({ status: { state: 'underpaid', received: '0.00001' } });
      expect(() => store().save(bigger)).not.to.throw();
      expect(store().load()).to.equal(undefined);
      expect(() => store().clear()).not.to.throw();
    });

    it('ignores a window whose storage the browser refuses (a sandboxed frame)', async () => {
      const frame = document.createElement('iframe');
      frame.sandbox.add('allow-scripts');
      frame.srcdoc = '<p>sandboxed</p>';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await loaded;
      const refused = frame.contentWindow as Window;
      expect(() => refused.sessionStorage).to.throw();
      const frameStore = openResumeStore({ persist: 'session', baseUrl: BASE_URL, partnerId: PARTNER_ID }, readKept, refused);
      expect(() => frameStore.save(payment())).not.to.throw();
      expect(frameStore.load()).to.equal(undefined);
      expect(() => frameStore.clear()).not.to.throw();
      frame.remove();
    });

    it('ignores a window without storage', () => {
      const without = openResumeStore({ persist: 'session', baseUrl: BASE_URL, partnerId: PARTNER_ID }, readKept, {} as Window);
      expect(() => without.save(payment())).not.to.throw();
      expect(without.load()).to.equal(undefined);
      expect(() => without.clear()).not.to.throw();
    });
  });
});
