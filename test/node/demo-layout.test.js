// The demo page (`npm start`) from a 320 px phone to a 1280 px laptop, and a phone held sideways:
// nothing wider than the screen, so the page never scrolls sideways (at 1280 px its grid once grew
// to the longest snippet line, the card element half off screen). Served by Vite as `npm start`
// serves it, in headless Chromium.
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

const SCREENS = [
  { width: 320, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 844, height: 390, phone: true },
  // Just above the page's one-column breakpoint (48rem).
  { width: 800, height: 600, phone: false },
  { width: 1280, height: 800, phone: false },
];

for (const { width, height, phone } of SCREENS) {
  test(`the demo fits ${width}×${height}: no horizontal overflow`, { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    await page.goto(new URL('/demo/', server.resolvedUrls.local[0]).href, { waitUntil: 'networkidle0' });
    // The snippets are written by the page's script: the longest line is what once widened the grid.
    await page.waitForFunction(() => customElements.get('market-crypto-checkout') && document.querySelector('market-crypto-checkout')?.shadowRoot && document.getElementById('snippet-script-tag')?.textContent);
    const { scrollWidth, widest } = await page.evaluate((screen) => {
      const wide = [...document.querySelectorAll('body *')]
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        .filter(({ right }) => right > screen)
        .map(({ el, right }) => `${el.localName}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''} (${Math.round(right)} px)`);
      return { scrollWidth: document.documentElement.scrollWidth, widest: wide.slice(0, 8) };
    }, width);
    assert.ok(scrollWidth <= width, `the demo is ${scrollWidth} px wide on a ${width} px screen; too wide: ${widest.join(', ')}`);
    await page.close();
  });
}
