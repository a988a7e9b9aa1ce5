/**
 * Theming as a partner does it, from the page: each of the contract's custom properties changes
 * what it names, the dark defaults follow `prefers-color-scheme` and give way to the partner's
 * values, and every contract part can be styled through `::part()`.
 */
import { expect } from '@open-wc/testing';
import { STAGES, type Checkout } from '../../demo/gallery-states.js';
import { find, shadow } from '../helpers/buyer.js';
import { emulateMedia, MEDIA_ENGINES } from '../helpers/emulate.js';
import { onlyIn } from '../helpers/engine.js';
import { cardOf, mountStage } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const style = (el: Checkout, selector: string) => getComputedStyle(find(el, selector));

/** The parts of the contract, each with a state of one element that shows it. */
const PARTS: Record<string, string> = {
  form: 'fiat-form',
  field: 'fiat-form',
  input: 'fiat-form',
  submit: 'fiat-form',
  error: 'crypto-field-errors',
  summary: 'fiat-handed-off',
  qr: 'crypto-payment',
  address: 'crypto-payment',
  amount: 'crypto-payment',
  timer: 'crypto-payment',
  'copy-button': 'crypto-payment',
  'wallet-link': 'crypto-payment',
};

describe('look: theming', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('takes each custom property from the page', async () => {
    const el = await mountStage(stage('crypto-field-errors'));
    const set = (name: string, value: string) => el.style.setProperty(name, value);
    set('--market-color-accent', 'rgb(1, 2, 3)');
    set('--market-color-text', 'rgb(4, 5, 6)');
    set('--market-color-background', 'rgb(250, 249, 248)');
    set('--market-color-error', 'rgb(160, 0, 1)');
    set('--market-radius', '3px');
    set('--market-font-family', 'serif');
    expect(style(el, 'button[part~="submit"]').backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(cardOf(el)).color).to.equal('rgb(4, 5, 6)');
    expect(getComputedStyle(cardOf(el)).backgroundColor).to.equal('rgb(250, 249, 248)');
    expect(style(el, '#e-domain').color).to.equal('rgb(160, 0, 1)');
    expect(style(el, '#f-domain').borderTopLeftRadius).to.equal('3px');
    expect(getComputedStyle(cardOf(el)).fontFamily).to.equal('serif');
  });

  it('has a dark set under prefers-color-scheme: dark, which the page can override', async function () {
    await onlyIn(this, MEDIA_ENGINES);
    const el = await mountStage(stage('crypto-form'));
    expect(getComputedStyle(cardOf(el)).backgroundColor).to.equal('rgb(255, 255, 255)');
    await emulateMedia({ colorScheme: 'dark' });
    expect(getComputedStyle(cardOf(el)).backgroundColor).to.equal('rgb(17, 24, 39)');
    expect(getComputedStyle(cardOf(el)).color).to.equal('rgb(243, 244, 246)');
    // No `theme`: the page's `color-scheme: light dark` (set by stages.ts) is inherited, and its
    // used scheme, dark here, picks the colours and native controls' look.
    expect(getComputedStyle(cardOf(el)).colorScheme).to.equal('light dark');
    el.style.setProperty('--market-color-background', 'rgb(0, 0, 0)');
    expect(getComputedStyle(cardOf(el)).backgroundColor).to.equal('rgb(0, 0, 0)');
  });

  for (const [part, stageName] of Object.entries(PARTS)) {
    it(`styles ::part(${part}) from the page`, async () => {
      const el = await mountStage(stage(stageName));
      const sheet = document.createElement('style');
      sheet.textContent = `${el.localName}::part(${part}) { outline: 3px dotted rgb(9, 8, 7); }`;
      document.head.append(sheet);
      try {
        const pieces = shadow(el).querySelectorAll(`[part~="${part}"]`);
        expect(pieces.length, part).to.be.at.least(1);
        for (const piece of pieces) expect(getComputedStyle(piece).outlineStyle, part).to.equal('dotted');
      } finally {
        sheet.remove();
      }
    });
  }
});
