import { engineOf } from './engine.js';

// `executeServerCommand('platform-fonts', { key })` answers the fonts Chromium drew the text of the
// elements in the page's `globalThis[key]` with, through the DevTools protocol: each family once,
// whether it came from the page's own files (`custom`) or from the machine, and its glyph count.
// The screenshots assert with it that no font of the machine takes part (test/screenshots/fonts.ts).
export const platformFonts = {
  name: 'platform-fonts',
  async executeCommand({ command, payload, session }) {
    if (command !== 'platform-fonts') return undefined;
    // Only Chromium's protocol says which font drew a glyph; the baselines are Chromium's alone.
    if (engineOf(session.browser) !== 'chromium') return false;
    const cdp = await session.browser.getPage(session.id).createCDPSession();
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      await cdp.send('DOM.getDocument', { depth: 0 });
      const { result } = await cdp.send('Runtime.evaluate', { expression: `globalThis[${JSON.stringify(payload.key)}]` });
      if (result.subtype !== 'array') throw new Error(`platform-fonts: the page has no array of elements at globalThis.${payload.key}.`);
      const { result: items } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
      const used = new Map();
      for (const item of items) {
        if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
        const { nodeId } = await cdp.send('DOM.requestNode', { objectId: item.value.objectId });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const font of fonts) {
          const key = `${font.familyName}\u0000${font.isCustomFont}`;
          const seen = used.get(key) ?? { family: font.familyName, custom: font.isCustomFont, glyphs: 0 };
          seen.glyphs += font.glyphCount;
          used.set(key, seen);
        }
      }
      return [...used.values()];
    } finally {
      await cdp.detach();
    }
  },
};
