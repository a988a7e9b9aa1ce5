/**
 * The digits a buyer reads (widget.md, "Any partner page"): every engine writes a language's
 * CLDR default, asked for by name (Arabic: Latin; Persian: Extended Arabic-Indic), in the
 * countdown, the years and the depth of a confirming payment; the amount, address and ids stay in
 * Latin digits in every language, since they are copied and compared.
 */
import { expect } from '@open-wc/testing';
import { STAGES, type Checkout } from '../../demo/gallery-states.js';
import { find, normalize, shadow, textOf } from '../helpers/buyer.js';
import { languageReady } from '../helpers/language-ready.js';
import { mountStage } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const LATIN_AMOUNT = '0.00042137 BTC';

async function mountIn(name: string, lang: string): Promise<Checkout> {
  const el = await mountStage(stage(name));
  el.parentElement!.setAttribute('lang', lang);
  // The words (and digits) already shown stay until the new language is here.
  await languageReady(lang);
  await el.updateComplete;
  return el;
}

describe('look: digits in each language', function () {
  this.timeout(20_000);

  it('writes the countdown in Latin digits in Arabic, the amount and ids too', async () => {
    const el = await mountIn('crypto-payment', 'ar');
    expect(textOf(el, '[part~="timer"] span')).to.equal('15:00');
    expect(textOf(el, '[part~="amount"]')).to.equal(LATIN_AMOUNT);
    expect(textOf(el, '[part~="address"]')).to.match(/^bc1q[0-9a-z]+$/);
  });

  it('writes the countdown in Extended Arabic-Indic digits in Persian, the amount in Latin', async () => {
    const el = await mountIn('crypto-payment', 'fa');
    expect(textOf(el, '[part~="timer"] span')).to.equal('۱۵:۰۰');
    expect(textOf(el, '[part~="amount"]')).to.equal(LATIN_AMOUNT);
    expect(textOf(el, '[part~="address"]')).to.match(/^bc1q[0-9a-z]+$/);
  });

  it('writes the years on offer in the language\'s digits', async () => {
    const years = (el: Checkout) => [...shadow(el).querySelectorAll('#f-years option')].map((o) => normalize(o.textContent));
    const persian = await mountIn('crypto-form', 'fa');
    expect(years(persian)[4]).to.match(/۵/).and.not.match(/[0-9٠-٩]/);
    const arabic = await mountIn('crypto-form', 'ar');
    expect(years(arabic)[4]).to.match(/5/).and.not.match(/[٠-٩۰-۹]/);
  });

  it('writes the depth of a confirming payment in the language\'s digits', async () => {
    const el = await mountIn('crypto-confirming-depth', 'fa');
    expect(textOf(el, '.depth')).to.match(/۱.*۲/).and.not.match(/[0-9]/);
  });

  it('keeps the ids of a receipt in Latin digits in Persian', async () => {
    const el = await mountIn('crypto-paid', 'fa');
    for (const id of shadow(el).querySelectorAll('.mono')) expect(normalize(id.textContent), id.outerHTML).not.to.match(/[٠-٩۰-۹]/);
    expect(find(el, '.mono')).to.exist;
  });
});
