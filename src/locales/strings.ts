/**
 * Every text a buyer sees, in English: the client's messages (field rules, failures) by their
 * keys, then the elements' own. A host replaces any of them through the elements' `strings`
 * property (a partial object, merged over these). `{name}` marks a value filled in.
 */
import { fill, MESSAGES } from '../api/messages.js';
import { numberingSystemFor } from './digits.js';

export { fill };

export const DEFAULT_STRINGS = /* @__PURE__ */ english(MESSAGES, {
  domainLabel: 'Domain',
  yearsLabel: 'Registration period',
  /** `{years}` is the number with its unit, in the element's language ("2 years"). */
  yearsOption: '{years}',
  ownerAddressLabel: 'Owner address',
  ownerAddressHint: '0x followed by 40 hexadecimal digits',
  ownerEmailLabel: 'E-mail',
  ownerNameLabel: 'Name',
  currencyLabel: 'Pay with',
  walletsLegend: 'Wallet addresses to attach (optional)',
  walletAddrLabel: 'Address',
  walletCoinLabel: 'Coin',
  walletCoinOther: 'Other coin type…',
  walletCoinIdLabel: 'Coin type number (SLIP-44)',
  addWallet: 'Add a wallet address',
  removeWallet: 'Remove this address',
  lockedHint: 'Set by the site',
  submitFiat: 'Continue to card payment',
  submitCrypto: 'Get payment details',
  submitting: 'Please wait…',
  /** The submit button while the service asked to wait; `{time}` counts down as m:ss. */
  retryIn: 'Try again in {time}',
  summaryHeading: 'Your order',
  orderId: 'Order',
  paymentId: 'Payment',
  paymentSlotHint: 'Enter your card details below to finish the purchase.',
  /** A payment kept from earlier in this tab, while the screen that shows it loads. */
  loadingPayment: 'Loading your payment…',
  payHeading: 'Send exactly this amount',
  amountLabel: 'Amount',
  addressLabel: 'To this address',
  qrLabel: 'QR code of the payment request for {amount} {currency}',
  openWallet: 'Open in wallet',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select and copy by hand',
  /** The clipboard was refused (a sandboxed or cross-origin frame): the value is selected instead. */
  copySelected: 'Selected: copy it by hand',
  copiedAnnouncement: '{what} copied to the clipboard',
  timeLeft: 'Time left to pay',
  timerWarning: 'Less than a minute left: pay now, or change your details for a new payment.',
  timerMilestone: '{time} left to pay',
  expiredHeading: 'The payment window has closed',
  expiredBody: 'Do not send a payment to the old address. Start again to get new payment details.',
  startAgain: 'Start again',
  /** Back to the form from the payment screen, every value kept. */
  changeDetails: 'Change details',
  /** If the buyer paid just before the window closed: the ids beside it are what support asks for. */
  expiredSupport: 'Already paid? Contact the site and give them these numbers.',
  /** Underpaid: the payment screen then asks for the rest. */
  underpaidHeading: 'Part of the payment arrived: send the rest',
  receivedLabel: 'Received',
  stillDueLabel: 'Still to pay',
  /** Announced when an underpayment is reported; `{due}` and `{received}` include the currency. */
  underpaidAnnouncement: '{received} received. {due} still to pay.',
  confirmingHeading: 'Payment received, waiting for confirmation',
  confirmingBody: 'Your payment was seen on the network. There is nothing more to do: this page updates once it is confirmed.',
  paidHeading: 'Payment confirmed',
  paidBody: 'Thank you. Keep this receipt: the order and payment numbers are what the site needs if you contact them.',
  amountPaidLabel: 'Amount paid',
  networkLabel: 'Network',
  lateHeading: 'Payment received after the window closed',
  lateBody: 'The site will contact you about this payment. There is nothing more to do now.',
  /** Browser wallets (widget.md, "Pay from a browser wallet"); `{wallet}` is the wallet's name. */
  browserWallet: 'Browser wallet',
  payWith: 'Pay with {wallet}',
  walletBusy: 'Confirm in {wallet}…',
  cancel: 'Cancel',
  walletRejected: 'Declined in {wallet}. Nothing was sent.',
  walletMissingChain: 'Add the {network} network to {wallet}, then try again.',
  sentHeading: 'Sent from {wallet}',
  sentBody: 'Waiting for the network.',
  txLabel: 'Transaction',
  /** The window closed after a wallet sent the payment. */
  expiredSent: 'Your payment was sent: the site will confirm it.',
  useMyWallet: 'Use my wallet',
  /** Under the owner address, for every currency. */
  ownerAddressHelp: 'The address that will own the domain.',
} as const);

