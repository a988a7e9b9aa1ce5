/**
 * Loads a built-in language in the self-contained bundles (vite.config.ts puts this module in
 * place of ./load.ts for them): its two halves from `locales/<tag>.js` and
 * `locales/payment/<tag>.js` beside the bundle, each pinned by its hash (src/loading/beside.ts),
 * which `locales/integrity.js` holds (itself pinned by the bundle). A file that differs is not
 * used: the registry keeps English and warns.
 */
import { importBeside } from '../loading/beside.js';
import type { FormStrings } from './strings.js';
import type { PaymentStrings } from './payment-english.js';

type Pins = Record<string, string>;

/** Each file's hash, from dist/locales/integrity.js (pinned in the bundle), loaded with the first language a page needs. */
let pins: Promise<Pins> | undefined;

async function loadPinned<T>(path: string): Promise<T> {
  pins ??= importBeside<{ default: Pins }>('locales/integrity.js').then(
    (module) => module.default,
    (error: unknown) => {
      pins = undefined;
      throw error;
    },
  );
  return (await importBeside<{ default: T }>(path, (await pins)[path])).default;
}

/** The form's texts of a built-in language. */
export const loadForm = (tag: string): Promise<FormStrings> => loadPinned(`locales/${tag}.js`);

/** The payment screen's texts of a built-in language. */
export const loadPayment = (tag: string): Promise<PaymentStrings> => loadPinned(`locales/payment/${tag}.js`);
