/**
 * The languages that ship with the elements, besides English (which is built into the code and
 * never loaded): each is its own module, src/locales/<tag>.ts, loaded when a page needs it.
 */
export const BUILT_IN = ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl', 'tr', 'ru', 'uk', 'ja', 'zh-CN', 'ko', 'ar', 'he', 'fa'] as const;

export type BuiltInTag = (typeof BUILT_IN)[number];
