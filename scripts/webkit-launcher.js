// WebKit for the browser tests: WebKitGTK's MiniBrowser driven by WebKitWebDriver (W3C WebDriver),
// through the test runner's webdriver launcher. MiniBrowser has no headless mode: it gets a private
// Xvfb, started and stopped with it, also where a desktop is there (no window pops up, and the key
// repeat is off: a key held a moment too long on a busy machine would type twice). Without Xvfb,
// the DISPLAY of the session is used.
// Nothing it starts outlives the run: Xvfb and WebKitWebDriver each lead a process group of their
// own (MiniBrowser and WebKit's processes are in the driver's), killed whole when WebKit stops, when
// it is restarted, and when the test runner exits for any reason. Every WebDriver command has a time
// limit: a command that hangs fails its test file, and the next file gets a new WebKit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

/** How long one WebDriver command may take (a page load included) before it fails. */
const COMMAND_TIMEOUT_MS = 30_000;

/** Process groups this run started (Xvfb's, WebKitWebDriver's), killed whatever way the run ends. */
const groups = new Set();
function killGroup(pid, signal = 'SIGKILL') {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
process.on('exit', () => {
  for (const pid of groups) killGroup(pid);
});
// Node ends at once on these, without 'exit': through exit, so that its handlers (these groups, the
// test chain's nodes) still run.
for (const [signal, number] of [['SIGTERM', 15], ['SIGHUP', 1]]) {
  process.once(signal, () => {
    // Said out loud: a run that ends this way otherwise ends without a word (seen twice, cause unknown).
    process.stderr.write(`\nThe test runner received ${signal}: WebKit's processes are stopped and the run ends.\n`);
    process.exit(128 + number);
  });
}

/** Starts `command` leading a process group of its own, so that it goes with everything it started. */
function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid) groups.add(child.pid);
  return child;
}

/** Ends the groups of `children`: TERM, then KILL for whatever is left a moment later. */
async function stopGroups(children) {
  const pids = children.map((child) => child.pid).filter(Boolean);
  for (const pid of pids) killGroup(pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const pid of pids) {
    killGroup(pid, 'SIGKILL');
    groups.delete(pid);
  }
}

