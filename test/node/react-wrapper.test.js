// market-checkout/react at run time: the README's "React 18 and older" snippet, bundled with React
// (the installed React 19; the wrapper's code path is the same) and the built package entry, in
// Chromium against the mock: walletAddrs reaches the element as a property, and a purchase reaches
// the snippet's onMarketCryptoPayment prop.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-browsers.js';
import { loadMockHandler } from '../../scripts/load-mock.js';

const README_BASE_URL = 'https://market.example.com';
const WALLETS = [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }];
const snippet = (() => {
  const readme = readFileSync('README.md', 'utf8');
  return /```\w*\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('\n### React 18 and older\n')))[1];
})();

let server;
let browser;
let origin;
before(async () => {
  const handleMock = await loadMockHandler('.cache/mock-react-wrapper.mjs');
  server = createServer(async (req, res) => {
    if (await handleMock(req, res)) return;
    if (req.url === '/app.js') {
      const { outputFiles } = await build({
        stdin: {
          contents: `
            import { createElement } from 'react';
            import { flushSync } from 'react-dom';
            import { createRoot } from 'react-dom/client';
            import { Checkout } from 'readme-snippet';
            window.paid = new Promise((onPaid) => {
              const root = createRoot(document.getElementById('app'));
              flushSync(() => root.render(createElement(Checkout, { wallets: ${JSON.stringify(WALLETS)}, onPaid })));
            });`,
          resolveDir: process.cwd(),
          loader: 'js',
        },
        plugins: [
          {
            name: 'readme-snippet',
            setup(b) {
              b.onResolve({ filter: /^readme-snippet$/ }, () => ({ path: 'snippet.tsx', namespace: 'readme' }));
              b.onLoad({ filter: /.*/, namespace: 'readme' }, () => ({
                contents: snippet.replaceAll(README_BASE_URL, `${origin}/mock/react-wrapper/ok`),
                loader: 'tsx',
                resolveDir: process.cwd(),
              }));
            },
          },
        ],
        alias: { 'market-checkout/react': './dist/lib/react.js' },
        conditions: ['production'],
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        write: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(outputFiles[0].text);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><html lang="en"><head><link rel="icon" href="data:,"><script type="module" src="/app.js"></script></head><body><div id="app"></div></body></html>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("the README's React 18 wrapper snippet sets properties and hears the purchase", { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(origin, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('market-crypto-checkout')?.shadowRoot);
  const result = await page.evaluate(async () => {
    const el = document.querySelector('market-crypto-checkout');
    const wallets = el.walletAddrs;
    Object.assign(el, { currency: 'BTC', domain: 'example.com', ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' });
    await el.updateComplete;
    const sent = await el.submit();
    const heard = await window.paid;
    return { wallets, attribute: el.getAttribute('wallet-addrs'), heard: heard.paymentId === sent.paymentId, state: el.getAttribute('state') };
  });
  assert.deepEqual(result, { wallets: [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }], attribute: null, heard: true, state: 'awaiting-payment' });
  assert.deepEqual(errors, []);
});
