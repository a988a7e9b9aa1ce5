/**
 * The theme a partner's page gets, photographed: the `theme` attribute against the page's own
 * `color-scheme` and the system setting, and a host whose inherited text styles would leak in.
 * Where the element must look exactly like an existing state, it is compared with that state's
 * committed baseline (taken on a page that opts into both schemes), not with a new picture.
 */
import { expect } from '@open-wc/testing';
import { STAGES, type Checkout } from '../../demo/gallery-states.js';
import { find } from '../helpers/buyer.js';
import { emulateMedia, MEDIA_ENGINES } from '../helpers/emulate.js';
import { onlyIn } from '../helpers/engine.js';
import { cardOf, compareWithBaseline, mountStage, show } from './stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const background = (el: Checkout) => getComputedStyle(cardOf(el)).backgroundColor;
const WHITE = 'rgb(255, 255, 255)';
const DARK = 'rgb(17, 24, 39)';

/** What the stock Vite React template and careless CSS put on an ancestor of the element. */
const HOSTILE_TEXT =
  'text-align: center; line-height: 3; letter-spacing: 4px; word-spacing: 12px; text-transform: uppercase; ' +
  'white-space: pre; font-style: italic; font-weight: 900; font-variant: small-caps; text-indent: 40px; ' +
  'text-shadow: 2px 2px 2px red; font-size: 24px';

describe('look: theme and the host page', function () {
  this.timeout(30_000);

  // stages.ts opts the test page into both schemes; a partner's page by default opts into none.
  beforeEach(() => document.documentElement.style.setProperty('color-scheme', 'normal'));
  afterEach(() => document.documentElement.style.removeProperty('color-scheme'));

  for (const name of ['crypto-payment', 'fiat-form']) {
    it(`${name}: no theme, a page without color-scheme, a dark system setting: stays light`, async function () {
      await onlyIn(this, MEDIA_ENGINES);
      const el = await mountStage(stage(name));
      await show(el, 360, 'dark');
      expect(background(el)).to.equal(WHITE);
      await compareWithBaseline(cardOf(el), `${name}-360-light`);
    });
  }

  it('theme="dark" on a light page under a light system setting is dark, the QR code dark on white', async () => {
    const el = await mountStage(stage('crypto-payment'));
    el.setAttribute('theme', 'dark');
    await show(el, 360, 'light');
    expect(background(el)).to.equal(DARK);
    expect(getComputedStyle(find(el, '[part~="qr"] rect')).fill).to.equal(WHITE);
    expect(getComputedStyle(find(el, '[part~="qr"] path')).fill).to.equal('rgb(0, 0, 0)');
    await compareWithBaseline(cardOf(el), 'theme-dark-crypto-payment-360');
  });

  it('theme="light" stays light on a dark page under a dark system setting', async function () {
    await onlyIn(this, MEDIA_ENGINES);
    document.documentElement.style.setProperty('color-scheme', 'dark');
    const el = await mountStage(stage('crypto-form'));
    el.setAttribute('theme', 'light');
    await emulateMedia({ colorScheme: 'dark' });
    expect(background(el)).to.equal(WHITE);
    expect(getComputedStyle(cardOf(el)).colorScheme, 'native controls follow').to.equal('light');
  });

  it('theme="auto" follows the system setting on a page without color-scheme', async function () {
    await onlyIn(this, MEDIA_ENGINES);
    const el = await mountStage(stage('crypto-form'));
    el.setAttribute('theme', 'auto');
    await emulateMedia({ colorScheme: 'light' });
    expect(background(el)).to.equal(WHITE);
    await emulateMedia({ colorScheme: 'dark' });
    expect(background(el)).to.equal(DARK);
  });

  it('no theme on a page with color-scheme: dark is dark', async () => {
    document.documentElement.style.setProperty('color-scheme', 'dark');
    const el = await mountStage(stage('crypto-form'));
    await emulateMedia({ colorScheme: 'light' });
    expect(background(el)).to.equal(DARK);
  });

  for (const name of ['crypto-form', 'crypto-payment', 'fiat-handed-off']) {
    it(`${name}: a host's inherited text styles do not leak in`, async () => {
      const el = await mountStage(stage(name));
      el.parentElement!.setAttribute('style', HOSTILE_TEXT);
      await show(el, 360, 'light');
      const label = getComputedStyle(find(el, 'label, .label, dt'));
      expect([label.textAlign, label.textTransform, label.letterSpacing, label.whiteSpace]).to.deep.equal([
        'start',
        'none',
        'normal',
        'normal',
      ]);
      await compareWithBaseline(cardOf(el), `${name}-360-light`);
    });
  }
});
