// Svelte 5: the README's component type-checks (readme/snippet.ts), the tags are in svelteHTML
// once the README's typings file is in, events' details are typed, and a misspelt attribute fails.
import './readme/snippet';

export const crypto: svelteHTML.IntrinsicElements['market-crypto-checkout'] = {
  currencies: 'BTC ETH',
  'on:market-crypto-payment': (event) => event.detail.expiresAt,
};
// @ts-expect-error: a misspelt attribute is refused
export const misspelt: svelteHTML.IntrinsicElements['market-crypto-checkout'] = { 'base-ulr': 'https://market.example.com' };
// @ts-expect-error: a detail has only its own fields
export const wrongDetail: svelteHTML.IntrinsicElements['market-fiat-checkout'] = { 'on:market-fiat-session': (event) => event.detail.expiresAt };
