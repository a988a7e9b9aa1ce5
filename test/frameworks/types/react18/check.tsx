// React 18 through market-checkout/react: the README's component renders with React 18's types,
// props and events are typed, and a misspelt prop fails.
import { useState } from 'react';
import { MarketCryptoCheckout, MarketFiatCheckout } from 'market-checkout/react';
import { Checkout } from './readme/snippet';

// @ts-expect-error: these are React 18's types (useActionState came with React 19)
export { useActionState } from 'react';
export { useState };

export const app = <Checkout wallets={[]} onPaid={() => undefined} />;

export const fiat = (
  <MarketFiatCheckout
    baseUrl="https://market.example.com"
    externalUserId="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f"
    onMarketFiatSession={(event) => event.detail.response.processorPublishableKey}
  />
);

// @ts-expect-error: a misspelt prop is refused
export const misspelt = <MarketCryptoCheckout basUrl="https://market.example.com" />;
// @ts-expect-error: the card element has no crypto events
export const wrongEvent = <MarketFiatCheckout onMarketCryptoPayment={() => undefined} />;
