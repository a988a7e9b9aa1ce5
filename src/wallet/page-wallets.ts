/**
 * The page's browser wallets, listened for from the moment the script runs: an EIP-6963 wallet
 * announces itself when the page loads and again only when asked, so a store made later (when
 * the payment screen shows) would hear nothing. Discovery only: nothing is asked of any wallet
 * here; the payment file asks the one the buyer clicks.
 */
import { discoverWallets } from './discovery.js';

export const pageWallets = discoverWallets();
