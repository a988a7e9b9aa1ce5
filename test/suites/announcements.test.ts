/**
 * Issue 43: each change is said once to a screen reader, counted as a buyer hears it through a
 * whole journey (the form, the payment screen, confirming, paid) and an expiry: what each live
 * region newly says (its role, `aria-live` and text, read at every change of the shadow root) and
 * each heading the element moves the focus to. Focus in the element (a keyboard buyer): every new
 * screen is said by its focused heading alone; focus elsewhere on the page: by the live region
 * alone. The copy feedback has a region of its own, apart from the countdown's milestones. In
 * Chromium, the accessibility tree as DevTools computes it holds no alert on the expired screen.
 */
import { expect, oneEvent } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { executeServerCommand } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import type { PaymentStatus } from '../../src/payment/payment-status.js';
import { button, find, normalize, shadow } from '../helpers/buyer.js';
import { FILLED, mountCrypto } from '../helpers/crypto-checkout.js';
import { ENGLISH } from '../helpers/english.js';
import { mockSession } from '../helpers/mock-session.js';
import { setPageVisible } from '../helpers/page-visibility.js';

/** A live region as assistive technology finds one. */
const LIVE = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';

/**
 * What a screen reader is told while `el` changes, in order: `live: <text>` when a live region's
 * text changes to something (an alert also when it arrives with words), `focus: <heading>` when
 * the focus lands on a heading. `mark(step)` starts the list of a step; `heard()` is each step's list.
 */
function listen(el: HTMLElement) {
  const root = shadow(el);
  const regions = new WeakMap<Element, string>();
  const steps: [string, string[]][] = [['form', []]];
  const say = (words: string) => steps.at(-1)![1].push(words);
  const read = () => {
    for (const region of root.querySelectorAll(LIVE)) {
      // A region inside another is said with it, not apart.
      if (region.parentElement?.closest(LIVE)) continue;
      const text = normalize(region.textContent);
      const before = regions.get(region);
      if (before === undefined ? text && region.getAttribute('role') === 'alert' : text && text !== before) say(`live: ${text}`);
      regions.set(region, text);
    }
  };
  read();
  const watch = new MutationObserver(read);
  watch.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  const focused = () => {
    const active = root.activeElement;
    if (active?.localName === 'h2') say(`focus: ${normalize(active.textContent)}`);
  };
  el.addEventListener('focusin', focused);
  return {
    mark: (step: string) => {
      read();
      steps.push([step, []]);
    },
    heard: () => {
      read();
      return Object.fromEntries(steps);
    },
    stop: () => {
      watch.disconnect();
      el.removeEventListener('focusin', focused);
    },
  };
}

/** Until `done()` (at most 100 frames), or a few frames: the focus lands, and the live region speaks, an update after the screen. */
async function settle(el: MarketCryptoCheckout, done?: () => boolean): Promise<void> {
  for (let i = 0; i < (done ? 100 : 5) && !done?.(); i += 1) {
    await el.updateComplete;
    await new Promise((frame) => requestAnimationFrame(frame));
  }
  await el.updateComplete;
}

let clock: Clock | undefined;
let outside: HTMLButtonElement | undefined;
before(() => setPageVisible(true));
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  outside?.remove();
  outside = undefined;
});

type Focus = 'in the element' | 'on the page';

/**
 * On the payment screen, listened to from the form on: sent from the focused button (a keyboard
 * buyer), or by `submit()` while the focus is on a button of the page's own.
 */
