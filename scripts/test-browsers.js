// `npm test`'s browser part: the web-test-runner suite in every engine the machine has: Chromium and
// Firefox side by side, then WebKit on its own: the order measured green on two cores (WebKit brings
// a display server, a WebDriver server and a browser of three processes of its own).
// WebKit's service-timeout tests that timed out now and then were a real bug of the elements in
// WebKit, not the machine's load: a timed-out purchase request was never aborted there
// (src/api/client.ts, AbortSignal.any), fixed and covered by test/api/client.test.ts. Since then
// WebKit passed in full in every fresh-clone run that had the machine to itself; the one where its
// WebDriver server stopped answering shared the two cores with another WebKit run being stopped and
// started by hand.
// TEST_BROWSERS (web-test-runner.config.js) picks engines for one run of its own.
import { spawnSync } from 'node:child_process';
import { findFirefox, findWebKit, INSTALL_HINT } from './find-browsers.js';

const args = process.argv.slice(2);
const runs = [];
if (process.env.TEST_BROWSERS) runs.push(process.env.TEST_BROWSERS);
else {
  const firefox = findFirefox();
  if (!firefox) console.log(`Firefox not found: its run is skipped (${INSTALL_HINT.firefox}).`);
  runs.push(firefox ? 'chromium,firefox' : 'chromium');
  if (findWebKit()) runs.push('webkit');
  else console.log(`WebKit not found: its run is skipped (${INSTALL_HINT.webkit}).`);
}

let failed = false;
for (const engines of runs) {
  console.log(`\nBrowser tests in ${engines.replace(',', ' and ')}:`);
  const { status } = spawnSync('npx', ['wtr', ...args], { stdio: 'inherit', env: { ...process.env, TEST_BROWSERS: engines } });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
