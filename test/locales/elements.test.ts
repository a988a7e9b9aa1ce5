/**
 * The checkout elements in the language of their `lang`, from source. Enabled when the elements use
 * LocaleController (src/controllers/locale-controller.ts): until then they show English only.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { button, click, control, errorOf, labelOf, normalize, screenText, shadow } from '../helpers/buyer.js';
import { FILLED, mountCrypto } from '../helpers/crypto-checkout.js';
import { mockSession } from '../helpers/mock-session.js';

async function showsText(el: Element, text: string): Promise<void> {
  await waitUntil(() => screenText(el).includes(text), `expected "${text}" on screen`, { timeout: 4000 });
}

describe('<market-crypto-checkout> in the language of its lang', () => {
  it('lang="de": the form in German, the years through Intl in German', async () => {
    const el = await mountCrypto({ lang: 'de', 'base-url': mockSession().baseUrl(), ...FILLED });
    await showsText(el, 'Zahlungsdaten anzeigen');
    expect(labelOf(el, 'domain')).to.equal('Domain');
    expect(labelOf(el, 'years')).to.equal('Laufzeit');
    expect(labelOf(el, 'ownerAddress')).to.equal('Inhaberadresse');
    const years = [...control<HTMLSelectElement>(el, 'years')!.options].map((o) => normalize(o.textContent));
    expect(years.slice(0, 2)).to.deep.equal(['1 Jahr', '2 Jahre']);
    expect(button(el, 'Zahlungsdaten anzeigen')).to.exist;
  });

  it('field errors in German, and the page\'s lang change to French followed', async () => {
    const el = await mountCrypto({ lang: 'de', 'base-url': mockSession().baseUrl(), ...FILLED, domain: '' });
    await showsText(el, 'Zahlungsdaten anzeigen');
    await click(el, 'Zahlungsdaten anzeigen');
    expect(errorOf(el, 'domain')).to.equal('Geben Sie die Domain ein, die Sie kaufen möchten.');
    el.setAttribute('lang', 'fr-CA');
    await showsText(el, 'Obtenir les informations de paiement');
    expect(errorOf(el, 'domain')).to.equal('Saisissez le domaine que vous souhaitez acheter.');
    expect(control(el, 'domain')!.getAttribute('aria-invalid')).to.equal('true');
  });

  it('the host\'s strings over German, key by key; Arabic lays out right to left', async () => {
    const el = await mountCrypto({ lang: 'de', ...FILLED }, { properties: { strings: { submitCrypto: 'Jetzt bezahlen' } } });
    await showsText(el, 'Jetzt bezahlen');
    expect(labelOf(el, 'ownerAddress')).to.equal('Inhaberadresse');
    const rtl = await mountCrypto({ lang: 'ar', dir: 'rtl', ...FILLED });
    await showsText(rtl, 'عرض بيانات الدفع');
    expect(getComputedStyle(shadow(rtl).querySelector('form')!).direction).to.equal('rtl');
  });
});
