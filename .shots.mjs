// Throwaway: photographs gallery stages at given widths/themes into /tmp/design-shots.
import puppeteer from 'puppeteer-core';
const [,, stages, widths = '390', views = 'light'] = process.argv;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const stage of stages.split(',')) for (const w of widths.split(',')) for (const view of views.split(',')) {
  await page.setViewport({ width: Number(w), height: 900 });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const q = `stage=${stage}&theme=${view === 'dark' ? 'dark' : 'light'}${view === 'rtl' ? '&rtl' : ''}${view==='de'?'&lang=de':''}`;
  await page.goto(`http://localhost:5190/demo/gallery.html?${q}`, { waitUntil: 'load', timeout: 60000 });
  await new Promise((r) => setTimeout(r, stage.includes('expired') || stage.includes('late') ? 3500 : 1500));
  const file = `/tmp/design-shots/${stage}-${w}-${view}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
