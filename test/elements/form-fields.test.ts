/**
 * FormFields in a small host that keeps what the buyer types, as the elements do: a field's error
 * shows once the buyer changed it and left it, or tried to send, never while typing; a picker's
 * choice counts as left at once; a refusal the service explained stays on its field until the buyer
 * changes it; the site's locked fields are read-only; the owner address carries its help and its
 * action; the years picker keeps a prefill outside its range visible; the wallet rows are the host's.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, type PropertyValues } from 'lit';
import { MarketError, type FieldIssue } from '../../src/api/errors.js';
import { FormFields } from '../../src/elements/form-fields.js';
import type { LockableField, WalletRow } from '../../src/form/host-input.js';
import type { HostSettings } from '../../src/form/host-settings.js';
import { DEFAULT_STRINGS } from '../../src/locales/strings.js';
import { choose, control, errorOf, fill, labelOf, optionsOf, shadow, type } from '../helpers/buyer.js';

const t = DEFAULT_STRINGS;
const EMPTY_DOMAIN = 'Enter the domain you want to buy.';
const NOT_OFFERED = 'This currency is not offered.';
const TAKEN = 'example.com is already taken.';

class FieldsHost extends LitElement {
  static override properties = {
    domain: { attribute: false },
    currency: { attribute: false },
    ownerAddress: { attribute: false },
    years: { attribute: false },
    maxYears: { attribute: false },
    rows: { attribute: false },
    locked: { attribute: false },
    failure: { attribute: false },
  };
  domain: string = '';
  currency = 'BTC';
  ownerAddress = '';
  years = 1;
  maxYears = 3;
  rows: WalletRow[] = [];
  locked: ReadonlySet<LockableField> = new Set();
  failure: MarketError | undefined = undefined;
  priceCurrency = '';
  price = '';
  renewalPrice = '';
  quote = undefined;
  readonly fields = new FormFields(this, () => ({
    text: t,
    locale: 'en',
    settings: this.settings(),
    failure: this.failure,
    say: (issue) => (issue as FieldIssue).message,
    yearsText: (years) => `${years} yr`,
  }));

  private settings(): HostSettings {
    const { years, maxYears, rows: walletRows, locked } = this;
    return { baseUrl: '', years, maxYears, timeout: 30_000, walletRows, locked, problems: [], notices: [] };
  }

  /** The buyer's problems, as the element's schema would find them. */
  private issues(): FieldIssue[] {
    const issues: FieldIssue[] = [];
    if (!this.domain) issues.push({ path: 'domain', message: EMPTY_DOMAIN });
    if (this.currency === 'XMR') issues.push({ path: 'currency', message: NOT_OFFERED });
    this.rows.forEach((row, i) => row.addr || issues.push({ path: `walletAddrs.${i}.addr`, message: 'Enter the address.' }));
    return issues;
  }

  protected override willUpdate(_: PropertyValues<this>): void {
    this.fields.errors.check(() => this.issues());
  }

  protected override render() {
    const f = this.fields;
    return html`${f.text('domain', t.domainLabel, this.domain, (v) => (this.domain = v), { ltr: true })}
    ${f.picker('currency', t.currencyLabel, this.currency, [{ value: 'BTC', label: 'Bitcoin' }, { value: 'XMR', label: 'Monero' }], (v) => (this.currency = v))}
    ${f.years((n) => (this.years = n))}
    ${f.ownerAddress(this.ownerAddress, (v) => (this.ownerAddress = v), html`<button type="button">Use my wallet</button>`)}
    ${f.wallets((rows) => (this.rows = rows))}`;
  }
}
customElements.define('fields-host', FieldsHost);

const mount = (props: Partial<Pick<FieldsHost, 'domain' | 'years' | 'maxYears' | 'rows' | 'locked'>> = {}) =>
  fixture<FieldsHost>(html`<fields-host .domain=${props.domain ?? ''} .years=${props.years ?? 1} .maxYears=${props.maxYears ?? 3}
    .rows=${props.rows ?? []} .locked=${props.locked ?? new Set()}></fields-host>`);

