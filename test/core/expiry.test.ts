import { expect } from '@open-wc/testing';
import {
  deadlineOnClientClock,
  expiryToMs,
  formatCountdown,
  milestoneToAnnounce,
  MILESTONES,
  secondsLeft,
  WARNING_SECONDS,
} from '../../src/core/expiry.js';

describe('expiryToMs', () => {
  it('reads a value of millisecond magnitude as ms', () => {
    expect(expiryToMs(1_700_000_000_000)).to.equal(1_700_000_000_000);
    expect(expiryToMs(1e12)).to.equal(1e12);
  });

  it('reads a value below 10^12 as seconds', () => {
    expect(expiryToMs(1_700_000_000)).to.equal(1_700_000_000_000);
    expect(expiryToMs(999_999_999_999)).to.equal(999_999_999_999_000);
    expect(expiryToMs(1)).to.equal(1000);
  });
});

describe('deadlineOnClientClock', () => {
  it("moves the service's deadline onto this clock by the service's lead", () => {
    // The service runs 10 minutes ahead: its deadline comes 10 minutes earlier on our clock.
    expect(deadlineOnClientClock(1_700_000_900_000, 600_000)).to.equal(1_700_000_300_000);
    expect(deadlineOnClientClock(1_700_000_900_000, -600_000)).to.equal(1_700_001_500_000);
    expect(deadlineOnClientClock(1_700_000_900_000, 0)).to.equal(1_700_000_900_000);
  });

  it('applies the seconds rule before the correction', () => {
    expect(deadlineOnClientClock(1_700_000_900, 600_000)).to.equal(1_700_000_300_000);
  });
});

describe('secondsLeft', () => {
  const deadline = 1_700_000_000_000;

  it('rounds up, so the last second shows until the deadline itself', () => {
    expect(secondsLeft(deadline, deadline - 1000)).to.equal(1);
    expect(secondsLeft(deadline, deadline - 1)).to.equal(1);
    expect(secondsLeft(deadline, deadline - 1001)).to.equal(2);
    expect(secondsLeft(deadline, deadline - 900_000)).to.equal(900);
    expect(secondsLeft(deadline, deadline - 899_999)).to.equal(900);
  });

  it('is 0 at the deadline and after it, never negative', () => {
    expect(secondsLeft(deadline, deadline)).to.equal(0);
    expect(secondsLeft(deadline, deadline + 1)).to.equal(0);
    expect(secondsLeft(deadline, deadline + 3_600_000)).to.equal(0);
  });
});

describe('formatCountdown', () => {
  const cases: [number, string][] = [
    [0, '0:00'],
    [1, '0:01'],
    [59, '0:59'],
    [60, '1:00'],
    [61, '1:01'],
    [600, '10:00'],
    [899, '14:59'],
    [900, '15:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36_000, '10:00:00'],
    [-5, '0:00'],
  ];
  for (const [seconds, text] of cases) {
    it(`shows ${seconds} s as ${text}`, () => expect(formatCountdown(seconds)).to.equal(text));
  }
});

describe('milestoneToAnnounce', () => {
  it('announces nothing before the first milestone is crossed', () => {
    expect(milestoneToAnnounce(900, 900)).to.equal(undefined);
    expect(milestoneToAnnounce(601, 900)).to.equal(undefined);
  });

  it('announces the milestone most recently crossed, and keeps it until the next', () => {
    expect(milestoneToAnnounce(600, 900)).to.equal(600);
    expect(milestoneToAnnounce(301, 900)).to.equal(600);
    expect(milestoneToAnnounce(300, 900)).to.equal(300);
    expect(milestoneToAnnounce(61, 900)).to.equal(120);
    expect(milestoneToAnnounce(30, 900)).to.equal(30);
    expect(milestoneToAnnounce(1, 900)).to.equal(10);
  });

  it('never announces a milestone the window started below (70 s is not "2 minutes left")', () => {
    expect(milestoneToAnnounce(70, 70)).to.equal(undefined);
    expect(milestoneToAnnounce(61, 70)).to.equal(undefined);
    expect(milestoneToAnnounce(60, 70)).to.equal(60);
    // A window of exactly 10 minutes starts at its milestone: nothing crossed yet.
    expect(milestoneToAnnounce(600, 600)).to.equal(undefined);
    expect(milestoneToAnnounce(300, 600)).to.equal(300);
  });

  it('changes only at milestones while counting down second by second', () => {
    for (const start of [900, 600, 70, 45, 5]) {
      const changes: number[] = [];
      let last: number | undefined;
      for (let s = start; s >= 0; s -= 1) {
        const now = milestoneToAnnounce(s, start);
        if (now !== last) changes.push(s);
        last = now;
      }
      expect(changes, `window of ${start} s`).to.deep.equal(MILESTONES.filter((m) => m < start));
    }
  });

  it('after a jump (sleep) announces the milestone just crossed, not every one skipped', () => {
    expect(milestoneToAnnounce(25, 900)).to.equal(30);
  });
});

describe('WARNING_SECONDS', () => {
  it('is the last minute', () => expect(WARNING_SECONDS).to.equal(60));
});
