import { engineOf } from './engine.js';

// `executeServerCommand('clipboard-permission', { granted })` lets a test read back what a copy
// button wrote (headless Chromium denies clipboard reads unless the origin is granted them), or
// take the grant away again to see the element's answer to a refused copy. It answers false where
// the engine cannot do what is asked, and the test leaves that part out there. Firefox has no
// clipboard permission to set (BiDi knows no 'clipboard-read'): a page may write even from a click
// by script, so a refusal cannot be caused, and reading back is allowed by a launch preference.
// WebKit's WebDriver has no permissions: a write needs a real click's user activation, as in Safari
// (a click by script is refused), and a page cannot read the clipboard back.
export const clipboardPermission = {
  name: 'clipboard-permission',
  async executeCommand({ command, payload, session }) {
    if (command !== 'clipboard-permission') return undefined;
    const engine = engineOf(session.browser);
    if (engine === 'firefox') return Boolean(payload?.granted);
    if (engine === 'webkit') return !payload?.granted;
    const page = session.browser.getPage(session.id);
    const context = page.browserContext();
    if (!payload?.granted) await context.clearPermissionOverrides();
    else {
      const permissions = ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'];
      await context.overridePermissions(new URL(page.url()).origin, permissions);
    }
    return true;
  },
};
