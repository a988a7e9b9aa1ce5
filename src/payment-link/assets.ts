/**
 * The assets a payment link may pay, and the `protocol` labels that name them. Token contracts,
 * mints and decimals are copied from the pinned published lists (`@uniswap/default-token-list`,
 * `@solana/spl-token-registry`, and for Tron `@bitgo/statics`) and test/payment-link/assets.test.ts compares them with those
 * lists; only the contract's assets are shipped, never a list.
 */
import { lazy } from '../core/lazy.js';
import type { LightningNetwork } from './bolt11.js';

/** Schemes whose links the guard can read to the last digit, by family. */
export const BIP21_SCHEMES = ['bitcoin', 'litecoin', 'dogecoin', 'bitcoincash', 'dash', 'zcash'] as const;
export const EIP681_SCHEME = 'ethereum';
export const SOLANA_PAY_SCHEME = 'solana';
/** `tron:ADDRESS?amount=…[&token=…]`: no wallet reads it reliably, so the screen shows the address alone. */
export const TRON_SCHEME = 'tron';
export const PAYMENT_SCHEMES = [...BIP21_SCHEMES, EIP681_SCHEME, SOLANA_PAY_SCHEME, TRON_SCHEME] as const;
export type PaymentScheme = (typeof PAYMENT_SCHEMES)[number];

export interface Asset {
  /** What the amount is counted in, e.g. "USDC". */
  readonly symbol: string;
  /** The network's name, shown beside the amount: "USDC on Base". */
  readonly network: string;
  /** The `protocol` labels that name this asset, in lower case. */
  readonly labels: readonly string[];
  readonly scheme: PaymentScheme;
  /** EIP-155 chain id, for `ethereum:` links only. */
  readonly chainId?: number;
  /** ERC-20 or TRC-20 contract, or SPL mint; absent for a chain's own coin. */
  readonly token?: string;
  /** Places between the asset's unit and its smallest unit (wei, satoshi, lamport, sun, token unit). */
  readonly decimals: number;
  /** The BOLT11 prefix of its Lightning invoices, for a `bitcoin:` asset paid over Lightning too. */
  readonly lightning?: LightningNetwork;
}

/** What an asset is made of; its labels follow from symbol, network and the network's other names. */
export interface AssetFields {
  symbol: string;
  network: string;
  scheme: PaymentScheme;
  chainId?: number;
  token?: string;
  decimals: number;
  /** Further labels for it, e.g. "USDC-ERC20". */
  labels?: readonly string[];
  lightning?: LightningNetwork;
}

/** Other names of a network that are unambiguous after a symbol ("USDT on Arbitrum", "USDC-SPL"). */
const NETWORK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Ethereum: ['erc20'],
  // "USDT-TRC20", "USDT.TRC20": the market's names; the spellings without a joiner are the asset's own labels.
  Tron: ['trc20'],
  'Arbitrum One': ['arbitrum'],
  'OP Mainnet': ['optimism'],
  Solana: ['spl'],
};

/** How a symbol and a network are spelled together in a label: "USDC on Base", "USDC-BASE", "USDC.Base". */
const JOINERS = [' on ', '-', '.', '_'];

export function fold(label: string): string {
  return label.toLowerCase();
}

/** An asset with its labels: the symbol alone, and the symbol joined to each name of its network. */
export function makeAsset({ labels = [], ...fields }: AssetFields): Asset {
  const networks = [fields.network, ...(NETWORK_ALIASES[fields.network] ?? [])];
  const joined = networks.flatMap((network) => JOINERS.map((joiner) => fields.symbol + joiner + network));
  return { ...fields, labels: [...new Set([fields.symbol, ...joined, ...labels].map(fold))] };
}

/** `[symbol, network, decimals, chainId?, token?]`: data, kept short for the bundle. */
type Row = [string, string, number, number?, string?];
const bip21 = (scheme: PaymentScheme, symbol: string, network: string): Asset =>
  makeAsset({ symbol, network, scheme, decimals: 8, ...(scheme === 'bitcoin' ? { lightning: 'lnbc' } : {}) });
const evm = ([symbol, network, decimals, chainId, token]: Row): Asset =>
  makeAsset({ symbol, network, scheme: EIP681_SCHEME, decimals, chainId, ...(token ? { token } : {}) });
const solana = ([symbol, network, decimals, , token]: Row): Asset =>
  makeAsset({ symbol, network, scheme: SOLANA_PAY_SCHEME, decimals, ...(token ? { token } : {}) });

/**
 * The contract's assets, made on first use: a form's first render needs none of them. USDT on
 * Base is left out: the pinned Uniswap list has no USDT on chain 8453. USDT on Arbitrum One is the
 * list's "USDT0" entry: the same Tether contract, renamed. TRX and USDT on Tron pay by `tron:` links,
 * whose QR code shows the address alone (widget.md, "USDT on Tron"). The client entry exports the table as
 * `BUILT_IN_ASSETS` (src/checks/eager-schemas.ts); the scripts' `window.MarketCheckout` has it as a getter.
 */
export const builtInAssets = /* @__PURE__ */ lazy((): readonly Asset[] => [
  bip21('bitcoin', 'BTC', 'Bitcoin'),
  bip21('litecoin', 'LTC', 'Litecoin'),
  bip21('dogecoin', 'DOGE', 'Dogecoin'),
  bip21('bitcoincash', 'BCH', 'Bitcoin Cash'),
  bip21('dash', 'DASH', 'Dash'),
  bip21('zcash', 'ZEC', 'Zcash'),
  ...(
    [
      ['ETH', 'Ethereum', 18, 1],
      ['ETH', 'Base', 18, 8453],
      ['ETH', 'Arbitrum One', 18, 42161],
      ['ETH', 'OP Mainnet', 18, 10],
      ['POL', 'Polygon', 18, 137],
      ['USDC', 'Ethereum', 6, 1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
      ['USDC', 'Base', 6, 8453, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'],
      ['USDC', 'Polygon', 6, 137, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'],
      ['USDC', 'Arbitrum One', 6, 42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'],
      ['USDC', 'OP Mainnet', 6, 10, '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'],
      ['USDT', 'Ethereum', 6, 1, '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
      ['USDT', 'Polygon', 6, 137, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'],
      ['USDT', 'Arbitrum One', 6, 42161, '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'],
      ['USDT', 'OP Mainnet', 6, 10, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'],
    ] as Row[]
  ).map(evm),
  ...(
    [
      ['SOL', 'Solana', 9],
      ['USDC', 'Solana', 6, , 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
      ['USDT', 'Solana', 6, , 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'],
    ] as Row[]
  ).map(solana),
  makeAsset({ symbol: 'TRX', network: 'Tron', scheme: TRON_SCHEME, decimals: 6 }),
  // Tether's contract, compared with @bitgo/statics' "trx:usdt" by test/payment-link/assets.test.ts.
  makeAsset({ symbol: 'USDT', network: 'Tron', scheme: TRON_SCHEME, decimals: 6, token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', labels: ['USDTTRC20', 'USDT TRC20', 'USDT (TRC20)', 'USDT-TRC-20', 'USDT TRC-20'] }),
]);

/** The assets `protocol` names: one for a symbol with a network, every network's for a symbol alone. */
export function assetsNamed(protocol: string, assets: readonly Asset[]): Asset[] {
  const label = fold(protocol);
  return assets.filter((asset) => asset.labels.includes(label));
}
