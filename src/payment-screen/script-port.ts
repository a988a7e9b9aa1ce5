/**
 * What the payment file borrows from the script that loaded it: one way, types only. The script
 * (src/controllers/payment-loader.ts) hands it over; nothing here calls back into the element. A
 * payment's session holds the payment's state from acceptance on and reads the element's settings
 * as of this update; a move asks the element for one update, in which it draws the session's
 * screen and reflects its state. The one way back is `backToForm` ("Change details", "Start
 * again"): the purchase goes back to the form, and the loader ends the session.
 *
 * The script lends what it already carries, so the buyer does not download it twice: the guard
 * (a payment file never checks a link on its own: the guard's promise needs the script alone), the
 * status reader, the countdown, the events and the wording of numbers.
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { CryptoPurchaseRequest } from '../checks/schemas.js';
import type { emit } from '../controllers/events.js';
import type { ScriptStrings } from '../locales/strings.js';
import type { LinkParts } from '../payment-link/link.js';
import type { CryptoPayment, ShownPrice } from '../payment/tracked-payment.js';
import type { Payable } from '../payment/payable.js';
import type { PaymentStatusSource } from '../payment/payment-ids.js';
import type { PaymentStatus, StatusReading } from '../payment/payment-status.js';
import type { ResumeStore } from '../payment/resume-store.js';
import type { Announcements } from '../wallet/announcements.js';

/** The element, as a payment's session uses it: its updates (one naming `state` when the payment's state moved), its events, its shadow root. */
export type PortHost = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; requestUpdate(name?: PropertyKey, oldValue?: unknown): void };

/** A countdown to a deadline (src/controllers/countdown-controller.ts). */
export interface Countdown {
  readonly running: boolean;
  readonly seconds: number;
  readonly startSeconds: number;
  start(deadline: number): void;
  stop(): void;
}

/** The element's texts and settings as of this update, and where its payment is kept. */
export interface PortSnapshot {
  text: ScriptStrings;
  /** A countdown as shown (m:ss in the language's digits), and a milestone in words. */
  clock(seconds: number): string;
  duration(seconds: number): string;
  /** `text` with its digits in the language's own, for a count in prose ("1 of 2"). */
  digits(text: string): string;
  /** The period as the order summary writes it ("2 years"). */
  period(years: number): string;
  /** The host's `support-url`, read and checked: "Contact the site" links there. */
  supportUrl: string | undefined;
  /** A total the buyer was shown at submit, in the element's language and digits (the price file's formatting). */
  money(price: ShownPrice): string;
  /** The order summary (domain and period), with more rows for a receipt. */
  summary(request: CryptoPurchaseRequest, rows?: TemplateResult): TemplateResult;
  /**
   * What the host says of the payment (`paymentStatus`, read where it entered), or undefined; read
   * when asked, not as of this update: one a listener sets during an update (of the payment's
   * event) would wait for the next, and the host's word must stop the element's own reads at once.
   */
  status: PaymentStatus | undefined;
  /** The host's `paymentStatusSource`, when it is a function; read when asked, as `status`. */
  source: PaymentStatusSource | undefined;
  /** The tab's store for the element's current service, partner and `persist`. */
  store: ResumeStore;
  /** What the page's browser wallets announced so far (src/wallet/page-wallets.ts). */
  wallets: Announcements;
  /** `chain-reads`, `confirmations` and `explorers` as the host set them, read by the payment file. */
  chain: { chainReads: unknown; confirmations: unknown; explorers: unknown };
}

/** What the script checks and counts, lent so that the payment file carries none of it. */
export interface ScriptTools {
  /** What to pay now (src/payment/payable.ts): all of it, or what is still due after `received`; undefined when nothing is. */
  payable(payment: CryptoPayment, received?: string): Payable | undefined;
  /** The guard's link splitter, for the one transaction a wallet is asked to send. */
  splitLink(uri: string): LinkParts | string;
  /** Reads what the host's status source answered. */
  readStatus(answer: unknown): StatusReading;
  countdown(host: ReactiveControllerHost, atZero: () => void): Countdown;
  /** One `console.warn` per element and message, for the site's developer. */
  warn(message: string): void;
  /** The contract's events (src/controllers/events.ts). */
  emit: typeof emit;
}

export interface ScriptPort {
  host: PortHost;
  /** Back to the form, every value kept (PurchaseController's `reset`); the loader then ends the session. */
  backToForm(): void;
  /** Where focus goes once the next update replaced the view (FocusController). */
  focusing: { land(selector: string): void };
  /** The element's texts and settings as of this update. */
  snapshot(): PortSnapshot;
  script: ScriptTools;
}
