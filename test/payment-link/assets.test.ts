/**
 * The shipped asset table against the pinned token lists it was copied from: a contract, mint
 * or decimals that drifts from the list fails here, with the list's value in the message, so the
 * table can be corrected from the list and never from memory (the host's own: ./read-assets.test.ts).
 */
import { expect } from '@open-wc/testing';
import { assetsNamed, type Asset } from '../../src/payment-link/assets.js';
import { BUILT_IN_ASSETS } from '../../src/checks/eager-schemas.js';

interface ListToken {
  chainId: number;
  address: string;
  symbol: string;
  decimals: number;
}

const UNISWAP = '/node_modules/@uniswap/default-token-list/build/uniswap-default.tokenlist.json';
const SOLANA = '/node_modules/@solana/spl-token-registry/dist/main/tokens/solana.tokenlist.json';
/** BitGo's coin and token table (dependency-free, kept for its custody platform): the one maintained npm source of Tron's TRC-20 contracts. */
const BITGO = '/node_modules/@bitgo/statics/dist/src/allCoinsAndTokens.js';
/** Solana mainnet in the Solana list's own numbering. */
const SOLANA_MAINNET = 101;
/** Where a list spells a contract's symbol otherwise: Tether's Arbitrum contract is listed as USDT0. */
const LIST_SYMBOL: Record<string, string> = { 'USDT on Arbitrum One': 'USDT0' };

const CONTRACT_ASSETS = [
  'BTC on Bitcoin', 'LTC on Litecoin', 'DOGE on Dogecoin', 'BCH on Bitcoin Cash', 'DASH on Dash', 'ZEC on Zcash',
  'ETH on Ethereum', 'ETH on Base', 'ETH on Arbitrum One', 'ETH on OP Mainnet', 'POL on Polygon', 'SOL on Solana',
  ...['USDC', 'USDT'].flatMap((symbol) =>
    ['Ethereum', 'Base', 'Polygon', 'Arbitrum One', 'OP Mainnet', 'Solana'].map((network) => `${symbol} on ${network}`),
  ),
  'TRX on Tron', 'USDT on Tron',
];
/** Pairs of the contract the pinned lists lack: left out of the table, and the README says so. */
const NOT_IN_THE_LISTS = ['USDT on Base'];

const name = (a: Asset) => `${a.symbol} on ${a.network}`;

async function list(path: string): Promise<ListToken[]> {
  const res = await fetch(path);
  expect(res.ok, `${path} is served`).to.equal(true);
  return ((await res.json()) as { tokens: ListToken[] }).tokens;
}

