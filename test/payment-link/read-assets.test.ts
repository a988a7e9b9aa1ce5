/**
 * The assets a host adds (the element's `assets`, the client's `assets` option), read where they
 * enter: each entry must say everything the guard needs to check a link, and the first that does
 * not is named, with its field, in the words the site owner reads in `invalid-config`.
 */
import { expect } from '@open-wc/testing';
import type { Asset } from '../../src/payment-link/assets.js';
import { readAssets } from '../../src/payment-link/read-assets.js';

const name = (a: Asset) => `${a.symbol} on ${a.network}`;

const AVALANCHE_USDC = {
  symbol: 'USDC',
  network: 'Avalanche',
  scheme: 'ethereum',
  chainId: 43114,
  token: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  decimals: 6,
};
const TESTNET_BTC = { symbol: 'BTC', network: 'Testnet', scheme: 'bitcoin', decimals: 8 };

function assetsOf(value: unknown): Asset[] {
  const read = readAssets(value);
  expect(read, JSON.stringify(value)).to.have.property('assets');
  return 'assets' in read ? read.assets : [];
}

describe('readAssets: what it accepts', () => {
  it('reads valid entries in order, each named by its symbol, network and own labels', () => {
    const [usdc, btc] = assetsOf([AVALANCHE_USDC, { ...TESTNET_BTC, labels: ['tBTC'] }]);
    expect([usdc, btc].map((a) => a && [name(a), a.labels.includes('usdc on avalanche')])).to.deep.equal([
      ['USDC on Avalanche', true],
      ['BTC on Testnet', false],
    ]);
    expect(btc!.labels).to.include('tbtc');
    expect(assetsOf([])).to.deep.equal([]);
  });

  it('keeps only the fields an asset has: nothing else the entry carries', () => {
    const [usdc] = assetsOf([{ ...AVALANCHE_USDC, icon: 'https://tracker.example/x.png', onPay: 'alert(1)' }]);
    expect(Object.keys(usdc!).sort()).to.deep.equal(['chainId', 'decimals', 'labels', 'network', 'scheme', 'symbol', 'token']);
    const [btc] = assetsOf([TESTNET_BTC]);
    expect(Object.keys(btc!).sort(), 'no chain id or token where there is none').to.deep.equal(['decimals', 'labels', 'network', 'scheme', 'symbol']);
  });

  it('accepts each scheme with what it needs: a chain id on ethereum: only, a contract or a mint of its own shape', () => {
    expect(assetsOf([
      { ...AVALANCHE_USDC, token: undefined, symbol: 'AVAX' },
      { symbol: 'USDC', network: 'Solana Devnet', scheme: 'solana', decimals: 6, token: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU' },
      { symbol: 'LTC', network: 'Litecoin (test)', scheme: 'litecoin', decimals: 8 },
      { ...TESTNET_BTC, decimals: 0 },
      { ...AVALANCHE_USDC, decimals: 36, labels: ['USDC.e', 'usdc avalanche c-chain'] },
      // Tether's TRC-20 contract on Tron's Nile test network (a Tron address, its checksum right).
      { symbol: 'USDT', network: 'Nile', scheme: 'tron', decimals: 6, token: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
    ]).map(name)).to.deep.equal(['AVAX on Avalanche', 'USDC on Solana Devnet', 'LTC on Litecoin (test)', 'BTC on Testnet', 'USDC on Avalanche', 'USDT on Nile']);
  });

  it('keeps a Lightning network beside a bitcoin: asset, any of the four', () => {
    for (const lightning of ['lnbc', 'lntb', 'lntbs', 'lnbcrt']) {
      expect(assetsOf([{ ...TESTNET_BTC, lightning }])[0], lightning).to.include({ lightning });
    }
  });
});

describe('readAssets: what it refuses, saying which entry and which field', () => {
  it('refuses a value that is not a list', () => {
    for (const value of [AVALANCHE_USDC, 'USDC', null, 42]) {
      expect(readAssets(value), JSON.stringify(value)).to.deep.equal({ problem: 'assets must be an array' });
    }
  });

  const bad: [string, unknown, string][] = [
    ['a null entry', null, 'entry'],
    ['an entry that is text', 'USDC', 'entry'],
    ['no symbol', { ...AVALANCHE_USDC, symbol: undefined }, 'symbol'],
    ['a symbol with markup', { ...AVALANCHE_USDC, symbol: '<b>USDC</b>' }, 'symbol'],
    ['a symbol of 17 characters', { ...AVALANCHE_USDC, symbol: 'U'.repeat(17) }, 'symbol'],
    ['no network', { ...AVALANCHE_USDC, network: '' }, 'network'],
    ['a network with a hidden character', { ...AVALANCHE_USDC, network: 'Ava\u200blanche' }, 'network'],
    ['an unknown scheme', { ...AVALANCHE_USDC, scheme: 'search-ms' }, 'scheme'],
    ['a scheme that runs code', { ...AVALANCHE_USDC, scheme: 'javascript' }, 'scheme'],
    ['fractional decimals', { ...AVALANCHE_USDC, decimals: 6.5 }, 'decimals'],
    ['negative decimals', { ...AVALANCHE_USDC, decimals: -1 }, 'decimals'],
    ['too many decimals', { ...AVALANCHE_USDC, decimals: 37 }, 'decimals'],
    ['decimals as text', { ...AVALANCHE_USDC, decimals: '6' }, 'decimals'],
    ['no chain id on ethereum', { ...AVALANCHE_USDC, chainId: undefined }, 'chainId'],
    ['a chain id as text', { ...AVALANCHE_USDC, chainId: '43114' }, 'chainId'],
    ['a chain id of 0', { ...AVALANCHE_USDC, chainId: 0 }, 'chainId'],
    ['a chain id on bitcoin', { ...TESTNET_BTC, chainId: 1 }, 'chainId'],
    ['a token on bitcoin', { ...TESTNET_BTC, token: 'abc' }, 'token'],
    ['a short contract', { ...AVALANCHE_USDC, token: '0x1234' }, 'token'],
    ['a mint as the contract', { ...AVALANCHE_USDC, token: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU' }, 'token'],
    ['a TRC-20 contract whose checksum fails', { symbol: 'X', network: 'Nile', scheme: 'tron', decimals: 6, token: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBg' }, 'token'],
    ['a TRC-20 contract in hex', { symbol: 'X', network: 'Nile', scheme: 'tron', decimals: 6, token: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c' }, 'token'],
    ['a chain id on tron:', { symbol: 'TRX', network: 'Tron', scheme: 'tron', decimals: 6, chainId: 728126428 }, 'chainId'],
    ['a mint that is not base58', { symbol: 'X', network: 'Solana', scheme: 'solana', decimals: 6, token: '0OIl'.repeat(10) }, 'token'],
    ['a Lightning network beside a coin that is not bitcoin:', { symbol: 'LTC', network: 'Litecoin', scheme: 'litecoin', decimals: 8, lightning: 'lnltc' }, 'lightning'],
    ['a Lightning network beside a token', { ...AVALANCHE_USDC, lightning: 'lnbc' }, 'lightning'],
    ['an unknown Lightning network', { ...TESTNET_BTC, lightning: 'lnsb' }, 'lightning'],
    ['a Lightning network in capitals', { ...TESTNET_BTC, lightning: 'LNTB' }, 'lightning'],
    ['labels not a list', { ...AVALANCHE_USDC, labels: 'USDC' }, 'labels'],
    ['a label with a control character', { ...AVALANCHE_USDC, labels: ['US\nDC'] }, 'labels'],
    ['a label with spaces around it', { ...AVALANCHE_USDC, labels: [' USDC'] }, 'labels'],
  ];
  for (const [what, entry, field] of bad) {
    it(`refuses ${what}`, () => {
      expect(readAssets([entry])).to.deep.equal({ problem: `assets[0].${field} is missing or malformed` });
    });
  }

  it('names the first bad entry by its place, and keeps none of the good ones before it', () => {
    expect(readAssets([AVALANCHE_USDC, TESTNET_BTC, { ...TESTNET_BTC, scheme: 'http' }, null])).to.deep.equal({
      problem: 'assets[2].scheme is missing or malformed',
    });
  });
});
