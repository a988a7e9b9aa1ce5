/**
 * An English page starts no part of Chromium's ICU: the first Intl.NumberFormat in a page costs
 * about 50 ms, the first Intl.Locale#maximize about 20 ms (measured by `npm run bench`'s startup
 * profile). Both elements, with no `lang` and with `lang="en-US"`, render and show their years
 * picker without either being called; and so does a page in a built-in language written in Latin
 * digits, once its words are here (issue 55: its periods from its own file, its direction known
 * without `maximize`). This file runs in a page of its own, so nothing earlier has filled the
 * elements' formatter cache. The counters only watch the real Intl: they forward every call to it.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';
import '../../src/index.js';
import { control, normalize, screenText } from '../helpers/buyer.js';
import { PARTNER_ID } from '../helpers/fixtures.js';

const USER = '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f';
const calls = { numberFormat: 0, maximize: 0 };
const NumberFormat = Intl.NumberFormat;
const maximize = Intl.Locale.prototype.maximize;

before(() => {
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct(target, args) {
      calls.numberFormat += 1;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      calls.numberFormat += 1;
      return Reflect.apply(target, self, args);
    },
  });
  Intl.Locale.prototype.maximize = function counted(this: Intl.Locale) {
    calls.maximize += 1;
    return maximize.call(this);
  };
});

after(() => {
  Intl.NumberFormat = NumberFormat;
  Intl.Locale.prototype.maximize = maximize;
});

for (const lang of [undefined, 'en-US', 'en']) {
  it(`renders both elements ${lang ? `under lang="${lang}"` : 'with no lang'} without starting Intl`, async () => {
    const wrapper = fixtureSync(html`<div lang=${lang ?? nothing}>
      <market-crypto-checkout base-url="https://api.example.com" partner-id=${PARTNER_ID} currency="BTC" persist="none"></market-crypto-checkout>
      <market-fiat-checkout base-url="https://api.example.com" partner-id=${PARTNER_ID} external-user-id=${USER} processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"></market-fiat-checkout>
    </div>`);
    // Not `fixture`: it waits for an animation frame, which a page in a background tab never draws.
    for (const el of wrapper.querySelectorAll<HTMLElement & { updateComplete: Promise<boolean> }>('*')) await el.updateComplete;
    for (const el of wrapper.children) {
      const years = [...control<HTMLSelectElement>(el, 'years')!.options].map((o) => normalize(o.textContent));
      expect(years.slice(0, 2)).to.deep.equal(['1 year', '2 years']);
      expect(screenText(el)).to.include('Registration period');
    }
    expect(calls).to.deep.equal({ numberFormat: 0, maximize: 0 });
  });
}

// German with and without a region, Arabic in its Latin digits (Egypt's Arabic-Indic ones are Intl's), Hebrew with a region.
for (const [lang, label, periods] of [
  ['de', 'Laufzeit', ['1 Jahr', '2 Jahre']],
  ['de-AT', 'Laufzeit', ['1 Jahr', '2 Jahre']],
  ['ar', 'مدة التسجيل', ['سنة', 'سنتان', '3 سنوات']],
  ['he-IL', 'תקופת רישום', ['1 שנה', '2 שנים']],
] as const) {
  it(`renders the card form under lang="${lang}", in its words, without starting Intl`, async () => {
    const wrapper = fixtureSync(html`<div lang=${lang}><market-fiat-checkout base-url="https://api.example.com" partner-id=${PARTNER_ID} external-user-id=${USER} processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"></market-fiat-checkout></div>`);
    const el = wrapper.firstElementChild as HTMLElement;
    await waitUntil(() => screenText(el).includes(label), `the ${lang} form`, { timeout: 5000 });
    const years = [...control<HTMLSelectElement>(el, 'years')!.options].map((o) => normalize(o.textContent));
    expect(years.slice(0, periods.length)).to.deep.equal(periods);
    expect(calls).to.deep.equal({ numberFormat: 0, maximize: 0 });
  });
}

it('the counters see Intl when a language needs it (Chinese in Taiwan: its script is the likely one of its region)', async () => {
  const el = fixtureSync(html`<div lang="zh-TW"><market-fiat-checkout base-url="https://api.example.com" partner-id=${PARTNER_ID} external-user-id=${USER} processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"></market-fiat-checkout></div>`);
  await (el.firstElementChild as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
  expect(calls.maximize).to.be.greaterThan(0);
});
