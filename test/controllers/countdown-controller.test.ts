/**
 * The countdown on a bare Lit host, under a fake clock (`Date`, `setTimeout` and `clearTimeout`
 * only: promises and the DOM run for real): the seconds shown follow the deadline and the clock,
 * zero comes once and at the deadline, and an element out of the page never fires.
 */
import { expect, fixture, html } from '@open-wc/testing';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { LitElement } from 'lit';
import { CountdownController } from '../../src/controllers/countdown-controller.js';

class CountdownHost extends LitElement {
  zeros = 0;
  readonly countdown = new CountdownController(this, () => (this.zeros += 1));
  override render() {
    return html`${this.countdown.seconds}`;
  }
}
customElements.define('countdown-host', CountdownHost);

const shown = (el: CountdownHost) => el.shadowRoot!.textContent!.trim();

describe('CountdownController', () => {
  let clock: Clock;
  let el: CountdownHost;
  beforeEach(async () => {
    el = await fixture<CountdownHost>(html`<countdown-host></countdown-host>`);
    clock = FakeTimers.install({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 1_800_000_000_000 });
  });
  afterEach(() => clock.uninstall());

  it('shows the whole seconds left, one a second, and ends once at the deadline', async () => {
    el.countdown.start(Date.now() + 3000);
    await el.updateComplete;
    expect(shown(el)).to.equal('3');
    expect(el.countdown.startSeconds).to.equal(3);
    clock.tick(1000);
    await el.updateComplete;
    expect(shown(el)).to.equal('2');
    clock.tick(1999);
    await el.updateComplete;
    expect(shown(el)).to.equal('1');
    expect(el.zeros).to.equal(0);
    clock.tick(1);
    await el.updateComplete;
    expect(shown(el)).to.equal('0');
    expect(el.zeros).to.equal(1);
    expect(el.countdown.running).to.equal(false);
    clock.tick(10_000);
    expect(el.zeros, 'zero comes once').to.equal(1);
  });

  it('reads the clock, not its ticks: a tab whose timers were held back shows the real time left', async () => {
    el.countdown.start(Date.now() + 60_000);
    await el.updateComplete;
    // The clock moves on with no timer fired, as in a throttled background tab; the tab coming back recomputes.
    clock.setSystemTime(Date.now() + 42_500);
    document.dispatchEvent(new Event('visibilitychange'));
    await el.updateComplete;
    expect(shown(el)).to.equal('18');
  });

  it('never fires while out of the page, and ends as soon as it is back after the deadline', async () => {
    el.countdown.start(Date.now() + 2000);
    const parent = el.parentNode!;
    el.remove();
    clock.tick(5000);
    expect(el.zeros).to.equal(0);
    parent.appendChild(el);
    await el.updateComplete;
    expect(el.zeros).to.equal(1);
    expect(shown(el)).to.equal('0');
  });

  it('started while out of the page, counts from when it is back', async () => {
    const parent = el.parentNode!;
    el.remove();
    el.countdown.start(Date.now() + 10_000);
    clock.tick(3000);
    parent.appendChild(el);
    await el.updateComplete;
    expect(shown(el)).to.equal('7');
    expect(el.countdown.startSeconds, 'the seconds left when it was started').to.equal(10);
  });

  it('stopped, ends without firing', async () => {
    el.countdown.start(Date.now() + 2000);
    el.countdown.stop();
    clock.tick(5000);
    expect(el.zeros).to.equal(0);
    expect(el.countdown.running).to.equal(false);
  });
});
