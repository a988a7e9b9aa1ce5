// Headless Chromium through puppeteer-core, with the flags it needs on these machines (as root).
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-browsers.js';

export function launchChromium() {
  return puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS, protocolTimeout: 120_000 });
}

/**
 * A page in a browser context of its own (no cache, no compiled code shared with earlier pages);
 * an error thrown on the page fails the bench rather than skewing a figure.
 */
export async function freshPage(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(new Error(message.text()));
  });
  return {
    page,
    check() {
      if (errors.length) throw new Error(`the page reported: ${errors.map((e) => e.message).join('; ')}`);
    },
    close: () => context.close(),
  };
}
