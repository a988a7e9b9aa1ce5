import { engineOf } from './engine.js';

// `executeServerCommand('accessibility-tree')` (test/suites/phone.test.ts): every node of the page's
// accessibility tree that assistive technology is given, with its role and its name as Chromium
// computes them (DevTools' Accessibility domain), shadow roots included. Chromium alone: false elsewhere.
export const accessibilityTree = {
  name: 'accessibility-tree',
  async executeCommand({ command, session }) {
    if (command !== 'accessibility-tree') return undefined;
    if (engineOf(session.browser) !== 'chromium') return false;
    const devtools = await session.browser.getPage(session.id).createCDPSession();
    try {
      const { nodes } = await devtools.send('Accessibility.getFullAXTree');
      return nodes.filter((node) => !node.ignored).map((node) => ({ role: node.role?.value ?? '', name: node.name?.value ?? '' }));
    } finally {
      await devtools.detach();
    }
  },
};
