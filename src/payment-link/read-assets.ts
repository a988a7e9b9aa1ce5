/**
 * The assets a host adds (the element's `assets` property, the client's `assets` option),
 * read once where they enter: each entry must say everything the guard needs to check a link.
 */
import { makeAsset, PAYMENT_SCHEMES, EIP681_SCHEME, SOLANA_PAY_SCHEME, type Asset, type PaymentScheme } from './assets.js';

const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9.-]{0,15}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9 .()-]{0,39}$/;
const LABEL = /^[\x21-\x7e](?:[\x20-\x7e]{0,62}[\x21-\x7e])?$/;
const HEX_ADDRESS = /^0x[0-9A-Fa-f]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** uint256 holds 77 digits; no real asset has more than 18 places, 36 leaves room. */
const MAX_DECIMALS = 36;

/** The assets in `value` (an array of asset fields), or what is wrong with the first bad entry. */
export function readAssets(value: unknown): { assets: Asset[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'assets must be an array of assets' };
  const assets: Asset[] = [];
  for (const [i, entry] of value.entries()) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `assets[${i}]: ${problem}` };
    const { symbol, network, scheme, chainId, token, decimals, labels } = entry as Record<string, never>;
    assets.push(
      makeAsset({
        symbol,
        network,
        scheme,
        decimals,
        ...(chainId === undefined ? {} : { chainId }),
        ...(token === undefined ? {} : { token }),
        ...(labels === undefined ? {} : { labels }),
      }),
    );
  }
  return { assets };
}

function entryProblem(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return 'not an object';
  const { symbol, network, scheme, chainId, token, decimals, labels } = entry as Record<string, unknown>;
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) return 'symbol must be 1 to 16 letters, digits, dots or hyphens';
  if (typeof network !== 'string' || !NAME.test(network)) return 'network must be a name of 1 to 40 letters, digits and spaces';
  if (!PAYMENT_SCHEMES.includes(scheme as PaymentScheme)) return `scheme must be one of ${PAYMENT_SCHEMES.join(', ')}`;
  if (!(Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= MAX_DECIMALS)) {
    return `decimals must be a whole number from 0 to ${MAX_DECIMALS}`;
  }
  const evm = scheme === EIP681_SCHEME;
  if (evm !== (chainId !== undefined)) return 'chainId is required for ethereum links and only there';
  if (evm && !(Number.isSafeInteger(chainId) && (chainId as number) > 0)) return 'chainId must be a positive whole number';
  const tokenShape = evm ? HEX_ADDRESS : scheme === SOLANA_PAY_SCHEME ? BASE58 : undefined;
  if (token !== undefined && !(typeof token === 'string' && tokenShape?.test(token))) {
    return tokenShape ? 'token must be a contract address (ethereum) or a mint (solana)' : 'a BIP-21 coin has no token';
  }
  if (labels !== undefined && !(Array.isArray(labels) && labels.every((l) => typeof l === 'string' && LABEL.test(l)))) {
    return 'labels must be an array of printable labels';
  }
  return undefined;
}
