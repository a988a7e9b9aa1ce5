/**
 * The page's browser wallets, listened for from the moment the script runs (announcements.ts).
 * Discovery only: nothing is asked of any wallet here; the payment file reads the announcements
 * and asks the one the buyer clicks.
 */
import { listenForWallets } from './announcements.js';

export const pageWallets = listenForWallets();
