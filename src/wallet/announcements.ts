/**
 * What the page's browser wallets announce, by EIP-6963, heard from the first crypto element's
 * connect (page-wallets.ts): a wallet announces itself when the page loads and again only when
 * asked, so listening starts by asking once with `eip6963:requestProvider`. Keeps the latest
 * announcement of each wallet `uuid` that could be a wallet, and tells who listens; reading them (checking each) is the payment file's (discovery.ts).
 * Nothing here asks a wallet anything: that waits for the buyer's click.
 */
export interface Announcements {
  /**
   * The latest announcement's `detail` of each `uuid`, otherwise unread, in the order each uuid was
   * first heard; a new list whenever one is added or replaced.
   */
  readonly heard: readonly unknown[];
  /** The window listened to: its `ethereum` counts when no wallet announced itself. */
  readonly target: Window;
  /** Called after each announcement; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops listening (tests; a page keeps its own). */
  close(): void;
}

export function listenForWallets(target: Window = window): Announcements {
  // One entry per uuid (EIP-6963): every wallet answers each request again, so a page that asks
  // again and again, or a wallet that announces twice, must not grow the list. A Map keeps each
  // uuid where it was first heard.
  const byUuid = new Map<string, unknown>();
  let heard: readonly unknown[] = [];
  const listeners = new Set<() => void>();
  const onAnnounce = (event: Event) => {
    const { detail } = event as CustomEvent;
    const uuid = (detail as { info?: { uuid?: unknown } } | null | undefined)?.info?.uuid;
    // Without one, no wallet could be told apart from another: discovery.ts would drop it anyway.
    if (typeof uuid !== 'string') return;
    // A later announcement takes the place of the earlier only if it could be a wallet (a provider
    // and a name, as discovery.ts reads it): one malformed must not knock a working wallet out.
    const { provider, info } = detail as { provider?: unknown; info: { name?: unknown } };
    if (byUuid.has(uuid) && !(isProvider(provider) && typeof info.name === 'string')) return;
    byUuid.set(uuid, detail);
    heard = [...byUuid.values()];
    for (const listener of listeners) listener();
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return {
    get heard() {
      return heard;
    },
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
 * Whether the page may have a wallet to ask (for "Use my wallet"): an announcement (each has an id)
 * with a provider, or `window.ethereum`. The payment file reads them in full when the buyer clicks.
 */
export function mayHaveWallet({ heard, target }: Announcements): boolean {
  const announced = heard.some((detail) => isProvider((detail as { provider?: unknown }).provider));
  return announced || isProvider((target as { ethereum?: unknown }).ethereum);
}
