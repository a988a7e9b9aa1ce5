/**
 * The browser wallets a page has, by EIP-6963, read from what they announced (announcements.ts,
 * which listens from the moment the script runs): each announcement checked, wallets told apart by
 * `uuid`. `window.ethereum` counts only when no wallet announced itself. Nothing here asks a
 * wallet anything: that waits for the buyer's click.
 *
 * Our own rather than wevm's `mipd` 0.0.7 (measured minified + gzip, esbuild, as a page's script
 * that makes the store): mipd's `createStore` is 428 B but keeps the first announcement of a uuid
 * where the contract wants the last, checks neither the detail nor the icon, and has no
 * `window.ethereum` fallback; this store built on mipd's `requestProviders` is 602 B, on the
 * events directly 565 B, of which the first load now carries only the listener.
 */
import { isProvider, listenForWallets, type Announcements } from './announcements.js';
import type { Eip1193Provider } from './pay.js';

export interface WalletInfo {
  uuid: string;
  name: string;
  rdns: string;
  /** A `data:` image URI safe for an `<img>` (see safeIcon); otherwise absent: show the name's first letter. */
  icon?: string;
}

export interface Wallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

export interface WalletStore {
  /** The announced wallets in order of first announcement; else `window.ethereum` (INJECTED_UUID); else none. */
  wallets(): readonly Wallet[];
  /** Called after each change of the announced wallets; returns the unsubscribe. */
  subscribe(listener: (wallets: readonly Wallet[]) => void): () => void;
  /** Stops listening (tests; a page keeps its store). */
  close(): void;
}

/**
 * The uuid of `window.ethereum` when it is the only wallet. It has no name of its own: the screen
 * calls it by the `browserWallet` text of the buyer's language.
 */
export const INJECTED_UUID = 'injected';

// Only raster images and SVG, which an <img> shows without running its scripts; never a URL that
// would tell a server the buyer is paying.
const SAFE_ICON = /^data:image\/(?:png|jpeg|webp|svg\+xml)[;,]/i;
/** Real icons are a few kilobytes; a huge one is not worth decoding. */
const MAX_ICON_LENGTH = 200_000;

export function safeIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' && icon.length <= MAX_ICON_LENGTH && SAFE_ICON.test(icon) ? icon : undefined;
}

/** A name or an id: shown or compared, never parsed; a long one is someone's mistake. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && /\S/.test(value) && value.length <= 200 ? value : undefined;

/** The wallet an announcement describes, copied out of it; undefined for anything malformed. */
function announced(detail: unknown): Wallet | undefined {
  const { info, provider } = (detail ?? {}) as { info?: Record<string, unknown>; provider?: unknown };
  const uuid = text(info?.['uuid']);
  const name = text(info?.['name']);
  if (!uuid || !name || !isProvider(provider)) return undefined;
  const icon = safeIcon(info?.['icon']);
  return { info: { uuid, name, rdns: text(info?.['rdns']) ?? '', ...(icon && { icon }) }, provider: provider as Eip1193Provider };
}

/** What `walletsOf` last read of each page's announcements: the payment screen asks at every render. */
const lastRead = new WeakMap<Announcements, { heard: number; injected: unknown; wallets: readonly Wallet[] }>();

/** The wallets announced so far, in order of first announcement, each as it last announced itself; else `window.ethereum` (INJECTED_UUID); else none. */
export function walletsOf(announcements: Announcements): readonly Wallet[] {
  const { heard, target } = announcements;
  const injected = (target as { ethereum?: unknown }).ethereum;
  const last = lastRead.get(announcements);
  if (last?.heard === heard.length && last.injected === injected) return last.wallets;
  // A Map keeps each uuid where it was first announced, whatever replaces it later.
  const byUuid = new Map<string, Wallet>();
  for (const detail of heard) {
    const wallet = announced(detail);
    if (wallet) byUuid.set(wallet.info.uuid, wallet);
  }
  const wallets: readonly Wallet[] =
    byUuid.size > 0
      ? [...byUuid.values()]
      : isProvider(injected)
        ? [{ info: { uuid: INJECTED_UUID, name: '', rdns: '' }, provider: injected as Eip1193Provider }]
        : [];
  lastRead.set(announcements, { heard: heard.length, injected, wallets });
  return wallets;
}

/** A store of the wallets of `target`, listened for from now on (tests; the page's is in page-wallets.ts). */
export function discoverWallets(target: Window = window): WalletStore {
  const announcements = listenForWallets(target);
  const listeners = new Set<(wallets: readonly Wallet[]) => void>();
  announcements.subscribe(() => {
    if (!announced(announcements.heard.at(-1))) return;
    const wallets = walletsOf(announcements);
    for (const listener of listeners) listener(wallets);
  });
  return {
    wallets: () => walletsOf(announcements),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      announcements.close();
      listeners.clear();
    },
  };
}
