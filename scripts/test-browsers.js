// `npm test`'s browser part: the web-test-runner suite in Chromium and Firefox (when installed),
// side by side. WebKit runs on request only (`TEST_BROWSERS=webkit npm test`): in four fresh-clone
// runs one to two of its tests on the service-timeout path timed out each time, alone or beside the
// others, while it passed in full otherwise; until that is understood it would make every CI run a
// coin toss. TEST_BROWSERS (web-test-runner.config.js) picks engines for one run of its own.
import { spawnSync } from 'node:child_process';
import { findFirefox, findWebKit, INSTALL_HINT } from './find-browsers.js';

const args = process.argv.slice(2);
const runs = [];
if (process.env.TEST_BROWSERS) runs.push(process.env.TEST_BROWSERS);
else {
  const firefox = findFirefox();
  if (!firefox) console.log(`Firefox not found: its run is skipped (${INSTALL_HINT.firefox}).`);
  runs.push(firefox ? 'chromium,firefox' : 'chromium');
  console.log(findWebKit() ? 'WebKit runs on request: TEST_BROWSERS=webkit npm test.' : `WebKit not found (${INSTALL_HINT.webkit}).`);
}

let failed = false;
for (const engines of runs) {
  console.log(`\nBrowser tests in ${engines.replace(',', ' and ')}:`);
  const { status } = spawnSync('npx', ['wtr', ...args], { stdio: 'inherit', env: { ...process.env, TEST_BROWSERS: engines } });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
