// The README's quick start, pasted into a fresh page as a partner does, against `npm run mock`
// started as a partner starts it: the page and the script at the README's own path on one origin,
// the service on another (so the browser's CORS checks are real), and only `base-url` changed, to
// the address the mock prints. A buyer completes both checkouts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-browsers.js';

const README_BASE_URL = 'https://market.example.com';
const block = (() => {
  const readme = readFileSync('README.md', 'utf8');
  const marker = readme.indexOf('<!-- test: script-tag ');
  return /```html\n([\s\S]*?)```/.exec(readme.slice(marker))[1];
})();

let mock;
let site;
let browser;
let baseUrl;
let pageUrl;

before(async () => {
  mock = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'mock'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npm starts node, and stopping npm alone would leave the server running.
    detached: true,
  });
  let printed = '';
  baseUrl = await new Promise((resolve, reject) => {
    mock.stdout.on('data', (chunk) => {
      printed += chunk;
      const found = /base-url="([^"]+)"/.exec(printed);
      if (found && printed.includes('Ctrl+C')) resolve(found[1]);
    });
    mock.on('exit', (code) => reject(new Error(`npm run mock exited (${code}) before printing its base-url:\n${printed}`)));
  });
  assert.match(printed, /^ {4}access-control-expose-headers: .*\bDate\b/im, 'the mock prints the CORS it sends');

  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head><body>\n${block.replaceAll(README_BASE_URL, baseUrl)}\n</body></html>`;
  site = createServer((req, res) => {
    // The dist/cdn/ folder at /js/market-checkout/, as the quick start copies it.
    const file = /^\/js\/market-checkout\/([\w.-]+(?:\/[\w.-]+)?)$/.exec(req.url ?? '')?.[1];
    if (file && existsSync(`dist/cdn/${file}`) && statSync(`dist/cdn/${file}`).isFile()) {
      res.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/plain' });
      res.end(readFileSync(`dist/cdn/${file}`));
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(page);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  // Another origin than the mock's (localhost, not 127.0.0.1): every request is cross-origin.
  pageUrl = `http://localhost:${site.address().port}/`;
  browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  site?.close();
  if (mock?.exitCode === null) process.kill(-mock.pid);
});

test("the README's quick start works against npm run mock, across origins", { timeout: 60_000 }, async () => {
  assert.ok(!block.includes('mock'), 'the README block names no mock');
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => ['error', 'warn'].includes(message.type()) && problems.push(message.text()));
  await page.goto(pageUrl, { waitUntil: 'load' });
  await page.waitForFunction(() => window.MarketCheckout && document.querySelector('market-fiat-checkout')?.shadowRoot);

  const states = await page.evaluate(async () => {
    const crypto = document.querySelector('market-crypto-checkout');
    const fiat = document.querySelector('market-fiat-checkout');
    // What a buyer types, as the prefills a host may set.
    Object.assign(crypto, { ownerName: 'Ada Lovelace', ownerEmail: 'buyer@example.org', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' });
    Object.assign(fiat, { domain: 'example.com', ownerAddress: '0x1234567890abcdef1234567890ABCDEF12345678' });
    await Promise.all([crypto.updateComplete, fiat.updateComplete]);
    const payment = await crypto.submit();
    const session = await fiat.submit();
    await Promise.all([crypto.updateComplete, fiat.updateComplete]);
    return {
      crypto: crypto.getAttribute('state'),
      fiat: fiat.getAttribute('state'),
      qr: Boolean(crypto.shadowRoot.querySelector('[part~="qr"]')),
      address: crypto.shadowRoot.querySelector('[part~="address"]')?.textContent.trim() === payment?.address,
      orderId: typeof session?.orderId,
      version: window.MarketCheckout.version,
    };
  });
  assert.deepEqual(states, {
    crypto: 'awaiting-payment',
    fiat: 'handed-off',
    qr: true,
    address: true,
    orderId: 'string',
    version: JSON.parse(readFileSync('package.json', 'utf8')).version,
  });
  assert.deepEqual(problems, []);
});
