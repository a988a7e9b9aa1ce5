// Both elements render on a server with Lit's own SSR (@lit-labs/ssr), in plain Node: the built
// package entry, the README's attributes, a property set in the template. Each comes out as
// declarative shadow DOM holding its form (fields, labels, the submit button), and the host hears
// no warning. README, "Server rendering".
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import 'market-checkout';

const README = { baseUrl: 'https://market.example.com', partnerId: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b' };
const WALLET = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

/** The server's HTML of `template`, and whatever the elements told the console meanwhile. */
async function serverRender(template) {
  const told = [];
  const saved = { warn: console.warn, error: console.error };
  console.warn = console.error = (...args) => told.push(args.join(' '));
  try {
    return { page: await collectResult(render(template)), told };
  } finally {
    Object.assign(console, saved);
  }
}

/** `tag`'s shadow root as the server wrote it (a declarative `<template>`), its tags' markers taken out. */
function shadowOf(page, tag) {
  const found = new RegExp(`<${tag}[^>]*><template shadowroot="open" shadowrootmode="open">([\\s\\S]*?)</template>`).exec(page);
  assert.ok(found, `${tag} has a declarative shadow root`);
  return found[1].replace(/<!--[^>]*-->/g, '');
}

/** Each form control's name and its label's text, in order. */
const fields = (shadow) => [...shadow.matchAll(/<label for="f-([\w.]+)">([^<]*)<\/label>\s*<(?:input|select)[^>]*name="([\w.]+)"/g)].map(([, id, label, name]) => (assert.equal(id, name), `${name}: ${label}`));

test('<market-crypto-checkout> renders on the server to its form, with a property set in the template', async () => {
  const { page, told } = await serverRender(
    html`<market-crypto-checkout base-url=${README.baseUrl} partner-id=${README.partnerId} domain="example.com" currencies="BTC ETH SOL" .walletAddrs=${[{ addr: WALLET, coinId: 60 }]}></market-crypto-checkout>`,
  );
  const shadow = shadowOf(page, 'market-crypto-checkout');
  assert.match(shadow, /^<style>/, 'its styles travel inside the shadow root');
  assert.match(shadow, /<form part="form" novalidate/);
  assert.deepEqual(fields(shadow), [
    'domain: Domain',
    'years: Registration period',
    'currency: Pay with',
    'ownerName: Name',
    'ownerEmail: E-mail',
    'ownerAddress: Owner address',
    'walletAddrs.0.coin: Coin',
    'walletAddrs.0.addr: Address',
  ]);
  assert.match(shadow, /name="domain"[^>]*value="example.com"/, 'the attribute prefills the domain');
  assert.match(shadow, /<option value="BTC" selected>BTC<\/option><option value="ETH" >ETH<\/option><option value="SOL" >SOL<\/option>/);
  assert.match(shadow, new RegExp(`name="walletAddrs.0.addr"[^>]*value="${WALLET}"`), 'walletAddrs, a property, is in the form');
  assert.match(shadow, /<button part="submit" class="primary" type="submit"\s+aria-busy="false" > Get payment details <\/button>/);
  assert.doesNotMatch(shadow, /Use my wallet/, 'no wallet is known on a server');
  assert.deepEqual(told, []);
});

test('<market-fiat-checkout> renders on the server to its form, the page\'s slotted element kept', async () => {
  const { page, told } = await serverRender(
    html`<market-fiat-checkout base-url=${README.baseUrl} partner-id=${README.partnerId} external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"><div slot="payment" id="card-payment"></div></market-fiat-checkout>`,
  );
  const shadow = shadowOf(page, 'market-fiat-checkout');
  assert.match(shadow, /<form part="form" novalidate/);
  assert.deepEqual(fields(shadow), ['domain: Domain', 'years: Registration period', 'ownerAddress: Owner address']);
  assert.match(shadow, /<button part="submit" class="primary" type="submit"\s+aria-busy="false" > Continue to card payment <\/button>/);
  assert.match(page, /<\/template><div slot="payment" id="card-payment"><\/div><\/market-fiat-checkout>/);
  assert.deepEqual(told, []);
  assert.equal(typeof globalThis.window, 'undefined', 'rendering put no page in place');
});

test("the README's server-rendering block renders the crypto element's form", async () => {
  const readme = readFileSync('README.md', 'utf8');
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('<!-- test: server-render ')))[1];
  mkdirSync('.cache', { recursive: true });
  writeFileSync('.cache/readme-server-render.mjs', `${block}\nexport { checkout };\n`);
  const { checkout } = await import(pathToFileURL('.cache/readme-server-render.mjs').href);
  const shadow = shadowOf(checkout, 'market-crypto-checkout');
  assert.deepEqual(fields(shadow).slice(0, 3), ['domain: Domain', 'years: Registration period', 'currency: Pay with']);
  assert.match(shadow, /> Get payment details <\/button>/);
});
