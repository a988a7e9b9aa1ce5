/**
 * The package entry `market-checkout/react`: both elements as React components made by
 * `@lit/react`, for React 18 and older (which set every prop as an attribute and attach no
 * custom-event listeners) and for typed props and events in any React. Properties are set as
 * properties (`walletAddrs`, `strings`), and each `market-*` event is an `onMarket…` prop whose
 * handler receives the typed CustomEvent. Importing this module defines both tags.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { define } from './elements/define.js';
import { MarketCryptoCheckout as CryptoElement } from './elements/crypto-checkout/crypto-checkout.js';
import { MarketFiatCheckout as FiatElement } from './elements/fiat-checkout/fiat-checkout.js';
import type { MarketEventDetails, MarketEventName } from './controllers/events.js';

define('market-fiat-checkout', FiatElement);
define('market-crypto-checkout', CryptoElement);

const event = <K extends MarketEventName>(name: K) => name as EventName<CustomEvent<MarketEventDetails[K]>>;

export const MarketCryptoCheckout = createComponent({
  tagName: 'market-crypto-checkout',
  elementClass: CryptoElement,
  react: React,
  events: {
    onMarketSubmit: event('market-submit'),
    onMarketCryptoPayment: event('market-crypto-payment'),
    onMarketCryptoExpired: event('market-crypto-expired'),
    onMarketCryptoStatus: event('market-crypto-status'),
    onMarketCryptoCancelled: event('market-crypto-cancelled'),
    onMarketCryptoSent: event('market-crypto-sent'),
    onMarketError: event('market-error'),
  },
  displayName: 'MarketCryptoCheckout',
});

export const MarketFiatCheckout = createComponent({
  tagName: 'market-fiat-checkout',
  elementClass: FiatElement,
  react: React,
  events: {
    onMarketSubmit: event('market-submit'),
    onMarketFiatSession: event('market-fiat-session'),
    onMarketFiatCancelled: event('market-fiat-cancelled'),
    onMarketError: event('market-error'),
  },
  displayName: 'MarketFiatCheckout',
});
