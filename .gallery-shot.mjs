import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 1600, height: 2400 });
await page.goto('http://localhost:5190/demo/gallery.html', { waitUntil: 'load', timeout: 60000 });
await new Promise((r) => setTimeout(r, 6000));
await page.screenshot({ path: '/tmp/design-shots/gallery.png' });
await browser.close();
