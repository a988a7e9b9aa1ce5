/**
 * The direction a partner's page gives the checkout (widget.md, "Languages"): the nearest `dir`,
 * and where no element up to the page sets one, the language's (a page with `lang="ar"` and no
 * `dir` gets a right-to-left checkout); a `dir` the page sets wins. Amounts, addresses and ids
 * read left to right either way. Checked by computed direction and by where things sit.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../helpers/emulate.js';
import { STAGES, type Checkout } from '../../demo/gallery-states.js';
import { find } from '../helpers/buyer.js';
import { cardOf, mountStage } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const direction = (el: Element) => getComputedStyle(el).direction;

/** Mounts `name`, then writes `attributes` on the element's parent, as a page does around it. */
async function mountIn(name: string, attributes: Record<string, string>): Promise<Checkout> {
  const el = await mountStage(stage(name));
  for (const [key, value] of Object.entries(attributes)) el.parentElement!.setAttribute(key, value);
  await settled(el);
  return el;
}

/** After a change of `lang` or `dir` on the page: its observer runs (a microtask), then a render. */
async function settled(el: Checkout): Promise<void> {
  await Promise.resolve();
  await el.updateComplete;
}

/** The box of the text of `node`: where the words sit, not the width of their block. */
function textBox(node: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/** Whether the label of the owner's name sits at the right end of its field. */
function labelAtRight(el: Checkout): boolean {
  const input = find(el, '#f-ownerName').getBoundingClientRect();
  const label = textBox(find(el, 'label[for="f-ownerName"]'));
  return Math.abs(label.right - input.right) < 1 && label.left - input.left > 100;
}

describe('look: direction on a partner page', function () {
  this.timeout(20_000);
  before(() => {
    expect(document.querySelector('[dir]'), 'the test page sets no dir').to.equal(null);
  });
  afterEach(async () => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    await setViewport({ width: 800, height: 600 });
  });

  for (const lang of ['ar', 'he', 'fa']) {
    it(`lays out right to left under lang="${lang}" with no dir anywhere`, async () => {
      await setViewport({ width: 360, height: 640 });
      const el = await mountIn('crypto-form', { lang });
      expect(direction(cardOf(el))).to.equal('rtl');
      expect(labelAtRight(el), 'labels at the right edge of their fields').to.equal(true);
      // What the buyer types that is read left to right stays so.
      expect(direction(find(el, '#f-ownerAddress'))).to.equal('ltr');
      expect(direction(find(el, '#f-ownerEmail'))).to.equal('ltr');
    });

    it(`keeps the amount, address, countdown and ids left to right under lang="${lang}"`, async () => {
      await setViewport({ width: 360, height: 640 });
      const el = await mountIn('crypto-payment', { lang });
      expect(direction(cardOf(el))).to.equal('rtl');
      const heading = textBox(find(el, '#pay-heading'));
      const card = cardOf(el).getBoundingClientRect();
      expect(card.right - heading.right, 'the heading nearer the right edge').to.be.below(heading.left - card.left);
      for (const selector of ['[part~="amount"]', '[part~="address"]', '[part~="timer"] span']) {
        expect(direction(find(el, selector)), selector).to.equal('ltr');
      }
    });
  }

  it('takes the direction from the language of the page itself (lang on <html>, no dir)', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    const el = await mountIn('crypto-form', {});
    expect(direction(cardOf(el))).to.equal('rtl');
    expect(labelAtRight(el)).to.equal(true);
  });

  it('lets a dir="ltr" set by the page win over the language, on <html> or nearer', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    document.documentElement.setAttribute('dir', 'ltr');
    const el = await mountIn('crypto-form', {});
    expect(direction(cardOf(el))).to.equal('ltr');
    expect(labelAtRight(el)).to.equal(false);
    document.documentElement.removeAttribute('dir');
    const near = await mountIn('crypto-form', { lang: 'he', dir: 'ltr' });
    expect(direction(cardOf(near))).to.equal('ltr');
  });

  it('follows a dir the page sets or removes later', async () => {
    const el = await mountIn('crypto-form', { lang: 'fa' });
    expect(direction(cardOf(el))).to.equal('rtl');
    el.parentElement!.setAttribute('dir', 'ltr');
    await settled(el);
    expect(direction(cardOf(el))).to.equal('ltr');
    el.parentElement!.removeAttribute('dir');
    await settled(el);
    expect(direction(cardOf(el))).to.equal('rtl');
  });

  it('lays an English checkout on a right-to-left page right to left (the page wins)', async () => {
    const el = await mountIn('crypto-form', { lang: 'en', dir: 'rtl' });
    expect(direction(cardOf(el))).to.equal('rtl');
  });
});