/** `promise`, or a rejection naming `what` after `ms`. */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKit: ${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function hasXvfb() {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, 'Xvfb')));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Xvfb, key repeat off, on the first free display number, which it writes on file descriptor 3.
 * With no window manager the window under the pointer has the keyboard focus, and WebKit matches
 * :focus only in a focused window: the screen is small so that the pointer, at its centre, is
 * inside the window (at 0,0) at any viewport size the tests ask for, even 320 px.
 */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawnGroup('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-r', '-screen', '0', '256x256x24'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    xvfb.stderr.on('data', (chunk) => (stderr += chunk));
    xvfb.once('error', (error) =>
      reject(new Error(`WebKit needs a display and Xvfb did not start (Debian: apt-get install xvfb): ${error.message}`)),
    );
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}): ${stderr.trim()}`)));
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
  });
}

// MiniBrowser's toolbar keeps its window at least 447 px wide, too wide for the 320 and 360 px
// viewports the layout tests ask for. A GTK style sheet of its own shrinks every widget of the
// window but the web view to nothing (the page's own rendering is not GTK's: it is unchanged).
const SHRUNK_CHROME = 'window *:not(webkitwebview) { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; -gtk-icon-transform: scale(0.01); }\n';

function gtkConfigHome() {
  const home = mkdtempSync(join(tmpdir(), 'wtr-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), SHRUNK_CHROME);
  return home;
}

/** Starts WebKitWebDriver on a free port and waits until it answers. */
async function startDriver(driverPath, env) {
  const port = await freePort();
  const driver = spawnGroup(driverPath, [`--port=${port}`, '--host=127.0.0.1'], { env, stdio: 'ignore' });
  const exited = new Promise((_, reject) => driver.once('exit', (code) => reject(new Error(`WebKitWebDriver stopped (exit ${code})`))));
  exited.catch(() => undefined);
  for (let i = 0; i < 200; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ready) return { port, process: driver };
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), exited]);
  }
  await stopGroups([driver]);
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

// The W3C WebDriver codes of the named keys the tests press.
const KEY_CODES = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Escape: '\uE00C',
  Space: ' ',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
};

/**
 * One WebDriver session runs one test file at a time (concurrency 1): with more, the launcher runs
 * files side by side in iframes of one page, where focus, viewport and visibility are not a
 * buyer's page's.
 */
class WebKitLauncher extends WebdriverLauncher {
  constructor({ driver, browser }) {
    super({
      hostname: '127.0.0.1',
      port: 0,
      // A command the driver does not answer fails after this, once: a retried command could act
      // twice (a key typed again), and one that hung would hang again.
      connectionRetryTimeout: COMMAND_TIMEOUT_MS + 10_000,
      connectionRetryCount: 0,
      capabilities: {
        'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
        // The driver's own limits (W3C defaults: 300 s for a page load), below the one above.
        timeouts: { pageLoad: COMMAND_TIMEOUT_MS, script: COMMAND_TIMEOUT_MS },
      },
    });
    this.driverPath = driver;
    this.concurrency = 1;
    this.processes = [];
  }

  async initialize(config) {
    await super.initialize({ ...config, concurrency: 1 });
    this.name = 'WebKit';
  }

  async createDriverManager() {
    this.configHome = gtkConfigHome();
    const env = { ...process.env, XDG_CONFIG_HOME: this.configHome };
    if (!env.DISPLAY || hasXvfb()) {
      const xvfb = await startXvfb();
      this.processes.push(xvfb.process);
      env.DISPLAY = xvfb.display;
    }
    const driver = await startDriver(this.driverPath, env);
    this.processes.push(driver.process);
    this.options.port = driver.port;
    return super.createDriverManager();
  }

  /**
   * Each test file starts in an 800 × 600 viewport, as the puppeteer launcher gives Chromium and
   * Firefox. The page is loaded here, awaited (the webdriver launcher's own start does not wait, so a
   * navigation that failed was an uncaught error that stopped the whole run): a failure fails this
   * file, and a WebKit that failed is replaced before the next one.
   */
  async startSession(id, url) {
    try {
      await this.ensureManagerInitialized();
      if (this.shownRect) await this.setPageVisible(true);
      await this.setViewport({ width: 800, height: 600 });
      await within(this.driverManager.startSession(id, url), COMMAND_TIMEOUT_MS + 15_000, 'loading the test page');
    } catch (error) {
      await this.discard();
      throw error;
    }
  }

  async stopSession(id) {
    try {
      return await within(super.stopSession(id), 2 * COMMAND_TIMEOUT_MS + 15_000, 'closing the test page');
    } catch (error) {
      await this.discard();
      throw error;
    }
  }

  /**
   * After a WebDriver command failed or hung, the session cannot be trusted: WebKit is stopped
   * (its processes killed) and the next test file starts a new one.
   */
  async discard() {
    const children = this.processes;
    this.processes = [];
    if (this.pendingHeartbeat != null) clearInterval(this.pendingHeartbeat);
    this.pendingHeartbeat = undefined;
    // No goodbye to a driver that may be stuck: its processes go, the session with them.
    this.driver = undefined;
    this.driverManager = undefined;
    this.__managerPromise = undefined;
    this.shownRect = undefined;
    await stopGroups(children);
    if (this.configHome) rmSync(this.configHome, { recursive: true, force: true });
    this.configHome = undefined;
  }

  /**
   * Hides the page for real by minimising its window (a buyer switching to a wallet app), or shows
   * it again at the size it had, and waits until the page itself says so.
   */
  async setPageVisible(visible) {
    if (visible) {
      if (this.shownRect) await this.driver.setWindowRect(null, null, this.shownRect.width, this.shownRect.height);
      this.shownRect = undefined;
    } else {
      this.shownRect ??= await this.driver.getWindowRect();
      await this.driver.minimizeWindow();
    }
    const wanted = visible ? 'visible' : 'hidden';
    for (let i = 0; i < 200; i += 1) {
      if ((await this.driver.execute('return document.visibilityState')) === wanted) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`WebKit's page did not become ${wanted}`);
  }

  /**
   * Types `keys` (characters, or key names as sendKeys' `press` gives them) as one key down and up
   * each. The webdriver launcher's own path (webdriverio's keys()) loses a key repeated in a row
   * and the spaces in WebKit ('118' arrives as '18'); plain W3C actions type every key.
   */
  async sendKeys(_sessionId, keys) {
    const actions = keys.flatMap((key) => {
      const value = KEY_CODES[key] ?? key;
      if ([...value].length !== 1) throw new Error(`WebKit's keyboard here knows no key named ${key}`);
      return [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ];
    });
    await this.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await this.driver.releaseActions();
  }

  /**
   * Sizes the window so that the page's viewport is `width` × `height` CSS pixels, as Chromium's
   * and Firefox's `setViewport` do: the window is larger by MiniBrowser's own toolbar, measured each
   * time, and the size is read back until the window manager has applied it.
   */
  async setViewport({ width, height }) {
    const inner = () => this.driver.execute('return [window.innerWidth, window.innerHeight]');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [innerWidth, innerHeight] = await inner();
      if (innerWidth === width && innerHeight === height) break;
      const rect = await this.driver.getWindowRect();
      await this.driver.setWindowRect(null, null, rect.width + width - innerWidth, rect.height + height - innerHeight);
      for (let i = 0; i < 100; i += 1) {
        const [w, h] = await inner();
        if (w !== innerWidth || h !== innerHeight) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const [w, h] = await inner();
    if (w !== width || h !== height) throw new Error(`WebKit's viewport stayed ${w}×${h}, not ${width}×${height}`);
  }

  async stop() {
    // A driver that no longer answers does not hold up the end of the run: its processes go anyway.
    await within(super.stop(), 15_000, 'closing its session').catch(() => undefined);
    const children = this.processes.reverse();
    this.processes = [];
    await stopGroups(children);
    if (this.configHome) rmSync(this.configHome, { recursive: true, force: true });
  }
}

export const webkitLauncher = (paths) => new WebKitLauncher(paths);
