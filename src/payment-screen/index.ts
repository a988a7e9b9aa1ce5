/**
 * The payment file: what only a crypto payment on screen needs, fetched when the buyer first
 * touches a crypto form and awaited before the purchase is sent (src/loading/ is the one way in).
 * Everything here draws or follows a payment the script already checked: the payment and
 * after-payment screens, the QR encoder, copy feedback and the status poller. Nothing here checks
 * a link, reads a schema or sends a request: the script keeps those (the guard's promise needs the
 * script alone).
 *
 * Beside the classic script this file is a module of its own, which cannot import the script's
 * Lit: it renders with the Lit the script hands to `useLit` (vite.config.ts, `payment` build), so
 * the buyer downloads Lit once.
 */
export { paymentView, type PaymentScreen } from './payment-view.js';
export { confirmingView, expiredView, receiptView } from './after-payment.js';
export { qrPath, type QrPath } from './qr-path.js';
export { CopyController } from './copy-controller.js';
export { StatusPoller } from './status-poller.js';
