// `npm test`'s browser part: the web-test-runner suite in every engine the machine has: Chromium and
// Firefox side by side, then WebKit on its own: the order measured green on two cores (WebKit brings
// a display server, a WebDriver server and a browser of three processes of its own). Measured
// against it on 2026-12-03 (two cores): Chromium beside Firefox-then-WebKit, 1,688 s against about 1,680
// (Firefox runs one file at a time: its 1,211 s of pages are as long as Chromium's two lanes), and
// all three side by side, 1,620 s, with WebKit's run started three times (its WebDriver server
// stopped answering twice under that load).
// WebKit's service-timeout tests that timed out now and then were a real bug of the elements in
// WebKit, not the machine's load: a timed-out purchase request was never aborted there
// (src/checks/client.ts, AbortSignal.any), fixed and covered by test/checks/client.test.ts. Since then
// WebKit passed in full in every fresh-clone run that had the machine to itself; the one where its
// WebDriver server stopped answering shared the two cores with another WebKit run being stopped and
// started by hand.
// On a slower machine (2026-11-26) WebKitWebDriver still stopped answering a page load once in
// three fresh-clone runs on a quiet machine, and the runner stopped with no test failed: a run
// that ends so (non-zero, no failed test reported), in any engine, is run again, twice at most,
// and says so. A failed test is never retried.
// CI keeps only the tail of its log (2026-11-29: a run failed in Chromium or Firefox and its
// failure was 10 minutes of WebKit output above the end): the last lines name each engine's
// outcome and repeat every failed test's lines.
// A file whose browser went away under it (2026-12-02, WebKit: "session deleted because of page
// crash or hang" in test/locales/first-paint.test.ts, which then passed alone three times out of three)
// is the same kind of stop, reported as a failure: when every failure of a run is such a stop, those
// files alone are run again in that run's engines, once, and the summary says so. A test that failed
// an assertion is never retried.
// TEST_BROWSERS (web-test-runner.config.js) picks engines for one run of its own.
import { spawn } from 'node:child_process';
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

/** Colours and cursor moves, taken out of the lines kept for the summary. */
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** How the runner marks each failed test and test file. */
const FAILED_MARK = '\u274C';
/** A line that names the test file the runner reports on next (its path alone, then a colon). */
const FILE_LINE = /^\S+\.\w+:$/;
/** The summary's lines of one run at most: the first failures say enough, the log has the rest. */
const SUMMARY_LINES = 120;

/**
 * One run of the runner in `engines`, shown as it goes: its exit status, the lines of each failed
 * test (its ❌ line and the few after it, which hold the error) and the run's last lines. CI shows
 * only the tail of a long log: the summary at the end repeats what failed, wherever it was printed.
 */
function run(engines, runArgs = args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['wtr', ...runArgs], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, TEST_BROWSERS: engines },
    });
    let lines = [];
    const failures = [];
    let after = 0;
    /** The test file the runner reports on (its name alone on a line), and the last one named in `failures`. */
    let file = '';
    let named = '';
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      from.setEncoding('utf8');
      let partial = '';
      from.on('data', (text) => {
        to.write(text);
        const whole = (partial + text).split('\n');
        partial = whole.pop() ?? '';
        for (const raw of whole) {
          const line = raw.replace(ANSI, '');
          if (!line.trim()) continue;
          if (FILE_LINE.test(line.trim())) file = line.trim();
          if (line.includes(FAILED_MARK)) {
            after = 6;
            if (file !== named) failures.push((named = file));
          }
          if (after > 0) {
            failures.push(line);
            after -= 1;
          }
          lines.push(line);
          if (lines.length > 400) lines = lines.slice(-40);
        }
      });
    }
    child.on('close', (status) => resolve({ status, failures, last: lines.slice(-15) }));
  });
}

/** What the runner and WebDriver print when the browser itself went away, not a test. */
const BROWSER_GONE = /browser disconnected|page crash or hang/;

/**
 * The files of `failures` when each of them failed only because its browser went away; none when
 * any failure is a test's own. `failures` holds each file's name, then its failed lines.
 */
function filesWhoseBrowserWentAway(failures) {
  const byFile = new Map();
  let file = '';
  for (const line of failures) {
    if (FILE_LINE.test(line.trim())) byFile.set((file = line.trim().slice(0, -1)), []);
    else byFile.get(file)?.push(line);
  }
  const failed = [...byFile].filter(([, lines]) => lines.some((line) => line.includes(FAILED_MARK)));
  const gone = failed.every(([, lines]) => lines.filter((line) => line.includes(FAILED_MARK)).every((line) => BROWSER_GONE.test(line)));
  return failed.length > 0 && gone ? failed.map(([name]) => name) : [];
}

const ATTEMPTS = 3;
const outcomes = [];
for (const engines of runs) {
  console.log(`\nBrowser tests in ${engines.replace(',', ' and ')}:`);
  for (let attempt = 1; ; attempt += 1) {
    const { status, failures, last } = await run(engines);
    const gone = filesWhoseBrowserWentAway(failures);
    if (gone.length > 0) {
      console.log(`\nThe browser went away under ${gone.join(', ')} in ${engines}: running ${gone.length > 1 ? 'them' : 'it'} again alone, once.`);
      const again = await run(engines, ['--files', ...gone]);
      const rerun = ` (${gone.join(', ')} run again after their browser went away)`;
      outcomes.push({ engines, attempt, ...again, rerun });
      break;
    }
    const testFailed = failures.length > 0;
    if (status === 0 || testFailed || attempt === ATTEMPTS) {
      outcomes.push({ engines, attempt, status, failures, last, rerun: '' });
      break;
    }
    console.log(`\nThe run in ${engines} stopped with no test failed (as when a WebDriver server stops answering): running it again, attempt ${attempt + 1} of ${ATTEMPTS}.`);
  }
}

console.log('\nBrowser tests, engine by engine:');
for (const { engines, attempt, status, failures, last, rerun } of outcomes) {
  const tries = (attempt > 1 ? ` (attempt ${attempt})` : '') + rerun;
  if (status === 0) {
    console.log(`- ${engines}: passed${tries}`);
    continue;
  }
  console.log(`- ${engines}: FAILED${tries}, exit ${status}; ${failures.length ? 'what failed:' : 'no test failed; its last lines:'}`);
  for (const line of (failures.length ? failures : last).slice(0, SUMMARY_LINES)) console.log(`    ${line}`);
}
process.exit(outcomes.every(({ status }) => status === 0) ? 0 : 1);
