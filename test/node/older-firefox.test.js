// Firefox 140 ESR, Debian 12's main archive, lacks the BiDi command puppeteer sends with every
// viewport (emulation.setScreenOrientationOverride): scripts/wtr/older-firefox.js skips the
// override there and nowhere else. The last test sets a viewport in the Firefox this machine has
// (FIREFOX_PATH first, as the browser tests find it): with FIREFOX_PATH at a 140 ESR it takes the
// skipping path for real, with a newer one the command's own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { findFirefox } from '../../scripts/find-browsers.js';
import { skipMissingOrientation } from '../../scripts/wtr/older-firefox.js';

/** A page over BiDi whose browsing context answers the orientation override with `answer`. */
function pageAnswering(answer) {
  const sent = [];
  const browsingContext = {
    async setScreenOrientationOverride(orientation) {
      sent.push(orientation);
      return answer();
    },
  };
  return { page: { mainFrame: () => ({ browsingContext }) }, browsingContext, sent };
}

test('an engine without the command: the override is skipped, the call still made', async () => {
  const { page, browsingContext, sent } = pageAnswering(() => {
    throw new Error('Protocol error (emulation.setScreenOrientationOverride): unknown command emulation.setScreenOrientationOverride');
  });
  assert.equal(skipMissingOrientation(page), page);
  await browsingContext.setScreenOrientationOverride({ natural: 'portrait', type: 'portrait-primary' });
  assert.deepEqual(sent, [{ natural: 'portrait', type: 'portrait-primary' }]);
});

test('any other failure of the override stays a failure; a success stays one', async () => {
  const refused = pageAnswering(() => {
    throw new Error('Protocol error (emulation.setScreenOrientationOverride): invalid argument');
  });
  skipMissingOrientation(refused.page);
  await assert.rejects(refused.browsingContext.setScreenOrientationOverride(null), /invalid argument/);
  const fine = pageAnswering(() => 'done');
  skipMissingOrientation(fine.page);
  assert.equal(await fine.browsingContext.setScreenOrientationOverride(null), 'done');
});

test('a page over DevTools (Chromium), with no browsing context, is left as it is', () => {
  const page = { mainFrame: () => ({}) };
  assert.equal(skipMissingOrientation(page), page);
});

test("the Firefox this machine has takes the runner's viewport", { skip: !findFirefox() && 'no Firefox (set FIREFOX_PATH)' }, async () => {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: findFirefox(), headless: true });
  try {
    const page = skipMissingOrientation(await browser.newPage());
    // What the runner does before each test file (@web/test-runner-chrome's ChromeLauncherPage).
    await page.setViewport({ width: 640, height: 480 });
    await page.goto('about:blank');
    assert.deepEqual(await page.evaluate(() => [innerWidth, innerHeight]), [640, 480]);
  } finally {
    await browser.close();
  }
});
