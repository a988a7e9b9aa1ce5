/** Mounting `<market-crypto-checkout>` for a test, and answers the `scripted` mock can serve. */
import type { PropertyValues } from 'lit';
import { fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { CheckedPayment } from '../../src/checks/client.js';
import type { CryptoPurchaseResponse } from '../../src/checks/eager-schemas.js';
import { checkPaymentLink } from '../../src/payment-link/guard.js';
import { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { MarketCryptoPaymentDetail } from '../../src/controllers/events.js';
import type { ScriptedResponse } from '../../mock/scenarios.js';
import { button, click } from './buyer.js';
import { OWNER, PARTNER_ID } from './fixtures.js';

/** A form a buyer has filled in completely, as attributes. */
export const FILLED: Readonly<Record<string, string>> = {
  'partner-id': PARTNER_ID,
  domain: 'example.com',
  currency: 'BTC',
  'owner-address': OWNER,
  'owner-email': 'buyer@example.org',
  'owner-name': 'Ada Lovelace',
};

/** Counts its renders, to prove how often the countdown makes the element update. */
export class CountingCryptoCheckout extends MarketCryptoCheckout {
  updates = 0;
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.updates += 1;
  }
}
customElements.define('counting-crypto-checkout', CountingCryptoCheckout);

export async function mountCrypto<T extends MarketCryptoCheckout = MarketCryptoCheckout>(
  attributes: Record<string, string | undefined>,
  { tag = 'market-crypto-checkout', properties = {} }: { tag?: string; properties?: Partial<MarketCryptoCheckout> } = {},
): Promise<T> {
  const el = document.createElement(tag) as T;
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) el.setAttribute(name, value);
  Object.assign(el, properties);
  return fixture<T>(html`${el}`);
}

/** Clicks the submit button and waits for the payment details to be accepted and shown. */
export async function payNow(el: MarketCryptoCheckout): Promise<MarketCryptoPaymentDetail> {
  const paid = oneEvent(el, 'market-crypto-payment');
  await click(el, button(el, 'Get payment details'));
  const { detail } = await paid;
  await el.updateComplete;
  return detail;
}

export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const DOGE_ADDRESS = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A valid answer of the crypto endpoint; `overrides` may break it on purpose. */
export function cryptoResponse(overrides: Partial<CryptoPurchaseResponse> = {}): CryptoPurchaseResponse {
  return {
    address: BTC_ADDRESS,
    amount: 0.00021,
    expiryDateEpoch: Date.now() + 15 * 60_000,
    orderId: crypto.randomUUID(),
    paymentId: crypto.randomUUID(),
    protocol: 'BTC',
    uri: `bitcoin:${BTC_ADDRESS}?amount=0.00021`,
    ...overrides,
  };
}

/** A 200 carrying `body`, which may be raw JSON text (to send numbers as a server writes them). */
export function answer(body: CryptoPurchaseResponse | string): ScriptedResponse {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** `response` as the client hands it to the element once the payment-link guard accepted it. */
export function checkedPayment(response: CryptoPurchaseResponse = cryptoResponse()): CheckedPayment {
  const checked = checkPaymentLink(response);
  if (!checked.ok) throw new Error(`the guard refuses ${response.uri}: ${checked.reason}`);
  return { response: { ...response, uri: checked.shown }, asset: checked.asset };
}
