/**
 * Nothing a phone may be scanning or a buyer copying moves on the payment screen: the QR code's,
 * the amount's and the address's boxes stay put when the last-minute warning appears, on copy
 * feedback and while a wallet is asked. Only `Date`, `setTimeout` and `clearTimeout` are faked,
 * as in the countdown's tests.
 */
import { expect } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import { click, find, screenText, shadow } from '../helpers/buyer.js';
import { FILLED, mountCrypto, payNow } from '../helpers/crypto-checkout.js';
import { mockSession } from '../helpers/mock-session.js';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';

let clock: Clock | undefined;
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
});

const WATCHED = ['qr', 'amount', 'address'];

/** The watched boxes, from the element's corner (the page may scroll). */
function boxes(el: Element): Record<string, DOMRect> {
  const origin = el.getBoundingClientRect();
  return Object.fromEntries(
    WATCHED.map((part) => {
      const box = find(el, `[part~="${part}"]`).getBoundingClientRect();
      return [part, new DOMRect(box.x - origin.x, box.y - origin.y, box.width, box.height)];
    }),
  );
}

/** On the payment screen, with the clock held; `at(s)` moves it to `s` seconds before the deadline. */
async function paying(): Promise<{ el: MarketCryptoCheckout; at(seconds: number): Promise<void> }> {
  const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
  const fake = (clock = FakeTimers.withGlobal(window).install({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  const { expiresAt } = await payNow(el);
  return {
    el,
    at: async (seconds) => {
      fake.tick(expiresAt - seconds * 1000 - fake.now);
      await el.updateComplete;
    },
  };
}

/** Frames drawn: a layout shift is reported after the frame that showed it. */
const frames = async (n = 3) => {
  for (let i = 0; i < n; i += 1) await new Promise((drawn) => requestAnimationFrame(drawn));
};

/** Until the copy's outcome is on screen (the clipboard answers in a promise; timers are held). */
async function feedbackShown(el: MarketCryptoCheckout): Promise<void> {
  for (let i = 0; i < 100 && !shadow(el).querySelector('.copy-feedback'); i += 1) await frames(1);
  expect(shadow(el).querySelector('.copy-feedback'), 'feedback shown').not.to.equal(null);
}

describe('The payment screen moves nothing', () => {
  it('when the last-minute warning appears (61 s to 59 s left)', async () => {
    const { el, at } = await paying();
    await at(61);
    const before = boxes(el);
    await at(59);
    expect(screenText(el)).to.include('Less than a minute left');
    expect(boxes(el)).to.deep.equal(before);
  });

  it('on copy feedback', async () => {
    const { el } = await paying();
    const before = boxes(el);
    for (const copy of shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')) {
      await click(el, copy);
      await feedbackShown(el);
      expect(boxes(el)).to.deep.equal(before);
    }
  });

  it("while a wallet is asked", async () => {
    // The wallet is never answered: no chain is needed, only its busy state.
    const wallet = new TestWallet({ rpc: {}, payer: '', startMs: 0 } satisfies TestChains, { name: 'Held Wallet' });
    wallet.misbehaviour = { hold: ['eth_requestAccounts', 'eth_accounts', 'eth_chainId'] };
    const stop = wallet.announce();
    try {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, currency: 'ETH' });
      await payNow(el);
      const pay = find<HTMLButtonElement>(el, 'button[part~="wallet-button"]');
      const before = boxes(el);
      await click(el, pay);
      await el.updateComplete;
      expect(pay.getAttribute('aria-busy')).to.equal('true');
      expect(boxes(el)).to.deep.equal(before);
    } finally {
      stop();
    }
  });

  it('records no layout shift from the screen shown until it changes (where the engine reports shifts)', async function () {
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) this.skip();
    const { el, at } = await paying();
    el.scrollIntoView({ block: 'start' });
    await frames();
    const shifts: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift' });
    try {
      for (const seconds of [120, 61, 60, 59, 30]) {
        await at(seconds);
        await frames();
      }
      await click(el, find(el, 'button[part~="copy-button"]'));
      await feedbackShown(el);
      await frames();
      shifts.push(...observer.takeRecords());
      expect(screenText(el)).to.include('Less than a minute left');
      expect(shifts.map((s) => (s as PerformanceEntry & { value: number }).value)).to.deep.equal([]);
    } finally {
      observer.disconnect();
    }
  });
});
