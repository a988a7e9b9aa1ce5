/**
 * Form controls in the theme's colours in every engine (widget.md, "Any partner page"): a
 * select draws itself (no native appearance, which WebKitGTK paints grey on a dark card), its
 * arrow made by CSS with no image URL a page's policy would have to allow.
 */
import { expect } from '@open-wc/testing';
import { STAGES, type Checkout } from '../../demo/gallery-states.js';
import { shadow } from '../helpers/buyer.js';
import { cardOf, mountStage } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const DARK_FIELD = 'rgb(17, 24, 39)';
const DARK_TEXT = 'rgb(243, 244, 246)';

async function mountThemed(theme: string): Promise<Checkout> {
  const el = await mountStage(stage('crypto-form'));
  el.setAttribute('theme', theme);
  await el.updateComplete;
  return el;
}

describe('look: form controls take the theme\'s colours', () => {
  it('paints every select and input in the dark theme\'s field colour and text colour', async () => {
    const el = await mountThemed('dark');
    expect(getComputedStyle(cardOf(el)).backgroundColor).to.equal(DARK_FIELD);
    const controls = shadow(el).querySelectorAll('select, input:not([readonly])');
    expect(shadow(el).querySelectorAll('select').length).to.be.at.least(2);
    for (const control of controls) {
      const style = getComputedStyle(control);
      expect([style.backgroundColor, style.color], control.id).to.deep.equal([DARK_FIELD, DARK_TEXT]);
      expect(style.colorScheme, control.id).to.equal('dark');
    }
    for (const option of shadow(el).querySelectorAll('option')) {
      expect(getComputedStyle(option).backgroundColor, option.textContent!).to.equal(DARK_FIELD);
    }
  });

  it('draws the select itself, its arrow with gradients and no image URL', async () => {
    const el = await mountThemed('light');
    for (const select of shadow(el).querySelectorAll('select')) {
      const style = getComputedStyle(select);
      expect(style.appearance, select.id).to.equal('none');
      expect(style.backgroundColor, select.id).to.equal('rgb(255, 255, 255)');
      expect(style.backgroundImage, select.id).to.include('linear-gradient').and.not.include('url(');
      // The arrow sits in padding of its own: the longest option never runs under it.
      expect(parseFloat(style.paddingInlineEnd)).to.be.at.least(32);
    }
  });

  it('keeps the dark theme on the card when a page rule on the element reverts everything', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = '* { all: revert }';
    document.head.append(sheet);
    try {
      const el = await mountThemed('dark');
      expect(getComputedStyle(cardOf(el)).colorScheme).to.equal('dark');
      expect(getComputedStyle(shadow(el).querySelector('select')!).backgroundColor).to.equal(DARK_FIELD);
    } finally {
      sheet.remove();
    }
  });
});
