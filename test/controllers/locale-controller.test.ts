/**
 * LocaleController in a small test element (the checkout elements use it the same way): the
 * nearest `lang` picks the language, past shadow roots; a built-in language is fetched once per
 * page when first needed, never for English; `lang` changes are followed; registerLocale adds and
 * replaces languages; the host's `strings` stay on top; an element waits (`waiting`) for its first
 * language rather than show English. Requests are counted as the browser
 * records them (the source modules are what the test server hands out for src/locales/<tag>).
 */
import { expect, fixture, fixtureSync, html as fixtureHtml, waitUntil } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { LocaleController } from '../../src/controllers/locale-controller.js';
import { registerLocale } from '../../src/locales/registry.js';
import { DEFAULT_STRINGS, type Strings } from '../../src/locales/strings.js';
import { watchWire } from '../helpers/wire-watch.js';

/**
 * What the languages' order summary is headed. Written out, not imported from the language
 * modules: a module this file imported would already be loaded, and never requested again.
 */
const HEADING = {
  de: 'Ihre Bestellung',
  es: 'Tu pedido',
  fr: 'Votre commande',
  it: 'Il tuo ordine',
  ja: 'ご注文内容',
  nl: 'Je bestelling',
  pl: 'Twoje zamówienie',
  'pt-BR': 'Seu pedido',
  ru: 'Ваш заказ',
  tr: 'Siparişiniz',
  uk: 'Ваше замовлення',
  'zh-CN': '您的订单',
};

class LangProbe extends LitElement {
  static override properties = { strings: { attribute: false } };
  strings: Partial<Strings> = {};
  readonly language = new LocaleController(this);
  renders = 0;

  protected override render() {
    this.renders += 1;
    const t = this.language.text(this.strings);
    return html`<h2>${t.summaryHeading}</h2>
      <button>${t.submitCrypto}</button>`;
  }
}
customElements.define('lang-probe', LangProbe);

/** Hosts a probe in its shadow root, inside a `<section>` that may carry its own `lang`. */
class LangHost extends LitElement {
  protected override render() {
    return html`<section><lang-probe></lang-probe></section>`;
  }
}
customElements.define('lang-host', LangHost);

/**
 * Mounts markup that is not one Lit element: `fixture` would wait for an animation frame, which a
 * page in a background tab (two test files run at once) never draws.
 */
async function mount(template: ReturnType<typeof fixtureHtml>): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await Promise.all([...wrapper.querySelectorAll<LitElement>('lang-probe, lang-host')].map((el) => el.updateComplete));
  return wrapper;
}

const heading = (probe: LangProbe) => probe.shadowRoot!.querySelector('h2')!.textContent;
const button = (probe: LangProbe) => probe.shadowRoot!.querySelector('button')!.textContent;

/** Waits until the probe shows `text` as its heading. */
async function shows(probe: LangProbe, text: string, what = text): Promise<void> {
  await waitUntil(() => heading(probe) === text, `expected "${what}", saw "${heading(probe)}"`, { timeout: 4000 });
}

