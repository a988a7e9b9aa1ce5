/** The crypto element's payment settings, read where they enter: what each host value becomes, and what the developer is told. */
import { expect } from '@open-wc/testing';
import { readTrackingSettings } from '../../src/form/tracking-settings.js';

const read = (input: Partial<Parameters<typeof readTrackingSettings>[0]>) =>
  readTrackingSettings({ persist: undefined, paymentStatus: undefined, paymentStatusSource: undefined, chainReads: undefined, confirmations: undefined, explorers: undefined, ...input });

describe('readTrackingSettings', () => {
  it('keeps the payment for the tab by default, and nothing for "none" or a mode it does not know (said once)', () => {
    expect(read({}).persist).to.equal('session');
    expect(read({ persist: '' }).persist).to.equal('session');
    expect(read({ persist: 'none' })).to.deep.include({ persist: 'none', warnings: [] });
    expect(read({ persist: 'local' })).to.deep.include({
      persist: 'none',
      warnings: ['persist must be "session" or "none"; nothing is kept for this tab.'],
    });
  });

  it("reads the host's status, the same object for the same value (a session applies it once), and ignores one that is no status", () => {
    const seen = { state: 'seen' };
    const first = read({ paymentStatus: seen }).status;
    expect(first).to.deep.equal({ state: 'seen' });
    expect(read({ paymentStatus: seen }).status, 'read once').to.equal(first);
    expect(read({ paymentStatus: { state: 'seen' } }).status, 'a new value is new').not.to.equal(first);
    expect(read({ paymentStatus: { state: 'underpaid', received: '0.1', extra: 1 } }).status).to.deep.equal({ state: 'underpaid', received: '0.1' });
    const wrong = read({ paymentStatus: { state: 'done' } });
    expect(wrong.status).to.equal(undefined);
    expect(wrong.warnings).to.deep.equal(['paymentStatus ignored: state must be "pending", "seen", "confirmed" or "underpaid"']);
    expect(read({ paymentStatus: 'seen' }).warnings[0]).to.match(/^paymentStatus ignored: /);
  });

  it('takes a status source only when it is a function', () => {
    const source = async () => ({ state: 'pending' });
    expect(read({ paymentStatusSource: source }).source).to.equal(source);
    expect(read({ paymentStatusSource: null })).to.deep.include({ source: undefined, warnings: [] });
    expect(read({ paymentStatusSource: 'poll' })).to.deep.include({ source: undefined, warnings: ['paymentStatusSource must be a function.'] });
  });
});
