import { plainDecimal } from './plainDecimal';

describe('plainDecimal', () => {
  it.each([
    [0, '0'],
    [17, '17'],
    [-12.5, '-12.5'],
    [0.123456789, '0.123456789'],
    [1e-7, '0.0000001'],
    [-1.5e-9, '-0.0000000015'],
    [1.2345e21, '1234500000000000000000'],
    [123.456789012345, '123.456789012345'],
  ])('writes %p as %s', (value, text) => {
    expect(plainDecimal(value)).toBe(text);
    expect(Number(plainDecimal(value))).toBe(value);
  });
});
