/**
 * The demo's prices, as a partner states them: a table by ending (first year and renewal), a
 * premium name priced by a slow `quote` (as a registry's premium lookup would be), and a name
 * whose quote fails, so a newcomer sees a priced form, a pending quote and no price at all.
 */
import type { PriceQuote } from 'market-checkout';

/** First year and each later year, in euros, by the domain's ending. */
export const PRICE_TABLE: Readonly<Record<string, { price: string; renewalPrice: string }>> = {
  com: { price: '9.99', renewalPrice: '15.99' },
  org: { price: '8.49', renewalPrice: '12.99' },
  io: { price: '29.00', renewalPrice: '39.00' },
};
/** A name priced by the slow lookup, and one whose lookup fails. */
export const PREMIUM = 'premium.com';
export const FAILING = 'unpriced.com';

const cents = (text: string) => BigInt(text.replace('.', ''));
const euros = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;

/** The host's `quote`: the table's total, the premium name's after 1.5 s, a failure for FAILING, and no price for other endings. */
export async function demoQuote({ domain, years, signal }: { domain: string; years: number; signal: AbortSignal }): Promise<PriceQuote | undefined> {
  if (domain === FAILING) throw new Error('the price service is down');
  if (domain === PREMIUM) {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 1500);
      signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)));
    });
    return { currency: 'EUR', total: euros(249900n * BigInt(years)), price: '2499.00', renewalPrice: '2499.00' };
  }
  const row = PRICE_TABLE[domain.split('.').pop() ?? ''];
  if (!row) return undefined;
  const total = cents(row.price) + BigInt(years - 1) * cents(row.renewalPrice);
  return { currency: 'EUR', total: euros(total), ...row };
}
