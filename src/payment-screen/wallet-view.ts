/**
 * The browser wallets on the payment screen: a "Pay with <name>" button per wallet beside the QR
 * code, the busy line or what the last attempt came to in the pressed button's place
 * (wallet-slot.ts), and once a wallet sent the payment, its transaction hash in place of every way
 * to pay. Pure templates: PaymentOnScreen hands in the wallets, the step and
 * what the buttons do. A wallet's icon is shown only as an `<img>` of a data URI discovery
 * accepted (src/wallet/discovery.ts safeIcon); otherwise, or when it fails, the name's first letter.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import { html, nothing, type TemplateResult } from 'lit';
import { fill, type Strings } from '../locales/strings.js';
import type { WalletSent } from '../payment/tracked-payment.js';
import { INJECTED_UUID, type Wallet } from '../wallet/discovery.js';
import type { WalletNotice, WalletStep } from './wallet-payment.js';
import { walletSlot, type InPlace } from './wallet-slot.js';

/** The name the buyer sees: the wallet's own, or "Browser wallet" in their language for `window.ethereum`. */
export const walletName = (t: Strings, wallet: Wallet): string => (wallet.info.uuid === INJECTED_UUID ? t.browserWallet : wallet.info.name);

/** `0x1234…cdef`: enough to recognise it in a wallet's history; the copy button copies all of it. */
export const shortHash = (hash: string): string => `${hash.slice(0, 6)}…${hash.slice(-4)}`;

export interface WalletChoice {
  text: Strings;
  wallets: readonly Wallet[];
  step: WalletStep;
  /** The network the link pays on, named when a wallet lacks it. */
  network: string | undefined;
  brokenIcons: ReadonlySet<string>;
  pay(wallet: Wallet): void;
  cancel(): void;
  iconFailed(uuid: string): void;
}

/** What the last attempt came to, in the buyer's words (also announced). */
export function noticeText(t: Strings, notice: Omit<WalletNotice, 'uuid'>, network: string | undefined): string {
  if (notice.kind === 'rejected') return fill(t.walletRejected, { wallet: notice.wallet });
  if (notice.kind === 'missing-chain') return fill(t.walletMissingChain, { wallet: notice.wallet, network: network ?? '' });
  return t.errorWallet;
}

export function walletChoiceView(c: WalletChoice): TemplateResult | typeof nothing {
  const { text: t, step } = c;
  if (c.wallets.length === 0) return nothing;
  const busy = step.step === 'busy' ? step : undefined;
  const notice = step.step === 'choice' ? step.notice : undefined;
  const slot = (wallet: Wallet) => {
    const name = walletName(t, wallet);
    const { uuid, icon } = wallet.info;
    const button = html`<button
      type="button"
      part="wallet-button"
      class="secondary wallet-button"
      aria-busy=${busy?.uuid === uuid ? 'true' : nothing}
      ?disabled=${busy !== undefined && busy.uuid !== uuid}
      @click=${() => c.pay(wallet)}
    >
      ${icon && !c.brokenIcons.has(uuid)
        ? html`<img class="wallet-icon" src=${icon} alt="" @error=${() => c.iconFailed(uuid)} />`
        : html`<span class="wallet-icon" aria-hidden="true">${[...name][0]?.toUpperCase()}</span>`}
      ${fill(t.payWith, { wallet: name })}
    </button>`;
    // Every line a press may bring, in this wallet's name: the busy line, and noticeText's.
    const rooms = [t.walletBusy, t.walletRejected, t.walletMissingChain, t.errorWallet].map((text) => fill(text, { wallet: name, network: c.network ?? '' }));
    const shown: InPlace | undefined =
      busy?.uuid === uuid
        ? { line: rooms[0]!, action: [t.cancel, c.cancel] }
        : notice?.uuid === uuid
          ? { line: noticeText(t, notice, c.network), error: notice.kind !== 'rejected', action: [t.tryAgain, () => c.pay(wallet)] }
          : undefined;
    return walletSlot(t, button, rooms, shown);
  };
  return html`${c.wallets.map(slot)}`;
}

/** A wallet sent the payment: its hash, shortened and copyable (`copy` is the screen's copy button). */
export function sentView(t: Strings, sent: WalletSent, copy: TemplateResult | typeof nothing = nothing): TemplateResult {
  return html`<div class="value">
    <span class="label">${t.txLabel}</span>
    <span part="tx" class="mono" dir="ltr" title=${sent.txHash}>${shortHash(sent.txHash)}</span>
    ${copy}
  </div>`;
}
