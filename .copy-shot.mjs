import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 360, height: 700 });
const url = 'http://localhost:5190/demo/gallery.html?stage=crypto-payment&theme=light';
await page.goto(url, { waitUntil: 'load', timeout: 60000 });
await new Promise((r) => setTimeout(r, 1500));
// refused: a click from script, no gesture
await page.evaluate(() => document.querySelector('market-crypto-checkout').shadowRoot.querySelectorAll('[part~=copy-button]')[1].click());
await new Promise((r) => setTimeout(r, 300));
await page.screenshot({ path: '/tmp/design-shots/copy-refused.png', clip: { x: 0, y: 200, width: 360, height: 260 } });
await browser.defaultBrowserContext().overridePermissions('http://localhost:5190', ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
await new Promise((r) => setTimeout(r, 2200));
const box = await page.evaluate(() => { const b = document.querySelector('market-crypto-checkout').shadowRoot.querySelector('[part~=copy-button]').getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; });
await page.mouse.click(box[0], box[1]);
await new Promise((r) => setTimeout(r, 300));
await page.screenshot({ path: '/tmp/design-shots/copy-granted.png', clip: { x: 0, y: 200, width: 360, height: 260 } });
await browser.close();
