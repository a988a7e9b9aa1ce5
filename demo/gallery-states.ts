/**
 * Every state of both checkouts, each reached as a buyer reaches it: the element is mounted with
 * a partner's attributes and driven through the mock service (a scripted answer where the data
 * must be the same every time). The gallery page (demo/gallery.html) shows these, and the
 * screenshot tests (test/screenshots/) photograph the very same ones, so what a reviewer looks at
 * is what the baselines hold.
 */
import type { MarketCryptoCheckout, MarketFiatCheckout, PaymentStatus, Strings } from 'market-checkout';
import { mintInvoice } from '../mock/mint-invoice.js';
import type { ScriptedResponse } from '../mock/scenarios.js';
import { POLL_MS } from '../src/payment-screen/status-poller.js';
import { chainReadsFor, mineBlock, payFromTestAccount, satsOf } from './test-account.js';

/** A private session of the mock service (as test/helpers/mock-session.ts makes one). */
export interface MockSession {
  /** `…/mock/<session>`: below it, the session's own Bitcoin chain (mock/mock-api.ts). */
  root: string;
  baseUrl(scenario?: string): string;
  script(...answers: ScriptedResponse[]): Promise<void>;
}

export type Checkout = MarketCryptoCheckout | MarketFiatCheckout;

export interface Stage {
  /** File-name safe, e.g. `crypto-payment`. */
  name: string;
  title: string;
  tag: 'market-crypto-checkout' | 'market-fiat-checkout';
  attributes: Record<string, string>;
  /**
   * The countdown shows, or a quote is pending: the screenshot tests hold the clock still for it
   * (a quote unsettled after 5 s is given up on a running clock).
   */
  clock?: boolean;
  /** The element reads the chain itself, which it does only while the page is visible: the tests make theirs so. */
  reads?: boolean;
  /** Drives the mounted element into its state. */
  reach?(el: Checkout, context: StageContext): Promise<void>;
}

export interface StageContext {
  mock: MockSession;
  /** Lets time pass: a real pause in the gallery, a fake clock's tick in the screenshot tests. */
  wait(ms: number): Promise<void>;
}

const PARTNER_ID = '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b';
const OWNER = '0x1234567890abcdef1234567890ABCDEF12345678';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const AMOUNT = '0.00042137';
const DUE_SATS = satsOf(Number(AMOUNT))!;
const BTC = { address: ADDRESS, amount: Number(AMOUNT), protocol: 'BTC', uri: `bitcoin:${ADDRESS}?amount=${AMOUNT}` };

const CRYPTO: Record<string, string> = {
  'partner-id': PARTNER_ID,
  domain: 'lovelace.example',
  years: '2',
  currencies: 'BTC ETH SOL',
  'owner-name': 'Ada Lovelace',
  'owner-email': 'ada@example.org',
  'owner-address': OWNER,
};

const FIAT: Record<string, string> = {
  'partner-id': PARTNER_ID,
  'external-user-id': '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
  'processor-connected-account-id': 'acct_1Nv0FGQ9RKHgCVdK',
  'checkout-id': '5f0c7a8e-3d2b-4c1a-9e8f-7a6b5c4d3e2f',
  domain: 'lovelace.example',
  years: '2',
  'owner-address': OWNER,
  'wallet-addrs': JSON.stringify([{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }]),
};

/** Where nothing listens: the request fails at once, as with no connection. */
const REFUSED = 'http://127.0.0.1:9/v';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ScriptedResponse => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** USDT on Tron as the market's checkouts answer it: Tether's TRC-20 contract, a Tron address. */
const TRON_ADDRESS = 'THVmXun9u721tBiYcT3VfLQKcwYBmoY1xX';
const USDT_TRC20 = { address: TRON_ADDRESS, amount: 25.98, protocol: 'USDT-TRC20', uri: `tron:${TRON_ADDRESS}?amount=25.98&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t` };

