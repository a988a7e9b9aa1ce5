/**
 * loadBuiltIn as the self-contained bundles have it (vite.config.ts swaps it in for ./load.ts): a
 * language comes from dist/locales/<tag>.js beside the script, pinned by the hash that
 * dist/locales/integrity.js holds, the pins fetched once with the first language a page needs. A
 * language file that differs from its pin is not used, and pins that could not be had are asked for
 * again with the next language: the buyer keeps English, the site owner gets one warning per
 * language. Run `npm run build` first. The pages run under a strict policy with Trusted Types; the
 * test server's /altered/ and /missing/ prefixes serve the same script with the files beside it
 * changed or gone (scripts/wtr/built-scripts.js). Each file's check is the `fetch` with its
 * integrity that src/loading/beside.ts makes: one per file, in every engine, as the page records it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { screenText } from '../helpers/buyer.js';
import { engine } from '../helpers/engine.js';
import { openHtml, type TestPage } from '../dist/page.js';

const PARTNER = 'partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b"';
// A srcdoc page's 'self' is the page's origin in Chromium and WebKit, not in Firefox: named too.
const SELF = `'self' ${location.origin}`;
const POLICY = `default-src ${SELF}; script-src ${SELF}; style-src ${SELF}; connect-src ${SELF}; require-trusted-types-for 'script'; trusted-types lit-html`;

/** A partner page in `lang` with both elements and the classic script served under `prefix`. */
function partnerPage(lang: string, prefix = ''): Promise<TestPage> {
  return openHtml(`<script src="/test/locales/record-warnings.js"></script>
    <meta http-equiv="Content-Security-Policy" content="${POLICY}" />
    <div lang="${lang}"><script src="${prefix}/dist/market-checkout.iife.js" defer></script>
      <market-crypto-checkout ${PARTNER} currency="BTC"></market-crypto-checkout>
      <market-fiat-checkout ${PARTNER}></market-fiat-checkout>
    </div>`);
}

/** The language files (the pins among them) the page checked against their hashes so far, by name. */
const checked = (page: TestPage) =>
  (page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'fetch')
    .map((entry) => /\/dist\/locales\/([^/]+\.js)$/.exec(new URL(entry.name).pathname)?.[1])
    .filter((name) => name !== undefined);

const warnings = (page: TestPage) => ((page.win as unknown as { pageWarnings?: string[] }).pageWarnings ?? []).filter((w) => w.startsWith('market-checkout:'));

async function shows(el: Element, text: string): Promise<void> {
  await waitUntil(() => screenText(el).includes(text), `expected "${text}" on screen, saw "${screenText(el).slice(0, 120)}"`, { timeout: 4000 });
}

describe('loadBuiltIn beside the bundle', () => {
  it('loads a pinned language, and the pins once for every language the page needs', async () => {
    const page = await partnerPage('de');
    await shows(page.crypto, 'Zahlungsdaten anzeigen');
    await shows(page.fiat, 'Weiter zur Kartenzahlung');
    page.crypto.parentElement!.setAttribute('lang', 'ja');
    await shows(page.crypto, '支払い情報を表示');
    expect(checked(page)).to.deep.equal(['integrity.js', 'de.js', 'ja.js']);
    expect(warnings(page)).to.deep.equal([]);
    expect(page.errors()).to.deep.equal([]);
  });

  it('refuses a language file that differs from its pin: English stays, with one warning and no market-error', async () => {
    const page = await partnerPage('de', '/altered');
    const errors: unknown[] = [];
    for (const el of [page.crypto, page.fiat]) el.addEventListener('market-error', (event) => errors.push(event));
    await waitUntil(() => warnings(page).length > 0, 'a warning for the site owner', { timeout: 4000 });
    // Both elements asked, and rendered again since: still the one warning.
    await page.crypto.updateComplete;
    expect(warnings(page)).to.have.length(1);
    expect(warnings(page)[0]).to.include('"de"');
    expect(screenText(page.crypto)).to.include('Get payment details');
    expect(screenText(page.fiat)).to.include('Continue to card payment');
    expect(errors).to.deep.equal([]);
  });

  it('asks again for pins that could not be had, with the next language', async () => {
    const page = await partnerPage('de', '/missing');
    await waitUntil(() => warnings(page).length > 0, 'a warning for German', { timeout: 4000 });
    page.crypto.parentElement!.setAttribute('lang', 'ja');
    await waitUntil(() => warnings(page).length > 1, 'a warning for Japanese', { timeout: 4000 });
    expect(warnings(page).map((w) => /"([\w-]+)"/.exec(w)?.[1])).to.deep.equal(['de', 'ja']);
    // The second warning alone could come from a remembered failure: the pins asked for again is
    // what shows the retry. Firefox does not always list a fetch that failed in resource timing
    // (a fresh-clone run here listed one of the two 404s), so there it is at least the first.
    if ((await engine()) === 'firefox') expect(checked(page)[0]).to.equal('integrity.js');
    else expect(checked(page)).to.deep.equal(['integrity.js', 'integrity.js']);
    expect(screenText(page.crypto)).to.include('Get payment details');
  });
});
