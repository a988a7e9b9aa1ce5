/**
 * One crypto payment's whole life after the service accepted it, in one controller: its
 * countdown and expiry, what the host says of it (`paymentStatus`, and `paymentStatusSource`
 * polled), the tab's copy of it (the resume store's writes), where focus goes, what is announced,
 * the `market-crypto-*` events, the browser-wallet step, and which screen shows. The script's
 * PaymentLoader adds a session to the element when a payment is accepted or resumed, and removes
 * it when the purchase goes back to the form; a session never outlives its payment.
 *
 * Its parts (countdown, poller, copy feedback) are controllers of the session, not of the element:
 * removing the session releases all of them. A further source of statuses (the chain, the wallet
 * that sent the payment) is one more part that calls `applyStatus`.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { milestoneToAnnounce, secondsLeft } from '../core/expiry.js';
import { fill } from '../locales/strings.js';
import type { TrackedPayment, WalletSent } from '../payment/tracked-payment.js';
import type { Payable } from '../payment/payable.js';
import { idsOf } from '../payment/payment-ids.js';
import {
  countdownRuns,
  followedProgress,
  nextProgress,
  reportedStatus,
  type FollowedStatus,
  type PaymentProgress,
  type PaymentStatus,
} from '../payment/payment-status.js';
import { readChainReads, readConfirmations } from '../chain/chain-reads.js';
import { EXPLORERS, explorerLink, networkId } from '../chain/networks.js';
import { chainSource, walletSource, type ChainStart, type FollowSource } from './chain-follower.js';
import { walletsOf, type Wallet } from '../wallet/discovery.js';
import type { PayAnswer } from '../wallet/pay.js';
import { buildTransaction, type TransactionDraft } from '../wallet/transaction.js';
import { confirmingView, contactView, expiredView, receiptView } from './after-payment.js';
import { CopyController } from './copy-controller.js';
import { adoptPaymentStyles } from './payment.styles.js';
import { withPaymentEnglish } from './payment-strings.js';
import { copyControl, copyNews, paymentView } from './payment-view.js';
import { AddressCheck, addressCheckView } from './address-check-view.js';
import { arrived, supportText } from './support-details.js';
import { walletLinkReach } from './wallet-link.js';
import { qrPath, type QrPath } from './qr-path.js';
import type { Countdown, ScriptPort } from './script-port.js';
import { StatusPoller, type Reading } from './status-poller.js';
import { WalletPayment } from './wallet-payment.js';
import { noticeText, walletChoiceView, walletName } from './wallet-view.js';

const HEADINGS = { 'awaiting-payment': '#pay-heading', confirming: '#confirming-heading', paid: '#paid-heading', expired: '#expired-heading' };

/** How a session's payment came to the screen: the service's answer, or the tab's store after a reload (with the last status kept, and where reading the chain began). */
export type PaymentArrival = 'accepted' | { resumed: PaymentStatus | undefined; chainStart?: ChainStart };

/** A payment seen after the window closed is still looked for this long (the late screen, never "do not pay"). */
export const LATE_READS_MS = 60 * 60_000;

export class PaymentSession implements ReactiveController, ReactiveControllerHost {
  /** The last status change, said politely to screen readers. */
  announcement = '';
  private readonly parts = new Set<ReactiveController>();
  private readonly countdown: Countdown;
  private readonly copier: CopyController;
  private readonly wallet: WalletPayment;
  private readonly poller: StatusPoller<PaymentStatus>;
  /** The element's own reads: the wallet that sent the payment, or the chain through `chain-reads`. */
  private readonly follower: StatusPoller<FollowedStatus>;
  /** What the follower reads now (its source changes when a wallet sends, or fails). */
  private following: { key: string; source: FollowSource } | undefined;
  /** Where reading the chain began, kept with the resumed payment. */
  private chainStart: ChainStart | undefined;
  /** The provider of the wallet that sent the payment on this page. */
  private sentWith: Wallet['provider'] | undefined;
  /** The source worked out last, and what it was worked out from. */
  private followFor: { inputs: unknown[]; value: { key: string; source: FollowSource } | undefined } | undefined;
  private readonly check = new AddressCheck(this);
  /** Whether this page may open a wallet link: a frame's sandbox does not change under a payment. */
  private readonly reach = walletLinkReach();
  /** The host's source being polled now. */
  private polled: unknown;
  /** The host's last `paymentStatus`, as read: a new one is applied once. */
  private hostStatus: PaymentStatus | undefined;
  private qr: { uri: string | undefined; path: QrPath | undefined } = { uri: undefined, path: undefined };
  private pay: { received: string | undefined; what: Payable | undefined } | undefined;