/** The crypto answer (a BTC one unless `paid` says otherwise), expiring `seconds` from now on this page's clock (a fake one in tests). */
function payment(seconds: number, paid: { address: string; amount: number; protocol: string; uri: string } = BTC): ScriptedResponse {
  const now = Date.now();
  return json(
    200,
    {
      ...paid,
      expiryDateEpoch: now + seconds * 1000,
      orderId: '3f6d2c1b-8a7e-4f5d-9c3b-2a1e0f9d8c7b',
      paymentId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    },
    // The same clock as the page's, so no clock offset moves the countdown.
    { Date: new Date(now).toUTCString() },
  );
}

/**
 * The Lightning invoice of the payment over Lightning (a unified link), minted once with fixed
 * values so that its QR code is the same every run: signed by the test key (mock/mint-invoice.ts),
 * dated 1 January 2026 and good for twenty years, so that the payment's own window (15 minutes)
 * is what the countdown shows.
 */
export const LIGHTNING = mintInvoice({
  amountMsat: DUE_SATS * 1000n,
  timestamp: Date.UTC(2026, 0, 1) / 1000,
  expiry: 20 * 365 * 86_400,
  preimage: '11'.repeat(32),
  paymentSecret: '22'.repeat(32),
  description: 'Domain purchase',
});

/** A Lightning wallet on the page (WebLN), as an extension puts one: it pays the gallery's invoice, proving it with its preimage. */
const PAGE_WEBLN = {
  enable: async () => {},
  sendPayment: async (invoice: string) => (invoice.toLowerCase() === LIGHTNING.invoice ? { preimage: LIGHTNING.preimage } : Promise.reject(new Error('Unknown invoice'))),
};

/** `payment(seconds)` over Lightning too: the unified link with the gallery's invoice, and the page's Lightning wallet. */
function lightningPayment(seconds: number): ScriptedResponse {
  (globalThis as { webln?: unknown }).webln ??= PAGE_WEBLN;
  const answer = payment(seconds);
  const body = JSON.parse(answer.body) as { uri: string };
  return { ...answer, body: JSON.stringify({ ...body, uri: `${body.uri}&lightning=${LIGHTNING.invoice}` }) };
}

const FIAT_SESSION = json(200, {
  checkoutId: FIAT['checkout-id'],
  orderId: '3f6d2c1b-8a7e-4f5d-9c3b-2a1e0f9d8c7b',
  processorCheckoutSession: 'cs_test_a1B2c3D4e5F6g7H8',
  processorCustomerId: 'cus_Q1w2E3r4T5y6',
  processorEphemeralKey: 'ek_test_YWNjdF8xTnYwRkdROVJLSGdDVmRL',
  processorPublishableKey: 'pk_test_51Nv0FGQ9RKHgCVdK',
});

/** The host's price (issue 52): 9.99 the first year, 15.99 each later one; 25.98 for the stages' two years. */
const PRICE: Record<string, string> = { 'price-currency': 'EUR', price: '9.99', 'renewal-price': '15.99' };

/** The next task: after a fetch's or an import's callbacks, and on a held clock too (no timer). */
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(undefined);
  });

/**
 * Resolves once the element shows the price line as `shown` says: the price file is fetched
 * lazily, once the form's first frame is painted (a timer set then, which a held clock runs only
 * when `wait` moves it by nothing), so the line is busy at first. Looks after each task and
 * update, on the page's real time; fails after 10 s.
 */
async function priceLineShows(el: Checkout, { wait }: StageContext, what: string, shown: (line: Element) => boolean): Promise<void> {
  const end = performance.now() + 10_000;
  for (;;) {
    await el.updateComplete;
    const line = el.renderRoot.querySelector('[part="price"]');
    if (line && shown(line)) return;
    if (performance.now() > end) throw new Error(`<${el.localName}>: ${what} never showed`);
    await nextTask();
    await wait(0);
  }
}

/** The total and its breakdown on the form's line. */
const totalShows = (el: Checkout, context: StageContext) =>
  priceLineShows(el, context, 'the total', (line) => !!line.querySelector('strong') && line.getAttribute('aria-busy') === 'false');

const OUTCOMES = ['market-error', 'market-crypto-payment', 'market-fiat-session'];

/** Clicks the element's submit button; resolves once the attempt has an outcome on screen. */
async function submit(el: Checkout): Promise<void> {
  const outcome = new Promise((resolve) => {
    for (const name of OUTCOMES) el.addEventListener(name, resolve, { once: true });
  });
  el.renderRoot.querySelector<HTMLButtonElement>('button[part~="submit"]')!.click();
  await outcome;
  await el.updateComplete;
}

