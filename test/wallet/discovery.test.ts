/**
 * EIP-6963 discovery in a real browser: the announcements are real `window` events dispatched by
 * test wallets, as a wallet's content script dispatches them (widget.md, "Pay from a browser
 * wallet": discovery, uuid, `window.ethereum` fallback, icons).
 */
import { expect } from '@open-wc/testing';
import { INJECTED_UUID, safeIcon, type Wallet } from '../../src/wallet/discovery.js';
import { discoverWallets, type DiscoveredWallets } from '../helpers/discover-wallets.js';
import { announceTwoWallets, PNG_ICON, TEST_ICON, TestWallet, type TestChains } from '../helpers/test-wallet.js';

// Discovery never asks a wallet anything, so these wallets need no chain.
const NO_CHAIN: TestChains = { rpc: {}, payer: '0x0000000000000000000000000000000000000001', startMs: 0 };
const names = (wallets: readonly Wallet[]) => wallets.map((w) => w.info.name);
const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));

describe('safeIcon', () => {
  it('accepts png, jpeg, webp and svg+xml data URIs', () => {
    for (const icon of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/webp;base64,UklGRg==',
      'data:image/svg+xml,%3Csvg%2F%3E',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'DATA:IMAGE/PNG;base64,iVBORw0KGgo=',
      TEST_ICON,
    ]) {
      expect(safeIcon(icon), icon).to.equal(icon);
    }
  });

  it('refuses addresses, other types, markup and anything not a string', () => {
    for (const icon of [
      'https://wallet.example/icon.png',
      '//wallet.example/icon.png',
      'icon.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/gif;base64,R0lGOD',
      'data:image/svg',
      'data:image/pngx,abc',
      ' data:image/png;base64,iVBORw0KGgo=',
      'data:image/png;base64,' + 'A'.repeat(300_000),
      '',
      undefined,
      null,
      42,
      { toString: () => 'data:image/png;base64,AA' },
    ]) {
      expect(safeIcon(icon), String(icon).slice(0, 40)).to.equal(undefined);
    }
  });
});

describe('walletsOf: the wallets read from the announcements', () => {
  let store: DiscoveredWallets | undefined;
  const stops: (() => void)[] = [];
  afterEach(() => {
    store?.close();
    store = undefined;
    for (const stop of stops.splice(0)) stop();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('asks once, and finds a wallet that answers the request and one that announces later', () => {
    const early = new TestWallet(NO_CHAIN, { name: 'Early Wallet' });
    stops.push(early.announce());
    let requests = 0;
    const count = () => (requests += 1);
    window.addEventListener('eip6963:requestProvider', count);
    try {
      store = discoverWallets();
    } finally {
      window.removeEventListener('eip6963:requestProvider', count);
    }
    expect(requests).to.equal(1);
    expect(names(store.wallets())).to.deep.equal(['Early Wallet']);

    const late = new TestWallet(NO_CHAIN, { name: 'Late Wallet', icon: 'https://tracker.example/icon.png' });
    stops.push(late.announce());
    expect(names(store.wallets())).to.deep.equal(['Early Wallet', 'Late Wallet']);
    const [first, second] = store.wallets();
    expect(first!.provider).to.equal(early);
    expect(first!.info).to.deep.equal({ uuid: early.info.uuid, name: 'Early Wallet', rdns: early.info.rdns, icon: TEST_ICON });
    expect(second!.provider).to.equal(late);
    expect(second!.info, 'an icon that is not a safe data URI is dropped').to.not.have.property('icon');
    expect(early.requests.concat(late.requests), 'nothing is asked of a wallet before a click').to.deep.equal([]);
  });

  it('two wallets announced before the store exists: both, each with its icon, in order', () => {
    const { first, second, stop } = announceTwoWallets(NO_CHAIN);
    stops.push(stop);
    store = discoverWallets();
    expect(store.wallets().map((w) => [w.info.name, w.info.icon, w.provider])).to.deep.equal([
      ['Test Wallet', TEST_ICON, first],
      ['Second Wallet', PNG_ICON, second],
    ]);
  });

  it('tells wallets apart by uuid: announced again, a wallet is replaced where it stands', () => {
    store = discoverWallets();
    const a = new TestWallet(NO_CHAIN, { name: 'Wallet A' });
    const b = new TestWallet(NO_CHAIN, { name: 'Wallet B' });
    stops.push(a.announce(), b.announce());
    expect(names(store.wallets())).to.deep.equal(['Wallet A', 'Wallet B']);
    const renamed = new TestWallet(NO_CHAIN, { name: 'Wallet A, updated', uuid: a.info.uuid });
    stops.push(renamed.announce());
    // A second page-level request: every wallet answers again, none is listed twice.
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(names(store.wallets())).to.deep.equal(['Wallet A, updated', 'Wallet B']);
    expect(store.wallets()[0]!.provider).to.equal(renamed);
    // Same name, another uuid: two wallets.
    stops.push(new TestWallet(NO_CHAIN, { name: 'Wallet B' }).announce());
    expect(names(store.wallets())).to.deep.equal(['Wallet A, updated', 'Wallet B', 'Wallet B']);
  });

  it('ignores announcements it cannot use', () => {
    store = discoverWallets();
    const provider = new TestWallet(NO_CHAIN, { name: 'x' });
    for (const detail of [
      undefined,
      null,
      'wallet',
      { provider },
      { info: { name: 'No uuid' }, provider },
      { info: { uuid: 'u1', name: '   ' }, provider },
      { info: { uuid: 'u2', name: 'No provider' } },
      { info: { uuid: 'u3', name: 'Provider without request' }, provider: {} },
      { info: { uuid: 'u4', name: 'N'.repeat(500) }, provider },
    ]) {
      announce(detail);
    }
    expect(store.wallets()).to.deep.equal([]);
    announce({ info: { uuid: 'u5', name: 'Good', rdns: 42 }, provider });
    expect(store.wallets()).to.deep.equal([{ info: { uuid: 'u5', name: 'Good', rdns: '' }, provider }]);
  });

  it('uses window.ethereum only while no wallet announced itself, with no name of its own (the screen names it in the buyer\'s language)', () => {
    const injected = new TestWallet(NO_CHAIN, { name: 'ignored' });
    (window as { ethereum?: unknown }).ethereum = injected;
    store = discoverWallets();
    expect(store.wallets()).to.deep.equal([{ info: { uuid: INJECTED_UUID, name: '', rdns: '' }, provider: injected }]);
    const announced = new TestWallet(NO_CHAIN, { name: 'Announced Wallet' });
    stops.push(announced.announce());
    expect(names(store.wallets())).to.deep.equal(['Announced Wallet']);
    expect(injected.requests).to.deep.equal([]);
  });

  it('no wallet at all: none (a window.ethereum that is no provider does not count)', () => {
    (window as { ethereum?: unknown }).ethereum = { isMetaMask: true };
    store = discoverWallets();
    expect(store.wallets()).to.deep.equal([]);
  });
});
