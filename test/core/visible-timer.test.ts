/**
 * VisibleTimer, the one timer of the countdown and the status poller: woken by its clock (under a
 * fake one) and, while listening, by the page's `visibilitychange`; stopped, by neither.
 */
import { expect } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { VisibleTimer } from '../../src/core/visible-timer.js';

describe('VisibleTimer', () => {
  let clock: Clock;
  let wakes: number;
  let timer: VisibleTimer;
  beforeEach(() => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    wakes = 0;
    timer = new VisibleTimer(() => (wakes += 1));
  });
  afterEach(() => {
    timer.stop();
    clock.uninstall();
  });
  const pageShownOrHidden = () => document.dispatchEvent(new Event('visibilitychange'));

  it('wakes once after the time asked, a later wake-up in place of an earlier one', () => {
    timer.after(1_000);
    timer.after(3_000);
    clock.tick(2_999);
    expect(wakes).to.equal(0);
    clock.tick(1);
    expect(wakes).to.equal(1);
    clock.tick(10_000);
    expect(wakes, 'once').to.equal(1);
    expect(clock.countTimers()).to.equal(0);
  });

  it('wakes when the page is shown or hidden only while listening, and stop ends both', () => {
    pageShownOrHidden();
    expect(wakes, 'not listening').to.equal(0);
    timer.listen(true);
    timer.listen(true);
    pageShownOrHidden();
    expect(wakes, 'one listener, however often asked').to.equal(1);
    timer.after(1_000);
    timer.stop();
    pageShownOrHidden();
    clock.tick(5_000);
    expect(wakes).to.equal(1);
    expect(clock.countTimers()).to.equal(0);
  });
});
