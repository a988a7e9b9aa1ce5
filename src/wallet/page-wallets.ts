/**
 * The page's browser wallets, listened for from the first call on: the first crypto element's
 * connect (PaymentLoader, UseMyWalletController), long before the buyer can click. Not at import,
 * so that the module imports on a server (no `window` there). A wallet that announced itself
 * earlier is heard too, since listening starts by asking every wallet once (announcements.ts).
 * Discovery only: nothing is asked of any wallet here; the payment file reads the announcements
 * and asks the one the buyer clicks.
 */
import { lazy } from '../core/lazy.js';
import { listenForWallets } from './announcements.js';

export const pageWallets = lazy(() => listenForWallets());
