/**
 * "Pay with <wallet>" for one payment's session: the buttons, while a wallet can pay the link
 * exactly and nothing was sent; the one attempt in flight (WalletPayment); and what its answer
 * comes to: a hash sent (the session keeps it with the payment, and `market-crypto-sent` says so),
 * or a notice said to the buyer and, but for their own refusal, `market-error`.
 */
// The payment build swaps this for the script's Lit, lent by useLit (litFromScript, scripts/vite/swaps.ts).
import type { nothing, ReactiveControllerHost, TemplateResult } from 'lit';
import type { Strings } from '../locales/strings.js';
import type { Payable } from '../payment/payable.js';
import { idsOf } from '../payment/payment-ids.js';
import type { TrackedPayment, WalletSent } from '../payment/tracked-payment.js';
import { walletsOf, type Wallet } from '../wallet/discovery.js';
import type { Eip1193Provider } from '../wallet/pay.js';
import { buildTransaction, type TransactionDraft } from '../wallet/transaction.js';
import type { ScriptPort } from './script-port.js';
import { WalletPayment } from './wallet-payment.js';
import { noticeText, walletChoiceView, walletName } from './wallet-view.js';

/** The session as the wallet step sees it (PaymentSession). */
export interface WalletSide {
  readonly port: ScriptPort;
  /** The payment as it stands now. */
  readonly payment: TrackedPayment;
  /** Said to screen readers. */
  announcement: string;
  text(): Strings;
  /** A wallet sent the payment: the session keeps the hash with it. */
  walletSent(sent: WalletSent, provider: Eip1193Provider): void;
}

export class PayFromWallet {
  private readonly attempt: WalletPayment;

  constructor(
    host: ReactiveControllerHost,
    private readonly side: WalletSide,
  ) {
    this.attempt = new WalletPayment(host);
  }

  /** The "Pay with <wallet>" buttons for the link to pay now: none once a wallet sent the payment. */
  view(pay: Payable | undefined): TemplateResult | typeof nothing {
    const { port } = this.side;
    const built = pay?.uri ? buildTransaction(port.script.splitLink(pay.uri), pay.asset) : undefined;
    const draft = built?.ok ? built.draft : undefined;
    const attempt = this.attempt;
    return walletChoiceView({
      text: this.side.text(),
      wallets: draft && !this.side.payment.sent ? walletsOf(port.snapshot().wallets) : [],
      step: attempt.step,
      network: pay?.network,
      brokenIcons: attempt.brokenIcons,
      pay: (chosen) => void this.payFrom(chosen, draft!),
      cancel: () => attempt.cancel(),
      iconFailed: (uuid) => attempt.iconFailed(uuid),
    });
  }

  /** The attempt in flight is dropped: its answer, if it ever comes, changes nothing. */
  cancel(): void {
    this.attempt.cancel();
  }

  /** One wallet asked to pay `draft`; what it answers is shown, announced, kept and told to the host. */
  private async payFrom(chosen: Wallet, draft: TransactionDraft): Promise<void> {
    const side = this.side;
    const { port } = side;
    const t = side.text();
    const name = walletName(t, chosen);
    const answer = await this.attempt.pay(chosen.provider, chosen.info.uuid, name, draft);
    if (!answer || answer.kind === 'cancelled') return;
    const { host, script } = port;
    const current = side.payment;
    if (answer.kind === 'sent') {
      const sent: WalletSent = { txHash: answer.txHash, chainId: answer.chainId, wallet: name };
      // Said by the new heading ("Sent from <wallet>"), as the session says each new screen.
      side.walletSent(sent, chosen.provider);
      script.emit(host, 'market-crypto-sent', { ...idsOf(current.response), ...sent });
      return;
    }
    const words = noticeText(t, { kind: answer.kind, wallet: name }, current.asset.network);
    side.announcement = words;
    // The buyer's own refusal is their choice, not a failure.
    if (answer.kind !== 'rejected') script.emit(host, 'market-error', { error: { code: 'wallet', message: words } });
  }
}
