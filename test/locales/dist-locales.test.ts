/**
 * The languages as partners get them: the classic script and the ES module load
 * dist/locales/<tag>.js (the form's half) from beside themselves when a page needs it, and
 * dist/locales/payment/<tag>.js with the payment file, once per language and never
 * for English, under a strict policy with Trusted Types; a language that cannot load leaves the
 * buyer with English, the site owner with one warning. Requests are counted as the page's browser
 * records them. Enabled when the elements use LocaleController: until then the bundles load no
 * language.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { click, errorOf, screenText } from '../helpers/buyer.js';
import { engine } from '../helpers/engine.js';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openHtml, openPage, type TestPage } from '../dist/page.js';

const ELEMENTS = `<market-crypto-checkout partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b" currency="BTC"></market-crypto-checkout>
  <market-fiat-checkout partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b"></market-fiat-checkout>`;

// The page is an srcdoc frame, whose origin is this page's; Firefox does not count that origin as
// its 'self', so it is also named (what 'self' means on a partner's own page).
const SELF = `'self' ${location.origin}`;
const POLICY = `default-src ${SELF}; script-src ${SELF}; style-src ${SELF}; connect-src ${SELF}; require-trusted-types-for 'script'; trusted-types lit-html`;

/** A partner page in `lang` with the classic script (or the ES module) and a strict policy. */
function partnerPage(lang: string, { module = false, policy = POLICY } = {}): Promise<TestPage> {
  const script = module ? '<script type="module" src="/dist/market-checkout.js"></script>' : '<script src="/dist/market-checkout.iife.js" defer></script>';
  return openHtml(`<script src="/test/locales/record-warnings.js"></script>
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <div lang="${lang}">${script}${ELEMENTS}</div>`);
}

/** WebKit fetches a file again for the import (it does not reuse the preload): its preloads alone count. */
let importFetchesAgain = false;
before(async () => {
  importFetchesAgain = (await engine()) === 'webkit';
});

/**
 * The languages the page loaded so far, by file name (their pins, locales/integrity.js, apart): one
 * modulepreload each (src/loading/beside.ts), not the fetch that checks its integrity beside it.
 */
function localeRequests(page: TestPage): string[] {
  return (page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => (importFetchesAgain ? entry.initiatorType === 'link' : entry.initiatorType !== 'fetch'))
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/locales/') && path !== '/dist/locales/integrity.js');
}

async function showsText(el: Element, text: string): Promise<void> {
  await waitUntil(() => screenText(el).includes(text), `expected "${text}" on screen, saw "${screenText(el).slice(0, 120)}"`, { timeout: 4000 });
}

/** The page's warnings about languages (the elements also warn about their own settings, which these pages leave out). */
const warnings = (page: TestPage) =>
  ((page.win as unknown as { pageWarnings?: string[] }).pageWarnings ?? []).filter((warning) => warning.startsWith('market-checkout:'));

