// `executeServerCommand('engine')` answers which engine runs the test page: chromium, firefox or
// webkit, for the few tests that hold only in some (test/helpers/engine.ts says which and why).
export function engineOf(browser) {
  if (browser.type === 'webdriver') return 'webkit';
  return browser.name === 'Firefox' ? 'firefox' : 'chromium';
}

export const engineCommand = {
  name: 'engine',
  executeCommand({ command, session }) {
    return command === 'engine' ? engineOf(session.browser) : undefined;
  },
};
