import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { inFront } from './front.js';

// Screenshot tests (test/screenshots/): the baselines are committed under test/screenshots/baseline/,
// and a change in look fails until they are rewritten on purpose, by running those tests with
// --update-visual-baseline. Failures and their diffs land in test/screenshots/failed/ (ignored).
const screenshots = visualRegressionPlugin({
  update: process.argv.includes('--update-visual-baseline'),
  baseDir: 'test/screenshots',
  getBaselineName: ({ name }) => `baseline/${name}`,
  getDiffName: ({ name }) => `failed/${name}-diff`,
  getFailedName: ({ name }) => `failed/${name}`,
  diffOptions: { threshold: 0.1 },
  failureThresholdType: 'pixel',
  failureThreshold: 20,
});
// A page in a background tab (two test files run at once) draws no frames, so its screenshot
// never comes: each is taken in its turn in front (./front.js), its page brought there first.
export const screenshotsInFront = {
  name: 'screenshots-in-front',
  executeCommand(args) {
    if (args.command !== 'visual-diff') return undefined;
    return inFront(async () => {
      await args.session.browser.getPage(args.session.id).bringToFront();
      const result = await screenshots.executeCommand(args);
      // A missing baseline fails (in CI and anywhere else): only --update-visual-baseline writes
      // one, on purpose, to be looked at and committed.
      if (result && !result.passed && /no baseline/.test(result.errorMessage ?? '')) {
        result.errorMessage =
          `No baseline test/screenshots/baseline/${args.payload.name}.png: draw it with ` +
          `npx wtr --files ${args.session.testFile.replace(`${process.cwd()}/`, '')} --update-visual-baseline, look at it, and commit it.`;
      }
      return result;
    });
  },
};
