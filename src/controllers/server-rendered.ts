/**
 * An element a server rendered (Lit SSR's declarative shadow root) is hydrated by its first render
 * here, which Lit takes to be the server's: a part rendered otherwise fails ("Hydration value
 * mismatch"), an attribute rendered otherwise keeps the server's value. So what only the page
 * knows (its language and direction, its wallets, a payment kept in the tab) is read after the
 * first render there; everywhere else at once, as before.
 */
import type { ReactiveElement } from 'lit';

/** Whether `host`'s shadow root came from a server and has not been rendered here yet. */
export const serverRendered = (host: ReactiveElement): boolean => !host.hasUpdated && !!host.shadowRoot?.hasChildNodes();

/** Calls `read` now, or once the server's render is hydrated. */
export function afterServerRender(host: ReactiveElement, read: () => void): void {
  if (serverRendered(host)) void host.updateComplete.then(read);
  else read();
}
