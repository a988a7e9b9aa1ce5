/**
 * A Lightning wallet for tests: a WebLN provider put on the page as `window.webln`, as a browser
 * extension puts one, that records what it is asked and answers `sendPayment` as told: with the
 * invoice's preimage (`right`), another one (`wrong`), none, the right one late (`slow`), never
 * (until `answerHeld()`), or with an error (`refuse`; `refuse-enable` refuses `enable()` already).
 * No money moves: the preimage is the test's, whose SHA-256 is the invoice's payment hash.
 */
import type { WeblnProvider } from '../../src/wallet/webln.js';

export type WeblnAnswer = 'right' | 'wrong' | 'none' | 'slow' | 'never' | 'refuse' | 'refuse-enable';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh preimage and its payment hash (SHA-256), both hex. */
export async function preimageAndHash(): Promise<{ preimage: string; paymentHash: string }> {
  const preimage = crypto.getRandomValues(new Uint8Array(32));
  return { preimage: hex(preimage), paymentHash: hex(new Uint8Array(await crypto.subtle.digest('SHA-256', preimage))) };
}

export class TestWebln implements WeblnProvider {
  /** What the page asked, in order: `enable`, `sendPayment <invoice>`. */
  readonly asked: string[] = [];
  private held: (() => void) | undefined;

  constructor(
    private readonly preimage: string,
    public answer: WeblnAnswer = 'right',
  ) {}

  /** On the page, as `window.webln`; `remove()` takes it off. */
  install(): this {
    (window as { webln?: WeblnProvider }).webln = this;
    return this;
  }

  static remove(): void {
    delete (window as { webln?: WeblnProvider }).webln;
  }

  async enable(): Promise<void> {
    this.asked.push('enable');
    if (this.answer === 'refuse-enable') throw new Error('User rejected');
  }

  async sendPayment(invoice: string): Promise<{ preimage?: string }> {
    this.asked.push(`sendPayment ${invoice}`);
    const right = { preimage: this.preimage };
    switch (this.answer) {
      case 'wrong':
        return { preimage: 'ab'.repeat(32) };
      case 'none':
        return {};
      case 'slow':
        await new Promise((go) => setTimeout(go, 300));
        return right;
      case 'never':
        await new Promise<void>((go) => (this.held = go));
        return right;
      case 'refuse':
        throw new Error('User rejected the payment');
      default:
        return right;
    }
  }

  /** The held `sendPayment` answers now, with the right preimage. */
  answerHeld(): void {
    this.held?.();
  }
}