  constructor(
    private readonly port: ScriptPort,
    /** The payment as it arrived; the purchase's state holds it as it moves on. */
    private readonly payment: TrackedPayment,
  ) {
    this.countdown = port.script.countdown(this, () => this.expire());
    this.copier = new CopyController(this);
    this.wallet = new WalletPayment(this);
    this.poller = new StatusPoller(
      this,
      port.script.readStatus,
      (status, ids) => {
        this.applyStatus(status);
        port.script.emit(port.host, 'market-crypto-status', { ...ids, status, source: 'host' });
      },
      (reason) => port.script.warn(`paymentStatusSource ${reason}`),
    );
    this.follower = new StatusPoller(
      this,
      (answer) => answer as Reading<FollowedStatus>,
      (status) => this.applyFollowed(status),
      // One warning per endpoint: a flaky one must not fill the console.
      () => port.script.warn(`${this.following?.key} could not be read; the payment is followed without it until it answers.`),
    );
    this.hostStatus = port.now().status;
  }

  /** The payment arrived on screen: kept for the tab and announced; one already past its deadline goes straight to expired. */
  begin(arrival: PaymentArrival): void {
    const { host, focusing, purchase, script } = this.port;
    const { request, response, expiresAt } = this.payment;
    if (arrival === 'accepted') {
      focusing.land(HEADINGS['awaiting-payment']);
      script.emit(host, 'market-crypto-payment', { request, response, expiresAt });
    } else {
      this.chainStart = arrival.chainStart;
      // Where the host's last word left it (seen: not offered to pay again).
      if (arrival.resumed) purchase.advance(this.at(this.payment, nextProgress(this.payment, arrival.resumed)));
      // After this update, so that the host hears it as it hears a fresh payment.
      void host.updateComplete.then(() => script.emit(host, 'market-crypto-payment', { request, response, expiresAt, resumed: true }));
    }
    // A listener may already have reset the element: then nothing is left to keep or count.
    const current = this.current();
    if (!current || !countdownRuns(current)) return;
    // Never drawn, not for one frame: its address and link would invite a payment to a dead window.
    // Out of the page (a listener took the element away), the countdown closes it on return, never outside.
    if (secondsLeft(expiresAt, Date.now()) === 0 && host.isConnected) return this.expire();
    if (arrival === 'accepted') this.keep(current, undefined);
    this.countdown.start(expiresAt);
  }

  /** The purchase left the payment: everything this session started stops, and the tab forgets the payment. */
  end(): void {
    this.countdown.stop();
    this.poller.stop();
    this.follower.stop();
    this.wallet.cancel();
    for (const part of this.parts) part.hostDisconnected?.();
    this.port.now().store.clear();
  }

  /** The countdown reached zero. */
  expire(): void {
    const current = this.current();
    if (current?.state !== 'awaiting-payment') return;
    this.port.now().store.clear();
    this.port.purchase.advance({ ...current, state: 'expired', late: false });
    this.port.focusing.land(HEADINGS.expired);
    this.port.script.emit(this.port.host, 'market-crypto-expired', idsOf(current.response));
  }

