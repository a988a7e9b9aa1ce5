/**
 * The status poller on a bare Lit host, under a fake clock (only `Date`, `setTimeout` and
 * `clearTimeout` are faked: promises and the DOM run for real). The page is made visible or
 * hidden for real through the test server, as a buyer switching to a wallet app does.
 */
import { expect, fixture, html } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { LitElement } from 'lit';
import type { PaymentIds } from '../../src/payment/payment-ids.js';
import { readPaymentStatus } from '../../src/payment/payment-status.js';
import { CALL_TIMEOUT_MS, MAX_POLL_MS, POLL_MS, pollDelay, StatusPoller } from '../../src/payment-screen/status-poller.js';
import type { PaymentStatus } from '../../src/payment/payment-status.js';
import { onlyIn } from '../helpers/engine.js';
import { HIDING_ENGINES, setPageVisible } from '../helpers/page-visibility.js';

class PollerHost extends LitElement {
  reported: PaymentStatus[] = [];
  refused: string[] = [];
  readonly poller = new StatusPoller(
    this,
    readPaymentStatus,
    (status) => this.reported.push(status),
    (reason) => this.refused.push(reason),
  );
}
customElements.define('poller-host', PollerHost);

const IDS: PaymentIds = { orderId: '0c6a4d1e-46e4-4c57-9d0c-3b2b5f8f5a10', paymentId: '5b1f7f52-5d7c-4a43-8f6b-5b1e2c6a9e07' };

