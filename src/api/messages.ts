/**
 * Every sentence the client and the schemas may put in front of a buyer, in English, by a stable
 * key: `MarketError.message` and the field issues' messages are these texts. The elements show
 * the host's translation of the same key instead (their `strings` default to these). Messages
 * meant for the site owner (attributes, ids) stay where they are made.
 */
export const MESSAGES = {
  domainMissing: 'Enter the domain you want to buy.',
  domainLong: 'A domain can be at most 253 characters long.',
  domainEnding: 'Enter the full domain, with its ending (for example example.com).',
  domainLabels: 'Use lowercase letters, digits and inner hyphens between the dots, 63 characters at most each.',
  yearsOne: 'The period must be 1 year.',
  yearsRange: 'Choose a period from 1 to {max} years.',
  ownerAddressMissing: 'Enter the owner address.',
  ownerAddressFormat: 'The owner address starts with 0x and has 40 hexadecimal digits after it.',
  ownerNameMissing: 'Enter the owner name.',
  ownerNameLong: 'A name can be at most 200 characters long.',
  ownerNameHidden: 'The name has a hidden character in it; type it again.',
  emailFormat: 'Enter an e-mail address such as name@example.com.',
  emailLong: 'An e-mail address can be at most 254 characters long.',
  currencyMissing: 'Choose a currency.',
  walletMax: 'Attach at most 20 wallet addresses.',
  walletAddrMissing: 'Enter the wallet address.',
  walletAddrLong: 'A wallet address can be at most 128 characters long.',
  walletAddrSpaces: 'A wallet address has no spaces.',
  walletAddrHidden: 'A wallet address has no hidden characters.',
  walletAddrDuplicate: 'This address is already in the list.',
  walletCoinId: 'The coin type is a whole number of 0 or more.',
  errorNetwork: 'We could not reach the payment service. Check your connection and try again.',
  errorTimeout: 'The payment service took too long to answer. Please try again.',
  errorHttp: 'The payment service refused the request.',
  errorHttp400: 'The payment service did not accept these details.',
  errorHttp401: 'This checkout is not authorised. Please contact the site owner.',
  errorHttp403: 'This checkout is not allowed. Please contact the site owner.',
  errorHttp404: 'The payment service could not find this checkout. Please contact the site owner.',
  errorHttp409: 'This purchase conflicts with another one. Please check the details and try again.',
  errorHttp422: 'The payment service could not process these details.',
  errorHttp429: 'Too many attempts. Please wait a moment and try again.',
  errorHttp429Wait: 'Too many attempts. Please wait {seconds} seconds and try again.',
  errorHttp5xx: 'The payment service is having trouble. Please try again in a moment.',
  /** A browser wallet failed to pay (the `wallet` code); the payment screen stays. */
  errorWallet: 'The wallet could not pay. Nothing was sent.',
  errorEmpty: 'The payment service sent an empty answer.',
  errorUnreadable: 'The payment service sent an answer we could not read.',
  errorInvalid: 'The payment service sent an answer with missing or invalid details.',
  errorRedirect: 'The payment service answered with a redirect, which a purchase never follows.',
  errorTooLarge: 'The payment service sent an answer too large to be a purchase.',
  errorSecretKey: 'The payment service sent a secret key where a publishable key belongs. Please contact the site owner.',
  errorCheckoutId: 'The payment service answered for a different checkout.',
  errorPaymentUri: 'The payment details could not be verified ({reason}), so they are not shown. Please try again.',
  errorUnexpected: 'Something went wrong while reading the answer. Please try again.',
  errorSummaryInput: 'Please correct the highlighted fields.',
  errorConfig: 'This checkout is not set up correctly ({fields}). Please contact the site owner.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Each key named by itself: the schemas' rules carry these as their messages, so an issue says
 * which sentence it is, and the English (or the host's translation) is looked up by that key.
 */
export const KEYS = /* @__PURE__ */ namedByThemselves(MESSAGES);

// A call marked pure, so that a bundle that uses none of the keys (the payment file) drops the texts.
function namedByThemselves<T extends object>(texts: T): { readonly [K in keyof T]: K } {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, key])) as { readonly [K in keyof T]: K };
}

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** `{name}` placeholders filled from `values`; an unknown name is left as it is. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
