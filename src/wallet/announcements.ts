/**
 * What the page's browser wallets announce, by EIP-6963, heard from the moment the script runs: a
 * wallet announces itself when the page loads and again only when asked, so a listener added
 * later (when the payment screen shows) would hear nothing. Asks once with
 * `eip6963:requestProvider`, keeps each announcement as it came and tells who listens; reading
 * them (checking, telling wallets apart) is the payment file's (discovery.ts). Nothing here asks a
 * wallet anything: that waits for the buyer's click.
 */
export interface Announcements {
  /** Each announcement's `detail`, unread, in the order heard. */
  readonly heard: readonly unknown[];
  /** The window listened to: its `ethereum` counts when no wallet announced itself. */
  readonly target: Window;
  /** Called after each announcement; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops listening (tests; a page keeps its own). */
  close(): void;
}

export function listenForWallets(target: Window = window): Announcements {
  const heard: unknown[] = [];
  const listeners = new Set<() => void>();
  const onAnnounce = (event: Event) => {
    heard.push((event as CustomEvent).detail);
    for (const listener of listeners) listener();
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return {
    heard,
    target,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      target.removeEventListener('eip6963:announceProvider', onAnnounce);
      listeners.clear();
    },
  };
}

/** Something with EIP-1193's `request`. */
export const isProvider = (p: unknown): boolean => typeof (p as { request?: unknown } | undefined)?.request === 'function';

/**
 * Whether the page may have a wallet to ask (for "Use my wallet"): an announcement with a provider
 * and an id, or `window.ethereum`. The payment file reads them in full when the buyer clicks.
 */
export function mayHaveWallet({ heard, target }: Announcements): boolean {
  const announced = (detail: unknown) => {
    const { info, provider } = (detail ?? {}) as { info?: { uuid?: unknown }; provider?: unknown };
    return isProvider(provider) && typeof info?.uuid === 'string';
  };
  return heard.some(announced) || isProvider((target as { ethereum?: unknown }).ethereum);
}