  /** Applies a status of the payment; one that does not fit it is ignored, with a warning. */
  applyStatus(status: PaymentStatus): void {
    const current = this.current();
    if (!current) return;
    const { script } = this.port;
    if (status.state === 'underpaid' && !script.payable(current, status.received)) {
      return script.warn(`paymentStatus ignored: received ${status.received} leaves nothing due of ${current.response.amount}`);
    }
    const next = nextProgress(current, status);
    if (next !== current) this.move(current, this.at(current, next), status, status);
  }

  /**
   * The payment moves from `current` to `moved` on `status`: the purchase's state, the countdown
   * (stopped once it is decided, running again if a reorganisation took the payment back), the
   * tab's copy with the status `kept`, what is announced and where focus goes.
   */
  private move(current: TrackedPayment, moved: TrackedPayment, status: PaymentStatus | FollowedStatus, kept: PaymentStatus | undefined): void {
    this.port.purchase.advance(moved);
    if (!countdownRuns(moved)) this.countdown.stop();
    else if (!this.countdown.running) this.countdown.start(moved.expiresAt);
    if (moved.state === 'confirming' || moved.state === 'awaiting-payment') this.keep(moved, kept);
    else this.port.now().store.clear();
    this.announcement = this.news(moved, status);
    if (moved.state !== current.state) this.port.focusing.land(HEADINGS[moved.state]);
  }

  hostConnected(): void {
    for (const part of this.parts) part.hostConnected?.();
  }

  hostDisconnected(): void {
    for (const part of this.parts) part.hostDisconnected?.();
  }

  /** Before each render: a new status from the host, the styles, and the QR code for the link to pay now (never drawn in `render()`). */
  hostUpdate(): void {
    const status = this.port.now().status;
    if (status !== this.hostStatus) {
      this.hostStatus = status;
      if (status) this.applyStatus(status);
    }
    const current = this.current();
    if (!current) return;
    adoptPaymentStyles(this.port.host.renderRoot);
    const uri = current.state === 'awaiting-payment' && !current.sent ? this.payNow(current)?.uri : undefined;
    if (uri !== this.qr.uri) this.qr = { uri, path: uri ? qrPath(uri) : undefined };
  }

  /** After each render: the host's source is polled while the payment may still change, on the payment screen and while it is confirmed. */
  hostUpdated(): void {
    const current = this.current();
    const now = this.port.now();
    const source = now.source;
    const open = current?.state === 'awaiting-payment' || current?.state === 'confirming';
    if (!source || !open) {
      this.poller.stop();
      this.polled = undefined;
    } else if (!this.poller.polling || this.polled !== source) {
      this.polled = source;
      this.poller.start(source, idsOf(this.payment.response));
    }
    // The host's word wins: with a status or a source of its own, the element reads nothing itself.
    const late = current?.state === 'expired' && !current.late && Date.now() < current.expiresAt + LATE_READS_MS;
    const follow = current && (open || late) && !source && !now.status ? this.followSource(current) : undefined;
    if (follow?.key !== this.following?.key || (follow && !this.follower.polling)) {
      this.following = follow;
      if (follow) this.follower.start(follow.source, idsOf(this.payment.response));
      else this.follower.stop();
    }
  }

  /**
   * What the element reads for `current`: the wallet that sent it, else the chain through the host's
   * endpoint, else nothing. Worked out again only when what it depends on changed, not at each
   * second's render.
   */
  private followSource(current: TrackedPayment): { key: string; source: FollowSource } | undefined {
    const { follow, wallets } = this.port.now();
    const inputs = [follow.chainReads, follow.confirmations, current.sent?.txHash, wallets.heard];
    if (this.followFor?.inputs.every((input, i) => input === inputs[i])) return this.followFor.value;
    const { warn } = this.port.script;
    const { confirmations, problem } = readConfirmations(follow.confirmations);
    if (problem) warn(problem);
    const { sent } = current;
    const provider = sent && (this.sentWith ?? walletsOf(wallets).find((w) => walletName(this.text(), w) === sent.wallet)?.provider);
    let value: { key: string; source: FollowSource } | undefined;
    if (sent && provider) value = { key: `the wallet ${sent.wallet}`, source: walletSource(current, sent.txHash, provider, confirmations) };
    else {
      const reads = readChainReads(follow.chainReads);
      for (const ignored of reads.ignored) warn(ignored);
      const chain = chainSource(current, reads, confirmations, this.chainStart, (start) => {
        this.chainStart = start;
        const { store } = this.port.now();
        const kept = store.load();
        if (kept) store.save({ ...kept, chainStart: start });
      });
      value = chain && { key: `chain-reads endpoint ${chain.endpoint}`, source: chain.source };
    }
    this.followFor = { inputs, value };
    return value;
  }

