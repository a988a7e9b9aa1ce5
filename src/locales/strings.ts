/**
 * The form's texts in English, which every first load carries: the client's messages (field
 * rules, failures) by their keys, then the elements' own. The payment screen's English travels in
 * the payment file (./payment-english.ts). A host replaces any text of either through the
 * elements' `strings` property (a partial object, merged over these: `mergeStrings`).
 * `{name}` marks a value filled in. Saying a message is ./say.ts's, numbers ./numbers.ts's, an
 * element's language ./lang-of.ts's.
 */
import { fill, MESSAGES } from '../api/messages.js';
import type { PaymentStrings } from './payment-english.js';

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
  /** The price line above the submit button: `{years}` the period as the years picker writes it, `{total}` the amount in its currency. */
  priceTotal: 'Total for {years}: {total}',
  /** Under the total when the renewal differs: `{price}` the first year's, `{renewal}` each later year's, in their currency. */
  priceBreakdown: '{price} the first year, then {renewal} a year',
  /** The price line while the site's price is asked for. */
  pricePending: 'Getting the price…',
  /** A years option with its total: `{years}` as the option writes it ("2 years"), `{total}` the amount. */
  yearsWithTotal: '{years}, {total}',
  /** The card summary's row with the total the buyer saw. */
  orderTotal: 'Order total',
} as const);

// Frozen, so a host cannot change the English of every element; a call marked pure, so a bundle
// that reads none of the texts (the payment file) drops them.
function english<A extends object, B extends object>(messages: A, own: B): Readonly<A & B> {
  return Object.freeze({ ...messages, ...own });
}

/**
 * The form's texts; and in a built-in language `yearsList`, its periods of 1 to 10 years as the
 * years picker writes them ("1 Jahr|2 Jahre|…", `|` between), held to Intl's own words by
 * test/locales/years-list.test.ts: Intl's unit formatter costs 30 to 90 ms of a page's first
 * paint the first time it is made. English needs none (./numbers.ts writes it).
 */
export type FormStrings = { -readonly [K in keyof typeof DEFAULT_STRINGS]: string } & { yearsList?: string };
/** Every text a buyer may see, the form's and the payment screen's: what a language or a host sets. */
export type Strings = FormStrings & PaymentStrings;
/** What the script has: the form's texts in full, the payment screen's where a language or the host set them. */
export type ScriptStrings = FormStrings & Partial<Strings>;

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
