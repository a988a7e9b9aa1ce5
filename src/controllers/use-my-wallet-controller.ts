/**
 * "Use my wallet" beside the owner address, where the page has a browser wallet: it fills the
 * address with the first wallet's first account, asked on that click only, never on load (the
 * README's "Pay from a browser wallet"). Reading the wallets and asking one are the payment file's.
 * One question at a time, and an answer is used only while it is still wanted: when the buyer
 * types in the form meanwhile, the purchase leaves the form, or the element leaves the page, the
 * question is given up and a late answer writes nothing. When the buyer declines, the wallet fails
 * or the file cannot be had, nothing changes.
 */
import { html, nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { loadPaymentScreen } from '../loading/payment.js';
import { mayHaveWallet, type Announcements } from '../wallet/announcements.js';
import { pageWallets } from '../wallet/page-wallets.js';
import { afterServerRender } from './server-rendered.js';

export class UseMyWalletController implements ReactiveController {
  private asking: AbortController | undefined;
  /** The page's wallets, from the first connect on (a server knows none: its render offers no button). */
  private wallets: Announcements | undefined;

  constructor(
    private readonly host: ReactiveElement,
    /** Puts the account in the form; called only while the buyer still waits for it. */
    private readonly fill: (address: string) => void,
  ) {
    host.addController(this);
  }

  /** The button, where the page may have a wallet. */
  render(label: string): TemplateResult | typeof nothing {
    if (!this.wallets || !mayHaveWallet(this.wallets)) return nothing;
    return html`<button type="button" class="secondary use-wallet" @click=${() => void this.ask()}>${label}</button>`;
  }

  /** Asks the first wallet for its first account; resolves once it answered or the question was given up. */
  async ask(): Promise<void> {
    this.cancel();
    const asking = (this.asking = new AbortController());
    const screen = await loadPaymentScreen().catch(() => undefined);
    const wallet = asking.signal.aborted ? undefined : screen?.walletsOf(pageWallets())[0];
    const outcome = wallet && (await screen!.firstAccount(wallet.provider, asking.signal));
    if (asking.signal.aborted) return;
    this.asking = undefined;
    if (outcome?.kind === 'account') this.fill(outcome.address);
  }

  /** Gives the question up: whatever the wallet answers now is not used. */
  cancel(): void {
    this.asking?.abort();
    this.asking = undefined;
  }

  hostConnected(): void {
    afterServerRender(this.host, () => {
      this.wallets = pageWallets();
      this.host.requestUpdate();
    });
    this.host.addEventListener('input', this.movedOn);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('input', this.movedOn);
    this.cancel();
  }

  /** The buyer typed meanwhile: what they typed wins over a late answer. */
  private readonly movedOn = (): void => this.cancel();
}
