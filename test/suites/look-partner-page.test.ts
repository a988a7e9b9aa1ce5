/**
 * The checkout on partner pages whose CSS reaches it (test/screenshots/partner-pages.ts; the
 * screenshots are in test/screenshots/partner-page.test.ts): at 360 px every box stays inside
 * the viewport, the card keeps its frame and padding, inputs keep 16 px text whatever the root
 * font size, and `--market-font-size` scales the checkout on purpose.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../helpers/emulate.js';
import { STAGES, type Checkout } from '../../demo/gallery-states.js';
import { shadow } from '../helpers/buyer.js';
import { enterPartnerPage, leavePartnerPage, PARTNER_PAGES, type PartnerPage } from '../screenshots/partner-pages.js';
import { cardOf, mountStage } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const CLEAN: PartnerPage = { name: 'no CSS of its own', css: '' };
const SHOWN = ['crypto-form', 'crypto-field-errors', 'crypto-payment', 'crypto-paid', 'fiat-form', 'fiat-handed-off'];
const px = (value: string) => parseFloat(value);

async function mountOn(page: PartnerPage, name: string): Promise<Checkout> {
  enterPartnerPage(page);
  const el = await mountStage(stage(name));
  page.onElement?.(el);
  await el.updateComplete;
  return el;
}

describe('look: any partner page', function () {
  this.timeout(20_000);
  afterEach(async () => {
    leavePartnerPage();
    await setViewport({ width: 800, height: 600 });
  });

  for (const page of [CLEAN, ...PARTNER_PAGES]) {
    it(`at 360 px nothing overflows the viewport, on a page with ${page.name}`, async () => {
      await setViewport({ width: 360, height: 640 });
      for (const name of SHOWN) {
        const el = await mountOn(page, name);
        const viewport = document.documentElement.clientWidth;
        expect(viewport, 'the page itself is 360 px wide').to.be.at.most(360);
        for (const part of [cardOf(el), ...shadow(el).querySelectorAll('*')]) {
          const box = part.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          const where = `${name}: <${part.localName} class="${part.getAttribute('class') ?? ''}" part="${part.getAttribute('part') ?? ''}">`;
          expect(box.left, `${where} left edge`).to.be.at.least(-0.5);
          expect(box.right, `${where} right edge`).to.be.at.most(viewport + 0.5);
        }
        expect(document.documentElement.scrollWidth, `${name}: no sideways scrolling`).to.be.at.most(viewport);
        el.remove();
      }
    });

    it(`keeps the card's frame, padding and width, on a page with ${page.name}`, async () => {
      await setViewport({ width: 1024, height: 768 });
      const el = await mountOn(page, 'crypto-form');
      const card = getComputedStyle(cardOf(el));
      expect([card.paddingTop, card.paddingInlineStart, card.borderTopWidth, card.borderTopStyle]).to.deep.equal(['20px', '20px', '1px', 'solid']);
      expect(cardOf(el).getBoundingClientRect().width, '32 × 16 px').to.equal(512);
      expect(card.fontSize).to.equal('16px');
    });
  }

  for (const css of ['html { font-size: 62.5% }', ':root { font-size: 10px }']) {
    it(`writes 16 px text in inputs and 14 px labels under ${css}`, async () => {
      const el = await mountOn({ name: css, css }, 'crypto-form');
      const controls = shadow(el).querySelectorAll('input, select');
      expect(controls.length).to.be.at.least(5);
      for (const control of controls) expect(px(getComputedStyle(control).fontSize), control.id).to.be.at.least(16);
      for (const label of shadow(el).querySelectorAll('label')) expect(getComputedStyle(label).fontSize, label.textContent!).to.equal('14px');
    });
  }

  it('scales with --market-font-size on purpose, inputs never under 16 px', async () => {
    const el = await mountOn(CLEAN, 'crypto-form');
    el.style.setProperty('--market-font-size', '20px');
    const label = shadow(el).querySelector('label')!;
    const input = shadow(el).querySelector('input')!;
    expect(getComputedStyle(label).fontSize).to.equal('17.5px');
    expect(getComputedStyle(input).fontSize).to.equal('20px');
    expect(getComputedStyle(cardOf(el)).paddingTop).to.equal('25px');
    el.style.setProperty('--market-font-size', '12px');
    expect(getComputedStyle(label).fontSize).to.equal('10.5px');
    expect(getComputedStyle(input).fontSize, 'a phone would zoom under 16 px').to.equal('16px');
  });
});