describe('FormFields', () => {
  it("shows a field's error once the buyer changed it and left it, not while typing", async () => {
    const el = await mount({ domain: 'example.com' });
    expect(errorOf(el, 'domain')).to.equal(undefined);
    // With the browser's keyboard: the page is brought to the front, so the field really has focus to lose.
    await type(el, 'domain', '', { leave: false });
    expect(el.domain, 'the host keeps what was typed').to.equal('');
    expect(errorOf(el, 'domain'), 'while typing').to.equal(undefined);
    control(el, 'domain')!.blur();
    await el.updateComplete;
    expect(errorOf(el, 'domain')).to.equal(EMPTY_DOMAIN);
    expect(control(el, 'domain')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    await fill(el, 'domain', 'example.org');
    expect(errorOf(el, 'domain'), 'gone once mended').to.equal(undefined);
  });

  it('leaving a field the buyer did not change shows nothing', async () => {
    const el = await mount();
    control(el, 'domain')!.focus();
    control(el, 'domain')!.blur();
    await el.updateComplete;
    expect(errorOf(el, 'domain')).to.equal(undefined);
  });

  it("a picker's choice shows its error at once", async () => {
    const el = await mount({ domain: 'example.com' });
    await choose(el, 'currency', 'XMR');
    expect(el.currency).to.equal('XMR');
    expect(errorOf(el, 'currency')).to.equal(NOT_OFFERED);
    await expect(el).to.be.accessible();
  });

  it('a refusal the service explained shows on its field after an attempt, until the buyer changes that field', async () => {
    const el = await mount({ domain: 'example.com' });
    el.failure = new MarketError('http', 'Conflict', { status: 409, issues: [{ path: 'domain', message: TAKEN }] });
    el.fields.errors.submitting();
    await el.updateComplete;
    expect(errorOf(el, 'domain')).to.equal(TAKEN);
    await expect(el).to.be.accessible();
    await fill(el, 'domain', 'example.org');
    expect(errorOf(el, 'domain')).to.equal(undefined);
  });

  it("the site's locked fields are read-only and say so; the owner address then offers no action", async () => {
    const el = await mount({ domain: 'example.com', locked: new Set<LockableField>(['domain', 'ownerAddress', 'currency']) });
    expect(control(el, 'domain')!.readOnly).to.equal(true);
    expect(control(el, 'ownerAddress')!.readOnly).to.equal(true);
    expect(control(el, 'currency')!.value, 'a locked picker shows the label').to.equal('Bitcoin');
    expect(shadow(el).getElementById('h-domain')!.textContent).to.equal(t.lockedHint);
    expect([...shadow(el).querySelectorAll('button')].map((b) => b.textContent)).not.to.include('Use my wallet');
    expect(control(el, 'years')!.localName, 'what is not locked stays editable').to.equal('select');
    await expect(el).to.be.accessible();
  });

  it('the owner address: its help and its shape as the hint, left to right, in monospace, with its action', async () => {
    const el = await mount();
    const input = control(el, 'ownerAddress')!;
    expect(labelOf(el, 'ownerAddress')).to.equal(t.ownerAddressLabel);
    expect(shadow(el).getElementById('h-ownerAddress')!.textContent).to.equal(`${t.ownerAddressHelp} ${t.ownerAddressHint}`);
    expect(input.getAttribute('aria-describedby')).to.equal('h-ownerAddress');
    expect(input.dir).to.equal('ltr');
    expect(input.classList.contains('mono')).to.equal(true);
    expect(input.nextElementSibling?.textContent).to.equal('Use my wallet');
    await fill(el, 'ownerAddress', '0xabc');
    expect(el.ownerAddress).to.equal('0xabc');
  });

  it('the years picker offers 1 to max-years in the texts given, and hands back a number', async () => {
    const el = await mount({ years: 2, maxYears: 3 });
    expect(labelOf(el, 'years')).to.equal(t.yearsLabel);
    expect(optionsOf(el, 'years')).to.deep.equal(['1', '2', '3']);
    expect([...control<HTMLSelectElement>(el, 'years')!.options].map((o) => o.textContent)).to.deep.equal(['1 yr', '2 yr', '3 yr']);
    expect(control(el, 'years')!.value).to.equal('2');
    await choose(el, 'years', '3');
    expect(el.years).to.equal(3);
  });

  it('a years prefill outside the range stays visible, first, rather than silently replaced', async () => {
    const el = await mount({ years: 7, maxYears: 3 });
    expect(optionsOf(el, 'years')).to.deep.equal(['7', '1', '2', '3']);
    expect(control(el, 'years')!.value).to.equal('7');
    await expect(el).to.be.accessible();
  });

  it("the wallet rows are the host's, with their errors once left", async () => {
    const el = await mount({ rows: [{ addr: 'bc1qfirst', coinId: 0 }] });
    expect(control(el, 'walletAddrs.0.addr')!.value).to.equal('bc1qfirst');
    await type(el, 'walletAddrs.0.addr', '');
    expect(el.rows).to.deep.equal([{ addr: '', coinId: 0 }]);
    expect(errorOf(el, 'walletAddrs.0.addr')).to.equal('Enter the address.');
    await expect(el).to.be.accessible();
  });

  it('locked wallet rows are read-only, with no row to add or remove', async () => {
    const el = await mount({ rows: [{ addr: 'bc1qfirst', coinId: 0 }], locked: new Set<LockableField>(['walletAddrs']) });
    expect(control(el, 'walletAddrs.0.addr')!.readOnly).to.equal(true);
    expect([...shadow(el).querySelectorAll('fieldset button')]).to.have.length(0);
    await expect(el).to.be.accessible();
  });
});
