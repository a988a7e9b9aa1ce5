/**
 * The form's texts in English, which every first load carries: the client's messages (field
 * rules, failures) by their keys, then the elements' own. The payment screen's English travels in
 * the payment file (src/payment-screen/payment-strings.ts). A host replaces any text of either
 * through the elements' `strings` property (a partial object, merged over these). `{name}` marks
 * a value filled in.
 */
import { fill, MESSAGES } from '../api/messages.js';
import type { PAYMENT_STRINGS } from '../payment-screen/payment-strings.js';
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
  /** Back to the form from the payment screen or the card hand-off, every value kept. */
  changeDetails: 'Change details',
  useMyWallet: 'Use my wallet',
  /** Under the owner address, for every currency. */
  ownerAddressHelp: 'The address that will own the domain.',
} as const);

// Frozen, so a host cannot change the English of every element; a call marked pure, so a bundle
// that reads none of the texts (the payment file) drops them.
function english<A extends object, B extends object>(messages: A, own: B): Readonly<A & B> {
  return Object.freeze({ ...messages, ...own });
}

/** The form's texts. */
export type FormStrings = { -readonly [K in keyof typeof DEFAULT_STRINGS]: string };
/** Every text a buyer may see, the form's and the payment screen's: what a language or a host sets. */
export type Strings = FormStrings & { -readonly [K in keyof typeof PAYMENT_STRINGS]: string };
/** What the script has: the form's texts in full, the payment screen's where a language or the host set them. */
export type ScriptStrings = FormStrings & Partial<Strings>;

/** What can be said to the buyer: a keyed message (an issue, an error), or words of its own. */
export interface Sayable {
  key?: keyof FormStrings;
  values?: Record<string, string | number>;
  message: string;
}

/**
 * The buyer's words for `what`: the host's text for its key, its values filled in and numbers
 * written for `lang` (`defaults` fill what the values leave out); without a key, its own words.
 */
export function say(text: FormStrings, what: Sayable, lang: string, defaults: Record<string, string | number> = {}): string {
  if (!what.key) return what.message;
  const values = { ...defaults, ...what.values };
  for (const [name, v] of Object.entries(values)) if (typeof v === 'number') values[name] = formatNumber(v, lang);
  return fill(text[what.key], values);
}

/**
 * The texts shown: the form's English, then each layer over it (the element passes its language's
 * texts, then the host's `strings`); every string a layer has is kept, the payment screen's too,
 * whose English the payment file adds under them. Non-string values are ignored.
 */
export function mergeStrings(...layers: unknown[]): ScriptStrings {
  const merged: Record<string, string> = { ...DEFAULT_STRINGS };
  for (const layer of layers) {
    if (typeof layer !== 'object' || layer === null) continue;
    for (const [key, value] of Object.entries(layer)) if (typeof value === 'string') merged[key] = value;
  }
  return merged as ScriptStrings;
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
 * Intl formats; test/locales/strings.test.ts holds this to Intl's own output.
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
