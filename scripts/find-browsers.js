// Where the tests and the benchmark look for each browser engine. Chromium is required (its
// absence is one clear error); Firefox and WebKit are optional: each is found from its own
// environment variable, then the usual install paths, and is `undefined` when it is not there.
import { existsSync } from 'node:fs';

const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

// Firefox, driven over WebDriver BiDi by puppeteer-core (no geckodriver needed).
const FIREFOX_PATHS = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/snap/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
];

// WebKit as WebKitGTK ships it (Debian's webkit2gtk-driver): the W3C WebDriver server and the small
// browser it starts. Safari's own safaridriver speaks another dialect and is not used here.
const WEBKIT_DRIVER_PATHS = ['/usr/bin/WebKitWebDriver'];
const WEBKIT_BROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

function fromEnv(name) {
  const path = process.env[name];
  if (path === undefined || path === '') return undefined;
  if (existsSync(path)) return path;
  throw new Error(`${name} is set to ${path}, but there is no file there.`);
}

const firstThere = (paths) => paths.find((path) => existsSync(path));

export function findChromium() {
  const found = fromEnv('CHROME_PATH') ?? firstThere(CHROMIUM_PATHS);
  if (found) return found;
  throw new Error(
    'No Chromium found: install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium binary.',
  );
}

/** The Firefox binary, or undefined when there is none. */
export function findFirefox() {
  return fromEnv('FIREFOX_PATH') ?? firstThere(FIREFOX_PATHS);
}

/** WebKitWebDriver and the MiniBrowser it drives, or undefined unless both are there. */
export function findWebKit() {
  const driver = fromEnv('WEBKIT_DRIVER_PATH') ?? firstThere(WEBKIT_DRIVER_PATHS);
  const browser = fromEnv('WEBKIT_BROWSER_PATH') ?? firstThere(WEBKIT_BROWSER_PATHS);
  return driver && browser ? { driver, browser } : undefined;
}

/** What to install when an optional engine is missing, for the one line that says it is skipped. */
export const INSTALL_HINT = {
  firefox: 'Debian: apt-get install firefox-esr, or set FIREFOX_PATH',
  webkit: 'Debian: apt-get install webkit2gtk-driver xvfb, or set WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH',
};

/**
 * How the tests and the benchmark start Chromium on these machines: as root it needs --no-sandbox,
 * and with background networking left on it keeps trying hosts this closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
