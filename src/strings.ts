/**
 * Every text a buyer sees, in English. A host replaces any of them through the elements'
 * `strings` property (a partial object, merged over these). `{name}` marks a value filled in.
 */
export const DEFAULT_STRINGS = {
  domainLabel: 'Domain',
  yearsLabel: 'Registration period',
  yearsOption: '{years} year(s)',
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
  errorSummaryInput: 'Please correct the highlighted fields.',
  errorConfig: 'This checkout is not set up correctly ({fields}). Please contact the site owner.',
  summaryHeading: 'Your order',
  orderId: 'Order',
  paymentId: 'Payment',
  paymentSlotHint: 'Enter your card details below to finish the purchase.',
  payHeading: 'Send exactly this amount',
  amountLabel: 'Amount',
  addressLabel: 'To this address',
  qrLabel: 'QR code of the payment request for {amount} {currency}',
  openWallet: 'Open in wallet',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select and copy by hand',
  copiedAnnouncement: '{what} copied to the clipboard',
  timeLeft: 'Time left to pay',
  timerWarning: 'Less than a minute left: pay now or start again.',
  timerMilestone: '{time} left to pay',
  expiredHeading: 'The payment window has closed',
  expiredBody: 'Do not send a payment to the old address. Start again to get new payment details.',
  startAgain: 'Start again',
  editDetails: 'Change details',
} as const;

export type Strings = { -readonly [K in keyof typeof DEFAULT_STRINGS]: string };

/** `{name}` placeholders filled from `values`; an unknown name is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The host's partial overrides over the defaults; non-string values are ignored. */
export function mergeStrings(overrides: unknown): Strings {
  const merged: Strings = { ...DEFAULT_STRINGS };
  if (typeof overrides !== 'object' || overrides === null) return merged;
  for (const key of Object.keys(DEFAULT_STRINGS) as (keyof Strings)[]) {
    const value = (overrides as Record<string, unknown>)[key];
    if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}
