/**
 * The page's languages (localeFor, paymentTexts, registerLocale, onLocales), without an element:
 * English at once, a built-in language's form half fetched the first time it is asked for and only
 * once (pending until then), its payment half only when the payment screen asks; the host's
 * languages added or put in place of a built-in one (which is then never fetched), with either
 * half or both; and a host's language that arrived first kept over the built-in one. Requests are
 * counted as the browser records them. The registry lives for the page: each test here uses
 * languages of its own.
 */
import { expect } from '@open-wc/testing';
import { localeFor, onLocales, paymentTexts, registerLocale } from '../../src/locales/registry.js';
import { watchWire } from '../helpers/wire-watch.js';

const LANGUAGES = `${location.origin}/src/locales/`;
const PAYMENT_HALVES = `${LANGUAGES}payment/`;
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
  it('is English, an empty layer, for English and for a language with no match, not pending, and fetches nothing', async () => {
    const wire = watchWire();
    for (const lang of ['en', 'en-GB', 'zh-TW', 'nb', '']) expect(localeFor(lang), lang).to.deep.equal({ tag: 'en', strings: {}, pending: false });
    await paymentTexts('en-GB');
    await paymentTexts('nb');
    await nextTask();
    expect(wire.count(LANGUAGES)).to.equal(0);
    wire.stop();
  });

  it('is English and pending until a built-in language arrives, its form half fetched once however often it is asked for; then that language', async () => {
    const wire = watchWire();
    const arrived = nextArrival();
    expect(localeFor('de')).to.deep.equal({ tag: 'en', strings: {}, pending: true });
    expect(localeFor('de-AT').pending).to.equal(true);
    expect(localeFor('DE').tag).to.equal('en');
    await arrived;
    const german = localeFor('de-CH');
    expect(german.tag).to.equal('de');
    expect(german.pending).to.equal(false);
    expect(german.strings.submitCrypto).to.equal('Zahlungsdaten anzeigen');
    expect(german.strings.payHeading, 'the payment half not asked for yet').to.equal(undefined);
    expect(localeFor('de').strings === german.strings, 'the same texts for every element').to.equal(true);
    expect(wire.count(`${LANGUAGES}de.`), 'requests for de').to.equal(1);
    expect(wire.count(LANGUAGES), 'requests for any language').to.equal(1);
    wire.stop();
  });

  it("fetches a language's payment half when the payment screen asks, once, and adds it to the form's texts", async () => {
    const wire = watchWire();
    const arrived = nextArrival();
    localeFor('it');
    await arrived;
    expect(wire.count(PAYMENT_HALVES), 'no payment half with the form').to.equal(0);
    await Promise.all([paymentTexts('it'), paymentTexts('it-CH')]);
    const italian = localeFor('it');
    expect(italian.strings.payHeading).to.equal('Invia esattamente questo importo');
    expect(italian.strings.submitCrypto, 'the form half kept').to.equal('Mostra i dati di pagamento');
    expect(wire.count(`${PAYMENT_HALVES}it.`), 'requests for payment/it').to.equal(1);
    expect(wire.count(LANGUAGES), 'requests for any language').to.equal(2);
    wire.stop();
  });

  it('registerLocale adds a language at once, as given then, and tells the listeners', () => {
    const told: string[] = [];
    const stop = onLocales(() => told.push('told'));
    const swedish = { summaryHeading: 'Din beställning' };
    expect(localeFor('sv-SE').tag).to.equal('en');
    registerLocale('sv', swedish);
    swedish.summaryHeading = 'changed afterwards';
    expect(localeFor('sv-SE')).to.deep.equal({ tag: 'sv', strings: { summaryHeading: 'Din beställning' }, pending: false });
    expect(told).to.deep.equal(['told']);
    stop();
    registerLocale('sv', { summaryHeading: 'Beställning' });
    expect(told, 'no longer told once unsubscribed').to.deep.equal(['told']);
    expect(localeFor('sv').strings, 'replaced as a whole').to.deep.equal({ summaryHeading: 'Beställning' });
  });

  it('registerLocale puts a language in place of a built-in one, in any case, with one half or both, and neither half is then fetched', async () => {
    const wire = watchWire();
    registerLocale('KO', { summaryHeading: '주문' });
    expect(localeFor('ko-KR')).to.deep.equal({ tag: 'ko', strings: { summaryHeading: '주문' }, pending: false });
    await paymentTexts('ko');
    expect(localeFor('ko').strings.payHeading, 'the payment screen in English').to.equal(undefined);
    registerLocale('ko', { summaryHeading: '주문', payHeading: '이 금액을 보내세요' });
    expect(localeFor('ko').strings).to.deep.equal({ summaryHeading: '주문', payHeading: '이 금액을 보내세요' });
    await paymentTexts('ko');
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
    expect(localeFor('fr')).to.deep.equal({ tag: 'fr', strings: { summaryHeading: 'Commande' }, pending: false });
  });
});
