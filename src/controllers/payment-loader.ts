/**
 * The crypto element's one door to the payment file (src/payment-screen/), in the shape of Lit's
 * Task: the file is `idle`, `loading`, `ready` or `failed`; it is fetched from the buyer's first
 * touch of the form (`prefetch`) and awaited before a purchase is sent (`ready`), with the payment
 * screen's texts in the element's language (the language's second half). A payment kept
 * from earlier in this tab is looked for here and checked again, busy until the file is here,
 * never the form. From the file's PaymentSession on, the payment and its state are the session's:
 * the loader adds one to the element for each payment the purchase accepted, hands it the payment
 * (a kept one as resumed), and removes it when the purchase goes back to the form ("Change
 * details", "Start again", `reset()`). It writes no payment state of its own: a kept payment is
 * handed to a new session, and a payment file that cannot be had fails the purchase to the form.
 *
 * The element talks to it in five places: `prefetch`, `ready`, `render`, `paymentState` and `settled`.
 */
import { html, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import type { CheckedPayment } from '../checks/client.js';
import type { MarketError } from '../api/errors.js';
import type { CryptoPurchaseRequest, CryptoPurchaseResponse } from '../checks/schemas.js';
import { emit } from './events.js';
import { formatCountdown } from '../core/expiry.js';
import { spokenDuration } from '../locales/numbers.js';
import { lastOf } from '../core/lazy.js';
import { warnOnce } from '../core/warn-once.js';
import { knownAssets } from '../form/host-assets.js';
import type { HostSettings } from '../form/host-settings.js';
import { readTrackingSettings, type TrackingInput, type TrackingSettings } from '../form/tracking-settings.js';
import { readText } from '../form/host-input.js';
import { checksNow, loadChecks } from '../loading/checks.js';
import { loadPaymentScreen, paymentScreenNow } from '../loading/payment.js';
import { localDigits } from '../locales/numbers.js';
import { paymentTexts } from '../locales/registry.js';
import { type ScriptStrings } from '../locales/strings.js';
import { checkPaymentLink } from '../payment-link/guard.js';
import { splitLink } from '../payment-link/link.js';
import type { AcceptedPayment, TrackedPayment } from '../payment/tracked-payment.js';
import { lightningOf } from '../payment/accepted-payment.js';
import { payable } from '../payment/payable.js';
import { readPaymentStatus } from '../payment/payment-status.js';
import { openResumeStore, type KeptReader, type ResumablePayment } from '../payment/resume-store.js';
import type { PaymentSession } from '../payment-screen/payment-session.js';
import type { PortSnapshot, ScriptPort } from '../payment-screen/script-port.js';
import { pageWallets } from '../wallet/page-wallets.js';
import { CountdownController } from './countdown-controller.js';
import { serverRendered } from './server-rendered.js';
import type { FocusController } from './focus-controller.js';
import type { PurchaseController } from './purchase-controller.js';

export type LoaderState = 'idle' | 'loading' | 'ready' | 'failed';

/** The crypto element's settings the loader reads: the host's, with the payment's own. */
export type CryptoSettings = HostSettings & { tracking: TrackingSettings };

/** What the element hands the loader when it makes it. */
export interface LoaderOptions {
  purchase: PurchaseController<CryptoPurchaseRequest, CheckedPayment, AcceptedPayment>;
  focusing: FocusController;
  /** The element's texts, language and settings as of this update, and its order summary. */
  view(): { text: ScriptStrings; locale: string; settings: CryptoSettings } & Pick<PortSnapshot, 'summary' | 'period' | 'money'>;
  /** A kept payment's domain, period and currency put back in the form; the request they make. */
  restore(kept: Pick<ResumablePayment, 'domain' | 'years' | 'currency' | 'price'>): CryptoPurchaseRequest;
  /** A failure the buyer is told of (`market-error`, focus), as after a refused submit. */
  refused(error: MarketError): void;
}

/** The check file's schemas of a kept payment's parts, once it is here. */
const readKept: KeptReader = () => {
  const checks = checksNow();
  return checks && { response: checks.CRYPTO_SCHEMA_GETTERS.cryptoResponseSchema(), domain: checks.FIAT_SCHEMA_GETTERS.domainSchema(), currency: checks.CRYPTO_SCHEMA_GETTERS.currencySchema() };
};

export class PaymentLoader implements ReactiveController {
  state: LoaderState;
  /** Settles once a kept payment waiting for the payment file is on screen (or the file failed). */
  settled: Promise<unknown> = Promise.resolve();
  private loading: Promise<unknown> | undefined;
  private session: { of: CryptoPurchaseResponse; session: PaymentSession } | undefined;
  /** A kept payment shown again (its link as the guard read it): its session begins as resumed, where it was left. */
  private resumed: { response: CryptoPurchaseResponse; kept: ResumablePayment } | undefined;
  /** Where kept payments were last looked for; looked for again when it changes, and at each connect. */
  private lookedIn: string | undefined;
  /** A payment is kept but cannot be read before the check file is here: busy until then, never the form. */
  private readingKept = false;
  /** Stops the re-render when a browser wallet announces itself (connected only). */
  private unsubscribe = () => {};
  private readonly port: ScriptPort;
  private readonly storeFor = lastOf((persist: TrackingSettings['persist'], baseUrl: string, partnerId: string) =>
    openResumeStore({ persist, baseUrl, partnerId: readText(partnerId) }, readKept),
  );

  constructor(
    private readonly host: ReactiveElement & TrackingInput & { baseUrl: string; partnerId: string },
    private readonly c: LoaderOptions,
  ) {
    this.state = paymentScreenNow() ? 'ready' : 'idle';
    this.port = {
      host,
      backToForm: () => c.purchase.reset(),
      focusing: c.focusing,
      snapshot: () => this.snapshot(),
      script: {
        payable: (payment, received) => payable(payment, received, knownAssets(c.view().settings)),
        splitLink,
        readStatus: readPaymentStatus,
        countdown: (part, atZero) => new CountdownController(part, atZero),
        warn: (message) => warnOnce(host, message),
        emit,
      },
    };
    host.addController(this);
  }

  /** The buyer touched the form: the payment file starts loading, to be here by the answer. */
  prefetch(): void {
    this.load().catch(() => undefined);
  }

  /** Before the purchase is sent: resolves once the payment file is here, else rejects with a `network` MarketError. */
  async ready(): Promise<void> {
    await this.load();
  }

  /**
   * Where the accepted payment stands, as its session holds it; awaiting payment until the session
   * is here. (A session whose payment the purchase left ends at the next update, long before another
   * answer can be accepted.)
   */
  get paymentState(): TrackedPayment['state'] {
    return this.session?.session.payment.state ?? 'awaiting-payment';
  }

  /** The payment's screen, the busy state of a kept payment on its way, or `form`; and what is announced. */
  render(form: () => TemplateResult): TemplateResult {
    const { state } = this.c.purchase.value;
    const screen =
      (state === 'editing' || state === 'submitting') && !this.readingKept
        ? form()
        : (this.session?.session.render() ??
          html`<section class="loading" aria-busy="true">
            <span class="spinner" aria-hidden="true"></span> <span role="status">${this.c.view().text.loadingPayment}</span>
          </section>`);
    return html`${screen}
      <div class="visually-hidden" aria-live="polite">${this.session?.session.announcement ?? ''}</div>`;
  }

  hostConnected(): void {
    this.lookedIn = undefined;
    // Listening starts here, at the first crypto element's connect (page-wallets.ts); a wallet that
    // announces itself late gets its button on a payment screen already shown.
    this.unsubscribe = pageWallets().subscribe(() => this.host.requestUpdate());
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.unsubscribe();
  }

  /** Before each render: the host hears what is wrong with its payment settings, a kept payment is looked for, and the payment on screen has its session. */
  hostUpdate(): void {
    const { settings } = this.c.view();
    for (const warning of settings.tracking.warnings) warnOnce(this.host, warning);
    // A payment kept in the tab shows once the server's form is hydrated (server-rendered.ts).
    if (serverRendered(this.host)) void this.host.updateComplete.then(() => this.host.requestUpdate());
    else this.resume(settings);
    this.attach();
  }

  private load(): Promise<unknown> {
    if (this.state === 'ready') return Promise.resolve();
    this.state = 'loading';
    // The payment screen's texts in the element's language come with the file (never failing: English at worst).
    this.loading ??= Promise.all([loadPaymentScreen(), paymentTexts(this.c.view().locale)]).then(
      () => {
        this.state = 'ready';
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.state = 'failed';
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** One session for the payment the purchase accepted; none on the form. */
  private attach(): void {
    const current = this.c.purchase.value;
    const payment = 'response' in current ? current : undefined;
    if (this.session && this.session.of !== payment?.response) {
      this.session.session.end();
      this.host.removeController(this.session.session);
      this.session = undefined;
    }
    const screen = paymentScreenNow();
    if (!payment || this.session || !screen) return;
    const session = new screen.PaymentSession(this.port, payment);
    this.session = { of: payment.response, session };
    this.host.addController(session);
    const resumed = payment.response === this.resumed?.response ? this.resumed.kept : undefined;
    session.begin(resumed ? { resumed } : 'accepted');
    // A listener of the payment's event may have reset the element already: its session ends now.
    this.attach();
  }

  /** A payment kept from earlier in this tab, shown again: checked again, and no request sent. */
  private resume(settings: CryptoSettings): void {
    const where = `${settings.tracking.persist} ${this.host.baseUrl} ${this.host.partnerId}`;
    if (where === this.lookedIn) return;
    this.lookedIn = where;
    if (this.c.purchase.value.state !== 'editing') return;
    const store = this.storeFor(settings.tracking.persist, this.host.baseUrl, this.host.partnerId);
    if (!checksNow() && store.holds()) return this.readKeptLater();
    const kept = store.load();
    if (!kept) return;
    // A payment that ended (its receipt) is checked for what it paid, not for whether its Lightning invoice may still be paid.
    const checked = checkPaymentLink(kept.response, knownAssets(settings), kept.ended ? 0 : Date.now());
    if (!checked.ok) return store.clear();
    const response = { ...kept.response, uri: checked.shown };
    this.resumed = { response, kept };
    const request = this.c.restore(kept);
    this.c.purchase.resume({ state: 'accepted', request, response, asset: checked.asset, expiresAt: kept.expiresAt, ...(kept.sent && { sent: kept.sent }), ...(kept.price && { price: kept.price }), ...lightningOf(checked.invoice) });
    if (this.state === 'ready') return;
    this.settled = this.load().catch((error: unknown) => {
      // The payment stays kept for a reload; this page offers the form with the reason.
      const current = this.c.purchase.value;
      if ('response' in current && current.response === response) this.c.refused(this.c.purchase.fail(error).error);
    });
  }

  /**
   * The check file, for a kept payment, and the payment file with it; then the payment is looked
   * for again. A check file that cannot be had: the form, with the reason.
   */
  private readKeptLater(): void {
    this.readingKept = true;
    this.load().catch(() => undefined);
    const reading: Promise<unknown> = loadChecks().then(
      () => {
        this.readingKept = false;
        this.lookedIn = undefined;
        this.resume(this.c.view().settings);
        this.host.requestUpdate();
        // Resumed, the payment waits for the payment file as any kept payment does.
        return this.settled === reading ? undefined : this.settled;
      },
      (error: unknown) => {
        this.readingKept = false;
        this.c.refused(this.c.purchase.fail(error).error);
      },
    );
    this.settled = reading;
  }

  private snapshot(): PortSnapshot {
    const { text, locale, settings, summary, period, money } = this.c.view();
    // The host's word as it is now (script-port.ts), not as of this update.
    const { status, source } = readTrackingSettings(this.host);
    return {
      text,
      period,
      supportUrl: settings.supportUrl,
      clock: (seconds) => localDigits(formatCountdown(seconds), locale),
      duration: (seconds) => spokenDuration(seconds, locale),
      digits: (text) => localDigits(text, locale),
      summary,
      money,
      status,
      source,
      chain: settings.tracking.chain,
      store: this.storeFor(settings.tracking.persist, this.host.baseUrl, this.host.partnerId),
      wallets: pageWallets(),
    };
  }
}
