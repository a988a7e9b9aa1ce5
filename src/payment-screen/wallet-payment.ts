/**
 * "Pay with <wallet>" on the payment screen: which wallet is being asked, what the last attempt
 * came to, and the one attempt in flight. Only one at a time: while a wallet is asked, another
 * click sends nothing; "Cancel" (or the payment leaving the screen) drops the attempt, and an
 * answer that comes after that is ignored (src/wallet/pay.ts settles at once on the abort).
 */
import type { ReactiveControllerHost } from 'lit';
import { pay, type Eip1193Provider, type PayAnswer } from '../wallet/pay.js';
import type { TransactionDraft } from '../wallet/transaction.js';

/** An attempt that ended with nothing sent, and the buttons offered again; said in the place of the wallet's (`uuid`) button. */
export type WalletNotice = { kind: 'rejected' | 'missing-chain' | 'failed'; wallet: string; uuid: string };

export type WalletStep = { step: 'choice'; notice?: WalletNotice } | { step: 'busy'; uuid: string; wallet: string };

export class WalletPayment {
  step: WalletStep = { step: 'choice' };
  /** Icons that failed to load: their wallets show the name's first letter instead. */
  readonly brokenIcons = new Set<string>();
  private asking: AbortController | undefined;

  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * Asks `provider` to pay `draft`; the outcome, or undefined when nothing is to be done with it
   * (another attempt was under way, or this one was cancelled).
   */
  async pay(provider: Eip1193Provider, uuid: string, wallet: string, draft: TransactionDraft): Promise<PayAnswer | undefined> {
    if (this.step.step === 'busy') return undefined;
    const asking = (this.asking = new AbortController());
    this.show({ step: 'busy', uuid, wallet });
    const outcome = await pay(provider, draft, asking.signal);
    if (this.asking !== asking) return undefined;
    this.asking = undefined;
    this.show(outcome.kind === 'sent' || outcome.kind === 'cancelled' ? { step: 'choice' } : { step: 'choice', notice: { kind: outcome.kind, wallet, uuid } });
    return outcome;
  }

  /** Back to the choice; the wallet's answer, if it ever comes, is ignored. */
  cancel(): void {
    this.asking?.abort();
    this.asking = undefined;
    this.show({ step: 'choice' });
  }

  iconFailed(uuid: string): void {
    this.brokenIcons.add(uuid);
    this.host.requestUpdate();
  }

  private show(step: WalletStep): void {
    this.step = step;
    this.host.requestUpdate();
  }
}
