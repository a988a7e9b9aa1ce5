// market-checkout/react on a server (the built package entry in plain Node, React's own server
// renderer): the README's "React 18 and older" snippet renders the tag with its text settings as
// attributes, so that the element the browser upgrades before React hydrates has its base-url
// (@lit/react sets properties only in the browser); `walletAddrs` and the handlers stay out of the HTML.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MarketCryptoCheckout, MarketFiatCheckout } from '../../dist/lib/react.js';

const WALLETS = [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }];

test('the crypto component writes its text and number settings as attributes on a server', () => {
  const html = renderToString(
    createElement(MarketCryptoCheckout, {
      baseUrl: 'https://market.example.com',
      partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
      currencies: 'BTC ETH SOL',
      ownerEmail: 'buyer@example.org',
      years: 2,
      walletAddrs: WALLETS,
      onMarketCryptoPayment: () => undefined,
    }),
  );
  const tag = /<market-crypto-checkout[^>]*>/.exec(html)?.[0] ?? '';
  const attributes = Object.fromEntries([...tag.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  assert.deepEqual(attributes, {
    'base-url': 'https://market.example.com',
    'partner-id': '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
    currencies: 'BTC ETH SOL',
    'owner-email': 'buyer@example.org',
    years: '2',
  });
});

test('the card component does the same with its own attributes', () => {
  const html = renderToString(createElement(MarketFiatCheckout, { baseUrl: 'https://market.example.com', externalUserId: 'u-1', walletAddrs: WALLETS }));
  assert.match(html, /<market-fiat-checkout base-url="https:\/\/market.example.com" external-user-id="u-1"><\/market-fiat-checkout>/);
});
