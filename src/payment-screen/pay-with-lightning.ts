/**
 * "Pay with Lightning wallet" (WebLN) for one payment's session: the button where the page has
 * `window.webln` and the payment carries a checked invoice; the one attempt in flight, with
 * "Cancel", as the EVM wallets have (wallet-payment.ts); and what the answer comes to. A proof (a
 * preimage of the payment hash) goes to the session, which makes the payment paid; a wallet's
 * error or an answer without proof is said on the screen, and is no `market-error` (WebLN cannot
 * tell a refusal from a failure, and neither moved any money the element knows of).
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { fill, type Strings } from '../locales/strings.js';
import type { LightningInvoice } from '../payment/tracked-payment.js';
import { pageWebln, payInvoice } from '../wallet/webln.js';

/** `unproven`: the wallet answered, but proved nothing; the host's status decides from here. */
type Step = 'choice' | 'busy' | 'failed' | 'unproven';

export class PayWithLightning {
  private step: Step = 'choice';
  private asking: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The session: what it says to screen readers, and a proof taken (the payment is paid). */
    private readonly side: { say(words: string): void; proved(preimage: string): void },
  ) {}

  /** The button and what the last attempt came to; nothing without a WebLN provider or an invoice. */
  view(t: Strings, invoice: LightningInvoice | undefined): TemplateResult | typeof nothing {
    const webln = invoice && pageWebln();
    if (!webln) return nothing;
    const wallet = t.lightningWallet;
    const busy = this.step === 'busy';
    const said = this.said(t);
    // The busy line has its room before a press, that of the longest line a press may bring (the
    // rooms of payment.styles.ts, as wallet-view.ts keeps them): nothing moves when the buyer pays.
    const room = [t.errorWallet, t.lightningUnproven, fill(t.walletBusy, { wallet })].reduce((a, b) => (b.length > a.length ? b : a));
    // Once the wallet answered without proof it is not asked again (it may have paid), and the button stays where it was.
    return html`<div class="wallets way">
      <button
        type="button"
        part="webln-button"
        class="secondary wallet-button"
        aria-busy=${busy ? 'true' : nothing}
        ?disabled=${this.step === 'unproven'}
        @click=${() => void this.pay(t, invoice)}
      >
        <span class="wallet-icon" aria-hidden="true">⚡</span>${fill(t.payWith, { wallet })}
      </button>
      <div class="busy" data-room=${room} data-cancel=${t.cancel}>
        ${busy
          ? html`<p class="hint">${fill(t.walletBusy, { wallet })}</p>
              <button type="button" class="secondary" @click=${() => this.cancel()}>${t.cancel}</button>`
          : nothing}
        ${said ? html`<p class="wallet-notice hint">${said}</p>` : nothing}
      </div>
    </div>`;
  }

  /** The attempt in flight is dropped: but for a proof, its answer changes nothing. */
  cancel(): void {
    this.asking?.abort();
    this.asking = undefined;
    if (this.step === 'busy') this.show('choice');
  }

  /** One click, one `sendPayment`: a click while the wallet is asked sends nothing. */
  private async pay(t: Strings, { invoice, paymentHash }: LightningInvoice): Promise<void> {
    const webln = pageWebln();
    if (this.step === 'busy' || this.step === 'unproven' || !webln) return;
    const asking = (this.asking = new AbortController());
    this.show('busy');
    const answer = await payInvoice(webln, invoice, paymentHash, asking.signal, (late) => this.side.proved(late));
    if (this.asking !== asking) return;
    this.asking = undefined;
    if (answer.kind === 'paid') return this.side.proved(answer.preimage);
    this.show(answer.kind === 'cancelled' ? 'choice' : answer.kind);
    this.side.say(this.said(t));
  }

  private said(t: Strings): string {
    return this.step === 'failed' ? t.errorWallet : this.step === 'unproven' ? t.lightningUnproven : '';
  }

  private show(step: Step): void {
    this.step = step;
    this.host.requestUpdate();
  }
}
