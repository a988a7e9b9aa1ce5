/** Every English text, the form's (first load) and the payment screen's (payment file), as a buyer reads them. */
import { PAYMENT_STRINGS } from '../../src/locales/payment-english.js';
import { DEFAULT_STRINGS, type Strings } from '../../src/locales/strings.js';

export const ENGLISH = Object.freeze({ ...DEFAULT_STRINGS, ...PAYMENT_STRINGS }) satisfies Strings;
