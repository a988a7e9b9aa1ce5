/** What a payment link may be before anyone reads it: the response schema and the guard both hold it to this. */

/** Real payment links are far shorter; the cap also bounds all the work of the guard. */
export const MAX_PAYMENT_URI_LENGTH = 2048;
