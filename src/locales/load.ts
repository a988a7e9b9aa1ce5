/**
 * Loads a built-in language in the package build (and from source): one dynamic import per
 * language, which an app's bundler splits into a file of its own. The self-contained bundles
 * load theirs from beside them instead (vite.config.ts swaps in ./load-beside.ts).
 */
import type { Strings } from './strings.js';
import type { BuiltInTag } from './built-in.js';

type Module = Promise<{ default: Strings }>;

const MODULES: Record<BuiltInTag, () => Module> = {
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

export async function loadBuiltIn(tag: string): Promise<Strings> {
  return (await MODULES[tag as BuiltInTag]()).default;
}
