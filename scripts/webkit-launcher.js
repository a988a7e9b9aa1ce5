// WebKit for the browser tests: WebKitGTK's MiniBrowser driven by WebKitWebDriver (W3C WebDriver),
// through the test runner's webdriver launcher. MiniBrowser has no headless mode, so when there is
// no display (CI) a private Xvfb is started for it and stopped with it; a developer's own display
// is used when DISPLAY is set.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

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

/** Starts Xvfb on the first free display number, which it writes on file descriptor 3. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], {
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

/** Starts WebKitWebDriver on a free port and waits until it answers. */
async function startDriver(driverPath, env) {
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], { env, stdio: 'ignore' });
  const exited = new Promise((_, reject) => driver.once('exit', (code) => reject(new Error(`WebKitWebDriver stopped (exit ${code})`))));
  exited.catch(() => undefined);
  for (let i = 0; i < 200; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ready) return { port, process: driver };
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), exited]);
  }
  driver.kill();
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

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
      capabilities: { 'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] } },
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
    const env = { ...process.env };
    if (!env.DISPLAY) {
      const xvfb = await startXvfb();
      this.processes.push(xvfb.process);
      env.DISPLAY = xvfb.display;
    }
    const driver = await startDriver(this.driverPath, env);
    this.processes.push(driver.process);
    this.options.port = driver.port;
    return super.createDriverManager();
  }

  async stop() {
    await super.stop();
    for (const child of this.processes.reverse()) child.kill();
    this.processes = [];
  }
}

export const webkitLauncher = (paths) => new WebKitLauncher(paths);
