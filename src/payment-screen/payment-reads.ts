/**
 * Where a payment's statuses come from, as one part of its session: the host's
 * `paymentStatusSource`, polled while the payment may still change, and the element's own reads
 * (the wallet that sent it, or the chain through `chain-reads`) while the host says nothing. Each
 * new status goes to the session, which applies it; this part decides only what is polled.
 */
import type { ReactiveControllerHost } from 'lit';
import { readChainReads, readConfirmations } from '../chain/chain-reads.js';
import type { PaymentIds } from '../payment/payment-ids.js';
import { mayChange, readsOwn } from '../payment/payment-moves.js';
import type { FollowedStatus, PaymentStatus } from '../payment/payment-status.js';
import type { TrackedPayment } from '../payment/tracked-payment.js';
import { walletsOf } from '../wallet/discovery.js';
import type { Eip1193Provider } from '../wallet/pay.js';
import type { ChainStart } from './chain-follower.js';
import { withPaymentEnglish } from './payment-strings.js';
import { chooseSource, type ChosenSource } from './read-source.js';
import type { ScriptPort } from './script-port.js';
import { StatusPoller, type Reading } from './status-poller.js';
import { walletName } from './wallet-view.js';

/** Where the statuses found go: the session. */
export interface ReadsHeard {
  /** A new status from the host's `paymentStatusSource`. */
  hostSaid(status: PaymentStatus): void;
  /** A new status from the element's own reads, of the wallet that sent the payment or of the chain. */
  ownRead(status: FollowedStatus): void;
}

export class PaymentReads {
  /** Where reading the chain began, kept with the payment for a reload. */
  chainStart: ChainStart | undefined;
  /** The provider of the wallet that sent the payment on this page. */
  sentWith: Eip1193Provider | undefined;
  private readonly poller: StatusPoller<PaymentStatus>;
  /** The element's own reads. */
  private readonly follower: StatusPoller<FollowedStatus>;
  /** The host's source being polled now. */
  private polled: unknown;
  /** What the follower reads now (its source changes when a wallet sends, or fails). */
  private following: ChosenSource;
  /** The source chosen last, and what it was chosen from. */
  private chosenFor: { inputs: unknown[]; value: ChosenSource } | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly port: ScriptPort,
    private readonly ids: PaymentIds,
    heard: ReadsHeard,
  ) {
    const { script } = port;
    this.poller = new StatusPoller(host, script.readStatus, (status) => heard.hostSaid(status), (reason) => script.warn(`paymentStatusSource ${reason}`));
    this.follower = new StatusPoller(
      host,
      (answer) => answer as Reading<FollowedStatus>,
      (status) => {
        // The host's word wins at once: a read that answers after the host spoke, before the update that stops the reads, is dropped.
        const { status: hostStatus, source } = this.port.snapshot();
        if (!hostStatus && !source) heard.ownRead(status);
      },
      // One warning per endpoint: a flaky one must not fill the console.
      () => script.warn(`${this.following?.key} could not be read; the payment is followed without it until it answers.`),
    );
  }

  /** After each render: the host's source is polled while `payment` may change; the element reads for itself while the host says nothing. */
  update(payment: TrackedPayment): void {
    const { source, status } = this.port.snapshot();
    if (!source || !mayChange(payment)) {
      this.poller.stop();
      this.polled = undefined;
    } else if (!this.poller.polling || this.polled !== source) {
      this.polled = source;
      this.poller.start(source, this.ids);
    }
    const own = readsOwn(payment, Date.now(), source !== undefined || status !== undefined) ? this.chosen(payment) : undefined;
    if (own?.key !== this.following?.key || (own && !this.follower.polling)) {
      this.following = own;
      if (own) this.follower.start(own.source, this.ids);
      else this.follower.stop();
    }
  }

  stop(): void {
    this.poller.stop();
    this.follower.stop();
  }

  /** The source for `payment`, chosen again only when what it depends on changed, not at each second's render. */
  private chosen(payment: TrackedPayment): ChosenSource {
    const { chain, wallets, text } = this.port.snapshot();
    const inputs = [chain.chainReads, chain.confirmations, payment.sent?.txHash, wallets.heard];
    if (this.chosenFor?.inputs.every((input, i) => input === inputs[i])) return this.chosenFor.value;
    const { warn } = this.port.script;
    const { confirmations, problem } = readConfirmations(chain.confirmations);
    if (problem) warn(problem);
    const { sent } = payment;
    const t = withPaymentEnglish(text);
    const provider = sent && (this.sentWith ?? walletsOf(wallets).find((w) => walletName(t, w) === sent.wallet)?.provider);
    const value = chooseSource({
      payment,
      provider,
      reads: () => {
        const reads = readChainReads(chain.chainReads);
        for (const ignored of reads.ignored) warn(ignored);
        return reads;
      },
      confirmations,
      chainStart: this.chainStart,
      began: (start) => {
        this.chainStart = start;
        const { store } = this.port.snapshot();
        const kept = store.load();
        if (kept) store.save({ ...kept, chainStart: start });
      },
    });
    this.chosenFor = { inputs, value };
    return value;
  }
}
