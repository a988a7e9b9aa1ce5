/**
 * No feedback moves a control: a buyer who taps "Copy" and taps again must find the button where
 * it was. At 360 px, in English and in German (longer words), with the clipboard granted
 * ("Copied") and refused (the value selected, "copy it by hand"), every control and value of the
 * payment screen keeps its box, relative to the card, and the card keeps its size.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { STAGES } from '../../demo/gallery-states.js';
import de from '../../src/locales/whole/de.js';
import { localeFor, onLocales, paymentTexts } from '../../src/locales/registry.js';
import { ENGLISH } from '../helpers/english.js';
import { normalize, realClick, shadow } from '../helpers/buyer.js';
import { cardOf, mountStage, releaseClock, show } from '../screenshots/stages.js';

const payment = STAGES.find((s) => s.name === 'crypto-payment')!;
const TEXTS = { en: ENGLISH, de };

/** Resolves once the built-in language for `tag` has arrived (asking for it if nobody has). */
function loaded(tag: string): Promise<void> {
  // Both halves: the payment screen's come with the payment file, which a mounted stage skips.
  const formHalf = new Promise<void>((resolve) => {
    const check = () => localeFor(tag).tag !== 'en' && (stop(), resolve());
    const stop = onLocales(check);
    check();
  });
  return Promise.all([formHalf, paymentTexts(tag)]).then(() => undefined);
}

/** Where each control and value sits, relative to the card, and the card's own size. */
function layout(el: Element): string[] {
  const card = cardOf(el).getBoundingClientRect();
  const nodes = shadow(el).querySelectorAll('button, a, [part~="amount"], [part~="address"], [part~="qr"], [part~="timer"], h2, dl');
  return [
    `card ${Math.round(card.width * 10) / 10}×${Math.round(card.height * 10) / 10}`,
    ...[...nodes].map((node) => {
      const box = node.getBoundingClientRect();
      const name = `<${node.localName} part="${node.getAttribute('part') ?? ''}">${normalize(node.textContent).slice(0, 20)}`;
      // To a tenth of a pixel: Firefox's float layout moves by 0.00003 px when the page scrolls to a button below the fold.
      const px = (n: number) => Math.round(n * 10) / 10;
      return `${name} ${px(box.left - card.left)},${px(box.top - card.top)} ${px(box.width)}×${px(box.height)}`;
    }),
  ];
}

const feedbackOf = (button: Element) => button.parentElement!.querySelector<HTMLElement>('.copy-feedback');

describe('look: feedback moves nothing', function () {
  this.timeout(20_000);
  afterEach(() => executeServerCommand('clipboard-permission', { granted: false }));

  // Refused first: a real click leaves the page with user activation, which lets a later copy through.
  for (const clipboard of ['refused', 'granted'] as const) {
    for (const lang of ['en', 'de'] as const) {
      it(`${lang}, clipboard ${clipboard}: each Copy keeps its box, and every other control its place`, async function () {
        if (lang !== 'en') await loaded(lang);
        // Refused: where a refusal cannot be caused (Firefox: web-test-runner.config.js), this test skips.
        const caused = await executeServerCommand('clipboard-permission', { granted: clipboard === 'granted' });
        if (clipboard === 'refused' && !caused) this.skip();
        const el = await mountStage(payment, lang === 'en' ? {} : { lang });
        // Real timers from here: the countdown was drawn at the held time and stays as it is.
        releaseClock();
        await show(el, 360, 'light');
        const before = layout(el);
        const buttons = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')];
        // The amount's, the address's and the support copy's.
        expect(buttons).to.have.length(3);
        const said = clipboard === 'granted' ? TEXTS[lang].copied : TEXTS[lang].copySelected;
        for (const button of buttons) {
          // Where it sits in the card: a real click may scroll the page to reach a button below the fold.
          const place = () => {
            const [box, card] = [button.getBoundingClientRect(), cardOf(el).getBoundingClientRect()];
            return JSON.stringify([box.left - card.left, box.top - card.top, box.width, box.height].map((n) => Math.round(n * 10) / 10));
          };
          const box = place();
          // A click from script carries no user gesture, so the browser refuses the clipboard.
          if (clipboard === 'granted') await realClick(button);
          else button.click();
          await waitUntil(() => normalize(feedbackOf(button)?.textContent) === said, `"${said}" shown`, { timeout: 4000 });
          await el.updateComplete;
          expect(place(), 'the tapped button').to.equal(box);
          expect(layout(el)).to.deep.equal(before);
          // Shown, whole, and inside the card.
          const shown = feedbackOf(button)!.getBoundingClientRect();
          const card = cardOf(el).getBoundingClientRect();
          expect(shown.width, 'the feedback shows').to.be.greaterThan(0);
          expect(shown.left).to.be.at.least(card.left);
          expect(shown.right).to.be.at.most(card.right);
          expect(feedbackOf(button)!.scrollWidth, 'no text cut off').to.be.at.most(Math.ceil(shown.width));
        }
      });
    }
  }
});
