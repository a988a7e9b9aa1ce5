/** Time in words in the element's language, for what is announced (core/expiry.ts does the arithmetic). */
import { formatNumber } from './strings.js';

/** A milestone as words ("10 minutes", "30 seconds") in the page's language. */
export function spokenDuration(seconds: number, lang: string | undefined): string {
  const minutes = seconds >= 60 && seconds % 60 === 0;
  const unit = minutes ? 'minute' : 'second';
  return formatNumber(minutes ? seconds / 60 : seconds, lang, { style: 'unit', unit, unitDisplay: 'long' });
}
