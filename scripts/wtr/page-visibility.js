import { engineOf } from './engine.js';
import { inFront } from './front.js';

// `executeServerCommand('page-visibility', { visible })` makes the test's page visible or hidden
// for real, as a buyer switching to the wallet app does. Pages of test files running at the same
// time hide each other (only the front one is visible), so a test that needs a visible page asks
// for it: focus emulation keeps a page visible whatever is in front. Hidden is emulation off with
// a blank page of our own brought to the front over it.
// Firefox: each test page has a window of its own (its launcher's createPage), so it is visible
// whatever runs beside it; hidden is a tab of ours opened over it in its window, closed to show it.
// WebKit: one page at a time in its window, which hidden minimises (scripts/webkit-launcher.js).
const visibility = new Map();
async function firefoxPageVisible(page, visible) {
  const bidi = page.browser().connection;
  const cover = visibility.get(page);
  if (visible && cover) {
    visibility.delete(page);
    await bidi.send('browsingContext.close', { context: cover });
  } else if (!visible && !cover) {
    const { result } = await bidi.send('browsingContext.create', { type: 'tab', referenceContext: page.mainFrame()._id });
    visibility.set(page, result.context);
    page.once('close', () => {
      visibility.delete(page);
      void bidi.send('browsingContext.close', { context: result.context }).catch(() => undefined);
    });
  }
  const wanted = visible ? 'visible' : 'hidden';
  for (let i = 0; i < 200 && (await page.evaluate(() => document.visibilityState)) !== wanted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
export const pageVisibility = {
  name: 'page-visibility',
  async executeCommand({ command, payload, session }) {
    if (command !== 'page-visibility') return undefined;
    const engine = engineOf(session.browser);
    if (engine === 'webkit') {
      await session.browser.setPageVisible(Boolean(payload?.visible));
      return true;
    }
    const page = session.browser.getPage(session.id);
    if (engine === 'firefox') {
      await firefoxPageVisible(page, Boolean(payload?.visible));
      return true;
    }
    // Chromium: the front of its one window, in turn with screenshots.
    return inFront(() => chromiumPageVisible(session, page, Boolean(payload?.visible)));
  },
};

async function chromiumPageVisible(session, page, visible) {
  let state = visibility.get(session.id);
  if (!state) {
    state = { cdp: await page.createCDPSession(), cover: undefined };
    visibility.set(session.id, state);
    page.once('close', () => {
      visibility.delete(session.id);
      void state.cover?.close().catch(() => undefined);
    });
  }
  await state.cdp.send('Emulation.setFocusEmulationEnabled', { enabled: visible });
  if (visible) {
    // Our page to the front before its cover goes: closing the tab in front would hand the front
    // to whichever tab Chromium picks, a hidden page of another test file running beside this one.
    await page.bringToFront();
    await state.cover?.close();
    state.cover = undefined;
  } else {
    state.cover ??= await page.browser().newPage();
    await state.cover.bringToFront();
  }
  // Done only once the page itself says so (the runner's new page for another file may have
  // taken the front).
  const wanted = visible ? 'visible' : 'hidden';
  for (let i = 0; i < 40 && (await page.evaluate(() => document.visibilityState)) !== wanted; i += 1) {
    await (visible ? page : state.cover).bringToFront();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
