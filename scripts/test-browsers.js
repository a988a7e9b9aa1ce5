// `npm test`'s browser part: the web-test-runner suite in every engine the machine has, in two lanes
// side by side: Chromium in one, Firefox then WebKit in the other. Chromium runs every file (the
// one-engine files, the screenshots, its own heap and focus tests): 2,258 s of page time against
// Firefox's 1,211 and WebKit's 420 (2026-12-03, two cores). When Chromium and Firefox ran side by
// side and WebKit after them, Chromium ran alone for the last ten minutes of its run, two pages on
// two cores, and WebKit's eight minutes came on top; in the lanes WebKit fills that gap.
// The second lane starts once the first one's runner is running tests: each runner bundles the
// mock and the chains' tables into .cache/ as it starts, and takes a free port, so two that start
// together could read each other's half-written file or take the same port.
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
// crash or hang" in test/locales/first-paint.test.ts, which then passed alone ten times out of ten)
// is the same kind of stop, reported as a failure: when every failure of a run is such a stop, those
// files alone are run again in that run's engines, once, and the summary says so. A test that failed
// an assertion is never retried.
// TEST_BROWSERS (web-test-runner.config.js) picks engines for one run of its own.
import { spawn } from 'node:child_process';
import { findFirefox, findWebKit, INSTALL_HINT } from './find-browsers.js';

const args = process.argv.slice(2);
/** Each lane's runs, one after the other; the lanes side by side. */
const lanes = [];
if (process.env.TEST_BROWSERS) lanes.push([process.env.TEST_BROWSERS]);
else {
  const second = [];
  if (findFirefox()) second.push('firefox');
  else console.log(`Firefox not found: its run is skipped (${INSTALL_HINT.firefox}).`);
  if (findWebKit()) second.push('webkit');
  else console.log(`WebKit not found: its run is skipped (${INSTALL_HINT.webkit}).`);
  lanes.push(['chromium']);
  if (second.length > 0) lanes.push(second);
}
/** Two lanes write to one log: each line says whose it is, and no progress bar redraws itself. */
const sideBySide = lanes.length > 1;

/** Colours and cursor moves, taken out of the lines kept for the summary. */
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** How the runner marks each failed test and test file. */
const FAILED_MARK = '\u274C';
/** The summary's lines of one run at most: the first failures say enough, the log has the rest. */
const SUMMARY_LINES = 120;

/**
 * One run of the runner in `engines`, shown as it goes: its exit status, the lines of each failed
 * test (its ❌ line and the few after it, which hold the error) and the run's last lines. CI shows
 * only the tail of a long log: the summary at the end repeats what failed, wherever it was printed.
 * `running` is called once the runner reports its first progress (its files and port are taken).
 */
function run(engines, runArgs = args, running = () => undefined) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['wtr', ...runArgs, ...(sideBySide ? ['--static-logging'] : [])], {
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
        if (!sideBySide) to.write(text);
        const whole = (partial + text).split('\n');
        partial = whole.pop() ?? '';
        for (const raw of whole) {
          const line = raw.replace(ANSI, '');
          if (sideBySide) to.write(`[${engines}] ${line}\n`);
          if (!line.trim()) continue;
          if (/^Running (tests|\d+ test files?)\.\.\.$/.test(line.trim())) running();
          if (/^\S+\.\w+:$/.test(line.trim())) file = line.trim();
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
    if (/^\S+\.\w+:$/.test(line.trim())) byFile.set((file = line.trim().slice(0, -1)), []);
    else byFile.get(file)?.push(line);
  }
  const failed = [...byFile].filter(([, lines]) => lines.some((line) => line.includes(FAILED_MARK)));
  const gone = failed.every(([, lines]) => lines.filter((line) => line.includes(FAILED_MARK)).every((line) => BROWSER_GONE.test(line)));
  return failed.length > 0 && gone ? failed.map(([name]) => name) : [];
}

const ATTEMPTS = 3;

/** The outcome of `engines`' run, run again as the header says when its browser or driver stopped. */
async function runOf(engines, running) {
  console.log(`\nBrowser tests in ${engines.replace(',', ' and ')}:`);
  for (let attempt = 1; ; attempt += 1) {
    const { status, failures, last } = await run(engines, args, running);
    const gone = filesWhoseBrowserWentAway(failures);
    if (gone.length > 0) {
      console.log(`\nThe browser went away under ${gone.join(', ')} in ${engines}: running ${gone.length > 1 ? 'them' : 'it'} again alone, once.`);
      const again = await run(engines, ['--files', ...gone]);
      return { engines, attempt, ...again, rerun: ` (${gone.join(', ')} run again after their browser went away)` };
    }
    if (status === 0 || failures.length > 0 || attempt === ATTEMPTS) return { engines, attempt, status, failures, last, rerun: '' };
    console.log(`\nThe run in ${engines} stopped with no test failed (as when a WebDriver server stops answering): running it again, attempt ${attempt + 1} of ${ATTEMPTS}.`);
  }
}

/** A lane's runs in turn; `running` once its first runner runs tests. */
async function lane(runs, running = () => undefined) {
  const outcomes = [];
  for (const engines of runs) outcomes.push(await runOf(engines, running));
  running();
  return outcomes;
}

let firstRunning;
const firstLaneRunning = new Promise((resolve) => (firstRunning = resolve));
const [first, ...others] = lanes;
const outcomes = (
  await Promise.all([lane(first, firstRunning), ...others.map((runs) => firstLaneRunning.then(() => lane(runs)))])
).flat();

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
