/**
 * The first paint speaks the page's language (issue 55, the contract's "Languages"): on a page in
 * German, Arabic or Japanese, a recorder that runs from before the script (record-frames.js) notes
 * at every animation frame what each checkout draws, its submit button's and period label's text and
 * direction. No frame draws the form in English or in the other direction, with the files beside
 * the script served at once or 300 ms late each (/latency/, scripts/wtr/built-scripts.js); the
 * package does the same through `import()`. A language file missing, altered or later than the
 * bound (/late/: two seconds each, over README's 3.5 s for a language) leaves a working English form
 * and one warning. The two halves come when each is needed: the payment screen's with the payment
 * file, never on a card page. `registerLocale` with one half leaves the payment screen in English,
 * with both it is the host's. Run `npm run build` first.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { MarketFiatCheckout } from '../../src/elements/fiat-checkout/fiat-checkout.js';
import ar from '../../src/locales/ar.js';
import de from '../../src/locales/de.js';
import ja from '../../src/locales/ja.js';
import { DEFAULT_STRINGS, type FormStrings } from '../../src/locales/strings.js';
import { ARRIVES, click, errorOf, fill, screenText } from '../helpers/buyer.js';
import { mockSession } from '../helpers/mock-session.js';
import { buyWithCrypto, openHtml, requireBuild, startCardPayment, type PageWindow, type TestPage } from '../dist/page.js';
import { setPageVisible } from '../helpers/page-visibility.js';

const PARTNER = 'partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b"';
const ELEMENTS = `<market-crypto-checkout ${PARTNER} currency="BTC"></market-crypto-checkout>
  <market-fiat-checkout ${PARTNER}></market-fiat-checkout>`;
const BEFORE = '<script src="/test/locales/record-warnings.js"></script><script src="/test/locales/record-frames.js"></script>';

interface Painted {
  element: string;
  shown: boolean;
  submit: string;
  label: string;
  dir: string;
}

type Win = PageWindow & { paintedFrames: Painted[]; pageWarnings: string[] };
const win = (page: { win: Window }) => page.win as Win;
const warnings = (page: { win: Window }) => win(page).pageWarnings.filter((w) => w.startsWith('market-checkout:'));

/** What a buyer reads on each element, in `texts`, and in which direction. */
const expected = (texts: FormStrings, dir: string) => ({
  'market-crypto-checkout': { submit: texts.submitCrypto, label: texts.yearsLabel, dir },
  'market-fiat-checkout': { submit: texts.submitFiat, label: texts.yearsLabel, dir },
});

/** A page in `lang` (on its root, as a partner's page sets it) with the classic script, or the package, under `prefix`. */
const pageIn = (lang: string, script: string) => openHtml(`<html lang="${lang}">${BEFORE}${script}${ELEMENTS}`);
const classic = (prefix = '') => `<script src="${prefix}/dist/market-checkout.iife.js" defer></script>`;

/** Waits until both elements draw `texts`; then every frame drawn so far must have drawn them, in `dir`. */
async function everyFrameIn(page: TestPage, texts: FormStrings, dir: string): Promise<void> {
  const wanted = expected(texts, dir);
  const drawnRight = () =>
    (['market-crypto-checkout', 'market-fiat-checkout'] as const).every((tag) =>
      win(page).paintedFrames.some((f) => f.element === tag && f.shown && f.submit === wanted[tag].submit),
    );
  await waitUntil(drawnRight, `both forms drawn in ${texts.submitCrypto}`, { timeout: 15_000 });
  const drawn = win(page).paintedFrames.filter((f) => f.shown);
  const wrong = drawn.filter((f) => {
    const want = wanted[f.element as keyof typeof wanted];
    return f.submit !== want.submit || f.label !== want.label || f.dir !== want.dir;
  });
  expect(wrong, 'frames that drew the form otherwise').to.deep.equal([]);
  expect(drawn.length).to.be.greaterThan(1);
}

// Frames are recorded at each animation frame, which a page hidden behind another test file's stops.
before(() => setPageVisible(true));

describe('The first paint in the page language', () => {
  before(requireBuild);

  for (const [name, prefix] of [['at once', ''], ['with every file beside the script 300 ms late', '/latency-paint']] as const) {
    describe(name, () => {
      it('German: no frame in English', async () => {
        const page = await pageIn('de', classic(prefix));
        await everyFrameIn(page, de, 'ltr');
        expect(warnings(page)).to.deep.equal([]);
      });

      it('Arabic: no frame in English, none left to right', async () => {
        const page = await pageIn('ar', classic(prefix));
        await everyFrameIn(page, ar, 'rtl');
        expect(warnings(page)).to.deep.equal([]);
      });

      it('Japanese: no frame in English', async () => {
        const page = await pageIn('ja', classic(prefix));
        await everyFrameIn(page, ja, 'ltr');
        expect(warnings(page)).to.deep.equal([]);
      });
    });
  }

  it('the package, through import(): no frame in English on a German page', async () => {
    const page = await pageIn('de', '<script type="module" src="/dist/lib/index.js"></script>');
    await everyFrameIn(page, de, 'ltr');
  });

  it('an element whose own lang differs from the page asks for its own, and draws no frame in another', async () => {
    const page = await openHtml(`<html lang="de">${BEFORE}${classic()}<div lang="ja">${ELEMENTS}</div>`);
    await everyFrameIn(page, ja, 'ltr');
  });
});

