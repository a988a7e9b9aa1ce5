/**
 * The hierarchy a buyer expects of a checkout (issue #26): one primary action per screen, the
 * amount the largest thing on the payment screen, monospace only where characters are compared
 * (addresses, amounts, ids; never the domain, name or e-mail), tabular figures where digits
 * change or are compared, and sizes from one type scale and one spacing scale a partner can set.
 */
import { expect } from '@open-wc/testing';
import { STAGES } from '../../demo/gallery-states.js';
import { find, shadow } from '../helpers/buyer.js';
import { cardOf, mountStage, show } from '../screenshots/stages.js';

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const font = (el: Element) => getComputedStyle(el).fontFamily;
const px = (value: string) => parseFloat(value);

describe('look: hierarchy', () => {
  for (const each of STAGES) {
    it(`at most one primary action: ${each.title}`, async () => {
      const el = await mountStage(each);
      await show(el, 360, 'light');
      const primary = [...shadow(el).querySelectorAll('.primary')].filter((node) => node.getClientRects().length > 0);
      expect(primary.length).to.be.at.most(1);
    });
  }

  it('sets the domain, name and e-mail in the card\'s font, the owner address in monospace', async () => {
    const el = await mountStage(stage('crypto-form'));
    for (const id of ['f-domain', 'f-ownerName', 'f-ownerEmail']) expect(font(find(el, `#${id}`)), id).not.to.include('monospace');
    expect(font(find(el, '#f-ownerAddress'))).to.include('monospace');
    const fiat = await mountStage(stage('fiat-form'));
    expect(font(find(fiat, '#f-domain'))).not.to.include('monospace');
    expect(font(find(fiat, '#f-walletAddrs\\.0\\.addr'))).to.include('monospace');
  });

  it('makes the amount the largest text of the payment screen, in tabular figures like the countdown', async () => {
    const el = await mountStage(stage('crypto-payment'));
    await show(el, 360, 'light');
    const amount = find(el, '[part~="amount"]');
    const size = px(getComputedStyle(amount).fontSize);
    for (const node of shadow(el).querySelectorAll('*')) {
      if (amount.contains(node) || !node.getClientRects().length) continue;
      expect(px(getComputedStyle(node).fontSize), `<${node.localName} class="${node.getAttribute('class') ?? ''}">`).to.be.below(size);
    }
    expect(getComputedStyle(amount).fontVariantNumeric).to.include('tabular-nums');
    expect(getComputedStyle(find(el, '[part~="timer"] span')).fontVariantNumeric).to.include('tabular-nums');
  });

  it('takes its sizes from the type and spacing scales a partner sets', async () => {
    const el = await mountStage(stage('crypto-payment'));
    await show(el, 360, 'light');
    const card = cardOf(el);
    expect(px(getComputedStyle(card).paddingTop), 'card padding: 5 steps of 4 px').to.equal(20);
    el.style.setProperty('--market-space', '6px');
    el.style.setProperty('--market-font-size-amount', '40px');
    el.style.setProperty('--market-font-size-title', '30px');
    expect(px(getComputedStyle(card).paddingTop)).to.equal(30);
    expect(px(getComputedStyle(find(el, '[part~="amount"]')).fontSize)).to.equal(40);
    expect(px(getComputedStyle(find(el, '#pay-heading')).fontSize)).to.equal(30);
    // The steps follow the base size unless set one by one.
    el.style.cssText = '--market-font-size: 20px';
    expect(px(getComputedStyle(card).paddingTop)).to.equal(25);
    expect(px(getComputedStyle(find(el, '[part~="amount"]')).fontSize)).to.equal(35);
  });
});
