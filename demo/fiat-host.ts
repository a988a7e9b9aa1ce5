/**
 * The host's side of a card purchase, written as a partner's app writes it. When the order
 * exists, `market-fiat-session` carries the card processor's keys and session; the host mounts
 * the processor's own UI in the element's `payment` slot (light DOM: processor elements cannot
 * mount inside a shadow root). No processor script can load here, so a stand-in panel shows what
 * would be called with which field; "Change details" (`market-fiat-cancelled`) takes it out again. The ephemeral key is a secret for the processor's script
 * alone: it is never printed in full, here or anywhere.
 */
import 'market-checkout';
import type { FiatPurchaseRequest, FiatPurchaseResponse } from 'market-checkout';

export function mountProcessorOnSession(checkout: HTMLElementTagNameMap['market-fiat-checkout']): void {
  checkout.addEventListener('market-fiat-session', (event) => {
    const { request, response } = event.detail;
    const mount = document.createElement('div');
    mount.slot = 'payment';
    checkout.querySelector('[slot="payment"]')?.remove();
    checkout.append(mount);
    // With the real processor script loaded, this is where the host would call, for example:
    //   const processor = await loadProcessor(response.processorPublishableKey,
    //     { connectedAccount: request.processorConnectedAccountId });
    //   processor.mountCheckout(mount, { session: response.processorCheckoutSession,
    //     customer: response.processorCustomerId, ephemeralKey: response.processorEphemeralKey });
    mount.append(standInPanel(request, response));
  });
  // The buyer chose "Change details": that order is given up, so its card form goes. The next
  // submit brings a new session, and a new mount.
  checkout.addEventListener('market-fiat-cancelled', () => {
    checkout.querySelector('[slot="payment"]')?.remove();
  });
}

/** What the host would hand the processor, field by field, the ephemeral key shortened. */
function standInPanel(request: FiatPurchaseRequest, response: FiatPurchaseResponse): HTMLElement {
  const panel = document.createElement('div');
  panel.className = 'processor-stand-in';
  const heading = document.createElement('h3');
  heading.textContent = "Stand-in for the card processor's UI";
  const list = document.createElement('dl');
  const rows: [string, string][] = [
    ['loadProcessor(publishableKey)', response.processorPublishableKey],
    ['… connectedAccount', request.processorConnectedAccountId],
    ['mountCheckout({ session })', response.processorCheckoutSession],
    ['… customer', response.processorCustomerId],
    ['… ephemeralKey', shorten(response.processorEphemeralKey)],
  ];
  for (const [call, value] of rows) {
    const term = document.createElement('dt');
    const code = document.createElement('code');
    code.textContent = call;
    term.append(code);
    const detail = document.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  const note = document.createElement('p');
  note.textContent = `Order ${response.orderId}: the processor's card form would take the payment here.`;
  panel.append(heading, list, note);
  return panel;
}

/** The start of a secret and its length: enough to tell two apart, not enough to use one. */
export function shorten(secret: string): string {
  return `${secret.slice(0, 8)}… (${secret.length} characters)`;
}
