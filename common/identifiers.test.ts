import { containerCheckDigit, isinCheckDigit, validateContainerCode, validateIsin } from './identifiers';

describe('ISIN', () => {
  const realIsins = [
    'US0378331005', // Apple
    'US9229087690', // Vanguard Total Stock Market ETF
    'DE0005190003', // BMW
    'NO0010123060',
    'GB00B03MLX29', // Royal Dutch Shell A
  ];

  it.each(realIsins)('accepts %s', (isin) => {
    expect(validateIsin(isin)).toEqual({ ok: true, isin });
  });

  it.each(realIsins)('computes the check digit of %s', (isin) => {
    expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin.slice(11)));
  });

  it('normalises case and surrounding spaces', () => {
    expect(validateIsin('  us0378331005 ')).toEqual({ ok: true, isin: 'US0378331005' });
    expect(validateIsin('gb00b03mlx29')).toEqual({ ok: true, isin: 'GB00B03MLX29' });
  });

  it('rejects a changed check digit and says which one is right', () => {
    expect(validateIsin('US0378331006')).toEqual({
      ok: false,
      error: '"US0378331006" has a wrong check digit (expected 5)',
    });
  });

  it('catches two swapped digits', () => {
    expect(validateIsin('US0373831005').ok).toBe(false);
  });

  it('rejects the wrong length', () => {
    expect(validateIsin('US037833100')).toEqual({ ok: false, error: '"US037833100" has 11 characters; an ISIN has 12' });
    expect(validateIsin('US03783310055')).toEqual({ ok: false, error: '"US03783310055" has 13 characters; an ISIN has 12' });
  });

  it('rejects the wrong shape', () => {
    const error = 'is not an ISIN: 2 letters, 9 letters or digits and a check digit';
    expect(validateIsin('1S0378331005')).toEqual({ ok: false, error: `"1S0378331005" ${error}` });
    expect(validateIsin('US037833100X')).toEqual({ ok: false, error: `"US037833100X" ${error}` });
    expect(validateIsin('US 378331005')).toEqual({ ok: false, error: `"US 378331005" ${error}` });
  });

  it('rejects an empty cell', () => {
    expect(validateIsin('   ')).toEqual({ ok: false, error: 'The ISIN is empty' });
  });

  it('throws when asked for the check digit of something that is not an ISIN body', () => {
    expect(() => isinCheckDigit('US03783310')).toThrow(RangeError);
    expect(() => isinCheckDigit('us037833100')).toThrow(RangeError);
  });
});

describe('container codes', () => {
  // Published SEDOLs; the seventh character is the check digit.
  const realSedols = ['0263494', 'B0YBKJ7', 'B0YBLH2', 'B0YBKL9', 'B0YBKR5', 'B0YBKT7', 'B0WNLY7', '2307389'];

  it.each(realSedols)('accepts GB.%s', (sedol) => {
    expect(validateContainerCode(`GB.${sedol}`)).toEqual({ ok: true, code: `GB.${sedol}` });
  });

  it.each(realSedols)('computes the check digit of %s', (sedol) => {
    expect(containerCheckDigit(sedol.slice(0, 6))).toBe(Number(sedol.slice(6)));
  });

  it('normalises case and surrounding spaces', () => {
    expect(validateContainerCode(' gb.b0ybkj7 ')).toEqual({ ok: true, code: 'GB.B0YBKJ7' });
  });

  it('rejects a wrong check digit', () => {
    expect(validateContainerCode('GB.0263495')).toEqual({
      ok: false,
      error: '"GB.0263495" has a wrong check digit (expected 4)',
    });
  });

  it('rejects a vowel among the six characters', () => {
    expect(validateContainerCode('GB.A263494')).toEqual({
      ok: false,
      error: '"GB.A263494" contains a vowel; only digits and consonants may come before the check digit',
    });
  });

  it.each(['G.0263494', 'GB0263494', 'GB.026349', 'GB.02634944', 'G1.0263494', 'GB.026349B'])('rejects the shape of %s', (code) => {
    expect(validateContainerCode(code)).toEqual({
      ok: false,
      error: `"${code}" is not a container code: two letters, a dot and seven characters, as in GB.0263494`,
    });
  });

  it('rejects an empty cell', () => {
    expect(validateContainerCode('')).toEqual({ ok: false, error: 'The container code is empty' });
  });

  it('throws when asked for the check digit of something that is not six digits or consonants', () => {
    expect(() => containerCheckDigit('A26349')).toThrow(RangeError);
    expect(() => containerCheckDigit('02634')).toThrow(RangeError);
  });
});
