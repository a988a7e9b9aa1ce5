/**
 * The package entry `market-checkout/react`: both elements as React components made by
 * `@lit/react`, for React 18 and older (which set every prop as an attribute and attach no
 * custom-event listeners) and for typed props and events in any React. Properties are set as
 * properties (`walletAddrs`, `strings`), and each `market-*` event is an `onMarket…` prop whose
 * handler receives the typed CustomEvent. Importing this module defines both tags.
 */
import * as React from 'react';
import { isServer } from 'lit';
import { createComponent, type EventName } from '@lit/react';
import { define } from './elements/define.js';
import { MarketCryptoCheckout as CryptoElement } from './elements/crypto-checkout/crypto-checkout.js';
import { MarketFiatCheckout as FiatElement } from './elements/fiat-checkout/fiat-checkout.js';
import type { MarketEventDetails, MarketEventName } from './controllers/events.js';

define('market-fiat-checkout', FiatElement);
define('market-crypto-checkout', CryptoElement);

const event = <K extends MarketEventName>(name: K) => name as EventName<CustomEvent<MarketEventDetails[K]>>;

/**
 * On a server, the tag with each text or number setting as its attribute: `@lit/react` renders the
 * element's properties nowhere on a server (it sets them in the browser, after hydration), and the
 * element upgrades before that, when the page imports it: without them it would start with no
 * `base-url` and warn. Properties of other types and the handlers wait for hydration; anything
 * else (children, `id`, `style`) is rendered as `@lit/react` renders it. In the browser the
 * component is `@lit/react`'s own (its `suppressHydrationWarning` covers the extra attributes).
 */
function onServerWithAttributes<C extends React.ComponentType<never>>(component: C, tagName: string, element: typeof CryptoElement | typeof FiatElement): C {
  if (!isServer) return component;
  void element.observedAttributes; // Lit reads the element's declarations when first asked for these
  // Lit's rule: `attribute: true`, or none given, is the property's name in lower case.
  const attributeOf = (name: string, value: unknown) => {
    const declared = element.elementProperties.get(name);
    if (!declared || declared.attribute === false || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
    return typeof declared.attribute === 'string' ? declared.attribute : name.toLowerCase();
  };
  const serverProps = (props: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(props).flatMap(([name, value]): [string, unknown][] => {
        const attribute = attributeOf(name, value);
        if (element.elementProperties.has(name)) return attribute ? [[attribute, String(value)]] : [];
        return typeof value === 'function' ? [] : [[name === 'className' ? 'class' : name, value]];
      }),
    );
  return ((props: Record<string, unknown>) => React.createElement(tagName, { ...serverProps(props), suppressHydrationWarning: true })) as unknown as C;
}

export const MarketCryptoCheckout = onServerWithAttributes(createComponent({
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
}), 'market-crypto-checkout', CryptoElement);

export const MarketFiatCheckout = onServerWithAttributes(createComponent({
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
}), 'market-fiat-checkout', FiatElement);
