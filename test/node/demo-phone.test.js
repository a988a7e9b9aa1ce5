// The demo page (`npm start`) on a 390 px phone: nothing wider than the screen, so the page never
// scrolls sideways. Served by Vite as `npm start` serves it, in headless Chromium.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-browsers.js';

let server;
let browser;
before(async () => {
  server = await createServer({ logLevel: 'silent', server: { port: 0, strictPort: false } });
  await server.listen();
  browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('the demo fits a 390 px phone: no horizontal overflow', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await page.goto(new URL('/demo/', server.resolvedUrls.local[0]).href, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => customElements.get('market-crypto-checkout') && document.querySelector('market-crypto-checkout')?.shadowRoot);
  const { scrollWidth, widest } = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > 390)
      .map(({ el, right }) => `${el.localName}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''} (${Math.round(right)} px)`);
    return { scrollWidth: document.documentElement.scrollWidth, widest: wide.slice(0, 8) };
  });
  assert.ok(scrollWidth <= 390, `the demo is ${scrollWidth} px wide on a 390 px screen; too wide: ${widest.join(', ')}`);
});
