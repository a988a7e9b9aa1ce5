/**
 * The payment screen's texts as it shows them: the script's (English for the form, a language's
 * or the host's for the rest) laid over the payment screen's English, which the payment file
 * carries (src/locales/payment-english.ts) and every first load leaves out.
 */
import { lastOf } from '../core/lazy.js';
import { PAYMENT_STRINGS } from '../locales/payment-english.js';
import type { ScriptStrings, Strings } from '../locales/strings.js';

/** The script's texts (English for the form, a language's or the host's for the rest) over this English. */
export const withPaymentEnglish = lastOf((text: ScriptStrings): Strings => ({ ...PAYMENT_STRINGS, ...text }));