/** Submits with the mock answering as `scenario` says, or with `answers` in order. */
async function send(el: Checkout, mock: MockSession, answers: ScriptedResponse[], scenario = 'scripted'): Promise<void> {
  if (answers.length) await mock.script(...answers);
  el.baseUrl = mock.baseUrl(scenario);
  await submit(el);
}

/** The host mounts the card processor's UI in the slot; a plain stand-in here. */
function processorStandIn(el: Checkout): void {
  const mount = document.createElement('div');
  mount.slot = 'payment';
  mount.className = 'processor-stand-in';
  mount.textContent = "The card processor's form mounts here.";
  el.append(mount);
}

/** The states both elements share: the form, field errors, submitting and each failure. */
function common(kind: 'crypto' | 'fiat', tag: Stage['tag'], attributes: Record<string, string>): Stage[] {
  const stage = (name: string, title: string, extra: Partial<Stage> = {}): Stage => ({
    name: `${kind}-${name}`,
    title: `${kind === 'crypto' ? 'Crypto' : 'Card'}: ${title}`,
    tag,
    attributes,
    ...extra,
  });
  return [
    stage('form', 'form', kind === 'fiat' ? { title: 'Card: form (domain locked by the site)', attributes: { ...attributes, locked: 'domain' } } : {}),
    stage('field-errors', 'field errors (invalid-input)', {
      attributes: { ...attributes, domain: 'lovelace', years: '12', 'owner-address': '0x1234' },
      reach: (el, { mock }) => send(el, mock, [], 'ok'),
    }),
    stage('submitting', 'submitting', {
      reach: async (el, { mock }) => {
        el.baseUrl = mock.baseUrl('hang');
        el.renderRoot.querySelector<HTMLButtonElement>('button[part~="submit"]')!.click();
        await el.updateComplete;
      },
    }),
    stage('invalid-config', 'invalid-config', {
      attributes: { ...attributes, 'partner-id': 'not-a-uuid' },
      reach: (el, { mock }) => send(el, mock, [], 'ok'),
    }),
    stage('network', 'network', {
      reach: async (el) => {
        el.baseUrl = REFUSED;
        await submit(el);
      },
    }),
    stage('timeout', 'timeout', {
      attributes: { ...attributes, timeout: '1' },
      reach: (el, { mock }) => send(el, mock, [], 'hang'),
    }),
    stage('http', 'http (409, with the service\'s own words)', {
      reach: (el, { mock }) => send(el, mock, [json(409, { message: 'This domain was just bought by someone else.' })]),
    }),
    stage('bad-response', 'bad-response', {
      reach: (el, { mock }) => send(el, mock, [json(200, { unexpected: true })]),
    }),
  ];
}

