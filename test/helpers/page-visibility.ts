/**
 * Makes this test page visible or hidden for real (web-test-runner.config.js: `page-visibility`),
 * as a buyer switching to a wallet app hides it. Pages of test files running side by side hide
 * each other, so a test that polls asks for a visible page first.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { Engine } from './engine.js';

/**
 * The engines whose test page stays hidden once hidden, whatever runs beside it (its own window:
 * scripts/wtr/page-visibility.js). Chromium's, hidden behind a tab of the runner's, read 'visible'
 * again while the suite ran files side by side (twice in full runs, 2026-12-02 and 12-03): a test
 * that needs the page hidden runs in these.
 */
export const HIDING_ENGINES: readonly Engine[] = ['firefox', 'webkit'];

export function setPageVisible(visible: boolean): Promise<unknown> {
  return executeServerCommand('page-visibility', { visible });
}