describe('Languages from the built bundles', () => {
  it('the classic script loads German from dist/locales/de.js beside it, once for both elements', async () => {
    const page = await partnerPage('de-AT');
    await showsText(page.crypto, 'Zahlungsdaten anzeigen');
    await showsText(page.fiat, 'Weiter zur Kartenzahlung');
    expect(localeRequests(page)).to.deep.equal(['/dist/locales/de.js']);
    expect(page.errors()).to.deep.equal([]);
    expect(warnings(page)).to.deep.equal([]);
  });

  it('a lang change loads the new language once; going back loads nothing again', async () => {
    const page = await partnerPage('de');
    await showsText(page.crypto, 'Zahlungsdaten anzeigen');
    const wrapper = page.crypto.parentElement!;
    wrapper.setAttribute('lang', 'ja');
    await showsText(page.crypto, '支払い情報を表示');
    await showsText(page.fiat, 'カード決済に進む');
    wrapper.setAttribute('lang', 'de');
    await showsText(page.crypto, 'Zahlungsdaten anzeigen');
    wrapper.setAttribute('lang', 'ja-JP');
    await showsText(page.crypto, '支払い情報を表示');
    expect(localeRequests(page)).to.deep.equal(['/dist/locales/de.js', '/dist/locales/ja.js']);
  });

  it('English, and a language with no match, load nothing', async () => {
    for (const lang of ['en-GB', 'zh-TW']) {
      const page = await partnerPage(lang);
      await page.crypto.updateComplete;
      expect(screenText(page.crypto), lang).to.include('Get payment details');
      expect(localeRequests(page), lang).to.deep.equal([]);
    }
  });

  it('the ES module loads Simplified Chinese from dist/locales/zh-CN.js beside it', async () => {
    const page = await partnerPage('zh-Hans', { module: true });
    await showsText(page.crypto, '获取付款信息');
    expect(localeRequests(page)).to.deep.equal(['/dist/locales/zh-CN.js']);
    expect(page.errors()).to.deep.equal([]);
  });

  it('a language that cannot load leaves English, one warning for the site owner and nothing for the buyer', async () => {
    // The partner's policy names the script and its check file alone: the language file beside it is refused.
    const { origin } = location;
    const checks = /checks\.[\w-]+\.js/.exec(await (await fetch('/dist/market-checkout.iife.js')).text())![0];
    const policy = `default-src 'self'; script-src ${origin}/dist/market-checkout.iife.js ${origin}/dist/${checks}; style-src 'self'; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html`;
    const page = await partnerPage('fr', { policy });
    await waitUntil(() => warnings(page).length > 0, 'a warning', { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // One about the language. (In Firefox this page's 'self' is not its origin, so its connect-src
    // also refuses the fetch that checks the file beside the script: the loader says so apart.)
    const aboutLanguage = warnings(page).filter((warning) => !warning.includes('refused checking'));
    expect(aboutLanguage).to.have.length(1);
    expect(aboutLanguage[0]).to.include('"fr"');
    expect(screenText(page.crypto)).to.include('Get payment details');
    expect(screenText(page.fiat)).to.include('Continue to card payment');
    // The first file beside the script a language needs is the languages' pins, preloaded; Firefox
    // refuses the preload without reporting it as a violation.
    const refused = `CSP refused ${origin}/dist/locales/integrity.js (script-src-elem)`;
    // (and in Firefox the check of that file by connect-src, as above)
    const checkRefused = `CSP refused ${origin}/dist/locales/integrity.js (connect-src)`;
    expect(page.errors().filter((error) => error !== refused && error !== checkRefused), 'only the refusal by the policy').to.deep.equal([]);
    if ((await engine()) !== 'firefox') expect(page.errors()).to.include(refused);
    await click(page.crypto, 'Get payment details');
    expect(errorOf(page.crypto, 'domain'), 'the form still works, in English').to.equal('Enter the domain you want to buy.');
  });

  it('under the strict policy served as a header, German loads, and a purchase goes through with nothing refused', async () => {
    const page = await openPage('/test/suites/csp-locale.html');
    const win = page.win as TestPage['win'] & { cspViolations?: unknown[] };
    await showsText(page.crypto, 'Zahlungsdaten anzeigen');
    const mock = mockSession();
    page.crypto.setAttribute('base-url', mock.baseUrl());
    await click(page.crypto, 'Zahlungsdaten anzeigen');
    expect(errorOf(page.crypto, 'domain')).to.equal('Geben Sie die Domain ein, die Sie kaufen möchten.');
    // buyWithCrypto clicks the English button: the host's strings put it back for that one key.
    page.crypto.strings = { submitCrypto: 'Get payment details' };
    await buyWithCrypto(page.crypto, mock);
    expect(screenText(page.crypto)).to.include('Senden Sie genau diesen Betrag');
    await new Promise((resolve) => win.setTimeout(resolve));
    expect(win.cspViolations).to.deep.equal([]);
    expect(page.errors()).to.deep.equal([]);
    // The payment screen's half of German came with the payment file, pinned the same way.
    expect(localeRequests(page)).to.deep.equal(['/dist/locales/de.js', '/dist/locales/payment/de.js']);
  });
});
