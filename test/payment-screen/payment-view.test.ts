/**
 * The payment screen. Rendered on its own: each way to pay with its name (amount, address, QR
 * code, wallet link), the countdown and its last-minute warning last of all, what an underpayment
 * leaves to pay, and once a wallet sent the payment, its hash in place of every way to pay. Then in
 * the element: nothing a phone may be scanning or a buyer copying moves; the QR code's, the
 * amount's and the address's boxes stay put when the last-minute warning appears, on copy feedback
 * and while a wallet is asked. Only `Date`, `setTimeout` and `clearTimeout` are faked, as in the
 * countdown's tests.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { executeServerCommand } from '@web/test-runner-commands';
import type { MarketCryptoCheckout } from '../../src/elements/crypto-checkout/crypto-checkout.js';
import { nothing } from 'lit';
import { click, find, normalize, screenText, shadow } from '../helpers/buyer.js';
import { FILLED, mountCrypto, payNow } from '../helpers/crypto-checkout.js';
import { mockSession } from '../helpers/mock-session.js';
import { setViewport } from '../helpers/emulate.js';
import { setPageVisible } from '../helpers/page-visibility.js';
import { TestWallet, type TestChains } from '../helpers/test-wallet.js';
import { ENGLISH } from '../helpers/english.js';
import { orderSummary } from '../../src/elements/views.js';
import { paymentView, type PaymentScreen } from '../../src/payment-screen/payment-view.js';
import { builtInAssets } from '../../src/payment-link/assets.js';

const BTC = builtInAssets().find((asset) => asset.symbol === 'BTC')!;

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
      // To a hundredth of a pixel: Firefox may give one place a few hundred-thousandths apart between layouts.
      const at = (n: number) => Math.round(n * 100) / 100;
      return [part, new DOMRect(at(box.x - origin.x), at(box.y - origin.y), at(box.width), at(box.height))];
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

/** The middle of `el`'s box, as a point. */
const centre = (el: Element): [number, number] => {
  const box = el.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
};

/** Frames drawn: a layout shift is reported after the frame that showed it. */
const frames = async (n = 3) => {
  for (let i = 0; i < n; i += 1) await new Promise((drawn) => requestAnimationFrame(drawn));
};

/** Until the copy's outcome is on screen (the clipboard answers in a promise; timers are held). */
async function feedbackShown(el: MarketCryptoCheckout): Promise<void> {
  for (let i = 0; i < 100 && !shadow(el).querySelector('.copy-feedback'); i += 1) await frames(1);
  expect(shadow(el).querySelector('.copy-feedback'), 'feedback shown').not.to.equal(null);
}

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const URI = `bitcoin:${ADDRESS}?amount=0.0123`;

function screen(o: Partial<PaymentScreen> = {}) {
  const pressed = { changeDetails: 0 };
  const view = paymentView({
    text: ENGLISH,
    summary: orderSummary(ENGLISH, 'example.com', '1 year'),
    response: { address: ADDRESS, amount: 0.0123, expiryDateEpoch: 1, orderId: 'ord_1', paymentId: 'pay_1', protocol: 'BTC', uri: URI },
    pay: { amount: '0.0123', uri: URI, address: ADDRESS, network: 'Bitcoin', asset: BTC },
    received: undefined,
    seconds: 599,
    time: '9:59',
    milestone: undefined,
    qr: { size: 25, d: 'M0 0h7v7h-7z' },
    feedback: undefined,
    copy: () => {},
    changeDetails: () => (pressed.changeDetails += 1),
    wallets: nothing,
    sent: undefined,
    addressCheck: html``,
    reach: 'opens',
    help: html``,
    ...o,
  });
  return { el: fixtureSync<HTMLDivElement>(html`<div>${view}</div>`), pressed };
}

const text = (el: Element, selector: string) => normalize(el.querySelector(selector)?.textContent);
/** Each button's name as written: its label, or its text. */
const buttonNames = (el: Element) => [...el.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? normalize(b.textContent));
const count = (el: Element, selector: string) => el.querySelectorAll(selector).length;