describe('the built-in asset table', () => {
  it('holds exactly the contract\'s assets, but the pairs the pinned lists lack', () => {
    expect(BUILT_IN_ASSETS.map(name)).to.have.members(CONTRACT_ASSETS.filter((a) => !NOT_IN_THE_LISTS.includes(a)));
    expect(new Set(BUILT_IN_ASSETS.map(name)).size).to.equal(BUILT_IN_ASSETS.length);
  });

  it('has the contracts and decimals of @uniswap/default-token-list, and lacks what it lacks', async function () {
    this.timeout(20_000);
    const tokens = await list(UNISWAP);
    const evmTokens = BUILT_IN_ASSETS.filter((a) => a.scheme === 'ethereum' && a.token);
    expect(evmTokens.length).to.equal(9);
    for (const asset of evmTokens) {
      const symbol = LIST_SYMBOL[name(asset)] ?? asset.symbol;
      const listed = tokens.filter((t) => t.chainId === asset.chainId && t.symbol === symbol);
      expect(listed, `${name(asset)}: the list has ${JSON.stringify(listed)}`).to.have.length(1);
      expect({ token: asset.token, decimals: asset.decimals }, name(asset)).to.deep.equal({
        token: listed[0]!.address,
        decimals: listed[0]!.decimals,
      });
    }
    // Each chain id is the one the list files that network's tokens under.
    const chainOf = Object.fromEntries(evmTokens.map((a) => [a.network, a.chainId]));
    for (const coin of BUILT_IN_ASSETS.filter((a) => a.scheme === 'ethereum' && !a.token)) {
      expect(coin.chainId, name(coin)).to.equal(chainOf[coin.network]);
      expect(coin.decimals, name(coin)).to.equal(18);
    }
    const BASE = 8453;
    expect(tokens.filter((t) => t.chainId === BASE && /^USDT/.test(t.symbol)), 'USDT on Base is still missing').to.deep.equal([]);
  });

  it('has the mints and decimals of @solana/spl-token-registry', async function () {
    this.timeout(20_000);
    const tokens = await list(SOLANA);
    const splTokens = BUILT_IN_ASSETS.filter((a) => a.scheme === 'solana' && a.token);
    expect(splTokens.map(name)).to.have.members(['USDC on Solana', 'USDT on Solana']);
    for (const asset of splTokens) {
      const listed = tokens.filter((t) => t.chainId === SOLANA_MAINNET && t.address === asset.token);
      expect(listed.map((t) => [t.symbol, t.decimals]), name(asset)).to.deep.equal([[asset.symbol, asset.decimals]]);
    }
  });

  it('has Tron\'s coin and Tether\'s TRC-20 contract as @bitgo/statics has them ("trx", "trx:usdt")', async function () {
    this.timeout(20_000);
    const res = await fetch(BITGO);
    expect(res.ok, `${BITGO} is served: the devDependency @bitgo/statics (59.16.0, pinned) is installed`).to.equal(true);
    const source = await res.text();
    // Its entries are calls: account(id, 'trx', 'Tron', network, decimals, …) and tronToken(id,
    // 'trx:usdt', name, decimals, contract, …); the test server may serve them with either quote.
    const q = `["']`;
    const coin = new RegExp(`\\baccount\\)\\(${q}[\\w-]+${q}, ${q}trx${q}, ${q}Tron${q}, [\\w.]+, (\\d+),`).exec(source);
    const usdt = new RegExp(`\\btronToken\\)\\(${q}[\\w-]+${q}, ${q}trx:usdt${q}, ${q}Tether USD${q}, (\\d+), ${q}(\\w+)${q}`).exec(source);
    expect(coin, 'the list\'s "trx" entry').not.to.equal(null);
    expect(usdt, 'the list\'s "trx:usdt" entry').not.to.equal(null);
    const tron = BUILT_IN_ASSETS.filter((a) => a.scheme === 'tron');
    expect(tron.map((a) => ({ name: name(a), token: a.token, decimals: a.decimals }))).to.deep.equal([
      { name: 'TRX on Tron', token: undefined, decimals: Number(coin![1]) },
      { name: 'USDT on Tron', token: usdt![2], decimals: Number(usdt![1]) },
    ]);
  });

  it('names an asset by its symbol, or by symbol and network in several spellings, in any case', () => {
    const names = (label: string) => assetsNamed(label, BUILT_IN_ASSETS).map(name);
    expect(names('USDC')).to.have.members(CONTRACT_ASSETS.filter((a) => a.startsWith('USDC ')));
    expect(names('usdt')).to.have.length(6);
    expect(names('eth')).to.have.members(['ETH on Ethereum', 'ETH on Base', 'ETH on Arbitrum One', 'ETH on OP Mainnet']);
    for (const label of ['USDC on Base', 'usdc on base', 'USDC-BASE', 'USDC.Base', 'usdc_base']) {
      expect(names(label), label).to.deep.equal(['USDC on Base']);
    }
    expect(names('USDT-ERC20')).to.deep.equal(['USDT on Ethereum']);
    expect(names('USDT on Arbitrum')).to.deep.equal(['USDT on Arbitrum One']);
    expect(names('USDC-SPL')).to.deep.equal(['USDC on Solana']);
    // The market's names of USDT on Tron, and the project's own joined spellings.
    for (const label of ['USDT-TRC20', 'USDT.TRC20', 'USDTTRC20', 'usdt_trc20', 'USDT TRC20', 'USDT (TRC20)', 'USDT-TRC-20', 'USDT on Tron', 'USDT-TRON', 'usdt.tron']) {
      expect(names(label), label).to.deep.equal(['USDT on Tron']);
    }
    expect(names('TRX')).to.deep.equal(['TRX on Tron']);
    expect(names('TRX-TRON')).to.deep.equal(['TRX on Tron']);
    expect(names('BTC')).to.deep.equal(['BTC on Bitcoin']);
    for (const label of ['USDC on Avalanche', 'USDT on Base', 'XMR', 'Bitcoin', 'USDC Base', ' BTC', 'BTC ', '', 'TRC20', 'USDC-TRC20', 'USDT-TRC21']) {
      expect(names(label), label).to.deep.equal([]);
    }
  });

  it('gives an EIP-155 chain id to ethereum: assets only', () => {
    for (const asset of BUILT_IN_ASSETS) {
      if (asset.scheme === 'ethereum') expect(asset.chainId, name(asset)).to.be.a('number');
      else expect(asset.chainId, name(asset)).to.equal(undefined);
    }
  });
});
