/**
 * A checked payment link asking for another amount (the remainder of an underpaid payment):
 * only the amount's own parameter changes, so everything the guard checked stays as it was. A
 * Lightning invoice (`lightning=`) binds the whole amount and cannot pay a remainder: it is
 * dropped, and the rest is paid on chain.
 */
import { formatDecimal, isWholeDecimal, parsePlainDecimal, shiftDecimal } from '../core/decimal.js';
import { EIP681_SCHEME, type Asset } from './assets.js';

/**
 * `uri` (a link `checkPaymentLink` accepted as paying `asset`) for `amount` instead, or undefined
 * when `amount` is not a positive plain decimal the asset can carry. Check the result again
 * before showing it, as every link.
 */
export function withAmount(uri: string, asset: Asset, amount: string): string | undefined {
  const value = parsePlainDecimal(amount);
  if (!value || value.digits <= 0n) return undefined;
  const units = shiftDecimal(value, asset.decimals);
  if (!isWholeDecimal(units)) return undefined;
  // EIP-681 counts in the smallest unit: `value` in wei for the coin, `uint256` for a token.
  const [key, text] =
    asset.scheme === EIP681_SCHEME
      ? [asset.token ? 'uint256' : 'value', formatDecimal(units)]
      : ['amount', formatDecimal(value)];
  const queryStart = uri.indexOf('?');
  if (queryStart === -1) return undefined;
  let found = false;
  const query = uri
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => !pair.toLowerCase().startsWith('lightning='))
    .map((pair) => {
      if (!pair.startsWith(`${key}=`)) return pair;
      found = true;
      return `${key}=${text}`;
    });
  return found ? `${uri.slice(0, queryStart)}?${query.join('&')}` : undefined;
}
