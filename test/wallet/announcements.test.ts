/**
 * What the page's browser wallets announce by EIP-6963, heard with real `window` events as a
 * wallet's content script dispatches them: one request when listening starts, one entry per wallet
 * `uuid` however often a wallet announces itself, and nothing ever asked of a wallet.
 */
import { expect } from '@open-wc/testing';
import { isProvider, listenForWallets, mayHaveWallet, type Announcements } from '../../src/wallet/announcements.js';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';

// Announcing asks a wallet nothing, so these wallets need no chain.
const NO_CHAIN: TestChains = { rpc: {}, payer: '0x0000000000000000000000000000000000000001', startMs: 0 };
const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
const names = (announcements: Announcements) => announcements.heard.map((detail) => (detail as { info: { name: string } }).info.name);

describe('listenForWallets', () => {
  let announcements: Announcements | undefined;
  const stops: (() => void)[] = [];
  afterEach(() => {
    announcements?.close();
    announcements = undefined;
    for (const stop of stops.splice(0)) stop();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('asks once, and hears the wallets that answer and the ones that announce later, each detail as it came', () => {
    const early = new TestWallet(NO_CHAIN, { name: 'Early Wallet' });
    stops.push(early.announce());
    let requests = 0;
    const count = () => (requests += 1);
    window.addEventListener('eip6963:requestProvider', count);
    try {
      announcements = listenForWallets();
    } finally {
      window.removeEventListener('eip6963:requestProvider', count);
    }
    expect(requests).to.equal(1);
    expect(announcements.target).to.equal(window);
    const late = new TestWallet(NO_CHAIN, { name: 'Late Wallet' });
    stops.push(late.announce());
    expect(names(announcements)).to.deep.equal(['Early Wallet', 'Late Wallet']);
    expect((announcements.heard[1] as { provider: unknown }).provider).to.equal(late);
    expect(early.requests.concat(late.requests), 'nothing is asked of a wallet before a click').to.deep.equal([]);
  });

  it('keeps one entry per wallet however often the page asks: the list does not grow', () => {
    announcements = listenForWallets();
    const a = new TestWallet(NO_CHAIN, { name: 'Wallet A' });
    const b = new TestWallet(NO_CHAIN, { name: 'Wallet B' });
    stops.push(a.announce(), b.announce());
    for (let i = 0; i < 50; i += 1) window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(names(announcements)).to.deep.equal(['Wallet A', 'Wallet B']);
  });

  it('replaces a wallet announced again under its uuid with its latest announcement, where it first stood', () => {
    announcements = listenForWallets();
    const a = new TestWallet(NO_CHAIN, { name: 'Wallet A' });
    stops.push(a.announce(), new TestWallet(NO_CHAIN, { name: 'Wallet B' }).announce());
    const updated = new TestWallet(NO_CHAIN, { name: 'Wallet A, updated', uuid: a.info.uuid });
    stops.push(updated.announce());
    expect(names(announcements)).to.deep.equal(['Wallet A, updated', 'Wallet B']);
    expect((announcements.heard[0] as { provider: unknown }).provider).to.equal(updated);
    stops.push(new TestWallet(NO_CHAIN, { name: 'Wallet B' }).announce());
    expect(names(announcements), 'the same name under another uuid is another wallet').to.deep.equal(['Wallet A, updated', 'Wallet B', 'Wallet B']);
  });

  it('keeps a wallet when a malformed announcement comes later under its uuid', () => {
    announcements = listenForWallets();
    const a = new TestWallet(NO_CHAIN, { name: 'Wallet A' });
    stops.push(a.announce());
    const { uuid } = a.info;
    for (const detail of [{ info: { uuid, name: 'No provider' } }, { info: { uuid, name: 'No request' }, provider: {} }, { info: { uuid }, provider: a }, { info: { uuid, name: 7 }, provider: a }]) {
      announce(detail);
    }
    expect(names(announcements)).to.deep.equal(['Wallet A']);
    expect((announcements.heard[0] as { provider: unknown }).provider).to.equal(a);
  });

  it('keeps no announcement without a uuid: nothing could tell it apart', () => {
    announcements = listenForWallets();
    const provider = new TestWallet(NO_CHAIN, { name: 'x' });
    for (const detail of [undefined, null, 'wallet', 42, { provider }, { info: null, provider }, { info: { name: 'No uuid' }, provider }, { info: { uuid: 7, name: 'Number' }, provider }]) {
      announce(detail);
    }
    expect(announcements.heard).to.deep.equal([]);
  });

  it('tells each listener after each announcement it keeps, until unsubscribed', () => {
    announcements = listenForWallets();
    let told = 0;
    const unsubscribe = announcements.subscribe(() => (told += 1));
    stops.push(new TestWallet(NO_CHAIN, { name: 'One' }).announce());
    announce({ info: { name: 'No uuid' } });
    expect(told).to.equal(1);
    unsubscribe();
    stops.push(new TestWallet(NO_CHAIN, { name: 'Two' }).announce());
    expect(told).to.equal(1);
    expect(names(announcements)).to.deep.equal(['One', 'Two']);
  });

  it('hears nothing more once closed, and tells no one', () => {
    announcements = listenForWallets();
    let told = 0;
    announcements.subscribe(() => (told += 1));
    announcements.close();
    stops.push(new TestWallet(NO_CHAIN, { name: 'After close' }).announce());
    expect(announcements.heard).to.deep.equal([]);
    expect(told).to.equal(0);
  });
});

describe('isProvider', () => {
  it("is an object with EIP-1193's request function, and nothing else", () => {
    expect(isProvider(new TestWallet(NO_CHAIN, { name: 'x' }))).to.equal(true);
    expect(isProvider({ request: async () => null })).to.equal(true);
    for (const value of [undefined, null, {}, { request: 'eth_requestAccounts' }, { isMetaMask: true }, () => null, 'ethereum']) {
      expect(isProvider(value), String(value)).to.equal(false);
    }
  });
});

describe('mayHaveWallet', () => {
  let announcements: Announcements | undefined;
  const stops: (() => void)[] = [];
  afterEach(() => {
    announcements?.close();
    announcements = undefined;
    for (const stop of stops.splice(0)) stop();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('is false on a page with no wallet, or only with announcements that have no provider', () => {
    announcements = listenForWallets();
    expect(mayHaveWallet(announcements)).to.equal(false);
    announce({ info: { uuid: 'u1', name: 'No provider' } });
    announce({ info: { uuid: 'u2', name: 'Provider without request' }, provider: {} });
    expect(mayHaveWallet(announcements)).to.equal(false);
  });

  it('is true once a wallet announced itself with a provider and a uuid', () => {
    announcements = listenForWallets();
    stops.push(new TestWallet(NO_CHAIN, { name: 'Announced' }).announce());
    expect(mayHaveWallet(announcements)).to.equal(true);
  });

  it("counts window.ethereum when it is a provider, read when asked, and nothing is asked of it", () => {
    announcements = listenForWallets();
    (window as { ethereum?: unknown }).ethereum = { isMetaMask: true };
    expect(mayHaveWallet(announcements)).to.equal(false);
    const injected = new TestWallet(NO_CHAIN, { name: 'Injected' });
    (window as { ethereum?: unknown }).ethereum = injected;
    expect(mayHaveWallet(announcements)).to.equal(true);
    expect(injected.requests).to.deep.equal([]);
  });
});
