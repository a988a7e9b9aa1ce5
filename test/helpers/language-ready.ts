/**
 * Waits for a built-in language's two halves: the form's, which an element asks for as it connects,
 * and the payment screen's, which comes with the payment file (a stage mounted straight onto its
 * payment screen skips that file, so nothing else would ask for it). At once for English and for
 * a language with no match; a half that fails leaves English, as on a page.
 */
import { localeFor, onLocales, paymentTexts } from '../../src/locales/registry.js';

export async function languageReady(lang: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const stop = onLocales(() => check());
    const check = () => !localeFor(lang).pending && (stop(), resolve());
    check();
  });
  await paymentTexts(lang);
}
