// The QR code alone for a 120-character payment URI: matrix and path, then with the SVG render.
import { freshPage } from './browser.js';
import { summary } from './stats.js';

const BASE = 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021&label=';
/** A BIP-21 URI with a label, padded to exactly 120 characters. */
export const URI_120 = BASE + 'Domain%20purchase%20example.com%20order%20'.padEnd(120 - BASE.length, '0');

export async function measureQr(browser, { origin }, runs) {
  const { page, check, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/qr.html`);
    await page.evaluate((uri) => window.benchQr(uri, 10), URI_120);
    const { matrix, draw } = await page.evaluate((uri, n) => window.benchQr(uri, n), URI_120, runs);
    check();
    return { matrix: summary(matrix), draw: summary(draw), length: URI_120.length };
  } finally {
    await close();
  }
}
