/**
 * The crypto element's `assets` setting read into its host settings: apart from the settings both
 * elements read (./host-settings.ts), so that a card-only bundle carries no asset table.
 */
import { builtInAssets, type Asset } from '../payment-link/assets.js';
import { readAssets } from '../payment-link/read-assets.js';
import type { HostSettings } from './host-settings.js';

/** `settings` with the host's assets read in; a bad entry is a problem named `assets` (`invalid-config` on submit). */
export function withHostAssets(settings: HostSettings, input: unknown): HostSettings {
  const read = input === undefined || input === null ? undefined : readAssets(input);
  if (read && 'problem' in read) {
    return { ...settings, problems: [...settings.problems, { path: 'assets', message: `${read.problem}.` }] };
  }
  return read ? { ...settings, hostAssets: read.assets } : settings;
}

/**
 * Every asset a payment link may pay with these settings: the built-in ones, then the host's.
 * Asked for by the payment screen only: the form's first render builds no asset table.
 */
export function knownAssets(settings: Pick<HostSettings, 'hostAssets'>): readonly Asset[] {
  return settings.hostAssets ? [...builtInAssets(), ...settings.hostAssets] : builtInAssets();
}
