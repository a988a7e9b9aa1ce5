/**
 * The crypto element's `assets` setting read into its host settings: apart from the settings both
 * elements read (./host-settings.ts), so that a card-only bundle carries no asset table.
 */
import { BUILT_IN_ASSETS, type AssetFields } from '../payment-link/assets.js';
import { readAssets } from '../payment-link/read-assets.js';
import type { HostSettings } from './host-settings.js';

/** `settings` with the host's assets read in; a bad entry is a problem named `assets` (`invalid-config` on submit). */
export function withHostAssets(settings: HostSettings, input: unknown): HostSettings {
  const read = input === undefined || input === null ? undefined : readAssets(input);
  if (read && 'problem' in read) {
    return { ...settings, problems: [...settings.problems, { path: 'assets', message: `${read.problem}.` }], knownAssets: BUILT_IN_ASSETS };
  }
  return { ...settings, assets: read && (input as AssetFields[]), knownAssets: read ? [...BUILT_IN_ASSETS, ...read.assets] : BUILT_IN_ASSETS };
}
