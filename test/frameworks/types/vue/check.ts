// Vue 3: the README's component type-checks (readme/snippet.ts), the tags are Vue global
// components once the README's typings line is in, events' details are typed, and a misspelt
// attribute fails.
import type { GlobalComponents } from 'vue';
import './readme/snippet';

type Props<Tag extends 'market-crypto-checkout' | 'market-fiat-checkout'> = InstanceType<GlobalComponents[Tag]>['$props'];

export const crypto: Props<'market-crypto-checkout'> = {
  currencies: 'BTC ETH',
  'onmarket-crypto-payment': (event) => event.detail.expiresAt,
};
// @ts-expect-error: a misspelt attribute is refused
export const misspelt: Props<'market-crypto-checkout'> = { 'base-ulr': 'https://market.example.com' };
// @ts-expect-error: a detail has only its own fields
export const wrongDetail: Props<'market-fiat-checkout'> = { 'onmarket-fiat-session': (event) => event.detail.expiresAt };
