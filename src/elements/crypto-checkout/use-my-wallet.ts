/**
 * "Use my wallet" beside the owner address, where the page has a browser wallet: it fills the
 * address with the first wallet's first account, asked on that click only, never on load
 * (widget.md, "Pay from a browser wallet"). Reading the wallets and asking one are the payment
 * file's; when the buyer declines, the wallet fails or the file cannot be had, nothing changes.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { loadPaymentScreen } from '../../loading/payment.js';
import { mayHaveWallet } from '../../wallet/announcements.js';
import { pageWallets } from '../../wallet/page-wallets.js';

export function useMyWallet(label: string, fill: (address: string) => void): TemplateResult | typeof nothing {
  if (!mayHaveWallet(pageWallets)) return nothing;
  const use = async () => {
    const screen = await loadPaymentScreen().catch(() => undefined);
    const wallet = screen?.walletsOf(pageWallets)[0];
    const outcome = wallet && (await screen.firstAccount(wallet.provider));
    if (outcome?.kind === 'account') fill(outcome.address);
  };
  return html`<button type="button" class="secondary use-wallet" @click=${use}>${label}</button>`;
}
