import { expect } from '@open-wc/testing';
import {
  AWAITING,
  countdownRuns,
  followedProgress,
  nextProgress,
  readPaymentStatus,
  stillDue,
  type PaymentProgress,
  type PaymentStatus,
} from '../../src/payment/payment-status.js';
import { sameStatus } from '../../src/payment-screen/status-poller.js';

const PENDING: PaymentStatus = { state: 'pending' };
const SEEN: PaymentStatus = { state: 'seen' };
const CONFIRMED: PaymentStatus = { state: 'confirmed' };
const underpaid = (received: string): PaymentStatus => ({ state: 'underpaid', received });

describe('readPaymentStatus', () => {
  it('reads each status of the contract', () => {
    for (const status of [PENDING, SEEN, CONFIRMED, underpaid('0.0001'), underpaid('12'), underpaid('0.5')]) {
      expect(readPaymentStatus(status), JSON.stringify(status)).to.deep.equal({ ok: true, status });
    }
  });

  it('keeps only the fields of the contract', () => {
    const reading = readPaymentStatus({ state: 'seen', txid: 'abc', received: '1' });
    expect(reading).to.deep.equal({ ok: true, status: SEEN });
    const short = readPaymentStatus({ state: 'underpaid', received: '0.1', extra: { deep: true } });
    expect(short).to.deep.equal({ ok: true, status: underpaid('0.1') });
  });

  it('ignores anything else with a reason, and never throws', () => {
    const bad: unknown[] = [
      undefined,
      null,
      'seen',
      42,
      [],
      [{ state: 'seen' }],
      {},
      { state: 'paid' },
      { state: 'SEEN' },
      { state: 'underpaid' },
      { state: 'underpaid', received: 0.0001 },
      { state: 'underpaid', received: '' },
      { state: 'underpaid', received: '0' },
      { state: 'underpaid', received: '0.000' },
      { state: 'underpaid', received: '-1' },
      { state: 'underpaid', received: '1e-4' },
      { state: 'underpaid', received: '1,5' },
      { state: 'underpaid', received: '.5' },
      { state: 'underpaid', received: '5.' },
      { state: 'underpaid', received: ' 1' },
      { state: 'underpaid', received: '1'.repeat(41) },
    ];
    for (const value of bad) {
      const reading = readPaymentStatus(value);
      expect(reading.ok, JSON.stringify(value) ?? String(value)).to.equal(false);
      if (!reading.ok) expect(reading.reason).to.match(/\w{3}/);
    }
  });

  it('names what is wrong', () => {
    const reason = (value: unknown) => {
      const reading = readPaymentStatus(value);
      return reading.ok ? '' : reading.reason;
    };
    expect(reason({ state: 'paid' })).to.include('"underpaid"');
    expect(reason({ state: 'underpaid', received: 1 })).to.include('received');
    expect(reason('seen')).to.include('object');
  });

  it('survives a value whose getters throw', () => {
    const hostile = {
      get state(): string {
        throw new Error('boom');
      },
    };
    expect(() => readPaymentStatus(hostile)).not.to.throw();
    expect(readPaymentStatus(hostile).ok).to.equal(false);
  });
});

describe('sameStatus', () => {
  it('compares the state and what was received', () => {
    expect(sameStatus(undefined, PENDING)).to.equal(false);
    expect(sameStatus(SEEN, { state: 'seen' })).to.equal(true);
    expect(sameStatus(SEEN, CONFIRMED)).to.equal(false);
    expect(sameStatus(underpaid('0.1'), underpaid('0.1'))).to.equal(true);
    expect(sameStatus(underpaid('0.1'), underpaid('0.2'))).to.equal(false);
  });
});