// Frozen, so a host cannot change the English of every element; a call marked pure, so a bundle
// that reads none of the texts (the payment file) drops them.
function english<A extends object, B extends object>(messages: A, own: B): Readonly<A & B> {
  return Object.freeze({ ...messages, ...own });
}

export type Strings = { -readonly [K in keyof typeof DEFAULT_STRINGS]: string };

/** What can be said to the buyer: a keyed message (an issue, an error), or words of its own. */
export interface Sayable {
  key?: keyof Strings;
  values?: Record<string, string | number>;
  message: string;
}

/**
 * The buyer's words for `what`: the host's text for its key, its values filled in and numbers
 * written for `lang` (`defaults` fill what the values leave out); without a key, its own words.
 */
export function say(text: Strings, what: Sayable, lang: string, defaults: Record<string, string | number> = {}): string {
  if (!what.key) return what.message;
  const values = { ...defaults, ...what.values };
  for (const [name, v] of Object.entries(values)) if (typeof v === 'number') values[name] = formatNumber(v, lang);
  return fill(text[what.key], values);
}

/**
 * The texts shown: English, then each layer over it key by key (the element passes its language's
 * texts, then the host's `strings`); non-string values are ignored.
 */
export function mergeStrings(...layers: unknown[]): Strings {
  const merged: Strings = { ...DEFAULT_STRINGS };
  for (const layer of layers) {
    if (typeof layer !== 'object' || layer === null) continue;
    for (const key of Object.keys(DEFAULT_STRINGS) as (keyof Strings)[]) {
      const value = (layer as Record<string, unknown>)[key];
      if (typeof value === 'string') merged[key] = value;
    }
  }
  return merged;
}

/**
 * The language of `el`: the nearest `lang` on it or an ancestor, past the shadow roots it sits
 * in (an element inside another component takes that component's language); English, as the
 * defaults, when none is set.
 */
export function langOf(el: Element): string {
  for (let node: Element | undefined = el; node; node = (node.getRootNode() as Partial<ShadowRoot>).host) {
    const lang = node.closest('[lang]')?.getAttribute('lang');
    if (lang != null) return lang.trim() || 'en';
  }
  return 'en';
}

/**
 * Formatters by language and options. Making one costs far more than using it (about a third of
 * the elements' startup went into the years picker's formatters before they were kept), and
 * every render formats the same few numbers again. Pages use a handful of languages; the cap
 * only bounds a page that keeps inventing new ones.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 64;

/**
 * `n` formatted for `lang` (the browser's language when undefined); a `lang` that Intl refuses
 * falls back to English rather than throwing.
 */
export function formatNumber(n: number, lang: string | undefined, options?: Intl.NumberFormatOptions): string {
  const plain = plainEnglish(n, lang, options);
  if (plain !== undefined) return plain;
  const key = JSON.stringify([lang, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    // The digits are asked for by name: engines differ in the defaults they ship (src/locales/digits.ts).
    const digits = lang ? { numberingSystem: numberingSystemFor(lang), ...options } : options;
    try {
      formatter = new Intl.NumberFormat(lang || undefined, digits);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter.format(n);
}

/** Long units whose English plural is the singular and an s. */
const ENGLISH_UNITS: ReadonlySet<string> = new Set(['year', 'minute', 'second']);

/**
 * What Intl writes for a whole number from 0 to 999 in English, alone or as a long unit ("1 year",
 * "15 minutes"), without a formatter: the first one made in a page starts Chromium's ICU (12-20
 * ms), which the years picker made every English page pay at its first render. Undefined for
 * anything else (other languages, Unicode extensions such as `-u-nu-`, other options), which
 * Intl formats; test/strings-format.test.ts holds this to Intl's own output.
 */
function plainEnglish(n: number, lang: string | undefined, options?: Intl.NumberFormatOptions): string | undefined {
  if (!lang || !/^en(-[a-z]{2}|-\d{3})?$/i.test(lang) || !Number.isInteger(n) || n < 0 || n > 999 || Object.is(n, -0)) return undefined;
  if (!options) return String(n);
  const { style, unit, unitDisplay, ...rest } = options;
  if (style !== 'unit' || unitDisplay !== 'long' || !ENGLISH_UNITS.has(unit ?? '') || Object.keys(rest).length) return undefined;
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The digits of `text` (a countdown such as "14:59") in the digits `lang` writes. */
export function localDigits(text: string, lang: string): string {
  return text.replace(/\d/g, (d) => formatNumber(Number(d), lang));
}
