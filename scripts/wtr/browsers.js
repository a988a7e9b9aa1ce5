import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium, findFirefox, findWebKit } from '../find-browsers.js';
import { webkitLauncher } from '../webkit-launcher.js';
import { skipMissingOrientation } from './older-firefox.js';

const ENGINES = ['chromium', 'firefox', 'webkit'];

const chromium = (executablePath) => chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } });

/** Firefox through puppeteer-core, which speaks WebDriver BiDi to it; the runner names it from `browser`. */
const firefox = (executablePath) =>
  chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: {
      browser: 'firefox',
      executablePath,
      headless: true,
      // Lets a test read back what a copy button wrote without Firefox's paste prompt.
      extraPrefsFirefox: { 'dom.events.testing.asyncClipboard': true },
    },
    // One test file at a time, in a window of its own: Firefox fires focus and blur only in the
    // focused window, and has no focus emulation to keep two pages focused as Chromium does.
    concurrency: 1,
    // Firefox 140 ESR lacks the orientation override puppeteer sends with each viewport (./older-firefox.js).
    createPage: async ({ context }) => skipMissingOrientation(await context.newPage({ type: 'window' })),
  });

/** Each engine: where it is installed (none when it is not; Chromium is required), and its launcher. */
const LAUNCHERS = {
  chromium: { find: findChromium, launch: chromium },
  firefox: { find: findFirefox, launch: firefox },
  webkit: { find: findWebKit, launch: webkitLauncher },
};

/**
 * The engines to run, each engine's launcher by its name: all that are installed, or those named
 * in `asked` (TEST_BROWSERS, a comma-separated list of chromium, firefox, webkit) to run one
 * engine alone.
 */
export function browsersFor(asked = process.env.TEST_BROWSERS) {
  const names = asked?.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = names?.filter((name) => !ENGINES.includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`TEST_BROWSERS names ${unknown.join(', ')}: the engines are ${ENGINES.join(', ')}.`);
  const launchers = {};
  for (const engine of ENGINES.filter((engine) => !names || names.includes(engine))) {
    const { find, launch } = LAUNCHERS[engine];
    const found = find();
    if (found) launchers[engine] = launch(found);
    else {
      const name = engine === 'firefox' ? 'Firefox' : 'WebKit';
      if (names) throw new Error(`TEST_BROWSERS asks for ${name}, which is not installed (${INSTALL_HINT[engine]}).`);
      console.log(`${name} not found: its run is skipped (${INSTALL_HINT[engine]}).`);
    }
  }
  return launchers;
}
