import { expect } from '@open-wc/testing';
import {
  decimalEquals,
  formatDecimal,
  isWholeDecimal,
  multiplyDecimal,
  parseDecimal,
  shiftDecimal,
  toPlainDecimal,
  type Decimal,
} from '../../src/core/decimal.js';

function parsed(text: string): Decimal {
  const value = parseDecimal(text);
  if (!value) throw new Error(`expected ${JSON.stringify(text)} to parse`);
  return value;
}

describe('parseDecimal', () => {
  const accepted: [string, string][] = [
    ['0.00021', '0.00021'],
    ['12', '12'],
    ['12.50', '12.5'],
    ['0', '0'],
    ['0.000', '0'],
    ['007', '7'],
    ['2.014e18', '2014000000000000000'],
    ['1E-8', '0.00000001'],
    ['+3e2', '300'],
    ['-1.5', '-1.5'],
    ['1e+3', '1000'],
    ['1.5e-1', '0.15'],
  ];
  for (const [text, plain] of accepted) {
    it(`reads ${JSON.stringify(text)} as ${plain}`, () => {
      expect(formatDecimal(parsed(text))).to.equal(plain);
    });
  }

  const refused = [
    '',
    ' ',
    ' 1',
    '1 ',
    '1 000',
    '0x10',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e',
    '1e+',
    'e5',
    '1.2.3',
    '1..2',
    '.5',
    '5.',
    '1,5',
    '--1',
    '١',
    '1e401',
    '1e-401',
    '1e99999999999999999999',
  ];
  for (const text of refused) {
    it(`refuses ${JSON.stringify(text)}`, () => {
      expect(parseDecimal(text)).to.equal(undefined);
    });
  }

  it('caps the number of digits', () => {
    expect(parseDecimal('1'.repeat(400))).to.not.equal(undefined);
    expect(parseDecimal('1'.repeat(401))).to.equal(undefined);
    expect(parseDecimal(`0.${'0'.repeat(400)}`)).to.equal(undefined);
  });

  it('accepts the exponent limit', () => {
    expect(formatDecimal(parsed('1e400'))).to.equal(`1${'0'.repeat(400)}`);
    expect(formatDecimal(parsed('1e-400'))).to.equal(`0.${'0'.repeat(399)}1`);
  });
});

describe('toPlainDecimal', () => {
  const cases: [number, string][] = [
    [1e-8, '0.00000001'],
    [1.5e21, '1500000000000000000000'],
    [0.1, '0.1'],
    [12, '12'],
    [123.456, '123.456'],
    [1e21, '1000000000000000000000'],
    [0.000001, '0.000001'],
    [1e-7, '0.0000001'],
    [0, '0'],
    [-0, '0'],
    [-2.5e-7, '-0.00000025'],
    [0.1 + 0.2, '0.30000000000000004'],
    [5e-324, `0.${'0'.repeat(323)}5`],
    [1.7976931348623157e308, `17976931348623157${'0'.repeat(292)}`],
  ];
  for (const [n, plain] of cases) {
    it(`writes ${String(n)} as ${plain.length > 40 ? `${plain.slice(0, 20)}…(${plain.length} chars)` : plain}`, () => {
      expect(toPlainDecimal(n)).to.equal(plain);
    });
  }

  it('reads back as the same number', () => {
    for (const n of [5e-324, 1.7976931348623157e308, 0.1, 1e-8, 123.456, 2 ** 53 + 2, 1 / 3]) {
      expect(Number(toPlainDecimal(n))).to.equal(n);
    }
  });

  it('refuses non-finite numbers', () => {
    expect(() => toPlainDecimal(NaN)).to.throw(RangeError);
    expect(() => toPlainDecimal(Infinity)).to.throw(RangeError);
    expect(() => toPlainDecimal(-Infinity)).to.throw(RangeError);
  });
});

describe('decimal arithmetic', () => {
  it('compares by value, not by spelling', () => {
    expect(decimalEquals(parsed('1.50'), parsed('1.5'))).to.equal(true);
    expect(decimalEquals(parsed('0.000210'), parsed('0.00021'))).to.equal(true);
    expect(decimalEquals(parsed('2.1e17'), parsed('210000000000000000'))).to.equal(true);
    expect(decimalEquals(parsed('0'), parsed('-0.0'))).to.equal(true);
    expect(decimalEquals(parsed('0.00021'), parsed('0.00022'))).to.equal(false);
    expect(decimalEquals(parsed('1'), parsed('-1'))).to.equal(false);
  });

  it('compares unnormalized values too', () => {
    expect(decimalEquals({ digits: 1500n, scale: 3 }, { digits: 15n, scale: 1 })).to.equal(true);
    expect(decimalEquals({ digits: 3n, scale: -2 }, { digits: 300n, scale: 0 })).to.equal(true);
  });

  it('shifts ether to wei exactly', () => {
    expect(formatDecimal(shiftDecimal(parsed('0.21'), 18))).to.equal('210000000000000000');
    expect(formatDecimal(shiftDecimal(parsed('0.0061'), 18))).to.equal('6100000000000000');
    expect(formatDecimal(shiftDecimal(parsed('1e-18'), 18))).to.equal('1');
    expect(formatDecimal(shiftDecimal(parsed('1e-19'), 18))).to.equal('0.1');
    expect(formatDecimal(shiftDecimal(parsed('1500'), -3))).to.equal('1.5');
  });

  it('multiplies price by years without rounding', () => {
    expect(formatDecimal(multiplyDecimal(parsed('0.00021'), parsed('3')))).to.equal('0.00063');
    expect(formatDecimal(multiplyDecimal(parsed('0.1'), parsed('0.2')))).to.equal('0.02');
    expect(formatDecimal(multiplyDecimal(parsed('0.18'), parsed('10')))).to.equal('1.8');
    expect(formatDecimal(multiplyDecimal(parsed('-1.5'), parsed('2')))).to.equal('-3');
  });

  it('tells whole numbers', () => {
    expect(isWholeDecimal(parsed('2.1e17'))).to.equal(true);
    expect(isWholeDecimal(parsed('12.000'))).to.equal(true);
    expect(isWholeDecimal(parsed('210000000000000000.5'))).to.equal(false);
  });

  it('formats without exponent or grouping', () => {
    expect(formatDecimal({ digits: 5n, scale: 9 })).to.equal('0.000000005');
    expect(formatDecimal({ digits: -12345n, scale: 2 })).to.equal('-123.45');
    expect(formatDecimal({ digits: 12n, scale: -4 })).to.equal('120000');
    expect(formatDecimal({ digits: 1200n, scale: 2 })).to.equal('12');
  });
});
