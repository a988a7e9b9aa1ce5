import { engineOf } from './engine.js';

// `executeServerCommand('viewport', { width, height })` and `('media', { colorScheme, reducedMotion })`
// (test/helpers/emulate.ts): the runner's own setViewport and emulateMedia work in Chromium only.
// The viewport is set in every engine (WebKit: its window is sized, scripts/webkit-launcher.js).
// Media features only Chromium can emulate (DevTools); Firefox over BiDi and WebKitGTK's WebDriver
// have no such command, so `media` answers false there and the tests that need it skip.
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
      const features = Object.entries({ 'prefers-color-scheme': payload.colorScheme, 'prefers-reduced-motion': payload.reducedMotion })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ({ name, value }));
      await session.browser.getPage(session.id).emulateMediaFeatures(features);
      return true;
    }
    return undefined;
  },
};
