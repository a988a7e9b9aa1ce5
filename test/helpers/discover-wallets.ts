/**
 * The wallets of a window as the payment screen reads the page's (src/wallet/page-wallets.ts):
 * announcements listened for from now on, read by `walletsOf`. `close` stops the listening, which
 * a page never does.
 */
import { listenForWallets } from '../../src/wallet/announcements.js';
import { walletsOf, type Wallet } from '../../src/wallet/discovery.js';

export interface DiscoveredWallets {
  wallets(): readonly Wallet[];
  close(): void;
}

export function discoverWallets(target: Window = window): DiscoveredWallets {
  const announcements = listenForWallets(target);
  return { wallets: () => walletsOf(announcements), close: () => announcements.close() };
}