  /** Applies what the element's own reads found; fires `market-crypto-status` for each change. */
  private applyFollowed(status: FollowedStatus): void {
    const current = this.current();
    if (!current) return;
    const next = followedProgress(current, status);
    const { script, host } = this.port;
    const source = current.sent ? 'wallet' : 'chain';
    // A failed transaction is forgotten: the buyer may pay again, from any wallet or the QR code.
    const moved = this.at(status.state === 'failed' ? { ...current, sent: undefined } : current, next);
    if (JSON.stringify(moved) !== JSON.stringify(current)) {
      this.move(current, moved, status, status.state === 'pending' || status.state === 'failed' ? undefined : (reportedStatus(status) as PaymentStatus));
    }
    const found = status as { txHash?: string; received?: string; depth?: number };
    script.emit(host, 'market-crypto-status', {
      ...idsOf(current.response),
      status: reportedStatus(status),
      source,
      ...(found.txHash && { txHash: found.txHash }),
      ...(found.depth !== undefined && { confirmations: found.depth }),
      ...(found.received && { received: found.received }),
    });
  }

  /**
   * The transaction on a block explorer: the host's `explorers` (a map of CAIP-2 id to a URL
   * template with `{tx}`; `{}` shows none) or the built-in table. Only an `https:` page is linked.
   */
  private explorer({ asset }: TrackedPayment, tx: string): string | undefined {
    const network = networkId(asset);
    const hosts = this.port.now().follow.explorers;
    const table = hosts === undefined || hosts === null ? EXPLORERS : typeof hosts === 'object' ? (hosts as Record<string, string>) : {};
    const link = network && explorerLink(network, tx, table);
    if (link && link.startsWith('https://')) return link;
    if (link) this.port.script.warn(`explorers: the template for ${network} is not an https: address; no link is shown.`);
    return undefined;
  }

  /** What is said to screen readers when a status moves the payment. */
  private news(moved: TrackedPayment, status: PaymentStatus | FollowedStatus): string {
    const t = this.text();
    const currency = moved.response.protocol;
    switch (moved.state) {
      case 'confirming':
        return moved.depth === undefined ? t.confirmingHeading : `${t.confirmingHeading}. ${this.depth(moved)}`;
      case 'paid':
        return t.paidHeading;
      case 'expired':
        return t.lateHeading;
    }
    if (status.state === 'failed') return t.walletTxFailed;
    if (moved.received === undefined) return '';
    const due = this.port.script.payable(moved, moved.received)?.amount;
    return fill(t.underpaidAnnouncement, { received: `${moved.received} ${currency}`, due: `${due} ${currency}` });
  }

