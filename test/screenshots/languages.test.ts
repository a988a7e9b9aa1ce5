/**
 * The crypto form and payment screen in built-in languages as an element loads them by its `lang`:
 * long German words at 360 px, Japanese, and Arabic and Hebrew laid out right to left with the
 * amount, address and ids left to right; and the payment, confirming and expired screens at a
 * phone's width in Russian, Arabic and Japanese, where the wording carries money.
 */
import { STAGES } from '../../demo/gallery-states.js';
import { localeFor, onLocales, paymentTexts } from '../../src/locales/registry.js';
import { onlyIn } from '../helpers/engine.js';
import { BASELINE_ENGINES, cardOf, compareWithBaseline, mountStage, photograph, show } from './stages.js';

// Screenshots alone: compared in the engine the baselines are drawn in (stages.ts).
before(async function () {
  await onlyIn(this, BASELINE_ENGINES);
});

/** Resolves once the built-in language for `tag` has arrived (asking for it if nobody has). */
function loaded(tag: string): Promise<void> {
  // Both halves: the payment screen's come with the payment file, which a mounted stage skips.
  const formHalf = new Promise<void>((resolve) => {
    const check = () => localeFor(tag).tag !== 'en' && (stop(), resolve());
    const stop = onLocales(check);
    check();
  });
  return Promise.all([formHalf, paymentTexts(tag)]).then(() => undefined);
}

describe('<market-crypto-checkout> in built-in languages', function () {
  this.timeout(30_000);
  for (const lang of ['de', 'ja', 'ar', 'he']) {
    for (const name of ['crypto-form', 'crypto-payment']) {
      const stage = STAGES.find((s) => s.name === name)!;
      it(`${stage.title}, ${lang}`, async () => {
        await loaded(lang);
        await photograph(await mountStage(stage, { lang }), `${name}-${lang}`);
      });
    }
  }
});

describe('<market-crypto-checkout> payment screens at 360 px in ru, ar and ja', function () {
  this.timeout(30_000);
  for (const lang of ['ru', 'ar', 'ja']) {
    for (const name of ['crypto-payment', 'crypto-confirming-depth', 'crypto-expired']) {
      const stage = STAGES.find((s) => s.name === name)!;
      it(`${stage.title}, ${lang}`, async () => {
        await loaded(lang);
        const el = await mountStage(stage, { lang });
        await show(el, 360, 'light');
        await compareWithBaseline(cardOf(el), `${name}-${lang}-360-light`);
      });
    }
  }
});
