import { cellText, detectDecimalSeparator, looksLikeFormula, parseAmount } from './cellValues';

describe('parseAmount', () => {
  it.each([
    ['17', 17],
    ['-5', -5],
    ['+5', 5],
    ['204.3473', 204.3473],
    ['1,234.56', 1234.56],
    ['$1,234.56', 1234.56],
    ['(12.50)', -12.5],
    ['.5', 0.5],
    ['1.5e3', 1500],
    ["1'234.50", 1234.5],
    ['1 234.50', 1234.5],
  ])('reads %j with a decimal point as %d', (text, value) => {
    expect(parseAmount(text, '.')).toBe(value);
  });

  it.each([
    ['12,5', 12.5],
    ['1.234,56', 1234.56],
    ['1 234,56 €', 1234.56],
    ['-4,90', -4.9],
    ['1.000', 1000],
  ])('reads %j with a decimal comma as %d', (text, value) => {
    expect(parseAmount(text, ',')).toBe(value);
  });

  it('refuses what is not a number, including misgrouped thousands and formulas', () => {
    for (const text of ['', 'ten', '1,23.4', '12,5', '=1+2', '1.2.3', 'NaN', '--1']) expect(parseAmount(text, '.')).toBeNull();
    expect(parseAmount('1,234.5', ',')).toBeNull();
  });

  it('passes spreadsheet numbers through', () => {
    expect(parseAmount(1234.5, ',')).toBe(1234.5);
    expect(parseAmount(Number.NaN, '.')).toBeNull();
  });
});

describe('detectDecimalSeparator', () => {
  it('finds a decimal comma only when some value needs one and none needs a point', () => {
    expect(detectDecimalSeparator(['1', '12,5', '1.234,56'])).toBe(',');
    expect(detectDecimalSeparator(['12,5', '12.5'])).toBe('.');
    expect(detectDecimalSeparator(['1,234', '1.234', '17', 3.5])).toBe('.');
    expect(detectDecimalSeparator([])).toBe('.');
  });
});

describe('looksLikeFormula and cellText', () => {
  it('flags text a spreadsheet would run', () => {
    expect(['=A1', '+1', '-x', '@SUM(A1)', '\tx'].map(looksLikeFormula)).toEqual([true, true, true, true, true]);
    expect(['VTI', 'A=B', ''].map(looksLikeFormula)).toEqual([false, false, false]);
  });

  it('writes numbers in their shortest spelling and trims text', () => {
    expect([cellText(204.3473), cellText('  VTI '), cellText(undefined)]).toEqual(['204.3473', 'VTI', '']);
  });
});
