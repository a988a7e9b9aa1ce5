/**
 * What the check file borrows of the bundle that loaded it (`useScript`): the error class the
 * script's own `instanceof` checks must recognise, the English messages, the address reader and
 * the policy watch, all of which the script carries already. The check file's build (vite.config.ts)
 * points its imports of those modules here, as the payment file's of Lit
 * (src/payment-screen/lit-from-script.ts); in the package build and from source they stay the
 * modules' own.
 */
import type * as BaseUrl from '../api/base-url.js';
import type * as Csp from '../api/csp-refusal.js';
import type * as Errors from '../api/errors.js';
import type * as Messages from '../api/messages.js';

// Set by useScript (called by src/loading/imports-beside.ts) before anything of the file runs.
export let MarketError: typeof Errors.MarketError;
export let keyedError: typeof Errors.keyedError;
export let configError: typeof Errors.configError;
export let MESSAGES: typeof Messages.MESSAGES;
export let KEYS: typeof Messages.KEYS;
export let fill: typeof Messages.fill;
export let isMessageKey: typeof Messages.isMessageKey;
export let parseBaseUrl: typeof BaseUrl.parseBaseUrl;
export let watchCsp: typeof Csp.watchCsp;

/** What the check file uses of the script; a build that needs more fails on the missing export. */
export type LentToChecks = Pick<typeof Errors, 'MarketError' | 'keyedError' | 'configError'> &
  Pick<typeof Messages, 'MESSAGES' | 'KEYS' | 'fill' | 'isMessageKey'> &
  Pick<typeof BaseUrl, 'parseBaseUrl'> &
  Pick<typeof Csp, 'watchCsp'>;

export function useScript(lent: LentToChecks): void {
  ({ MarketError, keyedError, configError, MESSAGES, KEYS, fill, isMessageKey, parseBaseUrl, watchCsp } = lent);
}
