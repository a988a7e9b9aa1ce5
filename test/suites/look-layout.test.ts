/**
 * The layout a buyer meets on a small phone: at 320 px nothing spills out of the element, every
 * control is a 44 px touch target, the QR is large enough to scan, the amount and address are
 * monospace, breakable and left to right even on a right-to-left page, focus rings show, and
 * reduced motion stops the spinner.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { STAGES } from '../../demo/gallery-states.js';
import { find, shadow } from '../helpers/buyer.js';
import { emulateMedia, MEDIA_ENGINES, setViewport } from '../helpers/emulate.js';
import { onlyIn } from '../helpers/engine.js';
import { mountStage, show } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;

describe('look: layout', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const each of STAGES) {
    it(`fits 320 px with 44 px touch targets: ${each.title}`, async () => {
      const el = await mountStage(each);
      await show(el, 320, 'light');
      const host = el.getBoundingClientRect();
      expect(host.width).to.be.at.most(320);
      for (const part of shadow(el).querySelectorAll('*')) {
        const box = part.getBoundingClientRect();
        if (box.width === 0) continue;
        const where = `<${part.localName} class="${part.getAttribute('class') ?? ''}">`;
        expect(box.left, `${where} left edge`).to.be.at.least(host.left - 0.5);
        expect(box.right, `${where} right edge`).to.be.at.most(host.right + 0.5);
      }
      for (const target of shadow(el).querySelectorAll('button, a, input, select')) {
        const box = target.getBoundingClientRect();
        expect(Math.min(box.width, box.height), `<${target.localName}> ${target.textContent?.trim()}`).to.be.at.least(44);
      }
    });
  }

  it('shows a QR of at least 5 px per module, the amount and address in monospace and breakable', async () => {
    const el = await mountStage(stage('crypto-payment'));
    await show(el, 320, 'light');
    const qr = find<SVGSVGElement>(el, 'svg[part~="qr"]');
    const modules = qr.viewBox.baseVal.width;
    expect(qr.getBoundingClientRect().width / modules).to.be.at.least(5);
    const address = find(el, '[part~="address"]');
    for (const value of [address, find(el, '[part~="amount"]')]) {
      expect(getComputedStyle(value).fontFamily).to.include('monospace');
    }
    // The address wraps inside its box instead of widening it.
    expect(address.scrollWidth).to.be.at.most(address.clientWidth);
    expect(address.getBoundingClientRect().height).to.be.greaterThan(parseFloat(getComputedStyle(address).lineHeight) * 1.5);
  });

  it('mirrors right to left, keeping amount, address and the countdown left to right', async () => {
    const el = await mountStage(stage('crypto-payment'), { rtl: true });
    await show(el, 360, 'light');
    const host = el.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(find(el, '#pay-heading'));
    const heading = text.getBoundingClientRect();
    expect(host.right - heading.right, 'the heading\'s text nearer the right edge').to.be.below(heading.left - host.left);
    const label = find(el, '#amount-label').getBoundingClientRect();
    const copy = find(el, 'button[part~="copy-button"]').getBoundingClientRect();
    expect(label.left, 'the label right of its copy button').to.be.greaterThan(copy.right);
    for (const selector of ['[part~="amount"]', '[part~="address"]', '[part~="timer"] span']) {
      expect(getComputedStyle(find(el, selector)).direction, selector).to.equal('ltr');
    }
    const form = await mountStage(stage('crypto-form'), { rtl: true });
    await show(form, 360, 'light');
    const input = find(form, '#f-ownerName').getBoundingClientRect();
    const name = find(form, 'label[for="f-ownerName"]').getBoundingClientRect();
    expect(Math.abs(name.right - input.right), 'label at the right edge of its field').to.be.below(1);
  });

  it('shows a focus ring on every control reached by keyboard', async () => {
    const el = await mountStage(stage('crypto-payment'));
    await show(el, 360, 'light');
    const focusables = shadow(el).querySelectorAll('button, a');
    expect(focusables.length).to.be.at.least(3);
    const accent = getComputedStyle(find(el, 'a[part~="wallet-link"]')).backgroundColor;
    for (let i = 0; i < focusables.length; i += 1) {
      await sendKeys({ press: 'Tab' });
      const active = shadow(el).activeElement!;
      const style = getComputedStyle(active);
      expect(style.outlineStyle, active.textContent!).to.equal('solid');
      expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
      expect(style.outlineColor).to.equal(accent);
    }
  });

  it('stops the spinner, and moves nothing, when the buyer asks for reduced motion', async function () {
    await onlyIn(this, MEDIA_ENGINES);
    const el = await mountStage(stage('crypto-submitting'));
    const spinner = find(el, '.spinner');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(spinner).animationName).to.equal('spin');
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const part of [el, ...shadow(el).querySelectorAll('*')]) {
      const style = getComputedStyle(part);
      expect(style.animationName, part.localName).to.equal('none');
      expect(style.transitionDuration, part.localName).to.equal('0s');
    }
  });
});
