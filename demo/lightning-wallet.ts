/**
 * Stand-in Lightning wallets for the demo page, so "Pay with Lightning wallet" can be seen without
 * an extension: a WebLN provider on `window.webln`, as an extension puts one. "Pays" asks the
 * mock's Lightning node (mock/lightning.ts) to pay the invoice, and answers with the preimage the
 * node reveals, the proof the element checks; "wrong preimage" answers with 32 random bytes, which
 * prove nothing, so the element keeps waiting. No real node or money is involved.
 */
import { MOCK_ROOT } from './mock-root.js';

export type DemoLightningWallet = 'pays' | 'wrong' | 'none';

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

function provider(kind: Exclude<DemoLightningWallet, 'none'>) {
  return {
    async enable(): Promise<void> {},
    async sendPayment(invoice: string): Promise<{ preimage: string }> {
      if (kind === 'wrong') return { preimage: randomHex() };
      const res = await fetch(`${MOCK_ROOT}/lightning/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ invoice }) });
      const answer = (await res.json()) as { preimage?: string; message?: string };
      if (!answer.preimage) throw new Error(answer.message ?? `The node answered ${res.status}`);
      return { preimage: answer.preimage };
    },
  };
}

/** Puts the chosen test wallet on the page as `window.webln` (or none). */
export function useLightningWallet(kind: DemoLightningWallet): void {
  const page = window as { webln?: unknown };
  if (kind === 'none') delete page.webln;
  else page.webln = provider(kind);
}
