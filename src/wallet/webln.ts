/**
 * "Pay with Lightning wallet": what is asked of the page's WebLN provider (`window.webln`), in
 * the contract's order, `enable()` then `sendPayment(invoice)` once, and what its answer proves.
 * WebLN has no error codes, so any error is one answer (nothing paid; the buyer may try again).
 * A preimage proves the payment only when its SHA-256 is the invoice's payment hash: a wallet's
 * word alone is not proof. An abort ("Cancel") settles at once; a proof that comes after it is
 * still a proof (the money moved), anything else is dropped.
 */

/** WebLN's provider, as far as this payment asks it. */
export interface WeblnProvider {
  enable(): Promise<unknown>;
  sendPayment(invoice: string): Promise<unknown>;
}

/** `paid`: the preimage hashes to the payment hash. `unproven`: the wallet answered without such a preimage. `failed`: an error (a refusal looks the same). */
export type WeblnAnswer = { kind: 'paid'; preimage: string } | { kind: 'unproven' } | { kind: 'failed' } | { kind: 'cancelled' };

const HEX_32 = /^[0-9a-f]{64}$/i;

/** The page's WebLN provider, read when asked (never while a module is imported), or undefined. */
export function pageWebln(): WeblnProvider | undefined {
  const webln = (globalThis as { webln?: Partial<WeblnProvider> }).webln;
  return typeof webln?.enable === 'function' && typeof webln.sendPayment === 'function' ? (webln as WeblnProvider) : undefined;
}

/** Whether `preimage` (hex) is the one whose SHA-256 is `paymentHash` (hex). */
export async function proves(preimage: unknown, paymentHash: string): Promise<boolean> {
  if (typeof preimage !== 'string' || !HEX_32.test(preimage)) return false;
  const bytes = Uint8Array.from(preimage.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') === paymentHash.toLowerCase();
}

/** Asks `provider` to pay `invoice`; `onLateProof` hears a proof that arrives after the abort. */
export async function payInvoice(
  provider: WeblnProvider,
  invoice: string,
  paymentHash: string,
  signal: AbortSignal,
  onLateProof: (preimage: string) => void,
): Promise<WeblnAnswer> {
  const answer = (async (): Promise<WeblnAnswer> => {
    try {
      await provider.enable();
      if (signal.aborted) return { kind: 'cancelled' };
      const { preimage } = ((await provider.sendPayment(invoice)) ?? {}) as { preimage?: unknown };
      return (await proves(preimage, paymentHash)) ? { kind: 'paid', preimage: (preimage as string).toLowerCase() } : { kind: 'unproven' };
    } catch {
      return { kind: 'failed' };
    }
  })();
  const cancelled = new Promise<WeblnAnswer>((settle) => {
    if (signal.aborted) settle({ kind: 'cancelled' });
    signal.addEventListener('abort', () => settle({ kind: 'cancelled' }), { once: true });
  });
  void answer.then((late) => late.kind === 'paid' && signal.aborted && onLateProof(late.preimage));
  return Promise.race([answer, cancelled]);
}
