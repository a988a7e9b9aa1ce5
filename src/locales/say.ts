/** A refusal or an issue in the buyer's words: a keyed message filled in, numbers in the element's language. */
import { fill } from '../api/messages.js';
import { formatNumber } from './numbers.js';
import type { DEFAULT_STRINGS, FormStrings } from './strings.js';

/** What can be said to the buyer: a keyed message (an issue, an error), or words of its own. */
export interface Sayable {
  key?: keyof typeof DEFAULT_STRINGS;
  values?: Record<string, string | number>;
  message: string;
}

/**
 * The buyer's words for `what`: the host's text for its key, its values filled in and numbers
 * written for `lang` (`defaults` fill what the values leave out); without a key, its own words.
 */
export function say(text: FormStrings, what: Sayable, lang: string, defaults: Record<string, string | number> = {}): string {
  if (!what.key) return what.message;
  const values = { ...defaults, ...what.values };
  for (const [name, v] of Object.entries(values)) if (typeof v === 'number') values[name] = formatNumber(v, lang);
  return fill(text[what.key], values);
}
