/**
 * A partner's TypeScript, compiled by `npm run typecheck` three times: against the source (the
 * root tsconfig maps the package name to src/), and against the emitted declarations with
 * bundler and with Node resolution (test/types/tsconfig*.json, through package.json `exports`).
 * Each `@ts-expect-error` proves that a type is precise rather than `any`: if the type loosened,
 * the directive itself would be the error. The first section is the README's package example.
 */
// README: package use
import 'market-checkout';
import type { MarketCryptoPaymentDetail } from 'market-checkout';

const checkout = document.querySelector('market-crypto-checkout')!; // a MarketCryptoCheckout
checkout.walletAddrs = [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }];
checkout.strings = { submitCrypto: 'Zahlungsdetails anzeigen' };

checkout.addEventListener('market-crypto-payment', (event) => {
  const { response, expiresAt }: MarketCryptoPaymentDetail = event.detail;
  console.log(`Pay ${response.amount} ${response.protocol} before ${new Date(expiresAt).toISOString()}`);
});
document.addEventListener('market-error', (event) => {
  if (event.detail.error.code === 'invalid-config') console.error(event.detail.error.issues);
});
// end of the README example

import { DEFAULT_STRINGS, MarketCryptoCheckout, type CheckoutState, type MarketEventDetails } from 'market-checkout';
import {
  createMarketClient,
  MarketError,
  type CryptoPurchaseRequest,
  type CryptoPurchaseResponse,
  type FiatPurchaseResponse,
  type MarketErrorCode,
} from 'market-checkout/client';

// The tag map: both tags create and find their own class.
export function createCrypto(): MarketCryptoCheckout {
  const checkout = document.createElement('market-crypto-checkout');
  checkout.baseUrl = 'https://api.example.com';
  checkout.partnerId = '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b';
  checkout.currencies = ['BTC', 'ETH'];
  // @ts-expect-error: `strings` only takes the known texts.
  checkout.strings = { submitCrypt: 'typo' };
  // @ts-expect-error: `state` is read-only.
  checkout.state = 'editing';
  return checkout;
}

export function currentState(): CheckoutState | undefined {
  const state = document.querySelector('market-fiat-checkout')?.state;
  // @ts-expect-error: a state the contract does not have.
  if (state === 'paid') return undefined;
  return state;
}

// Typed events: `detail` is known from the event name alone, on the element and on the document.
export function listen(mount: (publishableKey: string, session: string) => void): void {
  const fiat = document.querySelector('market-fiat-checkout');
  fiat?.addEventListener('market-fiat-session', (event) => {
    const response: FiatPurchaseResponse = event.detail.response;
    mount(response.processorPublishableKey, response.processorCheckoutSession);
  });

  document.addEventListener('market-crypto-payment', (event) => {
    const expiresAt: number = event.detail.expiresAt;
    // @ts-expect-error: the detail is typed, not `any`.
    const wrong: string = event.detail.expiresAt;
    console.log(new Date(expiresAt), event.detail.response.uri, wrong);
  });

  document.addEventListener('market-submit', (event) => {
    if (event.detail.request.domain.endsWith('.test')) event.preventDefault();
  });

  document.addEventListener('market-crypto-expired', (event) => {
    console.log(event.detail.orderId, event.detail.paymentId);
  });

  document.addEventListener('market-error', (event) => {
    const { code, message, status, issues } = event.detail.error;
    console.log(describe(code), message, status, issues?.map((issue) => issue.path));
  });
}

// Every error code, exhaustively: a new code would make `never` fail here.
function describe(code: MarketErrorCode): string {
  switch (code) {
    case 'invalid-input':
    case 'invalid-config':
      return 'fix the form or the page';
    case 'network':
    case 'timeout':
      return 'try again';
    case 'http':
    case 'bad-response':
      return 'the service answered badly';
    case 'wallet':
      return 'the buyer can pay another way';
    default: {
      const unknown: never = code;
      return unknown;
    }
  }
}

export const eventNames: (keyof MarketEventDetails)[] = [
  'market-submit',
  'market-fiat-session',
  'market-crypto-payment',
  'market-crypto-expired',
  'market-error',
];

// The client alone.
export async function buy(request: CryptoPurchaseRequest): Promise<CryptoPurchaseResponse | undefined> {
  const client = createMarketClient({ baseUrl: 'https://api.example.com', timeout: 10_000 });
  try {
    return await client.purchaseCrypto(request);
  } catch (error) {
    if (error instanceof MarketError && error.code === 'http' && error.status === 409) return undefined;
    throw error;
  }
}

export const submitLabel: string = DEFAULT_STRINGS.submitCrypto;
