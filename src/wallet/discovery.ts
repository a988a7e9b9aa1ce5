/**
 * The browser wallets a page has, by EIP-6963, read from what they announced (announcements.ts,
 * which listens from the first crypto element's connect and keeps one announcement per wallet `uuid`):
 * each announcement checked. `window.ethereum` counts only when no wallet announced itself.
 * Nothing here asks a wallet anything: that waits for the buyer's click.
 *
 * Our own rather than wevm's `mipd` 0.0.7 (measured minified + gzip, esbuild, as a page's script
 * that makes the store): mipd's `createStore` is 428 B but keeps the first announcement of a uuid
 * where the contract wants the last, checks neither the detail nor the icon, and has no
 * `window.ethereum` fallback; this store built on mipd's `requestProviders` is 602 B, on the
 * events directly 565 B, of which the first load now carries only the listener.
 */
import { isProvider, type Announcements } from './announcements.js';
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
const lastRead = new WeakMap<Announcements, { heard: readonly unknown[]; injected: unknown; wallets: readonly Wallet[] }>();

/** The wallets announced so far, in order of first announcement, each as it last announced itself; else `window.ethereum` (INJECTED_UUID); else none. */
export function walletsOf(announcements: Announcements): readonly Wallet[] {
  const { heard, target } = announcements;
  const injected = (target as { ethereum?: unknown }).ethereum;
  const last = lastRead.get(announcements);
  // `heard` is a new list whenever an announcement is added or replaced.
  if (last?.heard === heard && last.injected === injected) return last.wallets;
  const fromAnnouncements = heard.map(announced).filter((wallet) => wallet !== undefined);
  const wallets: readonly Wallet[] =
    fromAnnouncements.length > 0
      ? fromAnnouncements
      : isProvider(injected)
        ? [{ info: { uuid: INJECTED_UUID, name: '', rdns: '' }, provider: injected as Eip1193Provider }]
        : [];
  lastRead.set(announcements, { heard, injected, wallets });
  return wallets;
}
