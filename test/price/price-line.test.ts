import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { PriceLine } from '../../src/price/price-line.js';
import type { PriceQuote } from '../../src/price/quote-calls.js';

/** A host whose settings the test sets, rendering nothing. */
class LineHost extends LitElement {
  priceCurrency: unknown = '';
  price: unknown = '';
  renewalPrice: unknown = '';
  quote: unknown = undefined;
  domain: unknown = 'example.com';
  years = 2;
  warned: string[] = [];
  line = new PriceLine(this, () => ({ years: this.years, lang: 'en', digits: 'latn' }), (message) => this.warned.push(message));
  set(settings: Partial<Pick<LineHost, 'priceCurrency' | 'price' | 'renewalPrice' | 'quote' | 'domain' | 'years'>>) {
    Object.assign(this, settings);
    this.requestUpdate();
    return this.updateComplete;
  }
}
customElements.define('price-line-host', LineHost);

const usd = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(n);

describe('PriceLine', () => {
  it('is nothing without a price, and the attributes’ total for the period with one', async () => {
    const host = await fixture<LineHost>(html`<price-line-host></price-line-host>`);
    expect(host.line.view()).to.deep.equal({ state: 'none' });
    await host.set({ priceCurrency: 'USD', price: '10', renewalPrice: '12.50' });
    expect(host.line.view()).to.deep.equal({ state: 'shown', total: usd(22.5), first: usd(10), renewal: usd(12.5), price: { currency: 'USD', total: '22.50' } });
    expect(host.line.optionTotal(3)).to.equal(usd(35));
    await host.set({ renewalPrice: '' });
    expect(host.line.view()).to.deep.equal({ state: 'shown', total: usd(20), price: { currency: 'USD', total: '20.00' } });
    expect(host.line.format({ currency: 'USD', total: '20.00' })).to.equal(usd(20));
    expect(host.warned).to.deep.equal([]);
  });

  it('is pending while the quote is asked about what the form holds, and never shows an answer for anything else', async () => {
    const host = await fixture<LineHost>(html`<price-line-host></price-line-host>`);
    const answers: ((value: PriceQuote | undefined) => void)[] = [];
    const signals: AbortSignal[] = [];
    await host.set({ quote: ({ signal }: { signal: AbortSignal }) => new Promise((resolve) => (answers.push(resolve), signals.push(signal))) });
    expect(host.line.view()).to.deep.equal({ state: 'pending' });
    expect(host.line.optionTotal(1), 'a quote prices one period').to.equal(undefined);
    await waitUntil(() => answers.length === 1);
    await host.set({ years: 3 });
    expect(signals[0].aborted).to.equal(true);
    answers[0]({ currency: 'USD', total: '2.00' });
    await host.updateComplete;
    expect(host.line.view()).to.deep.equal({ state: 'pending' });
    await waitUntil(() => answers.length === 2);
    answers[1]({ currency: 'USD', total: '3.00' });
    await waitUntil(() => host.line.view().state === 'shown');
    expect(host.line.view()).to.deep.equal({ state: 'shown', total: usd(3), price: { currency: 'USD', total: '3.00' } });
    await host.set({ domain: '' });
    expect(host.line.view(), 'no domain, nothing asked').to.deep.equal({ state: 'none' });
  });

  it('gives up the call in flight when the element leaves the page', async () => {
    const host = await fixture<LineHost>(html`<price-line-host></price-line-host>`);
    let signal: AbortSignal | undefined;
    await host.set({ quote: (asked: { signal: AbortSignal }) => new Promise(() => (signal = asked.signal)) });
    await waitUntil(() => signal);
    host.remove();
    expect(signal!.aborted).to.equal(true);
  });
});
