/**
 * The decimal arithmetic of src/core/decimal.ts, as the bundle that loaded the payment file hands
 * it over (`useDecimal`): the script already carries all of it for the guard and the amounts, and
 * a second copy would add to what a crypto buyer downloads. The payment build (vite.config.ts)
 * points the payment file's imports of core/decimal here, like Lit's (./lit-from-script.ts); in
 * the package build and from source they stay the module's own.
 */
import type * as Decimal from '../core/decimal.js';

// Set by useDecimal (called by src/loading/imports-beside.ts) before the payment file counts.
export let parseDecimal: typeof Decimal.parseDecimal;
export let toPlainDecimal: typeof Decimal.toPlainDecimal;
export let formatDecimal: typeof Decimal.formatDecimal;
export let shiftDecimal: typeof Decimal.shiftDecimal;
export let isWholeDecimal: typeof Decimal.isWholeDecimal;
export let subtractDecimal: typeof Decimal.subtractDecimal;

/** What the payment file uses of core/decimal; a build that needs more fails on the missing export. */
export type LentDecimal = Pick<typeof Decimal, 'parseDecimal' | 'toPlainDecimal' | 'formatDecimal' | 'shiftDecimal' | 'isWholeDecimal' | 'subtractDecimal'>;

export function useDecimal(lent: LentDecimal): void {
  ({ parseDecimal, toPlainDecimal, formatDecimal, shiftDecimal, isWholeDecimal, subtractDecimal } = lent);
}
