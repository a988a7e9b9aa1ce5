/**
 * The one transaction a browser wallet is asked to send, built from the checked payment link
 * alone: what the buyer pays from a wallet is exactly what the link and the QR code pay. Run it
 * only on a link the guard accepted, with the asset the guard answered; it reads the link again
 * (never the screen's amount) and refuses anything it could not read to the last unit.
 * It takes the link already split (payment-link/link.ts `splitLink`): this runs in the payment
 * file, which borrows the script's splitter rather than carry a second copy of the guard's code.
 */
import { EVM_ADDRESS } from '../core/address.js';
import { EIP681_NUMBER, EIP681_TARGET } from '../core/eip681.js';
// The payment build swaps this for the script's decimal arithmetic, lent by useDecimal (decimalFromScript, scripts/vite/swaps.ts).
import { isWholeDecimal, parseDecimal, type Decimal } from '../core/decimal.js';
import type { Asset } from '../payment-link/assets.js';
import type { LinkParts } from '../payment-link/link.js';

/** `eth_sendTransaction` params without `from`, which only the wallet knows (pay.ts adds it). */
export interface TransactionDraft {
  /** The recipient (a chain's own coin) or the token contract, in lower case. */
  to: string;
  /** Wei, as a hex quantity; absent for a token. */
  value?: string;
  /** `transfer(address,uint256)` call data; absent for a chain's own coin. */
  data?: string;
  /** EIP-155 chain id as a hex quantity, e.g. `0x2105` for Base. */
  chainId: string;
}

/**
 * `not-evm`: not a link a browser wallet can pay (Bitcoin, Solana…): no wallet buttons.
 * `unreadable`: an `ethereum:` link this builder cannot read exactly; the guard should have refused it.
 */
export type TransactionBuild = { ok: true; draft: TransactionDraft } | { ok: false; reason: 'not-evm' | 'unreadable' };

/** `keccak256("transfer(address,uint256)")`, first four bytes. */
const TRANSFER_SELECTOR = '0xa9059cbb';
const MAX_UINT256 = (1n << 256n) - 1n;

export const hexQuantity = (n: bigint | number): string => '0x' + n.toString(16);
const word = (hex: string): string => hex.padStart(64, '0');

/** An EIP-681 number (`1500000`, `1.5e18`) as the whole, positive integer it is; undefined otherwise. */
export function wholeUnits(raw: string | undefined): bigint | undefined {
  const parsed: Decimal | undefined = raw !== undefined && EIP681_NUMBER.test(raw) ? parseDecimal(raw) : undefined;
  if (!parsed || !isWholeDecimal(parsed)) return undefined;
  const units = parsed.digits * 10n ** BigInt(-parsed.scale);
  return units > 0n && units <= MAX_UINT256 ? units : undefined;
}

/** `transfer(to, units)` encoded by hand: the selector, then two 32-byte words. */
export function transferData(to: string, units: bigint): string {
  return TRANSFER_SELECTOR + word(to.slice(2).toLowerCase()) + word(units.toString(16));
}

/** `link`: the checked link as `splitLink` split it (a string: its reason for refusing it). */
export function buildTransaction(link: LinkParts | string, asset: Asset): TransactionBuild {
  if (asset.scheme !== 'ethereum' || asset.chainId === undefined) return { ok: false, reason: 'not-evm' };
  const target = typeof link === 'string' || link.scheme !== 'ethereum' ? null : EIP681_TARGET.exec(link.target);
  // A token transfer, or a plain payment: no other function.
  if (typeof link === 'string' || !target || (target[3] !== undefined && target[3] !== 'transfer')) return { ok: false, reason: 'unreadable' };
  const [, address, chain = '1', call] = target;
  const param = (key: string) => {
    const found = link.params.filter(([k]) => k === key);
    return found.length === 1 ? found[0]![1] : undefined;
  };
  if (Number(chain) !== asset.chainId) return { ok: false, reason: 'unreadable' };
  const chainId = hexQuantity(asset.chainId);
  // Lower case: wallets check the mixed-case checksum when there is one, and the guard already
  // compared the address with the one on screen, whatever its case.
  if (!asset.token) {
    const wei = call ? undefined : wholeUnits(param('value'));
    return wei === undefined ? { ok: false, reason: 'unreadable' } : { ok: true, draft: { to: address!.toLowerCase(), value: hexQuantity(wei), chainId } };
  }
  const recipient = param('address');
  const units = wholeUnits(param('uint256'));
  if (!call || address!.toLowerCase() !== asset.token.toLowerCase() || !recipient || !EVM_ADDRESS.test(recipient) || units === undefined) {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, draft: { to: asset.token.toLowerCase(), data: transferData(recipient, units), chainId } };
}
