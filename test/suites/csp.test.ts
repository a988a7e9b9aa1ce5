/**
 * Prove it holds: strict CSP and Trusted Types. The built classic script on a partner page that
 * web-test-runner.config.js serves with the header
 *   default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';
 *   connect-src <mock origin>; require-trusted-types-for 'script'; trusted-types lit-html
 * A buyer walks both elements through every state; the page must record no refusal, the
 * elements' own styles (and the partner's theming through custom properties and parts) must
 * apply, and the QR code must be drawn and readable.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { MarketCryptoPaymentDetail } from '../../src/controllers/events.js';
import { click, control, errorOf, fill, find, shadow, textOf } from '../helpers/buyer.js';
import { answer, cryptoResponse } from '../helpers/crypto-checkout.js';
import { renderQr } from '../helpers/crypto-qr.js';
import { OWNER } from '../helpers/fixtures.js';
import { mockSession, REFUSED_BASE_URL } from '../helpers/mock-session.js';
import { openPage, type TestPage } from '../dist/page.js';

const PAGE = '/test/suites/csp-strict.html';
/** What test/suites/csp-theme.css, the partner's stylesheet, sets. */
const THEME_ACCENT = 'rgb(0, 95, 115)';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

interface StrictPage extends TestPage {
  /** Every refusal by the policy so far, once the page's queued reports were delivered. */
  refusals(): Promise<Violation[]>;
}

async function openStrictPage(): Promise<StrictPage> {
  const page = await openPage(PAGE);
  const win = page.win as TestPage['win'] & { cspViolations?: Violation[] };
  if (!win.cspViolations) throw new Error(`${PAGE} did not run its recorder`);
  return {
    ...page,
    async refusals() {
      // Reports are queued as tasks of the page: one more task of its own comes after them.
      await new Promise((resolve) => win.setTimeout(resolve));
      return [...win.cspViolations!];
    },
  };
}

const visible = (node: Element) => {
  const box = node.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};

/** The elements' static styles and the partner's theme both reached the shadow root. */
function expectStyled(el: HTMLElement, where: string): void {
  expect(getComputedStyle(el).display, `${where}: the host is a block`).to.equal('block');
  const card = getComputedStyle(shadow(el).querySelector('[part~="card"]')!);
  expect(card.borderTopStyle, `${where}: the card has its border`).to.equal('solid');
  expect(card.borderTopLeftRadius, `${where}: --market-radius from the partner's stylesheet`).to.equal('3px');
  const submit = shadow(el).querySelector('[part~="submit"]');
  if (submit) {
    const style = getComputedStyle(submit);
    expect(style.backgroundColor, `${where}: the button is filled with --market-color-accent`).to.equal(THEME_ACCENT);
    expect(style.letterSpacing, `${where}: ::part(submit) from the partner's stylesheet`).to.equal('1px');
  }
}

async function expectNothingRefused(page: StrictPage, where: string): Promise<void> {
  expect(await page.refusals(), `${where}: refusals by the policy`).to.deep.equal([]);
  expect(page.errors(), `${where}: errors on the page`).to.deep.equal([]);
}

const conflict = (delay: number) => ({
  status: 409,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ error: 'conflict', message: 'This domain was just bought by someone else.' }),
  delay,
});

