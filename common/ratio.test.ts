import { formatRatio, ratioFromNumber, ratioOfAmounts, ratioPartProblem, ratioText, readRatio, reduceRatio } from './ratio';

describe('ratios as two whole numbers', () => {
  it('accepts whole numbers above zero, and says how to write a fractional one', () => {
    expect(ratioPartProblem(3)).toBeNull();
    expect(ratioPartProblem(0)).toBe('must be greater than zero.');
    expect(ratioPartProblem(-2)).toBe('must be greater than zero.');
    expect(ratioPartProblem(1.5)).toBe('must be a whole number (for 1.5 for 1, enter 3 for 2).');
    expect(ratioPartProblem(Number.NaN)).toBe('must be a whole number, such as 2.');
    expect(ratioPartProblem(null)).toBe('is required.');
    expect(ratioPartProblem(2_000_000_000)).toBe('must be at most 1,000,000,000.');
  });

  it('reads the simplest ratio back from a number stored to 12 places', () => {
    expect(ratioFromNumber(0.333333333333)).toEqual({ newShares: 1, oldShares: 3 });
    expect(ratioFromNumber(2)).toEqual({ newShares: 2, oldShares: 1 });
    expect(ratioFromNumber(0.1)).toEqual({ newShares: 1, oldShares: 10 });
    expect(ratioFromNumber(0.4567)).toEqual({ newShares: 4567, oldShares: 10000 });
    expect(ratioFromNumber(1.5)).toEqual({ newShares: 3, oldShares: 2 });
    expect(ratioFromNumber(0.666666666667)).toEqual({ newShares: 2, oldShares: 3 });
    expect(ratioFromNumber(0)).toBeNull();
    expect(ratioFromNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('reduces and prints the way brokers say it', () => {
    expect(reduceRatio({ newShares: 4, oldShares: 2 })).toEqual({ newShares: 2, oldShares: 1 });
    expect(formatRatio({ newShares: 1, oldShares: 10 })).toBe('1 for 10');
  });
});

describe('readRatio', () => {
  it('reads new:old, "new for old", or one number per old share', () => {
    expect(readRatio('3:1')).toEqual({ ok: true, ratio: { newShares: 3, oldShares: 1 } });
    expect(readRatio(' 1 for 10 ')).toEqual({ ok: true, ratio: { newShares: 1, oldShares: 10 } });
    expect(readRatio('0.333333333333')).toEqual({ ok: true, ratio: { newShares: 1, oldShares: 3 } });
    expect(ratioText({ newShares: 4567, oldShares: 10000 })).toBe('4567:10000');
  });

  it('names what is wrong', () => {
    expect(readRatio('0:1')).toEqual({ ok: false, problem: '"0:1": each part must be greater than zero.' });
    expect(readRatio('1.5:1')).toEqual({ ok: false, problem: '"1.5:1": each part must be a whole number (for 1.5 for 1, enter 3 for 2).' });
    expect(readRatio('two')).toEqual({ ok: false, problem: '"two" is not a ratio such as 3:1 (new shares for old ones).' });
  });
});

describe('ratioOfAmounts', () => {
  it('makes whole numbers of the counts a broker reports, in lowest terms', () => {
    expect(ratioOfAmounts(4, 1)).toEqual({ newShares: 4, oldShares: 1 });
    expect(ratioOfAmounts(12.5, 10)).toEqual({ newShares: 5, oldShares: 4 });
    expect(ratioOfAmounts(300, 900)).toEqual({ newShares: 1, oldShares: 3 });
    expect(ratioOfAmounts(0, 1)).toBeNull();
  });
});
