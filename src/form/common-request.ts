/** The request as the form holds it, before any check (src/checks/index.ts checks it). */
import { readText } from './host-input.js';
import type { HostSettings } from './host-settings.js';

/** The fields common to both requests, from the element's properties and settings, normalised as the service expects them. */
export function commonRequest(
  input: { domain: unknown; ownerAddress: unknown; partnerId: unknown },
  settings: Pick<HostSettings, 'walletRows' | 'years'>,
) {
  return {
    domain: readText(input.domain).toLowerCase(),
    ownerAddress: readText(input.ownerAddress),
    partnerId: readText(input.partnerId),
    walletAddrs: settings.walletRows.map((row) => ({ addr: row.addr.trim(), coinId: row.coinId })),
    years: settings.years,
  };
}