describe('A language file that fails leaves a working English form and one warning', () => {
  for (const [fault, why] of [
    ['/missing', 'missing'],
    ['/altered', 'altered'],
    ['/late-paint', 'later than the bound'],
  ] as const) {
    it(why, async () => {
      const page = await pageIn('de', classic(fault));
      await everyFrameIn(page, DEFAULT_STRINGS, 'ltr');
      expect(warnings(page)).to.have.length(1);
      expect(warnings(page)[0]).to.include('"de"');
      if (fault === '/late-paint') {
        expect(warnings(page)[0]).to.include('not here after 3.5 s');
        // German comes a second after the bound: the form does not change its words under the buyer.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(screenText(page.crypto)).to.include(DEFAULT_STRINGS.submitCrypto);
        // The check file beside the script comes late too, yet comes: the form checks, in English.
        await click(page.crypto, DEFAULT_STRINGS.submitCrypto);
        await waitUntil(() => errorOf(page.crypto, 'domain'), 'the domain checked', ARRIVES);
        expect(errorOf(page.crypto, 'domain')).to.equal('Enter the domain you want to buy.');
      } else {
        // Typing works (the check file is refused on these pages as the language is).
        await fill(page.fiat, 'domain', 'example.com');
        expect(page.fiat.domain).to.equal('example.com');
      }
      expect(warnings(page), 'still the one warning').to.have.length(1);
    });
  }
});

/** The language files a page fetched so far, by path (their pins apart), as the page's browser records them. */
const languageFiles = (page: { win: Window }) => [
  ...new Set(
    (page.win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/dist/locales/') && path !== '/dist/locales/integrity.js'),
  ),
];

describe('Each half of a language when it is needed', () => {
  it('a card page never fetches the payment half, a purchase handed off included', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<html lang="de">${BEFORE}<script src="/dist/market-fiat-checkout.iife.js" defer></script>
      <market-fiat-checkout ${PARTNER} external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"><div slot="payment">card form</div></market-fiat-checkout>`;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    try {
      await loaded;
      const page = { win: frame.contentWindow! };
      await waitUntil(() => screenText(frame.contentDocument!.querySelector('market-fiat-checkout')!).includes(de.submitFiat), 'German', ARRIVES);
      const fiat = frame.contentDocument!.querySelector('market-fiat-checkout') as MarketFiatCheckout;
      // startCardPayment presses the English button: the host's strings put it back for that one key.
      fiat.strings = { submitFiat: DEFAULT_STRINGS.submitFiat };
      await startCardPayment(fiat, mockSession());
      expect(languageFiles(page)).to.deep.equal(['/dist/locales/de.js']);
    } finally {
      frame.remove();
    }
  });

  it('a crypto page fetches the payment half with the payment file, from the first touch, and shows the payment screen in German', async () => {
    const page = await pageIn('de', classic());
    await everyFrameIn(page, de, 'ltr');
    expect(languageFiles(page), 'the form half alone before the buyer acts').to.deep.equal(['/dist/locales/de.js']);
    page.crypto.strings = { submitCrypto: DEFAULT_STRINGS.submitCrypto };
    await buyWithCrypto(page.crypto, mockSession());
    expect(languageFiles(page)).to.deep.equal(['/dist/locales/de.js', '/dist/locales/payment/de.js']);
    expect(screenText(page.crypto)).to.include('Senden Sie genau diesen Betrag');
  });
});

describe('registerLocale with one half or both', () => {
  const swedishForm = { submitCrypto: 'Visa betalningsuppgifter', domainLabel: 'Domän' };

  it('the form half alone: the form in Swedish, the payment screen in English, no language file fetched', async () => {
    const page = await openHtml(`${BEFORE}${classic()}<div lang="sv">${ELEMENTS}</div>`);
    page.win.MarketCheckout!.registerLocale('sv', swedishForm);
    await waitUntil(() => screenText(page.crypto).includes('Visa betalningsuppgifter'), 'Swedish', ARRIVES);
    page.crypto.strings = { submitCrypto: DEFAULT_STRINGS.submitCrypto };
    await buyWithCrypto(page.crypto, mockSession());
    expect(screenText(page.crypto)).to.include('Send exactly this amount');
    expect(languageFiles(page)).to.deep.equal([]);
  });

  it('both halves: the payment screen in the host language too', async () => {
    const page = await openHtml(`${BEFORE}${classic()}<div lang="sv">${ELEMENTS}</div>`);
    page.win.MarketCheckout!.registerLocale('sv', { ...swedishForm, payHeading: 'Skicka exakt detta belopp' });
    await waitUntil(() => screenText(page.crypto).includes('Visa betalningsuppgifter'), 'Swedish', ARRIVES);
    page.crypto.strings = { submitCrypto: DEFAULT_STRINGS.submitCrypto };
    await buyWithCrypto(page.crypto, mockSession());
    expect(screenText(page.crypto)).to.include('Skicka exakt detta belopp');
    expect(languageFiles(page)).to.deep.equal([]);
  });
});
