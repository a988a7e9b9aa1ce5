/**
 * The payment screen's texts in English: they travel in the payment file, not in every buyer's
 * first load (./strings.ts has the form's, and takes only these keys' type from here, so that
 * `Strings` has every text without a first load carrying these). A language or the host's
 * `strings` sets any of them like the others; the payment screen lays what the script has over
 * these (`withPaymentEnglish`, src/payment-screen/payment-strings.ts). `{name}` marks a value
 * filled in. Here rather than beside the payment screen: the texts' type lives with the texts'
 * other types, and locales/ imports nothing of the payment file (ARCHITECTURE.md's import order).
 */
export const PAYMENT_STRINGS = /* @__PURE__ */ Object.freeze({
  payHeading: 'Send exactly this amount',
  amountLabel: 'Amount',
  addressLabel: 'To this address',
  qrLabel: 'QR code of the payment request for {amount} {currency}',
  openWallet: 'Open in wallet',
  /** Over the QR code where the wallet link comes first (a phone): the code is for another device. */
  scanOther: 'or scan with another device',
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
  /**
   * If the buyer paid just before the window closed: the ids beside it are what support asks for.
   * The words in `[…]` link to the host's `support-url` where it set one (after-payment.ts `linked`).
   */
  expiredSupport: 'Already paid? [Contact the site] and give them these numbers.',
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
  /** On the receipt (and the late screen), kept for the tab until pressed: forgets it and shows the form. */
  newPurchase: 'Start a new purchase',
  amountPaidLabel: 'Amount paid',
  networkLabel: 'Network',
  lateHeading: 'Payment received after the window closed',
  lateBody: 'The site will contact you about this payment. There is nothing more to do now.',
  /** Browser wallets (README, "Paying from a browser wallet"); `{wallet}` is the wallet's name. */
  browserWallet: 'Browser wallet',
  payWith: 'Pay with {wallet}',
  walletBusy: 'Confirm in {wallet}…',
  cancel: 'Cancel',
  /** Beside what an attempt that paid nothing came to, in the wallet button's place: asks the same wallet again. */
  tryAgain: 'Retry',
  walletRejected: 'Declined in {wallet}. Nothing was sent.',
  walletMissingChain: 'Add the {network} network to {wallet}, then try again.',
  sentHeading: 'Sent from {wallet}',
  sentBody: 'Waiting for the network.',
  txLabel: 'Transaction',
  /** The window closed after a wallet sent the payment. */
  expiredSent: 'Your payment was sent: the site will confirm it.',
  /** "Check the address in your wallet" (address-check-view.ts): a disclosure under the address. */
  checkAddressSummary: 'Check the address in your wallet',
  checkAddressLabel: 'Paste or type the address your wallet shows',
  checkAddressSame: 'Same address',
  checkAddressDifferent: 'This is not the address above. Do not send: something on this device changed it.',
  /** "Copy details for support" (support-details.ts): the button, what its copy is called, and the time's label in it. */
  copySupport: 'Copy details for support',
  supportDetails: 'Details for support',
  supportTimeLabel: 'Time',
  /** The payment link shown to copy where the page may not open a wallet (wallet-link.ts). */
  walletLinkLabel: 'Payment link',
  walletLinkBlocked: 'This page cannot open your wallet: copy the link.',
  walletLinkUnsure: 'If your wallet does not open, this page may not be allowed to open it: copy the link.',
  /** The element's own reads of the chain (README, "Following the payment"): depth, an overpayment, a failed transaction, the explorer. */
  confirmationsOf: 'Confirmations: {depth} of {total}',
  overpaid: '{extra} more than the amount was sent: the site will contact you about it.',
  walletTxFailed: 'The transaction failed on the network; nothing was paid. You can pay again.',
  viewTransaction: 'View the transaction',
  /** Lightning (README, "Paying over Lightning"): the WebLN wallet's name in `payWith` and `walletBusy`, its answer without proof, the invoice and its payment hash. */
  lightningWallet: 'Lightning wallet',
  lightningUnproven: 'The wallet did not confirm the payment. This page waits for the site to confirm it.',
  invoiceLabel: 'Lightning invoice',
  /** On the underpaid screen of a `lightning:` link, whose invoice cannot pay the rest; the words in `[…]` link to the host's `support-url`. */
  lightningRest: 'The Lightning invoice pays the whole amount only, not the rest: [contact the site] to pay the rest another way.',
  paymentHashLabel: 'Payment hash',
  /** The receipt's and the support copy's network when a Lightning wallet's preimage proved the payment: `{network}` is the link's ("Bitcoin"). */
  overLightning: '{network}, over Lightning',
  /** On the underpaid, failed and late screens when the host set a `support-url`: the words in `[…]` link there. */
  contactIfWrong: 'If something is wrong with this payment, [contact the site].',
  /** USDT on Tron (README, "USDT on Tron"): the QR code holds the address alone, and the line says what to send; `{amount}` is "25.98 USDT", `{standard}` " (TRC-20)" for a token, else nothing. */
  qrAddressLabel: 'QR code of the address',
  tronSend: 'Send exactly {amount} on the Tron network{standard}. Your wallet pays the network fee in TRX.',
} as const);

/** The payment screen's texts: what each language's payment half (./payment/<tag>.ts) sets. */
export type PaymentStrings = { -readonly [K in keyof typeof PAYMENT_STRINGS]: string };
