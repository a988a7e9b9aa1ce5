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
import { walletSlot, type InPlace } from './wallet-slot.js';

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

  /** The button, or in its place the busy line or what the last attempt came to; nothing without a WebLN provider or an invoice. */
  view(t: Strings, invoice: LightningInvoice | undefined): TemplateResult | typeof nothing {
    const webln = invoice && pageWebln();
    if (!webln) return nothing;
    const wallet = t.lightningWallet;
    const pay = () => void this.pay(t, invoice);
    const busy = fill(t.walletBusy, { wallet });
    // Once the wallet answered without proof it is not asked again (it may have paid): its line stays in the button's place.
    const shown = ({ busy: { line: busy, action: [t.cancel, () => this.cancel()] }, failed: { line: t.errorWallet, action: [t.tryAgain, pay] }, unproven: { line: t.lightningUnproven } } as Record<Step, InPlace>)[this.step];
    return walletSlot(
      t,
      html`<button type="button" part="webln-button" class="secondary wallet-button" aria-busy=${this.step === 'busy' ? 'true' : nothing} @click=${pay}>
        <span class="wallet-icon" aria-hidden="true">⚡</span>${fill(t.payWith, { wallet })}
      </button>`,
      [busy, t.errorWallet, t.lightningUnproven],
      shown,
    );
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
    this.side.say(answer.kind === 'failed' ? t.errorWallet : answer.kind === 'unproven' ? t.lightningUnproven : '');
  }

  private show(step: Step): void {
    this.step = step;
    this.host.requestUpdate();
  }
}
