/**
 * The payment file: what only a crypto payment on screen needs, fetched when the buyer first
 * touches a crypto form and awaited before the purchase is sent (src/loading/ is the one way in).
 * Everything here draws or follows a payment the script already checked: PaymentSession (one
 * payment's whole life after acceptance), the payment and after-payment screens, the QR encoder
 * and copy feedback. Nothing here checks a link, reads a schema or sends a request: the script
 * keeps those (the guard's promise needs the script alone) and lends them (ScriptPort).
 *
 * Beside the classic script this file is a module of its own, which cannot import the script's
 * Lit: it renders with the Lit the script hands to `useLit` (vite.config.ts, `payment` build), so
 * the buyer downloads Lit once.
 */
export { PaymentSession } from './payment-session.js';
export type { ScriptPort } from './script-port.js';
/** "Use my wallet" on the form: the first wallet's first account, asked on that click only. */
export { firstAccount } from '../wallet/pay.js';
export { walletsOf } from '../wallet/discovery.js';