  /** The screen for the payment now. */
  render(): TemplateResult | undefined {
    const current = this.current();
    if (!current) return undefined;
    const now = this.port.now();
    const t = this.text();
    const ids = idsOf(current.response);
    const help = this.help(current);
    switch (current.state) {
      case 'confirming':
        return confirmingView(
          t,
          now.summary(current.request),
          ids,
          help,
          current.depth === undefined ? undefined : this.depth(current),
        );
      case 'expired':
        return expiredView(t, ids, current.late, () => this.port.purchase.reset(), help, current.sent, now.supportUrl);
      case 'paid':
        return receiptView(t, {
          summary: (rows) => now.summary(current.request, rows),
          // All of it: nothing received is the whole amount as plain decimal text.
          amount: `${this.port.script.payable(current)?.amount} ${current.response.protocol}`,
          network: current.asset.network,
          ids,
          help,
          // The amount isolated left to right (LRI … PDI): in a right-to-left sentence it still reads "0.0001 BTC".
          ...(current.extra && { overpaid: fill(t.overpaid, { extra: `\u2066${current.extra} ${current.response.protocol}\u2069` }) }),
        });
    }
    const countdown = this.countdown;
    const seconds = current.expires ? countdown.seconds : undefined;
    const milestone = seconds === undefined ? undefined : milestoneToAnnounce(seconds, countdown.startSeconds);
    const pay = this.payNow(current);
    return paymentView({
      text: t,
      summary: now.summary(current.request),
      response: current.response,
      pay: pay ?? { amount: '', uri: undefined, network: current.asset.network, asset: current.asset },
      received: current.received,
      seconds,
      time: seconds === undefined ? '' : now.clock(seconds),
      milestone: milestone === undefined ? undefined : now.duration(milestone),
      qr: this.qr.path,
      feedback: this.copier.feedback,
      copy: (key, value, showing) => void this.copier.copy(key, value, showing),
      changeDetails: current.received === undefined ? () => this.changeDetails(current) : undefined,
      wallets: this.walletChoice(current, pay),
      sent: current.sent,
      addressCheck: addressCheckView(t, this.check, current.response.address, current.asset.scheme),
      reach: this.reach,
      help,
      ...(current.failed && { notice: t.walletTxFailed }),
    });
  }

  /**
   * What the screen offers for support: the transaction on an explorer where one is known, the
   * support copy (never the e-mail or the name), and on the expired, late, underpaid and failed
   * screens the host's `support-url` as "Contact the site".
   */
  private help(current: TrackedPayment): TemplateResult {
    const now = this.port.now();
    const t = this.text();
    const copying = { text: t, feedback: this.copier.feedback, copy: (key: string, value: string, showing: Element | null) => void this.copier.copy(key, value, showing) };
    const tx = (current as { txHash?: string }).txHash ?? current.sent?.txHash;
    const details = supportText(t, {
      request: current.request,
      response: current.response,
      period: now.period(current.request.years),
      network: current.asset.network,
      txHash: tx,
      ...arrived(current, this.payNow(current)),
      at: Date.now(),
    });
    // What is copied is also on the page, hidden (the button says it), to be selected and copied
    // by hand where the clipboard is refused; its time is the screen's last update. Not once the
    // window closed: a dead address stays off the page, even hidden (copied, it is for support).
    const explorer = tx && this.explorer(current, tx);
    return html`${contactView(t, current, now.supportUrl)}<p class="support">
      ${explorer ? html`<a class="explorer" href=${explorer} target="_blank" rel="noopener noreferrer">${t.viewTransaction}</a>` : nothing}
      ${copyControl(copying, 'support', t.supportDetails, details, t.copySupport)}
      ${current.state === 'expired' ? nothing : html`<span class="visually-hidden support-text" data-copy="support" aria-hidden="true">${details}</span>`}
      ${current.state === 'awaiting-payment' ? nothing : html`<span class="visually-hidden" role="status">${copyNews(t, this.copier.feedback)}</span>`}
    </p>`;
  }

  // The session is the host of its parts: they update the element, and live and die with the session.
  addController(part: ReactiveController): void {
    this.parts.add(part);
  }

  removeController(part: ReactiveController): void {
    this.parts.delete(part);
  }

  requestUpdate(): void {
    this.port.host.requestUpdate();
  }

  get updateComplete(): Promise<boolean> {
    return this.port.host.updateComplete;
  }

