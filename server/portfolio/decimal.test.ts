import {
  ONE,
  ZERO,
  add,
  cmp,
  decimal,
  div,
  mul,
  mulDiv,
  round,
  sub,
  sum,
  toDecimalString,
  toFixed,
  toNumber,
} from './decimal';

describe('decimal', () => {
  it('parses and prints without losing a digit', () => {
    expect(toDecimalString(decimal('12.345678'))).toBe('12.345678');
    expect(toDecimalString(decimal('-0.5'))).toBe('-0.5');
    expect(toDecimalString(decimal('.25'))).toBe('0.25');
    expect(toDecimalString(decimal('7.'))).toBe('7');
    expect(toDecimalString(decimal('0.000000000001'))).toBe('0.000000000001');
    expect(toDecimalString(decimal(3n))).toBe('3');
    expect(toDecimalString(decimal('123456789012345678.123456789012345678'))).toBe('123456789012345678.123456789012345678');
    expect(decimal('1')).toBe(ONE);
    expect(decimal('-0')).toBe(ZERO);
  });

  it('drops float noise from numbers: 0.1 + 0.2 reads as 0.3', () => {
    expect(toDecimalString(decimal(0.1 + 0.2))).toBe('0.3');
    expect(toDecimalString(decimal(-1.5))).toBe('-1.5');
    // What was typed, not the nearest double's expansion (1234567.889999999897…).
    expect(toDecimalString(decimal(1234567.89))).toBe('1234567.89');
    expect(toDecimalString(decimal(1e-7))).toBe('0.0000001');
    expect(toDecimalString(decimal(1e20))).toBe('100000000000000000000');
    expect(() => decimal(Number.NaN)).toThrow(RangeError);
  });

  it('rejects what is not a decimal', () => {
    for (const bad of ['', '.', 'abc', '1e5', '1.2.3', '--1']) expect(() => decimal(bad)).toThrow(RangeError);
  });

  it('adds exactly where float64 does not: 0.1 + 0.2 = 0.3', () => {
    expect(toDecimalString(add(decimal('0.1'), decimal('0.2')))).toBe('0.3');
    expect(toDecimalString(sub(decimal('1'), decimal('0.9')))).toBe('0.1');
    expect(toDecimalString(sum([decimal('0.1'), decimal('0.1'), decimal('0.1')]))).toBe('0.3');
  });

  it('rounds half-even at the 18th place on input, multiply and divide', () => {
    // 19 places: ...5 after an even digit stays, after an odd digit goes up.
    expect(toDecimalString(decimal('0.0000000000000000025'))).toBe('0.000000000000000002');
    expect(toDecimalString(decimal('0.0000000000000000035'))).toBe('0.000000000000000004');
    expect(toDecimalString(decimal('-0.0000000000000000035'))).toBe('-0.000000000000000004');
    expect(toDecimalString(mul(decimal('1.5'), decimal('2.5')))).toBe('3.75');
    // 1/3 = 0.333333333333333333|3 → down; 2/3 = 0.666666666666666666|6 → up.
    expect(toDecimalString(div(ONE, decimal('3')))).toBe('0.333333333333333333');
    expect(toDecimalString(div(decimal('2'), decimal('3')))).toBe('0.666666666666666667');
    expect(toDecimalString(div(decimal('-2'), decimal('3')))).toBe('-0.666666666666666667');
    expect(toDecimalString(div(decimal('2'), decimal('-3')))).toBe('-0.666666666666666667');
    expect(() => div(ONE, ZERO)).toThrow(RangeError);
  });

  it('mulDiv rounds once: 31 × 1 ÷ 3', () => {
    expect(toDecimalString(mulDiv(decimal('31'), ONE, decimal('3')))).toBe('10.333333333333333333');
  });

  it('presents to the cent half-even', () => {
    expect(toFixed(decimal('2.345'), 2)).toBe('2.34');
    expect(toFixed(decimal('2.355'), 2)).toBe('2.36');
    expect(toFixed(decimal('2.3451'), 2)).toBe('2.35');
    expect(toFixed(decimal('-2.355'), 2)).toBe('-2.36');
    expect(toFixed(decimal('-0.001'), 2)).toBe('0.00');
    expect(toFixed(decimal('5'), 2)).toBe('5.00');
    expect(toFixed(decimal('2.5'), 0)).toBe('2');
    expect(toFixed(decimal('1.000000000001'), 12)).toBe('1.000000000001');
    expect(toDecimalString(round(decimal('0.125'), 2))).toBe('0.12');
    expect(() => round(ONE, 19)).toThrow(RangeError);
  });

  it('compares and converts to float for charts', () => {
    expect(cmp(decimal('1.1'), decimal('1.10'))).toBe(0);
    expect(cmp(decimal('-1'), decimal('1'))).toBe(-1);
    expect(toNumber(decimal('1234.5678'))).toBe(1234.5678);
    for (const text of ['2210.5', '0.1', '-1657.5', '123456789.01', '0.000001']) expect(toNumber(decimal(text))).toBe(Number(text));
    expect(toNumber(decimal('123456789012345678.5'))).toBe(Number('123456789012345678.5'));
  });
});