/** A source the test answers by hand: each call waits until the test settles it. */
function scriptedSource() {
  const calls: { ids: PaymentIds; resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const source = (ids: PaymentIds) =>
    new Promise((resolve, reject) => {
      calls.push({ ids, resolve, reject });
    });
  return { source, calls };
}

const setVisible = setPageVisible;

let clock: Clock;

async function mount(): Promise<PollerHost> {
  const el = await fixture<PollerHost>(html`<poller-host></poller-host>`);
  clock = FakeTimers.withGlobal(window).install({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  return el;
}

/** Lets answers already given reach the poller (their promises settle in microtasks). */
const settle = () => clock.tickAsync(0);

before(() => setVisible(true));
afterEach(() => clock?.uninstall());
after(() => setVisible(true));

describe('pollDelay', () => {
  it('waits 5 s, then backs off 10, 20 and 30 s after failures, never longer', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map(pollDelay)).to.deep.equal([5000, 10000, 20000, 30000, 30000, 30000, 30000]);
    expect(POLL_MS).to.equal(5000);
    expect(MAX_POLL_MS).to.equal(30000);
  });
});

describe('StatusPoller', () => {
  it('asks at once, then 5 s after each answer, with the payment ids', async () => {
    const el = await mount();
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    expect(calls.length).to.equal(1);
    const { signal, ...ids } = calls[0].ids as typeof IDS & { signal: AbortSignal };
    expect(ids).to.deep.equal(IDS);
    expect(signal, 'a signal the poller aborts after 20 s').to.be.instanceOf(AbortSignal);
    expect(Object.isFrozen(calls[0].ids)).to.equal(true);
    calls[0].resolve({ state: 'pending' });
    await settle();
    await clock.tickAsync(POLL_MS - 1);
    expect(calls.length).to.equal(1);
    await clock.tickAsync(1);
    expect(calls.length).to.equal(2);
    calls[1].resolve({ state: 'pending' });
    await clock.tickAsync(POLL_MS);
    expect(calls.length).to.equal(3);
  });

  it('reports each new status once, in order', async () => {
    const el = await mount();
    const answers: unknown[] = [
      { state: 'pending' },
      { state: 'pending' },
      { state: 'underpaid', received: '0.1' },
      { state: 'underpaid', received: '0.1' },
      { state: 'underpaid', received: '0.15' },
      { state: 'seen' },
      { state: 'seen' },
      { state: 'confirmed' },
    ];
    let i = 0;
    el.poller.start(async () => answers[Math.min(i++, answers.length - 1)], IDS);
    await clock.tickAsync(POLL_MS * answers.length);
    expect(el.reported).to.deep.equal([
      { state: 'pending' },
      { state: 'underpaid', received: '0.1' },
      { state: 'underpaid', received: '0.15' },
      { state: 'seen' },
      { state: 'confirmed' },
    ]);
    expect(el.refused).to.deep.equal([]);
  });

  it('never makes two calls at once: a call is given up after 20 s, a failure, and the next waits its turn', async () => {
    const el = await mount();
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    await clock.tickAsync(CALL_TIMEOUT_MS - 1);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(calls.length, 'one call out').to.equal(1);
    const { signal } = calls[0].ids as unknown as { signal: AbortSignal };
    expect(signal.aborted).to.equal(false);
    await clock.tickAsync(1);
    expect(signal.aborted, 'given up at 20 s').to.equal(true);
    expect(el.refused).to.deep.equal(['failed: no answer in 20 s']);
    // Backing off as after any failure: 10 s, and its late answer changes nothing.
    calls[0].resolve({ state: 'confirmed' });
    await clock.tickAsync(10_000 - 1);
    expect(calls.length).to.equal(1);
    expect(el.reported).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(calls.length).to.equal(2);
    calls[1].resolve({ state: 'seen' });
    await settle();
    expect(el.reported).to.deep.equal([{ state: 'seen' }]);
    expect(calls.length).to.equal(2);
    await clock.tickAsync(POLL_MS);
    expect(calls.length).to.equal(3);
  });

  it('does not start a new payment\'s calls while the old payment\'s call is still out', async () => {
    const el = await mount();
    const first = scriptedSource();
    const second = scriptedSource();
    el.poller.start(first.source, IDS);
    el.poller.start(second.source, { orderId: 'o2', paymentId: 'p2' });
    expect(second.calls.length).to.equal(0);
    first.calls[0].resolve({ state: 'confirmed' });
    await settle();
    // The old payment's answer is for no one; the new one asks at once.
    expect(el.reported).to.deep.equal([]);
    expect(second.calls.length).to.equal(1);
    expect(second.calls[0].ids).to.deep.include({ orderId: 'o2', paymentId: 'p2' });
  });

  it('backs off after failures up to 30 s, and back to 5 s after an answer', async () => {
    const el = await mount();
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    const waits: number[] = [];
    let last = Date.now();
    // Fail six times: a rejection, a thrown error, and answers that are no status.
    const failures = [
      (c: (typeof calls)[0]) => c.reject(new Error('offline')),
      (c: (typeof calls)[0]) => c.reject('plain string'),
      (c: (typeof calls)[0]) => c.resolve(undefined),
      (c: (typeof calls)[0]) => c.resolve({ state: 'paid' }),
      (c: (typeof calls)[0]) => c.resolve('seen'),
      (c: (typeof calls)[0]) => c.reject(new Error('offline')),
    ];
    for (const fail of failures) {
      fail(calls[calls.length - 1]);
      const before = calls.length;
      while (calls.length === before) await clock.tickAsync(1000);
      waits.push(Date.now() - last);
      last = Date.now();
    }
    expect(waits).to.deep.equal([10000, 20000, 30000, 30000, 30000, 30000]);
    expect(el.refused.length).to.equal(6);
    expect(el.refused[0]).to.include('offline');
    expect(el.refused[3]).to.include('state must be');
    calls[calls.length - 1].resolve({ state: 'pending' });
    await settle();
    await clock.tickAsync(POLL_MS);
    expect(Date.now() - last).to.equal(POLL_MS);
    expect(calls.length).to.equal(8);
  });

  it('takes a source that answers at once, or throws at once', async () => {
    const el = await mount();
    let throwing = true;
    el.poller.start(() => {
      if (throwing) throw new Error('not ready');
      return { state: 'seen' };
    }, IDS);
    await settle();
    expect(el.refused).to.deep.equal(['failed: not ready']);
    throwing = false;
    await clock.tickAsync(pollDelay(1));
    expect(el.reported).to.deep.equal([{ state: 'seen' }]);
  });

  it('stops on stop(): no call, no timer, and a late answer changes nothing', async () => {
    const el = await mount();
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    calls[0].resolve({ state: 'pending' });
    await settle();
    expect(clock.countTimers()).to.equal(1);
    await clock.tickAsync(POLL_MS);
    expect(calls.length).to.equal(2);
    el.poller.stop();
    expect(el.poller.polling).to.equal(false);
    expect(clock.countTimers()).to.equal(0);
    calls[1].resolve({ state: 'confirmed' });
    await settle();
    await clock.tickAsync(5 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(calls.length).to.equal(2);
    expect(el.reported).to.deep.equal([{ state: 'pending' }]);
    expect(clock.countTimers()).to.equal(0);
  });

  it('stops when what it reported ends the payment', async () => {
    const el = await mount();
    let calls = 0;
    const stopOnConfirmed = new StatusPoller(el, readPaymentStatus, (status) => {
      if (status.state === 'confirmed') stopOnConfirmed.stop();
    });
    stopOnConfirmed.start(async () => {
      calls += 1;
      return { state: calls < 3 ? 'seen' : 'confirmed' };
    }, IDS);
    await clock.tickAsync(60_000);
    expect(calls).to.equal(3);
    expect(clock.countTimers()).to.equal(0);
  });

  it('stops when the host leaves the page, ignores an answer that arrives meanwhile, and resumes when it is back', async () => {
    const el = await mount();
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    const parent = el.parentElement!;
    el.remove();
    calls[0].resolve({ state: 'seen' });
    await settle();
    expect(clock.countTimers()).to.equal(0);
    await clock.tickAsync(5 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(calls.length).to.equal(1);
    expect(el.reported).to.deep.equal([]);
    parent.append(el);
    await settle();
    expect(calls.length).to.equal(2);
    calls[1].resolve({ state: 'seen' });
    await settle();
    expect(el.reported).to.deep.equal([{ state: 'seen' }]);
  });

  it('makes no second call when the host is moved while a call is out', async () => {
    const el = await mount();
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await settle();
    expect(calls.length).to.equal(1);
    calls[0].resolve({ state: 'seen' });
    await settle();
    expect(el.reported).to.deep.equal([{ state: 'seen' }]);
    await clock.tickAsync(POLL_MS);
    expect(calls.length).to.equal(2);
  });

  it('started before the host is in the page, asks once it is', async () => {
    const el = document.createElement('poller-host') as PollerHost;
    clock = FakeTimers.withGlobal(window).install({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { source, calls } = scriptedSource();
    el.poller.start(source, IDS);
    await clock.tickAsync(60_000);
    expect(calls.length).to.equal(0);
    document.body.append(el);
    await settle();
    expect(calls.length).to.equal(1);
    el.remove();
  });

  describe('in a hidden page', () => {
    afterEach(() => setVisible(true));

    // These two need the page hidden throughout: they run where it stays so (HIDING_ENGINES).
    it('asks nothing while the page is hidden, and asks at once when it shows again', async function () {
      await onlyIn(this, HIDING_ENGINES);
      const el = await mount();
      const { source, calls } = scriptedSource();
      el.poller.start(source, IDS);
      calls[0].resolve({ state: 'pending' });
      await settle();
      await setVisible(false);
      expect(document.visibilityState).to.equal('hidden');
      await clock.tickAsync(10 * 60_000);
      expect(calls.length).to.equal(1);
      expect(clock.countTimers()).to.equal(0);
      await setVisible(true);
      await settle();
      expect(document.visibilityState).to.equal('visible');
      expect(calls.length).to.equal(2);
    });

    it('waits out the rest of the 5 s when the page shows again early', async () => {
      const el = await mount();
      const { source, calls } = scriptedSource();
      el.poller.start(source, IDS);
      calls[0].resolve({ state: 'pending' });
      await settle();
      await setVisible(false);
      await clock.tickAsync(2000);
      await setVisible(true);
      await settle();
      expect(calls.length).to.equal(1);
      await clock.tickAsync(POLL_MS - 2000);
      expect(calls.length).to.equal(2);
    });

    it('does not start in a hidden page, until it shows', async function () {
      await onlyIn(this, HIDING_ENGINES);
      await setVisible(false);
      const el = await mount();
      const { source, calls } = scriptedSource();
      el.poller.start(source, IDS);
      await clock.tickAsync(60_000);
      expect(calls.length).to.equal(0);
      await setVisible(true);
      await settle();
      expect(calls.length).to.equal(1);
    });
  });
});
