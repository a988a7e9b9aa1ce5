/**
 * Makes this test page visible or hidden for real (web-test-runner.config.js: `page-visibility`),
 * as a buyer switching to a wallet app hides it. Pages of test files running side by side hide
 * each other, so a test that polls asks for a visible page first.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export function setPageVisible(visible: boolean): Promise<unknown> {
  return executeServerCommand('page-visibility', { visible });
}
