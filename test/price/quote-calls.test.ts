import { expect } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { QUOTE_BOUND, QUOTE_DEBOUNCE, QuoteCalls, type Asked, type Settled } from '../../src/price/quote-calls.js';

/** A quote the test answers by hand, call by call. */
function handQuote() {
  const calls: { domain: string; years: number; signal: AbortSignal; answer(value: unknown): void; fail(): void }[] = [];
  const quote = ({ domain, years, signal }: { domain: string; years: number; signal: AbortSignal }) =>
    new Promise<unknown>((resolve, reject) => calls.push({ domain, years, signal, answer: resolve, fail: () => reject(new Error('down')) }));
  return { calls, quote: quote as never };
}

describe('QuoteCalls', () => {
  let clock: Clock;
  let settled: [Asked, Settled][];
  let calls: QuoteCalls;
  beforeEach(() => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    settled = [];
    calls = new QuoteCalls((asked, s) => settled.push([asked, s]));
  });
  afterEach(() => clock.uninstall());

  it('asks at once, and reports the answer with what it was asked', async () => {
    const host = handQuote();
    calls.ask(host.quote, { domain: 'a.com', years: 2 }, false);
    await clock.tickAsync(0);
    expect(host.calls.map((c) => [c.domain, c.years])).to.deep.equal([['a.com', 2]]);
    host.calls[0].answer({ currency: 'EUR', total: '1' });
    await clock.tickAsync(0);
    expect(settled).to.deep.equal([[{ domain: 'a.com', years: 2 }, { answer: { currency: 'EUR', total: '1' } }]]);
  });

  it('waits for typing to pause, asking once for the last value', async () => {
    const host = handQuote();
    for (const domain of ['e', 'ex', 'exa.com']) {
      calls.ask(host.quote, { domain, years: 1 }, true);
      await clock.tickAsync(QUOTE_DEBOUNCE - 1);
    }
    expect(host.calls).to.have.length(0);
    await clock.tickAsync(1);
    expect(host.calls.map((c) => c.domain)).to.deep.equal(['exa.com']);
  });

  it('aborts a superseded call and drops its late answer: one call in flight', async () => {
    const host = handQuote();
    calls.ask(host.quote, { domain: 'a.com', years: 1 }, false);
    await clock.tickAsync(0);
    calls.ask(host.quote, { domain: 'a.com', years: 2 }, false);
    await clock.tickAsync(0);
    const [old, current] = host.calls;
    expect(old.signal.aborted).to.equal(true);
    expect(current.signal.aborted).to.equal(false);
    current.answer({ currency: 'EUR', total: '2' });
    await clock.tickAsync(0);
    old.answer({ currency: 'EUR', total: '1' });
    await clock.tickAsync(0);
    expect(settled).to.deep.equal([[{ domain: 'a.com', years: 2 }, { answer: { currency: 'EUR', total: '2' } }]]);
  });

  it('gives up after 5 s, aborting the call, and counts it failed', async () => {
    const host = handQuote();
    calls.ask(host.quote, { domain: 'a.com', years: 1 }, false);
    await clock.tickAsync(QUOTE_BOUND - 1);
    expect(settled).to.have.length(0);
    await clock.tickAsync(1);
    expect(host.calls[0].signal.aborted).to.equal(true);
    expect(settled[0][1]).to.have.property('failure').that.matches(/^quote did not answer within 5 s/);
    host.calls[0].answer({ currency: 'EUR', total: '1' });
    await clock.tickAsync(0);
    expect(settled).to.have.length(1);
  });

  it('counts a rejection and a throw as failures', async () => {
    const host = handQuote();
    calls.ask(host.quote, { domain: 'a.com', years: 1 }, false);
    await clock.tickAsync(0);
    host.calls[0].fail();
    await clock.tickAsync(0);
    calls.ask((() => { throw new Error('sync'); }) as never, { domain: 'b.com', years: 1 }, false);
    await clock.tickAsync(0);
    expect(settled.map(([, s]) => s)).to.deep.equal([{ failure: 'quote rejected or threw; no price is shown.' }, { failure: 'quote rejected or threw; no price is shown.' }]);
  });

  it('stop() aborts the call in flight and the one waiting', async () => {
    const host = handQuote();
    calls.ask(host.quote, { domain: 'a.com', years: 1 }, false);
    await clock.tickAsync(0);
    calls.ask(host.quote, { domain: 'ab.com', years: 1 }, true);
    calls.stop();
    await clock.tickAsync(QUOTE_BOUND * 2);
    expect(host.calls).to.have.length(1);
    expect(host.calls[0].signal.aborted).to.equal(true);
    expect(settled).to.have.length(0);
  });
});
