/**
 * The page's languages (localeFor, registerLocale, onLocales), without an element: English at
 * once, a built-in language fetched the first time it is asked for and only once, the host's
 * languages added or put in place of a built-in one (which is then never fetched), and a host's
 * language that arrived first kept over the built-in one. Requests are counted as the browser
 * records them. The registry lives for the page: each test here uses languages of its own.
 */
import { expect } from '@open-wc/testing';
import { localeFor, onLocales, registerLocale } from '../../src/locales/registry.js';
import { watchWire } from '../helpers/wire-watch.js';

const LANGUAGES = `${location.origin}/src/locales/`;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Resolves at the next language that arrives or is registered. */
const nextArrival = () =>
  new Promise<void>((resolve) => {
    const stop = onLocales(() => {
      stop();
      resolve();
    });
  });

describe('the locale registry', () => {
  it('is English, an empty layer, for English and for a language with no match, and fetches nothing', async () => {
    const wire = watchWire();
    for (const lang of ['en', 'en-GB', 'zh-TW', 'nb', '']) expect(localeFor(lang), lang).to.deep.equal({ tag: 'en', strings: {} });
    await nextTask();
    expect(wire.count(LANGUAGES)).to.equal(0);
    wire.stop();
  });

  it('is English until a built-in language arrives, fetched once however often it is asked for; then that language', async () => {
    const wire = watchWire();
    const arrived = nextArrival();
    expect(localeFor('de')).to.deep.equal({ tag: 'en', strings: {} });
    expect(localeFor('de-AT').tag).to.equal('en');
    expect(localeFor('DE').tag).to.equal('en');
    await arrived;
    const german = localeFor('de-CH');
    expect(german.tag).to.equal('de');
    expect(german.strings.submitCrypto).to.equal('Zahlungsdaten anzeigen');
    expect(localeFor('de').strings === german.strings, 'the same texts for every element').to.equal(true);
    expect(wire.count(`${LANGUAGES}de.`), 'requests for de').to.equal(1);
    expect(wire.count(LANGUAGES), 'requests for any language').to.equal(1);
    wire.stop();
  });

  it('registerLocale adds a language at once, as given then, and tells the listeners', () => {
    const told: string[] = [];
    const stop = onLocales(() => told.push('told'));
    const swedish = { summaryHeading: 'Din beställning' };
    expect(localeFor('sv-SE').tag).to.equal('en');
    registerLocale('sv', swedish);
    swedish.summaryHeading = 'changed afterwards';
    expect(localeFor('sv-SE')).to.deep.equal({ tag: 'sv', strings: { summaryHeading: 'Din beställning' } });
    expect(told).to.deep.equal(['told']);
    stop();
    registerLocale('sv', { summaryHeading: 'Beställning' });
    expect(told, 'no longer told once unsubscribed').to.deep.equal(['told']);
    expect(localeFor('sv').strings, 'replaced as a whole').to.deep.equal({ summaryHeading: 'Beställning' });
  });

  it('registerLocale puts a language in place of a built-in one, in any case, which is then never fetched', async () => {
    const wire = watchWire();
    registerLocale('KO', { summaryHeading: '주문' });
    expect(localeFor('ko-KR')).to.deep.equal({ tag: 'ko', strings: { summaryHeading: '주문' } });
    await nextTask();
    expect(wire.count(LANGUAGES)).to.equal(0);
    wire.stop();
  });

  it("keeps a host's language registered while the built-in one was on its way", async () => {
    expect(localeFor('fr').tag).to.equal('en');
    registerLocale('fr', { summaryHeading: 'Commande' });
    // The module the registry asked for (as the test server names it), once it has run; the
    // registry's answer follows in the same task.
    const french = ((await import(`../../src/locales/${'fr'}.ts`)) as { default: { summaryHeading: string } }).default;
    await nextTask();
    expect(french.summaryHeading, 'the built-in French arrived').to.equal('Votre commande');
    expect(localeFor('fr')).to.deep.equal({ tag: 'fr', strings: { summaryHeading: 'Commande' } });
  });
});
