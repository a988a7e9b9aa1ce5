/**
 * The README's rule that reserves each element's place until the script has run: what it reserves
 * stays within 10% of what the element then renders (its form, as the quick start sets it up) on a
 * 360 px phone and a 1024 px screen, so that the page does not jump when the form fills in.
 */
import { expect, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import { setViewport } from '../helpers/emulate.js';

type Checkout = HTMLElement & { updateComplete: Promise<unknown> };
const TAGS = ['market-crypto-checkout', 'market-fiat-checkout'] as const;

/** The fenced block after `<!-- test: name ... -->` in README.md. */
async function readmeBlock(name: string): Promise<string> {
  const readme = await (await fetch('/README.md')).text();
  const marker = readme.indexOf(`<!-- test: ${name} `);
  expect(marker, `README.md has a block marked "test: ${name}"`).to.be.greaterThan(-1);
  return /```\w*\n([\s\S]*?)```/.exec(readme.slice(marker))![1]!;
}

/** The height the README's CSS gives each tag before it is defined: in a frame with no script. */
async function reserved(): Promise<Record<string, number>> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<style>${await readmeBlock('reserve-space')}</style>${TAGS.map((tag) => `<${tag}></${tag}>`).join('')}`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const heights = Object.fromEntries(TAGS.map((tag) => [tag, frame.contentDocument!.querySelector(tag)!.getBoundingClientRect().height]));
  frame.remove();
  return heights;
}

/** Both elements as the README's quick start sets them up (its scripts left out), in their form. */
async function quickStartElements(): Promise<{ box: HTMLElement; elements: Checkout[] }> {
  const box = document.createElement('div');
  box.innerHTML = (await readmeBlock('script-tag')).replace(/<script[\s\S]*?<\/script>/g, '');
  document.body.append(box);
  const elements = TAGS.map((tag) => box.querySelector<Checkout>(tag)!);
  await Promise.all(elements.map((el) => el.updateComplete));
  return { box, elements };
}

describe('README: the space reserved before the script runs', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const width of [360, 1024]) {
    it(`is within 10% of each element's form at ${width} px wide`, async () => {
      await setViewport({ width, height: 900 });
      const heights = await reserved();
      const { box, elements } = await quickStartElements();
      for (const el of elements) {
        expect(el.getAttribute('state'), el.localName).to.equal('editing');
        const rendered = el.getBoundingClientRect().height;
        const reserve = heights[el.localName]!;
        expect(Math.abs(reserve - rendered), `${el.localName}: ${reserve} px reserved, ${rendered} px rendered`).to.be.at.most(rendered * 0.1);
      }
      box.remove();
    });
  }
});
