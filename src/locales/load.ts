/**
 * Loads a built-in language in the package build (and from source): one dynamic import per
 * half of a language, which an app's bundler splits into a file of its own. The self-contained
 * bundles load theirs from beside them instead (vite.config.ts swaps in ./load-beside.ts).
 */
import type { FormStrings } from './strings.js';
import type { PaymentStrings } from './payment-english.js';
import type { BuiltInTag } from './built-in.js';

type Module<T> = Promise<{ default: T }>;

const FORMS: Record<BuiltInTag, () => Module<FormStrings>> = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  it: () => import('./it.js'),
  'pt-BR': () => import('./pt-BR.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  tr: () => import('./tr.js'),
  ru: () => import('./ru.js'),
  uk: () => import('./uk.js'),
  ja: () => import('./ja.js'),
  'zh-CN': () => import('./zh-CN.js'),
  ko: () => import('./ko.js'),
  ar: () => import('./ar.js'),
  he: () => import('./he.js'),
  fa: () => import('./fa.js'),
};

const PAYMENTS: Record<BuiltInTag, () => Module<PaymentStrings>> = {
  de: () => import('./payment/de.js'),
  fr: () => import('./payment/fr.js'),
  es: () => import('./payment/es.js'),
  it: () => import('./payment/it.js'),
  'pt-BR': () => import('./payment/pt-BR.js'),
  nl: () => import('./payment/nl.js'),
  pl: () => import('./payment/pl.js'),
  tr: () => import('./payment/tr.js'),
  ru: () => import('./payment/ru.js'),
  uk: () => import('./payment/uk.js'),
  ja: () => import('./payment/ja.js'),
  'zh-CN': () => import('./payment/zh-CN.js'),
  ko: () => import('./payment/ko.js'),
  ar: () => import('./payment/ar.js'),
  he: () => import('./payment/he.js'),
  fa: () => import('./payment/fa.js'),
};

/** The form's texts of a built-in language. */
export async function loadForm(tag: string): Promise<FormStrings> {
  return (await FORMS[tag as BuiltInTag]()).default;
}

/** The payment screen's texts of a built-in language. */
export async function loadPayment(tag: string): Promise<PaymentStrings> {
  return (await PAYMENTS[tag as BuiltInTag]()).default;
}
