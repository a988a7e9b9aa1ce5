/**
 * The payment-link guard as the client applies it to a crypto answer. In the script, not in the
 * check file the client travels in (src/checks/): a card-only page loads no crypto code, and the
 * check file serves the card and the crypto scripts alike.
 */
import { builtInAssets, type Asset, type AssetFields } from '../payment-link/assets.js';
import { checkPaymentLink, type CheckedInvoice, type PaymentLinkCheck, type PaymentLinkInput } from '../payment-link/guard.js';
import { readAssets } from '../payment-link/read-assets.js';
import { configError, keyedError } from './errors.js';

/**
 * Before a crypto purchase is sent, the check for its answer; throws when it cannot be had. The
 * check returns what it established (the asset, the link as wallets read it, and the Lightning
 * invoice it carries, checked), or throws.
 */
export type LinkGuard = () => (response: PaymentLinkInput) => LinkAccepted;

/** What the guard established of an accepted link. */
export type LinkAccepted = { asset: Asset; shown: string; invoice?: CheckedInvoice };

/** The payment-link guard with the built-in assets and the host's, read on first use so that a bad entry is a rejection like any setting. */
export function paymentLinkGuard(options: { assets?: readonly AssetFields[] | undefined }): LinkGuard {
  let assets: readonly Asset[] | undefined;
  function knownAssets(): readonly Asset[] {
    if (assets) return assets;
    if (options.assets === undefined) return (assets = builtInAssets());
    const read = readAssets(options.assets);
    if ('problem' in read) throw configError('assets', 'assets', `is invalid: ${read.problem}`);
    return (assets = [...builtInAssets(), ...read.assets]);
  }
  return () => {
    const known = knownAssets();
    return (body) => acceptedLink(checkPaymentLink(body, known));
  };
}

/** The guard's verdict on a link: what it established, or the `bad-response` error a refused link is. */
export function acceptedLink(check: PaymentLinkCheck): LinkAccepted {
  if (!check.ok) throw keyedError('bad-response', 'errorPaymentUri', { values: { reason: check.reason } });
  return check;
}
