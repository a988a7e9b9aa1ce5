/**
 * The checks every chain reader puts an endpoint's answer through: hex quantities and counts read
 * exactly or not at all, and a read that bails out ends as a value with its reason, never a throw.
 */
import { expect } from '@open-wc/testing';
import { bad, got, hexNumber, hexUnits, isCount, must, settle } from '../../src/chain/reader.js';

describe('chain/reader', () => {
  it('reads a hex quantity exactly, however large, and nothing else', () => {
    expect(hexUnits('0x0')).to.equal(0n);
    expect(hexUnits('0xDE0B6B3A7640000')).to.equal(10n ** 18n);
    expect(hexUnits('0x' + 'f'.repeat(64))).to.equal(2n ** 256n - 1n);
    for (const wrong of ['0x', '0x' + 'f'.repeat(65), '10', '0x-1', '0x1.5', ' 0x1', 16, 16n, null, undefined, {}, ['0x1']]) {
      expect(hexUnits(wrong), String(wrong)).to.equal(undefined);
    }
  });

  it('reads a block number only where it is a safe integer', () => {
    expect(hexNumber('0x2105')).to.equal(8453);
    expect(hexNumber('0x' + Number.MAX_SAFE_INTEGER.toString(16))).to.equal(Number.MAX_SAFE_INTEGER);
    expect(hexNumber('0x' + (BigInt(Number.MAX_SAFE_INTEGER) + 1n).toString(16))).to.equal(undefined);
    expect(hexNumber(8453)).to.equal(undefined);
  });

  it('counts whole numbers from zero only', () => {
    expect([0, 1, 800_000, Number.MAX_SAFE_INTEGER].every(isCount)).to.equal(true);
    expect([-1, 1.5, Number.MAX_SAFE_INTEGER + 1, NaN, Infinity, '1', null, undefined].some(isCount)).to.equal(false);
  });

  it('settles a read: its value, or the reason it bailed out with', async () => {
    expect(await settle(async () => must(hexNumber('0x1'), 'a block number'))).to.deep.equal({ ok: true, value: 1 });
    expect(await settle(async () => must(hexNumber('tall'), 'a block number'))).to.deep.equal({ ok: false, reason: 'answered a block number of the wrong type' });
    expect(await settle(async () => bad('a log'))).to.deep.equal({ ok: false, reason: 'answered a log of the wrong type' });
  });

  it('passes on the reason of a failed read from below', async () => {
    expect(await settle(async () => got({ ok: false, reason: 'answered HTTP 500' }))).to.deep.equal({ ok: false, reason: 'answered HTTP 500' });
    expect(await settle(async () => got({ ok: true, value: [1] }))).to.deep.equal({ ok: true, value: [1] });
  });

  it('turns anything else a hostile answer breaks into a failed read, never a throw', async () => {
    const hostile = JSON.parse('{"vout": {"length": 1e400}}') as { vout: unknown[] };
    const read = await settle(async () => Array.from(hostile.vout).length);
    expect(read.ok).to.equal(false);
    expect(!read.ok && read.reason).to.match(/^answered something unreadable \(RangeError/);
  });
});