export const STAGES: Stage[] = [
  ...common('crypto', 'market-crypto-checkout', CRYPTO),
  {
    name: 'crypto-payment',
    title: 'Crypto: payment',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: (el, { mock }) => send(el, mock, [payment(15 * 60)]),
  },
  {
    name: 'crypto-lightning',
    title: 'Crypto: BTC over Lightning too (a unified link), with a Lightning wallet on the page',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: (el, { mock }) => send(el, mock, [lightningPayment(15 * 60)]),
  },
  {
    name: 'crypto-lightning-paid',
    title: 'Crypto: paid from the Lightning wallet (the receipt says "over Lightning")',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: async (el, { mock }) => {
      await send(el, mock, [lightningPayment(15 * 60)]);
      const paid = new Promise((resolve) => el.addEventListener('market-crypto-status', resolve, { once: true }));
      el.renderRoot.querySelector<HTMLButtonElement>('button[part~="webln-button"]')!.click();
      await paid;
      await el.updateComplete;
    },
  },
  {
    name: 'crypto-address-check',
    title: 'Crypto: the address checked against a look-alike',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: async (el, { mock }) => {
      await send(el, mock, [payment(15 * 60)]);
      // A poisoned look-alike: the same first and last four characters, another middle.
      el.renderRoot.querySelector('details')!.open = true;
      const input = el.renderRoot.querySelector<HTMLInputElement>('#address-check-input')!;
      input.value = `${ADDRESS.slice(0, 4)}${'q'.repeat(ADDRESS.length - 8)}${ADDRESS.slice(-4)}`;
      input.dispatchEvent(new Event('change'));
      await el.updateComplete;
    },
  },
  {
    name: 'crypto-address-check-open',
    title: 'Crypto: the address check opened, nothing typed yet (the room of its alarm kept)',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: async (el, { mock }) => {
      await send(el, mock, [payment(15 * 60)]);
      el.renderRoot.querySelector('details')!.open = true;
      await el.updateComplete;
    },
  },
  {
    name: 'crypto-last-minute',
    title: 'Crypto: the last minute',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: (el, { mock }) => send(el, mock, [payment(45)]),
  },
  {
    name: 'crypto-expired',
    title: 'Crypto: expired (with the site\'s support address)',
    tag: 'market-crypto-checkout',
    attributes: { ...CRYPTO, 'support-url': 'mailto:help@lovelace.example' },
    clock: true,
    reach: async (el, { mock, wait }) => {
      await send(el, mock, [payment(2)]);
      await wait(2000);
      await el.updateComplete;
    },
  },
  {
    name: 'crypto-tron-payment',
    title: 'Crypto: USDT on Tron (the QR code of the address alone, the network line, no wallet link)',
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach: (el, { mock }) => send(el, mock, [payment(15 * 60, USDT_TRC20)]),
  },
  ...afterPayment(),
  ...priced(),
  ...common('fiat', 'market-fiat-checkout', FIAT),
  {
    name: 'fiat-handed-off',
    title: 'Card: handed off to the card processor',
    tag: 'market-fiat-checkout',
    attributes: FIAT,
    reach: async (el, { mock }) => {
      await send(el, mock, [FIAT_SESSION]);
      processorStandIn(el);
    },
  },
  {
    name: 'fiat-priced-handed-off',
    title: 'Card: handed off with a price (the order total the buyer saw in the summary)',
    tag: 'market-fiat-checkout',
    attributes: { ...FIAT, ...PRICE },
    reach: async (el, context) => {
      // The total is the one shown at submit: submitted once it shows.
      await totalShows(el, context);
      await send(el, context.mock, [FIAT_SESSION]);
      processorStandIn(el);
    },
  },
];

/** The crypto form and payment with the host's price (issue 52): from the attributes, or a quote still being asked. */
function priced(): Stage[] {
  return [
    {
      name: 'crypto-priced-form',
      title: 'Crypto: form with a price (the total, the first year and the renewal, each period\'s total)',
      tag: 'market-crypto-checkout',
      attributes: { ...CRYPTO, ...PRICE },
      reach: totalShows,
    },
    {
      name: 'crypto-quote-pending',
      title: 'Crypto: form, the host\'s quote still being asked (busy; the gallery\'s gives up after 5 s, as the element does)',
      tag: 'market-crypto-checkout',
      attributes: CRYPTO,
      // The quote's 5 s bound is a timer: held, the quote stays pending while photographed.
      clock: true,
      reach: async (el, context) => {
        let asked = false;
        el.quote = () => {
          asked = true;
          return new Promise(() => {});
        };
        // Asked once the price file is here: then the line is the quote's busy state, not the file's.
        await priceLineShows(el, context, 'the pending quote', (line) => asked && line.getAttribute('aria-busy') === 'true');
      },
    },
    {
      name: 'crypto-priced-payment',
      title: 'Crypto: payment with a price (the order total, muted, under the amount)',
      tag: 'market-crypto-checkout',
      attributes: { ...CRYPTO, ...PRICE },
      clock: true,
      reach: async (el, context) => {
        await totalShows(el, context);
        await send(el, context.mock, [payment(15 * 60)]);
      },
    },
  ];
}

/**
 * The screens after the payment screen, each reached as the host reaches it: a payment on screen,
 * then what the host knows of it set as `paymentStatus`.
 */
