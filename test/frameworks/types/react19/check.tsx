// React 19: the README's component renders, its events' details are typed, and a misspelt name fails.
import type { MarketCryptoPaymentDetail } from 'market-checkout';
import { Checkout } from './readme/snippet';

export const app = <Checkout wallets={[]} onPaid={() => undefined} />;

export const typed = (
  <market-crypto-checkout
    domain="example.com"
    walletAddrs={[{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }]}
    onmarket-crypto-payment={(event) => {
      const detail: MarketCryptoPaymentDetail = event.detail;
      return detail.expiresAt;
    }}
  />
);

// @ts-expect-error: a misspelt attribute is refused
export const misspelt = <market-crypto-checkout domian="example.com" />;
// @ts-expect-error: and a misspelt property
export const misspeltProperty = <market-fiat-checkout baseUrll="https://market.example.com" />;
// @ts-expect-error: a detail has only its own fields
export const wrongDetail = <market-fiat-checkout onmarket-fiat-session={(event) => event.detail.expiresAt} />;
// @ts-expect-error: a tag the package does not define
export const unknownTag = <market-checkout-crypto />;
