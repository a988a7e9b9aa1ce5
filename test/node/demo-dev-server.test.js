// The demo as `npm start` serves it, through Vite's own dev server (vite.config.ts), in headless
// Chromium: the built files under /dist/ come byte for byte as built (Vite's transform once put an
// import in front of the classic script, and demo/script-tag.html showed no checkout), the
// script-tag page completes both checkouts, and the demo page's scrolling regions (the snippets,
// the event log) are reachable by keyboard (axe, with the log full).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-browsers.js';

let server;
let browser;
let origin;
before(async () => {
  server = await createServer({ logLevel: 'silent', server: { port: 0, strictPort: false } });
  await server.listen();
  origin = new URL(server.resolvedUrls.local[0]).origin;
  browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page of the dev server, with every error and warning it logs. */
async function open(path, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // Lit's development build, which the dev server resolves for the demo's modules, says so once.
  page.on('console', (message) => ['error', 'warn'].includes(message.type()) && !message.text().startsWith('Lit is in dev mode.') && problems.push(message.text()));
  await page.setViewport(viewport);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  return { page, problems };
}

test('the dev server serves dist/cdn/ as built, byte for byte', async () => {
  const files = readdirSync('dist/cdn', { recursive: true }).filter((file) => /\.(js|txt)$/.test(file));
  assert.ok(files.includes('market-checkout.iife.js'));
  for (const file of files) {
    const res = await fetch(`${origin}/dist/cdn/${file}`);
    assert.equal(res.status, 200, file);
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(readFileSync(`dist/cdn/${file}`)), `${file} as built`);
  }
});

test('demo/script-tag.html under the dev server: the classic script runs, and both checkouts complete', { timeout: 60_000 }, async () => {
  const { page, problems } = await open('/demo/script-tag.html');
  await page.waitForFunction(() => window.MarketCheckout && document.querySelector('market-fiat-checkout')?.shadowRoot);
  const session = `${origin}/mock/script-tag-${Date.now().toString(36)}`;
  const states = await page.evaluate(async (session) => {
    const crypto = document.querySelector('market-crypto-checkout');
    const fiat = document.querySelector('market-fiat-checkout');
    // The page names the dev server's usual port (5173); this one listens on another.
    crypto.setAttribute('chain-reads', crypto.getAttribute('chain-reads').replace('http://localhost:5173/mock/demo', session));
    crypto.setAttribute('base-url', `${session}/ok`);
    fiat.setAttribute('base-url', `${session}/ok`);
    Object.assign(crypto, { ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' });
    Object.assign(fiat, { domain: 'example.com', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' });
    await Promise.all([crypto.updateComplete, fiat.updateComplete]);
    const payment = await crypto.submit();
    const order = await fiat.submit();
    await Promise.all([crypto.updateComplete, fiat.updateComplete]);
    return {
      crypto: crypto.getAttribute('state'),
      qr: Boolean(crypto.shadowRoot.querySelector('[part~="qr"]')),
      address: crypto.shadowRoot.querySelector('[part~="address"]')?.textContent.trim() === payment?.address,
      fiat: fiat.getAttribute('state'),
      // Written by the page's own script (demo/script-tag.js) on market-fiat-session.
      slot: document.getElementById('card-payment').textContent === `Order ${order?.orderId}: card form goes here.`,
    };
  }, session);
  assert.deepEqual(states, { crypto: 'awaiting-payment', qr: true, address: true, fiat: 'handed-off', slot: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test("the demo page's scrolling regions are reachable by keyboard (axe), on a phone with a full event log", { timeout: 60_000 }, async () => {
  const { page, problems } = await open('/demo/', { width: 390, height: 844 });
  await page.waitForFunction(() => document.getElementById('snippet-script-tag')?.textContent && document.querySelector('market-fiat-checkout')?.shadowRoot);
  await page.evaluate(() => {
    // Thirty long events: the log scrolls, and so would a detail wider than a phone.
    for (let i = 0; i < 30; i += 1) {
      const detail = { error: { code: 'network', message: 'The service could not be reached. '.repeat(8) } };
      document.querySelector('market-fiat-checkout').dispatchEvent(new CustomEvent('market-error', { bubbles: true, composed: true, detail }));
    }
  });
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const { scrolling, violations } = await page.evaluate(async () => ({
    scrolling: [...document.querySelectorAll('#events, .snippet pre')].filter((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth).map((el) => el.id || el.getAttribute('aria-label')),
    violations: (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  }));
  assert.ok(scrolling.includes('events') && scrolling.length > 1, `the log and a snippet scroll: ${scrolling}`);
  assert.deepEqual(violations, []);
  assert.deepEqual(problems, []);
  await page.close();
});
