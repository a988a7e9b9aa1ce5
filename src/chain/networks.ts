/**
 * What the payment file knows of each built-in network beyond the asset table: its CAIP-2 id, a
 * well-known public endpoint where one is run by the network's maintainers, and a block explorer.
 * Chain ids, token contracts and mints stay in the asset table (src/payment-link/assets.ts); an
 * id is made from an asset, never written beside it. Types only from there: the payment file
 * must not carry the script's asset table a second time.
 */
import type { Asset } from '../payment-link/assets.js';

/**
 * The Bitcoin family by payment scheme: BIP-122 ids, the first 32 hex digits of the genesis block
 * hash. Bitcoin, Bitcoin Cash (its first block after the fork, as listed), Litecoin and Dogecoin
 * are ChainAgnostic's namespaces document `bip122/caip2.md`; Dash and Zcash are not listed there,
 * so theirs follow the same rule from the genesis hash each project's `src/chainparams.cpp` asserts.
 */
const BIP122: Readonly<Record<string, string>> = {
  bitcoin: '000000000019d6689c085ae165831e93',
  bitcoincash: '000000000000000000651ef99cb9fcbe',
  litecoin: '12a765e31ffd4059bada1e25190f6e98',
  dogecoin: '1a91e3dace36e2be3bf030a65679fe82',
  dash: '00000ffd590b1485b3caadc19b22e637',
  zcash: '00040fe8ec8471911baa1db1266ea15d',
};
/** Solana mainnet's CAIP-2 id (ChainAgnostic's namespaces, `solana/caip2.md`). */
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** Tron's mainnet as WalletConnect names it: the chain id its JSON-RPC answers to `eth_chainId`. */
export const TRON = 'tron:0x2b6653dc';

/** The CAIP-2 id of the network `asset` is paid on; undefined for a host's asset on a network we do not know. */
export function networkId(asset: Pick<Asset, 'scheme' | 'chainId'>): string | undefined {
  if (asset.scheme === 'ethereum') return asset.chainId === undefined ? undefined : `eip155:${asset.chainId}`;
  if (asset.scheme === 'solana') return SOLANA;
  if (asset.scheme === 'tron') return TRON;
  const genesis = BIP122[asset.scheme];
  return genesis && `bip122:${genesis}`;
}

/**
 * `public`: endpoints that each network's own maintainers run and document as public (rate
 * limited, for light use), which browser libraries already call cross-origin. Networks whose
 * maintainers run none (Ethereum, Polygon, and the Bitcoin family but Bitcoin) are left out
 * rather than filled with a third party's. Tron is left out too: java-tron serves its JSON-RPC only
 * where a node's operator turns it on, and no endpoint that answers browsers without a key could
 * be checked (the README says so).
 */
export const PUBLIC_ENDPOINTS: Readonly<Record<string, string>> = {
  'eip155:8453': 'https://mainnet.base.org',
  'eip155:42161': 'https://arb1.arbitrum.io/rpc',
  'eip155:10': 'https://mainnet.optimism.io',
  // Blockstream's own instance of esplora, the API the Bitcoin reader speaks.
  [`bip122:${BIP122.bitcoin}`]: 'https://blockstream.info/api',
  [SOLANA]: 'https://api.mainnet-beta.solana.com',
};

/** A transaction's page by network, `{tx}` standing for its hash or signature. */
export const EXPLORERS: Readonly<Record<string, string>> = {
  'eip155:1': 'https://etherscan.io/tx/{tx}',
  'eip155:8453': 'https://basescan.org/tx/{tx}',
  'eip155:42161': 'https://arbiscan.io/tx/{tx}',
  'eip155:10': 'https://optimistic.etherscan.io/tx/{tx}',
  'eip155:137': 'https://polygonscan.com/tx/{tx}',
  [`bip122:${BIP122.bitcoin}`]: 'https://mempool.space/tx/{tx}',
  [`bip122:${BIP122.litecoin}`]: 'https://blockchair.com/litecoin/transaction/{tx}',
  [`bip122:${BIP122.dogecoin}`]: 'https://blockchair.com/dogecoin/transaction/{tx}',
  [`bip122:${BIP122.bitcoincash}`]: 'https://blockchair.com/bitcoin-cash/transaction/{tx}',
  [`bip122:${BIP122.dash}`]: 'https://blockchair.com/dash/transaction/{tx}',
  [`bip122:${BIP122.zcash}`]: 'https://blockchair.com/zcash/transaction/{tx}',
  [SOLANA]: 'https://explorer.solana.com/tx/{tx}',
  // Tronscan's page takes the hash without its 0x (as every Tron explorer does): explorerLink strips it.
  [TRON]: 'https://tronscan.org/#/transaction/{tx}',
};

/**
 * The endpoint to read `network` through: the host's own entry first, then the public table when
 * the host named `public`; undefined means no reads for that network.
 */
export function endpointFor(network: string, reads: { endpoints: ReadonlyMap<string, string>; publicTable: boolean }): string | undefined {
  return reads.endpoints.get(network) ?? (reads.publicTable ? PUBLIC_ENDPOINTS[network] : undefined);
}

/**
 * The link to `tx` on `network`'s explorer in `explorers` (the table above, or the host's);
 * undefined when it has none. On Tron `{tx}` is the hash without its 0x, in the host's too.
 */
export function explorerLink(network: string, tx: string, explorers: Readonly<Record<string, string>> = EXPLORERS): string | undefined {
  const template = explorers[network];
  return typeof template === 'string' && template.includes('{tx}') ? template.replace('{tx}', encodeURIComponent(network === TRON ? tx.replace(/^0x/, '') : tx)) : undefined;
}
