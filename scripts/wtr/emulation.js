import { engineOf } from './engine.js';
import { inFront } from './front.js';

// `executeServerCommand('viewport', { width, height })`, `('media', { colorScheme, reducedMotion,
// forcedColors })`, `('phone', { width, height, deviceScaleFactor } | null)` and `('tap', { x, y })`
// (test/helpers/emulate.ts):
// the runner's own setViewport and emulateMedia work in Chromium only.
// The viewport is set in every engine (WebKit: its window is sized, scripts/webkit-launcher.js).
// Media features, phones and taps only Chromium can emulate (DevTools); Firefox over BiDi and
// WebKitGTK's WebDriver have no such command, so these answer false there and the tests that need
// them skip.

/** The DevTools session each page's media go through: puppeteer's own emulateMediaFeatures refuses `forced-colors`. */
const devtools = new WeakMap();

async function devtoolsOf(page) {
  if (!devtools.has(page)) devtools.set(page, page.createCDPSession());
  return devtools.get(page);
}

export const emulation = {
  name: 'emulation',
  async executeCommand({ command, payload, session }) {
    if (command === 'viewport') {
      if (session.browser.type === 'webdriver') await session.browser.setViewport(payload);
      else await session.browser.getPage(session.id).setViewport(payload);
      return true;
    }
    if (command === 'media') {
      if (engineOf(session.browser) !== 'chromium') return false;
      const features = Object.entries({
        'prefers-color-scheme': payload.colorScheme,
        'prefers-reduced-motion': payload.reducedMotion,
        'forced-colors': payload.forcedColors,
      })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ({ name, value }));
      // Each call sets the whole list, as emulateMediaFeatures did: what it leaves out is the system's again.
      await (await devtoolsOf(session.browser.getPage(session.id))).send('Emulation.setEmulatedMedia', { features });
      return true;
    }
    if (command === 'phone') {
      if (engineOf(session.browser) !== 'chromium') return false;
      // DevTools' device mode: a mobile viewport with touch as its pointer (pointer: coarse, hover:
      // none, touch points), or back to the runner's 800x600 window with a mouse. Sent as DevTools
      // commands: puppeteer's setViewport reloads the page to turn touch on, ending the test.
      const page = session.browser.getPage(session.id);
      const devtools = await devtoolsOf(page);
      if (payload) {
        await devtools.send('Emulation.setDeviceMetricsOverride', { ...payload, mobile: true });
        await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      } else {
        await devtools.send('Emulation.clearDeviceMetricsOverride');
        await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: false });
        await page.setViewport({ width: 800, height: 600 });
      }
      return true;
    }
    if (command === 'tap') {
      if (engineOf(session.browser) !== 'chromium') return false;
      // A finger's touch start and end at [x, y] of the viewport, as a phone's touch screen sends
      // them; in front, in its turn: a page behind draws no frames and never acknowledges a touch.
      const page = session.browser.getPage(session.id);
      await inFront(async () => {
        await page.bringToFront();
        await page.touchscreen.tap(payload.x, payload.y);
      });
      return true;
    }
    return undefined;
  },
};