describe('Strict CSP and Trusted Types: the classic script on a page that allows nothing inline', () => {
  it('the policy is in force: a string given to innerHTML, an inline style and a fetch elsewhere are refused and recorded', async () => {
    const page = await openStrictPage();
    const { win, crypto: el } = page;
    expect(() => {
      win.document.createElement('div').innerHTML = '<b>not trusted</b>';
    }, 'Trusted Types refuse a plain string').to.throw();
    win.document.body.setAttribute('style', 'outline: 1px solid red');
    // The widget pointed at a service the policy does not name: the buyer is told the checkout is
    // not set up (see csp-blocked.test.ts), nothing breaks.
    el.setAttribute('base-url', REFUSED_BASE_URL);
    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerName', 'Ada Lovelace');
    await fill(el, 'ownerEmail', 'buyer@example.org');
    await fill(el, 'ownerAddress', OWNER);
    const failed = oneEvent(el, 'market-error');
    await click(el, 'Get payment details');
    expect((await failed).detail.error.code).to.equal('invalid-config');
    await el.updateComplete;
    expect(textOf(el, '[part~="error"]')).to.include('not set up correctly');
    const directives = (await page.refusals()).map((v) => v.directive);
    expect(directives).to.include.members(['require-trusted-types-for', 'style-src-attr', 'connect-src']);
  });

  it('<market-crypto-checkout> goes through form, field errors, submitting, error, payment with QR, expired and back with nothing refused and its styles applied', async () => {
    const page = await openStrictPage();
    const el = page.crypto;
    const mock = mockSession();
    el.setAttribute('base-url', mock.baseUrl('scripted'));
    await el.updateComplete;
    expectStyled(el, 'form');
    await expectNothingRefused(page, 'form');

    await click(el, 'Get payment details');
    expect(el.getAttribute('state')).to.equal('editing');
    expect(control(el, 'domain')!.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(el, 'domain')).to.be.a('string').and.not.equal('');
    expect(visible(find(el, '#e-domain')), 'the field error shows').to.equal(true);
    expectStyled(el, 'field errors');
    await expectNothingRefused(page, 'field errors');

    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerName', 'Ada Lovelace');
    await fill(el, 'ownerEmail', 'buyer@example.org');
    await fill(el, 'ownerAddress', OWNER);
    await mock.script(conflict(800));
    const failed = oneEvent(el, 'market-error');
    await click(el, 'Get payment details');
    expect(el.getAttribute('state')).to.equal('submitting');
    expect(find(el, '[part~="submit"]').getAttribute('aria-busy')).to.equal('true');
    expectStyled(el, 'submitting');
    await expectNothingRefused(page, 'submitting');
    await failed;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('editing');
    expect(visible(find(el, '[part~="error"]')), 'the error shows').to.equal(true);
    expect(textOf(el, '[part~="error"]')).to.include('just bought by someone else');
    expectStyled(el, 'error');
    await expectNothingRefused(page, 'error');

    // A payment window of a few seconds, so that it closes while the test watches; room for the QR
    // code's decoding before it closes (a second or more in a loaded engine).
    await mock.script(answer(cryptoResponse({ expiryDateEpoch: Date.now() + 6000 })));
    const paid = oneEvent(el, 'market-crypto-payment');
    await click(el, 'Get payment details');
    const { detail } = (await paid) as CustomEvent<MarketCryptoPaymentDetail>;
    const expired = oneEvent(el, 'market-crypto-expired');
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('awaiting-payment');
    const qr = find<SVGSVGElement>(el, 'svg[part~="qr"]');
    const box = qr.getBoundingClientRect();
    expect(box.width, 'the QR code has a width').to.be.greaterThan(100);
    expect(box.height, 'the QR code is square').to.equal(box.width);
    expect((await renderQr(qr)).text, 'the QR code reads as the payment URI').to.equal(detail.response.uri);
    expect(visible(find(el, '[part~="timer"]')), 'the countdown shows').to.equal(true);
    expectStyled(el, 'payment');
    await expectNothingRefused(page, 'payment');

    await expired;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('expired');
    expect(shadow(el).querySelector('svg[part~="qr"]'), 'no QR code after the window closed').to.equal(null);
    expect(visible(find(el, '#expired-heading'))).to.equal(true);
    expectStyled(el, 'expired');
    await expectNothingRefused(page, 'expired');

    await click(el, 'Start again');
    expect(el.getAttribute('state')).to.equal('editing');
    expect(control(el, 'ownerName')!.value).to.equal('Ada Lovelace');
    expectStyled(el, 'form again');
    await expectNothingRefused(page, 'form again');
  });

  it('<market-fiat-checkout> goes through form, field errors, submitting, error and hand-off with nothing refused and its styles applied', async () => {
    const page = await openStrictPage();
    const el = page.fiat;
    const mock = mockSession();
    el.setAttribute('base-url', mock.baseUrl('scripted'));
    await el.updateComplete;
    expectStyled(el, 'form');
    await expectNothingRefused(page, 'form');

    await click(el, 'Continue to card payment');
    expect(control(el, 'domain')!.getAttribute('aria-invalid')).to.equal('true');
    expect(visible(find(el, '#e-domain')), 'the field error shows').to.equal(true);
    expectStyled(el, 'field errors');
    await expectNothingRefused(page, 'field errors');

    await fill(el, 'domain', 'example.com');
    await fill(el, 'ownerAddress', OWNER);
    await mock.script(conflict(800));
    const failed = oneEvent(el, 'market-error');
    await click(el, 'Continue to card payment');
    expect(el.getAttribute('state')).to.equal('submitting');
    expectStyled(el, 'submitting');
    await expectNothingRefused(page, 'submitting');
    await failed;
    await el.updateComplete;
    expect(visible(find(el, '[part~="error"]')), 'the error shows').to.equal(true);
    expectStyled(el, 'error');
    await expectNothingRefused(page, 'error');

    el.setAttribute('base-url', mock.baseUrl());
    const session = oneEvent(el, 'market-fiat-session');
    await click(el, 'Continue to card payment');
    await session;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('handed-off');
    expect(visible(find(el, '[part~="summary"]'))).to.equal(true);
    expect(visible(el.querySelector('#processor-ui')!), "the host's processor UI shows in the slot").to.equal(true);
    expectStyled(el, 'handed-off');
    await expectNothingRefused(page, 'handed-off');
    expect((await mock.requests()).map((r) => r.scenario)).to.deep.equal(['scripted', 'ok']);
  });
});
