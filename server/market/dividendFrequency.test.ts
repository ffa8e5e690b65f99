import { inferDividendFrequency, isSpecialDividend } from './dividendFrequency';

const paid = (exDate: string, amount = 1) => ({ exDate, amount });

describe('inferDividendFrequency', () => {
  it("finds MSFT quarterly from the four ex-dates Yahoo recorded for it in 2021", () => {
    // historical-via-chart-MSFT-dividends-2021-02-01-to-2022-01-31: 0.56, 0.56, 0.56, then 0.62.
    const msft = [paid('2021-02-17', 0.56), paid('2021-05-19', 0.56), paid('2021-08-18', 0.56), paid('2021-11-17', 0.62)];
    expect(inferDividendFrequency(msft)).toBe('quarterly');
  });

  it('finds a monthly payer across months of 28 to 31 days, in any order', () => {
    const monthly = ['2024-01-31', '2024-02-29', '2024-03-28', '2024-04-30', '2024-05-31', '2024-06-28'].map((d) => paid(d, 0.2565)).reverse();
    expect(inferDividendFrequency(monthly)).toBe('monthly');
  });

  it('finds semiannual and annual payers', () => {
    expect(inferDividendFrequency([paid('2022-03-10'), paid('2022-09-08'), paid('2023-03-09'), paid('2023-09-07')])).toBe('semiannual');
    expect(inferDividendFrequency([paid('2021-05-05'), paid('2022-05-04'), paid('2023-05-10')])).toBe('annual');
  });

  it('leaves out a special dividend and an extra paid days after the regular one', () => {
    const quarterly = [paid('2023-02-10', 0.5), paid('2023-05-12', 0.5), paid('2023-08-11', 0.5), paid('2023-11-10', 0.5)];
    // A 3.00 special in between would halve the median gap.
    expect(inferDividendFrequency([...quarterly, paid('2023-06-20', 3)])).toBe('quarterly');
    // An extra 0.10 five days after a regular payment is not a payment of its own.
    expect(inferDividendFrequency([...quarterly, paid('2023-05-17', 0.1), paid('2023-08-16', 0.1)])).toBe('quarterly');
  });

  it('judges by the last three years: a payer that went from annual to quarterly is quarterly', () => {
    const before = ['2012-06-01', '2013-06-03', '2014-06-02', '2015-06-01'].map((d) => paid(d));
    const after = ['2023-03-01', '2023-06-01', '2023-09-01', '2023-12-01', '2024-03-01'].map((d) => paid(d));
    expect(inferDividendFrequency([...before, ...after])).toBe('quarterly');
  });

  it('says irregular for gaps that fit no schedule, and nothing for one payment or none', () => {
    expect(inferDividendFrequency([paid('2023-01-10'), paid('2023-03-01'), paid('2023-08-20'), paid('2023-10-01')])).toBe('irregular');
    expect(inferDividendFrequency([paid('2023-01-10')])).toBeNull();
    expect(inferDividendFrequency([])).toBeNull();
  });
});

describe('isSpecialDividend', () => {
  it('is a payment over 2.5 times the median of at least three', () => {
    const history = [paid('2023-01-01', 0.5), paid('2023-04-01', 0.5), paid('2023-07-01', 0.55)];
    expect(isSpecialDividend(1.3, history)).toBe(true);
    expect(isSpecialDividend(1.2, history)).toBe(false);
    expect(isSpecialDividend(10, history.slice(0, 2))).toBe(false);
  });
});
