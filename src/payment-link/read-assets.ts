/**
 * The assets a host adds (the element's `assets` property, the client's `assets` option),
 * read once where they enter: each entry must say everything the guard needs to check a link.
 */
import { BASE58_ADDRESS, EVM_ADDRESS } from '../core/address.js';
import { tronAddressBytes } from '../core/tron-address.js';
import { LIGHTNING_NETWORKS } from './bolt11.js';
import { EIP681_SCHEME, makeAsset, PAYMENT_SCHEMES, SOLANA_PAY_SCHEME, TRON_SCHEME, type Asset, type AssetFields } from './assets.js';

const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9.-]{0,15}$/;
const NETWORK = /^[A-Za-z0-9][A-Za-z0-9 .()-]{0,39}$/;
const LABEL = /^[\x21-\x7e](?:[\x20-\x7e]{0,62}[\x21-\x7e])?$/;
/** Contract or mint, by scheme; a BIP-21 coin has none. */
const TOKEN: Record<string, (token: string) => unknown> = {
  [EIP681_SCHEME]: (token) => EVM_ADDRESS.test(token),
  [SOLANA_PAY_SCHEME]: (token) => BASE58_ADDRESS.test(token),
  [TRON_SCHEME]: tronAddressBytes,
};
/** uint256 holds 77 digits; no real asset has more than 18 places, 36 leaves room. */
const MAX_DECIMALS = 36;

/** The assets in `value` (an array of asset fields), or what is wrong with the first bad entry. */
export function readAssets(value: unknown): { assets: Asset[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'assets must be an array' };
  const assets: Asset[] = [];
  for (const [i, entry] of value.entries()) {
    const field = badField(entry);
    if (field) return { problem: `assets[${i}].${field} is missing or malformed` };
    const { symbol, network, scheme, chainId, token, decimals, labels, lightning } = entry as AssetFields;
    // Only the fields an asset has: nothing else the entry carries is kept.
    assets.push(
      makeAsset({ symbol, network, scheme, decimals, labels, ...(chainId ? { chainId } : {}), ...(token ? { token } : {}), ...(lightning ? { lightning } : {}) }),
    );
  }
  return { assets };
}

/** The first field of `entry` the guard could not work with, by name. */
function badField(entry: unknown): string | undefined {
  const { symbol, network, scheme, chainId, token, decimals, labels, lightning } = (entry ?? {}) as Record<string, unknown>;
  const evm = scheme === EIP681_SCHEME;
  const tests: [string, boolean][] = [
    ['symbol', typeof symbol === 'string' && SYMBOL.test(symbol)],
    ['network', typeof network === 'string' && NETWORK.test(network)],
    ['scheme', PAYMENT_SCHEMES.includes(scheme as never)],
    ['decimals', Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= MAX_DECIMALS],
    // An EIP-155 chain id on ethereum links, and only there.
    ['chainId', evm ? Number.isSafeInteger(chainId) && (chainId as number) > 0 : chainId === undefined],
    ['token', token === undefined || (typeof token === 'string' && !!TOKEN[scheme as string]?.(token))],
    ['labels', labels === undefined || (Array.isArray(labels) && labels.every((l) => typeof l === 'string' && LABEL.test(l)))],
    // A Lightning network beside a `bitcoin:` asset only: a test network's invoices for a test coin.
    ['lightning', lightning === undefined || (scheme === 'bitcoin' && LIGHTNING_NETWORKS.includes(lightning as never))],
  ];
  return typeof entry !== 'object' || entry === null ? 'entry' : tests.find(([, ok]) => !ok)?.[0];
}