const requestsFor = (wire: ReturnType<typeof watchWire>, tag: string) => wire.count(`${location.origin}/src/locales/${tag}.`);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('LocaleController', () => {
  it('is waiting, with no words of its own yet, until its first language arrives; a language asked for after that keeps the words shown until it is here', async () => {
    const probe = fixtureSync<LangProbe>(fixtureHtml`<lang-probe lang="tr"></lang-probe>`);
    expect(probe.language.waiting, 'Turkish on its way').to.equal(true);
    await probe.updateComplete;
    await shows(probe, HEADING.tr);
    expect(probe.language.waiting).to.equal(false);
    probe.setAttribute('lang', 'pl');
    await null;
    expect([probe.language.lang, probe.language.waiting, heading(probe)], 'Turkish kept while Polish is on its way').to.deep.equal(['tr', false, HEADING.tr]);
    await shows(probe, HEADING.pl);
    expect(probe.language.lang).to.equal('pl');
  });

  it('shows English at once, then the element\'s language when it arrives', async () => {
    const probe = await fixture<LangProbe>(fixtureHtml`<lang-probe lang="de"></lang-probe>`);
    expect(probe.language.lang).to.equal('de');
    await shows(probe, HEADING.de);
    expect(button(probe)).to.equal('Zahlungsdaten anzeigen');
    expect(probe.language.tag).to.equal('de');
  });

  it('fetches a built-in language once, however many elements ask at once or later', async () => {
    const wire = watchWire();
    const wrapper = await mount(fixtureHtml`<div>
      <lang-probe lang="ja"></lang-probe><lang-probe lang="ja-JP"></lang-probe><lang-probe lang="JA"></lang-probe>
    </div>`);
    const probes = [...wrapper.querySelectorAll<LangProbe>('lang-probe')];
    for (const probe of probes) await shows(probe, HEADING.ja);
    const late = await fixture<LangProbe>(fixtureHtml`<lang-probe lang="ja"></lang-probe>`);
    expect(heading(late), 'a language already here shows at the first render').to.equal(HEADING.ja);
    expect(requestsFor(wire, 'ja'), 'requests for ja').to.equal(1);
    wire.stop();
  });

  it('fetches nothing for English, nor for a language with no match', async () => {
    const wire = watchWire();
    const wrapper = await mount(fixtureHtml`<div>
      <lang-probe lang="en"></lang-probe><lang-probe lang="en-GB"></lang-probe><lang-probe lang="zh-TW"></lang-probe><lang-probe lang="nb"></lang-probe>
    </div>`);
    await nextTask();
    for (const probe of wrapper.querySelectorAll<LangProbe>('lang-probe')) {
      await probe.updateComplete;
      expect(heading(probe)).to.equal(DEFAULT_STRINGS.summaryHeading);
      expect(probe.language.tag).to.equal('en');
    }
    expect(wire.count(`${location.origin}/src/locales/`), 'requests for languages').to.equal(0);
    wire.stop();
  });

  it('takes the nearest lang of an ancestor, and follows it when it changes', async () => {
    const wrapper = await mount(fixtureHtml`<div lang="fr"><p><lang-probe></lang-probe></p></div>`);
    const probe = wrapper.querySelector<LangProbe>('lang-probe')!;
    await shows(probe, HEADING.fr);
    wrapper.setAttribute('lang', 'it-CH');
    await shows(probe, HEADING.it);
    expect(probe.language.lang, 'the page\'s tag, for Intl').to.equal('it-CH');
    wrapper.querySelector('p')!.setAttribute('lang', 'en-US');
    await shows(probe, DEFAULT_STRINGS.summaryHeading);
    wrapper.querySelector('p')!.removeAttribute('lang');
    await shows(probe, HEADING.it);
  });

  it('takes the page\'s lang when nothing nearer has one, and follows it', async () => {
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    try {
      root.setAttribute('lang', 'nl-BE');
      const probe = await fixture<LangProbe>(fixtureHtml`<lang-probe></lang-probe>`);
      await shows(probe, HEADING.nl);
      root.setAttribute('lang', 'pl');
      await shows(probe, HEADING.pl);
    } finally {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    }
  });

  it('looks past the shadow root it sits in, and follows lang changes inside it and outside', async () => {
    const wrapper = await mount(fixtureHtml`<div lang="es"><lang-host></lang-host></div>`);
    const host = wrapper.querySelector('lang-host')!;
    await (host as LitElement).updateComplete;
    const probe = host.shadowRoot!.querySelector<LangProbe>('lang-probe')!;
    await shows(probe, HEADING.es);
    host.setAttribute('lang', 'pt');
    await shows(probe, HEADING['pt-BR'], 'pt → pt-BR');
    host.shadowRoot!.querySelector('section')!.setAttribute('lang', 'tr');
    await shows(probe, HEADING.tr);
  });

  it('keeps the host\'s strings on top of the language, key by key', async () => {
    const probe = await fixture<LangProbe>(fixtureHtml`<lang-probe lang="uk" .strings=${{ submitCrypto: 'Сплатити' }}></lang-probe>`);
    await shows(probe, HEADING.uk);
    expect(button(probe)).to.equal('Сплатити');
    probe.strings = {};
    await probe.updateComplete;
    expect(button(probe)).to.equal('Отримати реквізити для оплати');
  });

  it('text() gives the same object until the language or the overrides change', async () => {
    const probe = await fixture<LangProbe>(fixtureHtml`<lang-probe lang="en"></lang-probe>`);
    const overrides = { copy: 'Take' };
    const first = probe.language.text(overrides);
    expect(probe.language.text(overrides)).to.equal(first);
    expect(probe.language.text({ copy: 'Take' })).not.to.equal(first);
  });

  it('registerLocale adds a language that elements already showing English switch to', async () => {
    const probe = await fixture<LangProbe>(fixtureHtml`<lang-probe lang="sv-SE"></lang-probe>`);
    expect(heading(probe)).to.equal(DEFAULT_STRINGS.summaryHeading);
    registerLocale('sv', { summaryHeading: 'Din beställning' });
    await shows(probe, 'Din beställning');
    expect(button(probe), 'a key left out stays English').to.equal(DEFAULT_STRINGS.submitCrypto);
    expect(probe.language.tag).to.equal('sv');
  });

  it('registerLocale replaces a built-in language, which is then never fetched', async () => {
    const wire = watchWire();
    registerLocale('KO', { summaryHeading: '주문' });
    const probe = await fixture<LangProbe>(fixtureHtml`<lang-probe lang="ko-KR"></lang-probe>`);
    expect(heading(probe)).to.equal('주문');
    expect(button(probe)).to.equal(DEFAULT_STRINGS.submitCrypto);
    await nextTask();
    expect(requestsFor(wire, 'ko')).to.equal(0);
    wire.stop();
  });

  it('tells the direction of the element\'s language', async () => {
    const wrapper = await mount(fixtureHtml`<div>
      <lang-probe lang="ar"></lang-probe><lang-probe lang="he-IL"></lang-probe><lang-probe lang="fa"></lang-probe>
      <lang-probe lang="iw"></lang-probe><lang-probe lang="de"></lang-probe><lang-probe></lang-probe>
    </div>`);
    const dirs = [...wrapper.querySelectorAll<LangProbe>('lang-probe')].map((probe) => probe.language.dir);
    expect(dirs).to.deep.equal(['rtl', 'rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });

  it('stops following lang once disconnected, and picks it up again when reconnected', async () => {
    const wrapper = await mount(fixtureHtml`<div lang="ru"><lang-probe></lang-probe></div>`);
    const probe = wrapper.querySelector<LangProbe>('lang-probe')!;
    await shows(probe, HEADING.ru);
    probe.remove();
    const renders = probe.renders;
    wrapper.setAttribute('lang', 'zh-Hans');
    await nextTask();
    await probe.updateComplete;
    expect(probe.renders, 'no render while disconnected').to.equal(renders);
    expect(probe.language.lang).to.equal('ru');
    wrapper.append(probe);
    await shows(probe, HEADING['zh-CN']);
  });
});