describe('paymentView, rendered on its own', () => {
  it('shows the amount, the address, the QR code and the wallet link, each named, and the time left', async () => {
    const { el, pressed } = screen();
    expect(text(el, 'h2')).to.equal(ENGLISH.payHeading);
    expect(text(el, '[part~="timer"]')).to.equal('Time left to pay: 9:59');
    expect(text(el, '[part~="amount"]')).to.equal('0.0123 BTC');
    expect(text(el, '[part~="address"]')).to.equal(ADDRESS);
    expect(buttonNames(el)).to.deep.equal(['Copy: Amount', 'Copy: To this address', ENGLISH.changeDetails]);
    expect(el.querySelector('[part~="qr"]')!.getAttribute('aria-label')).to.equal('QR code of the payment request for 0.0123 BTC');
    expect(el.querySelector('[part~="wallet-link"]')!.getAttribute('href')).to.equal(URI);
    expect(count(el, '.last-minute'), 'no warning yet').to.equal(0);
    el.querySelectorAll('button')[2]!.click();
    expect(pressed.changeDetails).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('a unified Lightning link: the invoice beside the address, shortened, with its own copy button; the amount once', async () => {
    const invoice = `lnbc123m1p${'qpzry9x8gf'.repeat(20)}q9xq7a`;
    const { el } = screen({ pay: { amount: '0.0123', uri: URI, address: ADDRESS, network: 'Bitcoin', asset: BTC, lightning: { invoice, paymentHash: '00'.repeat(32) } } });
    expect(buttonNames(el)).to.deep.equal(['Copy: Amount', 'Copy: To this address', 'Copy: Lightning invoice', ENGLISH.changeDetails]);
    expect(normalize(el.querySelector('[data-copy="invoice"]')!.parentElement!.querySelector('.mono')!.textContent)).to.equal('lnbc123m1pqp…q9xq7a');
    expect(text(el, '[data-copy="invoice"]')).to.equal(invoice);
    expect(normalize(el.textContent).split('0.0123').length - 1, 'the amount once (and in the QR code\'s name)').to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('a Lightning-only link: the invoice is the address, shown once as the invoice, with no address check', () => {
    const invoice = `lnbc123m1p${'qpzry9x8gf'.repeat(20)}q9xq7a`;
    const uri = `lightning:${invoice}`;
    const { el } = screen({
      addressCheck: html`<p class="address-check">check</p>`,
      response: { address: invoice, amount: 0.0123, expiryDateEpoch: 1, orderId: 'ord_1', paymentId: 'pay_1', protocol: 'BTC on Lightning', uri },
      pay: { amount: '0.0123', uri, address: undefined, network: 'Bitcoin', asset: BTC, lightning: { invoice, paymentHash: '00'.repeat(32) } },
    });
    expect(buttonNames(el)).to.deep.equal(['Copy: Amount', 'Copy: Lightning invoice', ENGLISH.changeDetails]);
    expect(el.querySelector('[part~="address"]')).to.equal(null);
    expect(el.querySelector('.address-check')).to.equal(null);
  });

  it('names the amount by its label: the definition of the term "Amount", a role that takes a name', async () => {
    const { el } = screen();
    const amount = el.querySelector('[part~="amount"]')!;
    const label = el.querySelector(`#${amount.getAttribute('aria-labelledby')}`)!;
    expect([label.getAttribute('role'), normalize(label.textContent)]).to.deep.equal(['term', ENGLISH.amountLabel]);
    expect(amount.getAttribute('role')).to.equal('definition');
    // axe's "needs review" that found it: a name on an element whose role cannot carry one.
    await import('axe-core');
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations, incomplete } = await axe.run(el, { runOnly: ['aria-prohibited-attr'] });
    expect([...violations, ...incomplete].map((r) => r.nodes.map((n) => n.html))).to.deep.equal([]);
    // As assistive technology is given it, where the engine can say (Chromium; the summary's dd are unnamed definitions).
    const tree = await executeServerCommand<{ role: string; name: string }[] | false, undefined>('accessibility-tree');
    if (tree) expect(tree.filter((n) => n.role === 'definition' && n.name).map((n) => n.name)).to.deep.equal([ENGLISH.amountLabel]);
  });

  it('in the last minute: the warning, after everything else', async () => {
    const { el } = screen({ seconds: 60, time: '1:00' });
    expect(el.querySelector('[part~="timer"]')!.classList.contains('warning')).to.equal(true);
    expect(normalize(el.querySelector('section')!.lastElementChild!.textContent)).to.equal(ENGLISH.timerWarning);
    await expect(el).to.be.accessible();
  });

  it('announces a milestone of the countdown', () => {
    const { el } = screen({ milestone: '5 minutes' });
    expect(text(el, '[role="status"]')).to.equal('5 minutes left to pay');
  });

  it('after an underpayment: what arrived and what is still to pay, without "Change details"', async () => {
    const { el } = screen({ received: '0.01', pay: { amount: '0.0023', uri: URI, address: ADDRESS, network: 'Bitcoin', asset: BTC }, changeDetails: undefined });
    expect(text(el, 'h2')).to.equal(ENGLISH.underpaidHeading);
    expect(normalize(el.querySelector('p.value')!.textContent)).to.equal('Received 0.01 BTC');
    expect(text(el, '#amount-label')).to.equal(ENGLISH.stillDueLabel);
    expect(text(el, '[part~="amount"]')).to.equal('0.0023 BTC');
    expect(buttonNames(el)).to.deep.equal(['Copy: Still to pay', 'Copy: To this address']);
    await expect(el).to.be.accessible();
  });

  it('once a wallet sent the payment: its hash, and no way to pay again', async () => {
    const { el } = screen({ sent: { txHash: `0xabcd${'0'.repeat(56)}1234`, chainId: 1, wallet: 'Rabby' } });
    expect(text(el, 'h2')).to.equal('Sent from Rabby');
    expect(text(el, '[part~="tx"]')).to.equal('0xabcd…1234');
    expect(count(el, '[part~="amount"], [part~="address"], [part~="qr"], [part~="wallet-link"]')).to.equal(0);
    expect(buttonNames(el)).to.deep.equal(['Copy: Transaction']);
    await expect(el).to.be.accessible();
  });
});

describe('The ways to pay in the order of the device (payment.styles.ts), in every engine', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));
  const top = (el: Element, selector: string) => find(el, selector).getBoundingClientRect().top;

  it('as narrow as a phone (360 px), whatever the pointer: "Open in wallet", then "or scan with another device" over the QR code', async () => {
    await setViewport({ width: 360, height: 740 });
    const { el } = await paying();
    expect(top(el, '[part~="wallet-link"]')).to.be.below(top(el, '.scan'));
    expect(top(el, '.scan')).to.be.below(top(el, '[part~="qr"]'));
    expect(normalize(find(el, '.scan').textContent)).to.equal(ENGLISH.scanOther);
  });

  it('wide (1024 px), with no touch screen: the QR code first, with no line over it', async function () {
    if (matchMedia('(pointer: coarse)').matches) this.skip();
    await setViewport({ width: 1024, height: 800 });
    const { el } = await paying();
    expect(top(el, '[part~="qr"]')).to.be.below(top(el, '[part~="wallet-link"]'));
    expect(find(el, '.scan').getClientRects().length).to.equal(0);
  });
});

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

  for (const width of [360, 1024]) {
    it(`at ${width} px, the open address check keeps the room of its alarm, and its verdicts move nothing and cover nothing`, async () => {
      await setViewport({ width, height: 800 });
      try {
        const { el } = await paying();
        const details = find<HTMLDetailsElement>(el, 'details.address-check');
        await click(el, find(el, 'details.address-check summary'));
        expect(details.open).to.equal(true);
        const input = find<HTMLInputElement>(el, '#address-check-input');
        const verdict = find(el, '#address-check-verdict');
        // What comes next (the QR code; on a narrow screen "Open in wallet"), and the room between.
        const next = () => Math.min(...['qr', 'wallet-link'].map((part) => find(el, `[part~="${part}"]`).getBoundingClientRect().top));
        const room = verdict.getBoundingClientRect();
        expect(room.top, 'the room under the field').to.be.at.least(input.getBoundingClientRect().bottom);
        expect(room.bottom, 'the room over what follows').to.be.at.most(next());
        const before = { ...boxes(el), input: input.getBoundingClientRect(), card: find(el, '[part~="card"]').getBoundingClientRect() };
        const address = find(el, '[part~="address"]').textContent!;
        const said: string[] = [];
        // A look-alike (the alarm, several lines at 360 px), the address as drawn, and the field emptied.
        for (const typed of [`${address.slice(0, 4)}${'q'.repeat(address.length - 8)}${address.slice(-4)}`, address.replace(/(.{4})/g, '$1 '), '']) {
          input.value = typed;
          input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
          await el.updateComplete;
          said.push(normalize(verdict.textContent));
          expect({ ...boxes(el), input: input.getBoundingClientRect(), card: find(el, '[part~="card"]').getBoundingClientRect() }, typed).to.deep.equal(before);
          const shown = verdict.querySelector('span')?.getBoundingClientRect();
          if (shown) {
            expect(shown.top, `${said.at(-1)}: at the top of its room`).to.be.closeTo(room.top, 0.01);
            expect(shown.bottom, `${said.at(-1)}: inside its room`).to.be.at.most(room.bottom + 0.01);
          }
        }
        expect(said).to.deep.equal([ENGLISH.checkAddressDifferent, ENGLISH.checkAddressSame, '']);
        // The alarm fills its room exactly (the room is its invisible copy), whole, on a background of its own.
        input.value = 'bc1qzzzz';
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await el.updateComplete;
        const alarm = verdict.querySelector('span')!;
        expect(Math.abs(alarm.getBoundingClientRect().height - room.height), 'the alarm as tall as its room').to.be.below(0.5);
        expect(getComputedStyle(alarm).backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
        expect(document.elementFromPoint(...centre(alarm))).to.equal(el);
        expect(el.shadowRoot!.elementFromPoint(...centre(alarm))).to.equal(alarm);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('records no layout shift from the screen shown until it changes (where the engine reports shifts)', async function () {
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) this.skip();
    // It waits for frames, which a page behind another test file's never draws.
    await setPageVisible(true);
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