async function paying(focus: Focus, { faked = false } = {}) {
  const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
  // The countdown's own timers, from its start: `Date`, `setTimeout` and `clearTimeout` alone.
  if (faked) clock = FakeTimers.withGlobal(window).install({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const heard = listen(el);
  const shown = oneEvent(el, 'market-crypto-payment');
  const pay = button(el, 'Get payment details');
  if (focus === 'in the element') {
    pay.focus();
    pay.click();
  } else {
    outside = document.createElement('button');
    outside.textContent = 'The page';
    document.body.append(outside);
    outside.focus();
    void el.submit();
  }
  const { expiresAt } = (await shown).detail;
  await settle(el);
  return { el, heard, expiresAt };
}

async function setStatus(el: MarketCryptoCheckout, status: PaymentStatus, shown: string): Promise<void> {
  el.paymentStatus = status;
  await settle(el, () => Boolean(shadow(el).querySelector(shown)));
  await settle(el);
}

describe('Each change said once: form, payment, confirming, paid', () => {
  for (const focus of ['in the element', 'on the page'] as const) {
    it(`focus ${focus}: each new screen said once, ${focus === 'in the element' ? 'by its focused heading' : 'by the live region, the focus left where the buyer put it'}`, async () => {
      const { el, heard } = await paying(focus);
      heard.mark('confirming');
      await setStatus(el, { state: 'seen' }, '#confirming-heading');
      heard.mark('paid');
      await setStatus(el, { state: 'confirmed' }, '#paid-heading');
      heard.stop();
      const how = focus === 'in the element' ? 'focus' : 'live';
      expect(heard.heard()).to.deep.equal({
        form: [`${how}: ${ENGLISH.payHeading}`],
        confirming: [`${how}: ${ENGLISH.confirmingHeading}`],
        paid: [`${how}: ${ENGLISH.paidHeading}`],
      });
      if (focus === 'on the page') expect(document.activeElement).to.equal(outside);
    });
  }
});

describe('Each change said once: the countdown, a copy in its last minute, and the expiry', () => {
  for (const focus of ['in the element', 'on the page'] as const) {
    it(`focus ${focus}: the milestone, the copy apart from it, and the closed window in one sentence`, async () => {
      const { el, heard, expiresAt } = await paying(focus, { faked: true });
      const fake = clock!;
      const at = async (seconds: number) => {
        fake.tick(expiresAt - seconds * 1000 - fake.now);
        await settle(el);
      };
      heard.mark('countdown to 1:05');
      await at(65);
      heard.mark('1:05 to 0:50');
      await at(50);
      heard.mark('copy at 0:49');
      await at(49);
      const copy = find<HTMLButtonElement>(el, 'button[part~="copy-button"]');
      if (focus === 'in the element') copy.focus();
      copy.click();
      await settle(el, () => Boolean(shadow(el).querySelector('.copy-feedback')));
      heard.mark('expiry');
      await at(0);
      await settle(el, () => Boolean(shadow(el).querySelector('#expired-heading')));
      await settle(el);
      heard.stop();
      const said = heard.heard();
      expect(said['countdown to 1:05']!.length, 'at most one milestone for a jump').to.be.at.most(1);
      expect(said['1:05 to 0:50'], 'the milestone, alone').to.deep.equal(['live: 1 minute left to pay']);
      // The clipboard may refuse a copy without the buyer's gesture: its own words, said alone either way.
      expect(said['copy at 0:49']).to.have.length(1);
      expect(said['copy at 0:49']![0]).to.be.oneOf([ENGLISH.copiedAnnouncement.replace('{what}', ENGLISH.amountLabel), ENGLISH.copyFailed, ENGLISH.copySelected].map((words) => `live: ${words}`));
      expect(said.expiry).to.deep.equal([`${focus === 'in the element' ? 'focus' : 'live'}: ${ENGLISH.expiredHeading}`]);
      expect(shadow(el).querySelectorAll('[role="alert"]').length, 'no alert reads the closed window out whole').to.equal(0);
      const tree = await executeServerCommand<{ role: string; name: string }[] | false, undefined>('accessibility-tree');
      if (tree) {
        expect(tree.filter((n) => n.role === 'alert'), 'no alert in the accessibility tree').to.deep.equal([]);
        expect(tree.filter((n) => n.role === 'heading').map((n) => n.name)).to.deep.equal([ENGLISH.expiredHeading]);
      }
    });
  }
});
