import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { fromMinorUnits, toMinorUnits, totalFor } from '../../src/price/money.js';
import { checkProperty } from '../helpers/property-runs.js';

/** A plain decimal with at most `minor` places, as a host writes a price. */
const price = (minor: number) =>
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: minor })).map(([units, places]) => {
    const text = units.toString();
    return places ? `${text}.${(units % 10n ** BigInt(places)).toString().padStart(places, '0')}` : text;
  });

/**
 * The reference: the same sum written out digit by digit, as on paper (the first price plus the
 * renewal added N - 1 times, each addition column by column from the right), never through BigInt
 * multiplication nor through a float.
 */
function paperTotal(first: string, renewal: string, years: number, minor: number): string {
  const aligned = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    return whole + fraction.padEnd(minor, '0');
  };
  const add = (a: string, b: string) => {
    let out = '';
    let carry = 0;
    for (let i = 1; i <= Math.max(a.length, b.length); i += 1) {
      const digit = Number(a[a.length - i] ?? 0) + Number(b[b.length - i] ?? 0) + carry;
      out = String(digit % 10) + out;
      carry = digit >= 10 ? 1 : 0;
    }
    return (carry ? '1' : '') + out;
  };
  let sum = aligned(first);
  for (let n = 1; n < years; n += 1) sum = add(sum, aligned(renewal));
  const digits = sum.replace(/^0+(?=\d)/, '').padStart(minor + 1, '0');
  return minor ? `${digits.slice(0, -minor)}.${digits.slice(-minor)}` : digits;
}

describe('toMinorUnits', () => {
  it('reads a plain decimal in minor units, never rounding', () => {
    expect(toMinorUnits('9.99', 2)).to.equal(999n);
    expect(toMinorUnits('10', 2)).to.equal(1000n);
    expect(toMinorUnits('10.5', 2)).to.equal(1050n);
    expect(toMinorUnits('0.001', 3)).to.equal(1n);
    expect(toMinorUnits('1500', 0)).to.equal(1500n);
    expect(toMinorUnits('12345678901234567.89', 2)).to.equal(1234567890123456789n);
  });

  it('refuses more places than the minor unit, a sign, an exponent, grouping, spaces and anything else', () => {
    for (const [text, minor] of [
      ['9.999', 2], ['10.5', 0], ['-1', 2], ['+1', 2], ['1e2', 2], ['1E2', 2], ['1,000', 2], ['1 000', 2], [' 1', 2], ['1 ', 2],
      ['1.', 2], ['.5', 2], ['', 2], ['١٢', 2], ['0x10', 2], ['<b>1</b>', 2], ['1_000', 2], ['Infinity', 2], ['NaN', 2], ['9'.repeat(31), 2],
    ] as const) {
      expect(toMinorUnits(text, minor), `${text} (${minor})`).to.equal(undefined);
    }
  });
});

describe('fromMinorUnits', () => {
  it('writes the minor unit’s places exactly', () => {
    expect(fromMinorUnits(2598n, 2)).to.equal('25.98');
    expect(fromMinorUnits(5n, 2)).to.equal('0.05');
    expect(fromMinorUnits(0n, 3)).to.equal('0.000');
    expect(fromMinorUnits(1500n, 0)).to.equal('1500');
  });
});

describe('totalFor', () => {
  it('adds N - 1 renewals to the first year', () => {
    expect(fromMinorUnits(totalFor(2, 999n, 1599n), 2)).to.equal('25.98');
    expect(fromMinorUnits(totalFor(1, 999n, 1599n), 2)).to.equal('9.99');
    expect(fromMinorUnits(totalFor(10, 999n, 999n), 2)).to.equal('99.90');
  });

  it('equals the total added up on paper, for random prices, periods and minor units (property)', async () => {
    const cases = fc.integer({ min: 0, max: 4 }).chain((minor) => fc.tuple(fc.constant(minor), price(minor), price(minor), fc.integer({ min: 1, max: 100 })));
    await checkProperty(
      'price total',
      fc.property(cases, ([minor, first, renewal, years]) => {
        const total = totalFor(years, toMinorUnits(first, minor)!, toMinorUnits(renewal, minor)!);
        expect(fromMinorUnits(total, minor)).to.equal(paperTotal(first, renewal, years, minor));
      }),
      300,
    );
  });
});