function afterPayment(): Stage[] {
  const told = (...statuses: PaymentStatus[]) => async (el: Checkout) => {
    for (const status of statuses) {
      (el as MarketCryptoCheckout).paymentStatus = status;
      await el.updateComplete;
    }
  };
  const stage = (name: string, title: string, reach: Stage['reach']): Stage => ({
    name: `crypto-${name}`,
    title: `Crypto: ${title}`,
    tag: 'market-crypto-checkout',
    attributes: CRYPTO,
    clock: true,
    reach,
  });
  return [
    {
      ...stage('underpaid', 'underpaid (the rest still due; the site\'s support address in a sentence)', async (el, context) => {
        await send(el, context.mock, [payment(15 * 60)]);
        await told({ state: 'underpaid', received: '0.0002' })(el);
      }),
      attributes: { ...CRYPTO, 'support-url': 'https://lovelace.example/help' },
    },
    stage('confirming', 'payment seen, waiting for confirmation', async (el, context) => {
      await send(el, context.mock, [payment(15 * 60)]);
      await told({ state: 'seen' })(el);
    }),
    stage('paid', 'paid (the receipt)', async (el, context) => {
      await send(el, context.mock, [payment(15 * 60)]);
      await told({ state: 'seen' }, { state: 'confirmed' })(el);
    }),
    stage('late', 'paid after the window closed', async (el, context) => {
      await send(el, context.mock, [payment(2)]);
      await context.wait(2000);
      await told({ state: 'seen' })(el);
    }),
    // What only the element's own reads of the chain can tell: how deep the payment is, and how much more arrived.
    {
      ...stage('confirming-depth', 'confirming, 1 of 2 confirmations (read from the chain)', (el, context) => paidOnChain(el, context, DUE_SATS)),
      attributes: { ...CRYPTO, confirmations: '2' },
      reads: true,
    },
    { ...stage('overpaid', 'paid, more than the amount (read from the chain)', (el, context) => paidOnChain(el, context, DUE_SATS + 10_000n)), reads: true },
  ];
}

/** The element's next `market-crypto-status`: each read of the chain that changed something fires one. */
const nextStatus = (el: Checkout) => new Promise((resolve) => el.addEventListener('market-crypto-status', resolve, { once: true }));

/**
 * The payment on screen followed through the mock session's Bitcoin chain (the element's
 * `chain-reads`), then paid there with `sats` in a block: resolves once the element read it.
 */
async function paidOnChain(el: Checkout, { mock, wait }: StageContext, sats: bigint): Promise<void> {
  el.setAttribute('chain-reads', chainReadsFor(mock.root));
  // Paid only once reading began: what the address held before that never counts.
  const began = nextStatus(el);
  await send(el, mock, [payment(15 * 60)]);
  await began;
  await payFromTestAccount(mock.root, ADDRESS, sats);
  await mineBlock(mock.root);
  const read = nextStatus(el);
  await wait(POLL_MS);
  await read;
  await el.updateComplete;
}

/** The states photographed right to left too: the form and the payment of each element, and every screen after the payment. */
export const RTL_STAGES = [
  'crypto-form',
  'crypto-payment',
  'crypto-address-check',
  'crypto-underpaid',
  'crypto-confirming',
  'crypto-paid',
  'crypto-late',
  'crypto-confirming-depth',
  'crypto-overpaid',
  'fiat-form',
  'fiat-handed-off',
];

