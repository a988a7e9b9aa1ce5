/**
 * A ScriptPort for a test host of the payment file's parts: what the script lends them, as the
 * loader lends it (English texts, Latin digits, the guard's payable and link splitter, the status
 * reader, a real countdown, `emit`), with the test's own pieces laid over it.
 */
import { html } from 'lit';
import { CountdownController } from '../../src/controllers/countdown-controller.js';
import { emit } from '../../src/controllers/events.js';
import { formatCountdown } from '../../src/core/expiry.js';
import { mergeStrings } from '../../src/locales/strings.js';
import { splitLink } from '../../src/payment-link/link.js';
import { payable } from '../../src/payment/payable.js';
import { readPaymentStatus } from '../../src/payment/payment-status.js';
import type { ResumeStore } from '../../src/payment/resume-store.js';
import type { PortHost, PortSnapshot, ScriptPort, ScriptTools } from '../../src/payment-screen/script-port.js';
import type { Announcements } from '../../src/wallet/announcements.js';

export interface TestPortParts {
  store: ResumeStore;
  wallets: Announcements;
  /** Read at each snapshot, so that a test changes the host's status or settings live. */
  snapshot?: () => Partial<PortSnapshot>;
  focusing?: ScriptPort['focusing'];
  script?: Partial<ScriptTools>;
}

export function testPort(host: PortHost, { store, wallets, snapshot, focusing, script }: TestPortParts): ScriptPort {
  return {
    host,
    // The form is the loader's and the element's (test/controllers/payment-loader.test.ts), not a test host's.
    backToForm: () => undefined,
    focusing: focusing ?? { land: () => undefined },
    snapshot: () => ({
      text: mergeStrings(),
      clock: formatCountdown,
      duration: String,
      digits: (text) => text,
      period: (years) => `${years} years`,
      supportUrl: undefined,
      summary: () => html``,
      money: ({ currency, total }) => `${total} ${currency}`,
      status: undefined,
      source: undefined,
      store,
      wallets,
      chain: { chainReads: undefined, confirmations: undefined, explorers: undefined },
      ...snapshot?.(),
    }),
    script: {
      payable: (payment, received) => payable(payment, received),
      splitLink,
      readStatus: readPaymentStatus,
      countdown: (host, atZero) => new CountdownController(host, atZero),
      warn: () => undefined,
      emit,
      ...script,
    },
  };
}
