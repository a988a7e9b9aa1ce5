/**
 * The views both elements share, rendered on their own: the form around its fields (sending once
 * per press and never leaving the page; busy, or held while the service asked to wait), the notice
 * of a failed attempt with the service's own words under ours, and the order summary.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { nothing, type TemplateResult } from 'lit';
import { checkoutForm, errorNotice, orderSummary } from '../../src/elements/views.js';
import { DEFAULT_STRINGS } from '../../src/locales/strings.js';
import { normalize } from '../helpers/buyer.js';

const FIELD = html`<label for="f-domain">Domain</label><input id="f-domain" name="domain" />`;

function form(o: { busy?: boolean; held?: string; notice?: TemplateResult; onSubmit?: () => void } = {}) {
  return checkoutForm({
    fields: FIELD,
    notice: o.notice ?? nothing,
    label: DEFAULT_STRINGS.submitCrypto,
    busy: o.busy ?? false,
    held: o.held,
    text: DEFAULT_STRINGS,
    onSubmit: o.onSubmit ?? (() => {}),
  });
}

const mount = (view: unknown) => fixtureSync<HTMLDivElement>(html`<div>${view}</div>`);
const submit = (el: Element) => el.querySelector<HTMLButtonElement>('button[part~="submit"]')!;

describe('checkoutForm', () => {
  it('shows the fields and the button with its label; a press sends once and the page stays', async () => {
    let sent = 0;
    const el = mount(form({ onSubmit: () => (sent += 1) }));
    const formEl = el.querySelector('form')!;
    let navigated = true;
    // Listening after the form's own listener: it has had its say on the default by then.
    formEl.addEventListener('submit', (event) => (navigated = !event.defaultPrevented));
    expect(el.querySelector('input')!.name).to.equal('domain');
    expect(normalize(submit(el).textContent)).to.equal('Get payment details');
    expect(submit(el).disabled).to.equal(false);
    expect(formEl.noValidate, 'errors are the form\'s own, not the browser\'s bubbles').to.equal(true);
    submit(el).click();
    expect(sent).to.equal(1);
    expect(navigated).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('Enter in a field sends too', async () => {
    let sent = 0;
    const el = mount(form({ onSubmit: () => (sent += 1) }));
    el.querySelector('form')!.requestSubmit();
    expect(sent).to.equal(1);
  });

  it('busy: the button says to wait, cannot be pressed, and the form is marked busy', async () => {
    const el = mount(form({ busy: true }));
    expect(normalize(submit(el).textContent)).to.equal(DEFAULT_STRINGS.submitting);
    expect(submit(el).disabled).to.equal(true);
    expect(submit(el).getAttribute('aria-busy')).to.equal('true');
    expect(el.querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
    expect(submit(el).querySelector('.spinner')!.getAttribute('aria-hidden'), 'the spinner is not read out').to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('held: the button says when to try again and cannot be pressed, without being busy', async () => {
    const el = mount(form({ held: 'Try again in 0:30' }));
    expect(normalize(submit(el).textContent)).to.equal('Try again in 0:30');
    expect(submit(el).disabled).to.equal(true);
    expect(submit(el).getAttribute('aria-busy')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('shows the notice after the fields, before the button', async () => {
    const el = mount(form({ notice: errorNotice('We could not reach the payment service.', undefined) }));
    const notice = el.querySelector('[role="alert"]')!;
    expect(notice.previousElementSibling?.localName).to.equal('input');
    expect(notice.nextElementSibling === submit(el), 'the button right after it').to.equal(true);
    await expect(el).to.be.accessible();
  });
});

describe('errorNotice', () => {
  it('says what failed in the buyer\'s words, as an alert', async () => {
    const el = mount(errorNotice('We could not reach the payment service.', undefined));
    const notice = el.querySelector('[part~="error"]')!;
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(normalize(notice.textContent)).to.equal('We could not reach the payment service.');
    expect(notice.querySelectorAll('p').length, 'no detail').to.equal(0);
    await expect(el).to.be.accessible();
  });

  it("adds the service's own words, when it gave some, as a detail under ours", async () => {
    const el = mount(errorNotice('The service refused the purchase.', 'example.com is already taken'));
    const notice = el.querySelector('[role="alert"]')!;
    expect(normalize(notice.textContent)).to.equal('The service refused the purchase. example.com is already taken');
    expect(normalize(notice.querySelector('p')!.textContent)).to.equal('example.com is already taken');
    await expect(el).to.be.accessible();
  });
});

describe('orderSummary', () => {
  const rows = (el: Element) => [...el.querySelectorAll('dl > div')].map((row) => [normalize(row.querySelector('dt')!.textContent), normalize(row.querySelector('dd')!.textContent)]);

  it('names the domain and the period', async () => {
    const el = mount(orderSummary(DEFAULT_STRINGS, 'example.com', '2 years'));
    expect(rows(el)).to.deep.equal([
      ['Domain', 'example.com'],
      ['Registration period', '2 years'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('then the rows a payment view adds', async () => {
    const el = mount(orderSummary(DEFAULT_STRINGS, 'example.com', '1 year', html`<div><dt>Amount paid</dt><dd>0.01 BTC</dd></div>`));
    expect(rows(el)).to.deep.equal([
      ['Domain', 'example.com'],
      ['Registration period', '1 year'],
      ['Amount paid', '0.01 BTC'],
    ]);
    await expect(el).to.be.accessible();
  });
});