/** A sample translation for the right-to-left views (Arabic): the texts of the states above. */
export const ARABIC: Partial<Strings> = {
  domainLabel: 'النطاق',
  yearsLabel: 'مدة التسجيل',
  ownerAddressLabel: 'عنوان المالك',
  ownerAddressHint: 'يبدأ بـ 0x ويليه 40 رقمًا ست عشريًا',
  lockedHint: 'يحدده الموقع',
  ownerEmailLabel: 'البريد الإلكتروني',
  ownerNameLabel: 'الاسم',
  currencyLabel: 'الدفع بـ',
  walletsLegend: 'عناوين المحافظ المرفقة (اختياري)',
  walletAddrLabel: 'العنوان',
  walletCoinLabel: 'العملة',
  walletCoinOther: 'نوع عملة آخر…',
  addWallet: 'إضافة عنوان محفظة',
  removeWallet: 'إزالة هذا العنوان',
  submitFiat: 'المتابعة إلى الدفع بالبطاقة',
  submitCrypto: 'عرض تفاصيل الدفع',
  summaryHeading: 'طلبك',
  orderId: 'الطلب',
  paymentId: 'الدفعة',
  paymentSlotHint: 'أدخل بيانات بطاقتك أدناه لإتمام الشراء.',
  payHeading: 'أرسل هذا المبلغ بالضبط',
  amountLabel: 'المبلغ',
  addressLabel: 'إلى هذا العنوان',
  qrLabel: 'رمز QR لطلب الدفع بقيمة {amount} {currency}',
  openWallet: 'فتح في المحفظة',
  copy: 'نسخ',
  copied: 'تم النسخ',
  timeLeft: 'الوقت المتبقي للدفع',
  timerWarning: 'بقي أقل من دقيقة: ادفع الآن أو عدّل بياناتك للحصول على دفعة جديدة.',
  timerMilestone: 'بقي {time} للدفع',
  walletCoinIdLabel: 'رقم نوع العملة (SLIP-44)',
  submitting: 'يرجى الانتظار…',
  copyFailed: 'تعذّر النسخ: حدّد النص وانسخه يدويًا',
  copiedAnnouncement: 'تم نسخ {what} إلى الحافظة',
  expiredHeading: 'انتهت مهلة الدفع',
  expiredBody: 'لا ترسل دفعة إلى العنوان القديم. ابدأ من جديد للحصول على تفاصيل دفع جديدة.',
  startAgain: 'ابدأ من جديد',
  changeDetails: 'تعديل التفاصيل',
  expiredSupport: 'هل دفعت بالفعل؟ [تواصل مع الموقع] وأعطهم هذين الرقمين.',
  contactIfWrong: '[تواصل مع الموقع] إذا كانت هناك مشكلة في هذه الدفعة.',
  underpaidHeading: 'وصل جزء من الدفعة: أرسل الباقي',
  receivedLabel: 'المستلم',
  stillDueLabel: 'المتبقي للدفع',
  underpaidAnnouncement: 'تم استلام {received}. المتبقي للدفع {due}.',
  confirmingHeading: 'تم استلام الدفعة، بانتظار التأكيد',
  confirmingBody: 'رُصدت دفعتك على الشبكة. لا شيء آخر عليك فعله: تتحدث هذه الصفحة عند تأكيدها.',
  paidHeading: 'تم تأكيد الدفع',
  paidBody: 'شكرًا لك. احتفظ بهذا الإيصال: رقما الطلب والدفعة هما ما يحتاجه الموقع إن تواصلت معه.',
  amountPaidLabel: 'المبلغ المدفوع',
  networkLabel: 'الشبكة',
  lateHeading: 'وصلت الدفعة بعد انتهاء المهلة',
  confirmationsOf: 'التأكيدات: {depth} من {total}',
  lateBody: 'سيتواصل معك الموقع بشأن هذه الدفعة. لا شيء آخر عليك فعله الآن.',
  domainEnding: 'أدخل النطاق كاملًا مع امتداده (مثل example.com).',
  yearsRange: 'اختر مدة من 1 إلى {max} سنوات.',
  ownerAddressFormat: 'يبدأ عنوان المالك بـ 0x ويليه 40 رقمًا ست عشريًا.',
  errorSummaryInput: 'يرجى تصحيح الحقول المحددة.',
  errorConfig: 'إعداد صفحة الدفع هذه غير صحيح ({fields}). يرجى التواصل مع مالك الموقع.',
  errorNetwork: 'تعذّر الوصول إلى خدمة الدفع. تحقّق من اتصالك وحاول مرة أخرى.',
  errorTimeout: 'استغرقت خدمة الدفع وقتًا طويلًا للرد. يرجى المحاولة مرة أخرى.',
  errorHttp409: 'تتعارض عملية الشراء هذه مع عملية أخرى. يرجى التحقق من التفاصيل والمحاولة مرة أخرى.',
  errorInvalid: 'أرسلت خدمة الدفع ردًا ببيانات ناقصة أو غير صالحة.',
};