describe('nextProgress', () => {
  const confirming: PaymentProgress = { state: 'confirming' };
  const paid: PaymentProgress = { state: 'paid' };
  const expired: PaymentProgress = { state: 'expired', late: false };

  it('moves the payment screen to confirming when the payment is seen, and to paid when confirmed', () => {
    expect(nextProgress(AWAITING, SEEN)).to.deep.equal(confirming);
    expect(nextProgress(confirming, CONFIRMED)).to.deep.equal(paid);
    // A host that learns of a payment only once it is confirmed skips the middle.
    expect(nextProgress(AWAITING, CONFIRMED)).to.deep.equal(paid);
  });

  it('keeps the payment screen for an underpayment, with what was received', () => {
    const short = nextProgress(AWAITING, underpaid('0.0001'));
    expect(short).to.deep.equal({ state: 'awaiting-payment', received: '0.0001', expires: true });
    expect(nextProgress(short, underpaid('0.0002'))).to.deep.equal({ state: 'awaiting-payment', received: '0.0002', expires: true });
    // The rest sent and seen, then confirmed.
    expect(nextProgress(short, SEEN)).to.deep.equal(confirming);
    expect(nextProgress(short, CONFIRMED)).to.deep.equal(paid);
  });

  it('asks for the rest of a payment found short after it was seen, and lets no countdown close it', () => {
    const short = nextProgress(confirming, underpaid('0.0001'));
    expect(short).to.deep.equal({ state: 'awaiting-payment', received: '0.0001', expires: false });
    expect(countdownRuns(short)).to.equal(false);
    expect(nextProgress(short, underpaid('0.00015'))).to.deep.equal({ state: 'awaiting-payment', received: '0.00015', expires: false });
  });

  it('never moves back to waiting: a pending status changes nothing', () => {
    for (const progress of [AWAITING, confirming, paid, expired, nextProgress(AWAITING, underpaid('1'))]) {
      expect(nextProgress(progress, PENDING)).to.equal(progress);
    }
    expect(nextProgress(confirming, SEEN)).to.equal(confirming);
  });

  it('keeps paid final, whatever comes after', () => {
    for (const status of [PENDING, SEEN, CONFIRMED, underpaid('0.1')]) expect(nextProgress(paid, status)).to.equal(paid);
  });

  it('turns an expired payment into a late one for any news of money, never back into a payment screen', () => {
    for (const status of [SEEN, CONFIRMED]) {
      expect(nextProgress(expired, status), status.state).to.deep.equal({ state: 'expired', late: true });
    }
    // What arrived, where the host said it: for the support copy.
    expect(nextProgress(expired, underpaid('0.1'))).to.deep.equal({ state: 'expired', late: true, received: '0.1' });
    const late = nextProgress(expired, SEEN);
    expect(nextProgress(late, CONFIRMED)).to.equal(late);
  });

  it('returns the same object when nothing changes, so a caller can tell', () => {
    const short = nextProgress(AWAITING, underpaid('0.5'));
    expect(nextProgress(short, underpaid('0.5'))).to.equal(short);
  });
});

describe('countdownRuns', () => {
  it('runs on the payment screen until the payment was seen, and nowhere else', () => {
    expect(countdownRuns(AWAITING)).to.equal(true);
    expect(countdownRuns(nextProgress(AWAITING, underpaid('0.1')))).to.equal(true);
    expect(countdownRuns(nextProgress(AWAITING, SEEN))).to.equal(false);
    expect(countdownRuns({ state: 'paid' })).to.equal(false);
    expect(countdownRuns({ state: 'expired', late: false })).to.equal(false);
  });
});

describe('stillDue', () => {
  it('subtracts exactly, in the asset\'s units', () => {
    expect(stillDue(0.00042137, '0.0002')).to.equal('0.00022137');
    expect(stillDue(0.3, '0.1')).to.equal('0.2');
    expect(stillDue(95, '38')).to.equal('57');
    expect(stillDue(0.0061, '0.000000000000000001')).to.equal('0.006099999999999999');
    expect(stillDue(1e-8, '0.000000001')).to.equal('0.000000009');
  });

  it('is nothing when what was received covers the amount', () => {
    expect(stillDue(0.00042137, '0.00042137')).to.equal(undefined);
    expect(stillDue(0.00042137, '0.00042138')).to.equal(undefined);
    expect(stillDue(0.5, '12')).to.equal(undefined);
  });
});

describe('followedProgress', () => {
  const awaiting: PaymentProgress = { state: 'awaiting-payment', expires: true };
  it('keeps what arrived on paid (more than the amount too) and on a late payment, for the support copy', () => {
    expect(followedProgress(awaiting, { state: 'confirmed', received: '0.00025', extra: '0.00004', txHash: 'abc' })).to.deep.equal({
      state: 'paid',
      txHash: 'abc',
      received: '0.00025',
      extra: '0.00004',
    });
    const expired: PaymentProgress = { state: 'expired', late: false };
    for (const status of [
      { state: 'seen', received: '0.0002', depth: 0, of: 1 },
      { state: 'confirmed', received: '0.0002' },
      { state: 'underpaid', received: '0.0002' },
    ] as const) {
      expect(followedProgress(expired, status), status.state).to.deep.equal({ state: 'expired', late: true, received: '0.0002' });
    }
  });
});
