// Firefox 140 ESR (Debian 12's main archive; 153 ESR is in its security archive) has no WebDriver
// BiDi `emulation.setScreenOrientationOverride`, which puppeteer sends beside the viewport every
// time one is set: the runner sets one before each test file, and each fails with "unknown
// command". The tests set no orientation, so where the command is missing the override is skipped
// (the viewport itself is set by its own command); any other failure stays a failure.

/** Whether `error` is the browser saying it has no such command. */
const unknownCommand = (error) => /\bunknown command\b/i.test(String(error?.message ?? error));

/**
 * `page` (a puppeteer page over BiDi) whose screen orientation override is skipped where the
 * browser lacks the command; a page over DevTools (no browsing context) is returned as it is.
 */
export function skipMissingOrientation(page) {
  const context = page.mainFrame().browsingContext;
  if (!context?.setScreenOrientationOverride) return page;
  const override = context.setScreenOrientationOverride.bind(context);
  context.setScreenOrientationOverride = (orientation) =>
    override(orientation).catch((error) => {
      if (!unknownCommand(error)) throw error;
    });
  return page;
}