  /** The "Pay with <wallet>" buttons: for a link a wallet can pay exactly, while nothing was sent. */
  private walletChoice(current: TrackedPayment, pay: Payable | undefined) {
    const built = pay?.uri ? buildTransaction(this.port.script.splitLink(pay.uri), pay.asset) : undefined;
    const draft = built?.ok ? built.draft : undefined;
    const wallet = this.wallet;
    return walletChoiceView({
      text: this.text(),
      wallets: draft && !current.sent ? walletsOf(this.port.now().wallets) : [],
      step: wallet.step,
      network: pay?.network,
      brokenIcons: wallet.brokenIcons,
      pay: (chosen) => void this.payFrom(chosen, draft!),
      cancel: () => wallet.cancel(),
      iconFailed: (uuid) => wallet.iconFailed(uuid),
    });
  }

  /** One wallet asked to pay `draft`; what it answers is shown, announced, kept and told to the host. */
  private async payFrom(chosen: Wallet, draft: TransactionDraft): Promise<void> {
    const t = this.text();
    const name = walletName(t, chosen);
    const answer: PayAnswer | undefined = await this.wallet.pay(chosen.provider, chosen.info.uuid, name, draft);
    const current = this.current();
    if (!answer || !current) return;
    const { host, purchase, focusing, script } = this.port;
    if (answer.kind === 'sent') {
      this.sentWith = chosen.provider;
      const sent: WalletSent = { txHash: answer.txHash, chainId: answer.chainId, wallet: name };
      purchase.advance({ ...current, sent });
      // With the status kept before, so that a reload shows what is still due.
      if (current.state === 'awaiting-payment') this.keep({ ...current, sent }, this.port.now().store.load()?.status);
      this.announcement = fill(t.sentHeading, { wallet: name });
      focusing.land(HEADINGS[current.state]);
      script.emit(host, 'market-crypto-sent', { ...idsOf(current.response), ...sent });
      return;
    }
    if (answer.kind === 'cancelled') return;
    const words = noticeText(t, { kind: answer.kind, wallet: name }, current.asset.network);
    this.announcement = words;
    // The buyer's own refusal is their choice, not a failure.
    if (answer.kind !== 'rejected') script.emit(host, 'market-error', { error: { code: 'wallet', message: words } });
  }

  /** The payment `current` holds, moved to `progress`. */
  private at({ request, response, asset, expiresAt, sent }: TrackedPayment, progress: PaymentProgress): TrackedPayment {
    return { ...progress, request, response, asset, expiresAt, ...(sent && { sent }) };
  }

  /** The payment kept for the tab, with the last status and a wallet's hash. */
  private keep({ request, response, expiresAt, sent }: TrackedPayment, status: PaymentStatus | undefined): void {
    const { domain, years, currency } = request;
    const chainStart = this.chainStart;
    this.port.now().store.save({ response, expiresAt, domain, years, currency, ...(status && { status }), ...(sent && { sent }), ...(chainStart !== undefined && { chainStart }) });
  }

  /** "Change details": back to the form with every value kept; the payment is given up. */
  private changeDetails(current: TrackedPayment): void {
    this.port.purchase.reset();
    this.port.script.emit(this.port.host, 'market-crypto-cancelled', idsOf(current.response));
  }

  /** How deep a confirming payment is, where the chain tells it ("1 of 2 confirmations"), in the language's digits. */
  private depth({ depth, of }: TrackedPayment & { state: 'confirming' }): string {
    const { digits } = this.port.now();
    return fill(this.text().confirmationsOf, { depth: digits(String(depth)), total: digits(String(of)) });
  }

  /** The element's texts over the payment screen's English. */
  private text() {
    return withPaymentEnglish(this.port.now().text);
  }

  /** This session's payment as it stands now; undefined once the purchase moved on to another or back to the form. */
  private current(): TrackedPayment | undefined {
    const current = this.port.purchase.value;
    return 'response' in current && current.response === this.payment.response ? current : undefined;
  }

  /** What the payment asks for now, worked out once per status. */
  private payNow(current: TrackedPayment): Payable | undefined {
    const received = current.state === 'awaiting-payment' ? current.received : undefined;
    if (!this.pay || this.pay.received !== received) this.pay = { received, what: this.port.script.payable(current, received) };
    return this.pay.what;
  }
}
