import { amountProblem, checkTransaction, currencyProblem, isinProblem, readTransactionDate, tickerProblem, type TransactionFields } from './transactionRules';

const buy = (patch: TransactionFields = {}): TransactionFields => ({ type: 'Buy', ticker: 'aapl', date: '2024-03-01', currency: 'USD', shares: 10, shareprice: 100, ...patch });

describe('readTransactionDate', () => {
  it('accepts the bounds of the date picker, a day between and a date-time, keeping the time as given', () => {
    expect(readTransactionDate('1900-01-01')).toEqual({ ok: true, date: '1900-01-01T00:00:00.000' });
    expect(readTransactionDate('2099-12-31')).toEqual({ ok: true, date: '2099-12-31T00:00:00.000' });
    expect(readTransactionDate('2024-02-29T14:30:05.5+02:00')).toEqual({ ok: true, date: '2024-02-29T14:30:05.500' });
  });

  it.each([
    ['', 'is required.'],
    ['01/02/2024', 'must be a date (yyyy-MM-dd or an ISO date-time), not "01/02/2024".'],
    ['2023-02-29', 'is not a real date: "2023-02-29".'],
    ['2024-13-01', 'is not a real date: "2024-13-01".'],
    ['2024-01-01T24:00', 'is not a real date: "2024-01-01T24:00".'],
    ['1899-12-31', 'must be between 1900-01-01 and 2099-12-31.'],
    ['2100-01-01', 'must be between 1900-01-01 and 2099-12-31.'],
  ])('refuses %j: %s', (text, problem) => {
    expect(readTransactionDate(text)).toEqual({ ok: false, problem });
  });
});

describe('field rules', () => {
  it('checks a ticker by its shape and length once upper-cased', () => {
    expect(tickerProblem(' brk.b ')).toBeNull();
    expect(tickerProblem('  ')).toBe('is required.');
    expect(tickerProblem('A'.repeat(33))).toBe('must be at most 32 letters, digits or . - ^ = : / _.');
    expect(tickerProblem('=HYPERLINK()')).toBe('must be at most 32 letters, digits or . - ^ = : / _.');
  });

  it('knows currencies, a minor unit as its main one', () => {
    expect(currencyProblem('eur')).toBeNull();
    expect(currencyProblem('GBp')).toBeNull();
    expect(currencyProblem('XYZ')).toBe('"XYZ" is not a known currency code.');
    expect(currencyProblem('')).toBe('is required.');
  });

  it.each([
    [null, { rule: 'positive', required: true }, 'is required.'],
    [null, { rule: 'nonNegative', required: false }, null],
    [Number.NaN, { rule: 'nonNegative', required: false }, 'must be a number, such as 12.5.'],
    [1e15, { rule: 'nonNegative', required: false }, 'must be below 10^15.'],
    [0, { rule: 'positive', required: true }, 'must be greater than zero.'],
    [-1, { rule: 'nonNegative', required: true }, 'must not be negative.'],
    [1.5, { rule: 'fraction', required: true }, 'must be between 0 and 1.'],
    [1, { rule: 'fraction', required: true }, null],
  ] as const)('amount %p under %j: %p', (value, rule, problem) => {
    expect(amountProblem(value, rule)).toBe(problem);
  });
});

describe('checkTransaction', () => {
  it('normalises a passing trade: upper-cased codes, the date with its time, the price unit of GBp', () => {
    const check = checkTransaction(buy({ currency: 'GBp', ISIN: ' us0378331005 ', exchangeShortName: 'lse', reference: '  T-1  ' }));
    expect(check).toEqual({
      ok: true,
      transaction: expect.objectContaining({
        type: 'Buy',
        ticker: 'AAPL',
        date: '2024-03-01T00:00:00.000',
        currency: 'GBP',
        priceDivisor: 100,
        isin: 'US0378331005',
        exchangeShortName: 'LSE',
        shares: 10,
        shareprice: 100,
        fees: 0,
        ratio: null,
        reference: 'T-1',
      }),
    });
  });

  it('gives every problem of a row, each on its field', () => {
    const check = checkTransaction({ type: 'Merge', ticker: '', date: '2024-02-30', currency: 'XYZ', ISIN: 'US0378331006', ratioNew: 0, ratioOld: 1.5, fees: -1 });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toEqual([
      { field: 'ticker', message: 'is required.' },
      { field: 'date', message: 'is not a real date: "2024-02-30".' },
      { field: 'currency', message: '"XYZ" is not a known currency code.' },
      { field: 'ISIN', message: '"US0378331006" is not a valid ISIN (check digit or format).' },
      { field: 'ratioNew', message: 'must be greater than zero.' },
      { field: 'ratioOld', message: 'must be a whole number (for 1.5 for 1, enter 3 for 2).' },
      { field: 'fees', message: 'must not be negative.' },
      { field: 'targetTicker', message: 'is required.' },
    ]);
  });

  it('refuses an unknown kind', () => {
    expect(checkTransaction(buy({ type: 'Gift' }))).toEqual({ ok: false, problems: [{ field: 'type', message: 'must be one of Buy, Sell, Income, Split, DRIP, Spin-Off, Merge, Deposit, Withdrawal, Interest, Fee, Tax, Conversion.' }] });
  });

  it('takes an Income as a lump sum, or per share when shares and price are both above zero', () => {
    expect(checkTransaction({ ...buy(), type: 'Income', shares: null, shareprice: null })).toEqual({ ok: false, problems: [{ field: 'transactionValue', message: 'is required.' }] });
    const lump = checkTransaction({ ...buy(), type: 'Income', shares: 10, shareprice: 0, transactionValue: 12 });
    expect(lump.ok && lump.transaction).toMatchObject({ shares: 10, shareprice: 0, transactionValue: 12 });
    const perShare = checkTransaction({ ...buy(), type: 'Income', shares: 10, shareprice: 0.5 });
    expect(perShare.ok && perShare.transaction).toMatchObject({ shares: 10, shareprice: 0.5, transactionValue: null });
  });

  it('drops the amounts a kind does not take', () => {
    const split = checkTransaction({ ...buy(), type: 'Split', ratioNew: 2, ratioOld: 1 });
    expect(split.ok && split.transaction).toMatchObject({ shares: 0, shareprice: 0, ratio: { newShares: 2, oldShares: 1 }, costBasisFraction: null });
    // A Buy takes no ratio, whatever is sent.
    const trade = checkTransaction({ ...buy(), ratioNew: 0, ratioOld: 0 });
    expect(trade.ok && trade.transaction.ratio).toBeNull();
  });

  it('wants a ratio of two whole numbers on a split, and at most one of shares and ratio on a spin-off', () => {
    expect(checkTransaction({ ...buy(), type: 'Split' })).toEqual({
      ok: false,
      problems: [
        { field: 'ratioNew', message: 'is required.' },
        { field: 'ratioOld', message: 'is required.' },
      ],
    });
    const spinOff = { ...buy(), type: 'Spin-Off', targetTicker: 'NEW', costBasisFraction: 0.1 };
    const byRatio = checkTransaction({ ...spinOff, shares: null, ratioNew: 1, ratioOld: 5 });
    expect(byRatio.ok && byRatio.transaction).toMatchObject({ shares: 0, ratio: { newShares: 1, oldShares: 5 } });
    const byShares = checkTransaction({ ...spinOff, shares: 2 });
    expect(byShares.ok && byShares.transaction).toMatchObject({ shares: 2, ratio: null });
    expect(checkTransaction({ ...spinOff, shares: 2, ratioNew: 1, ratioOld: 5 })).toEqual({
      ok: false,
      problems: [{ field: 'ratioNew', message: 'must not be given with the shares received: give one or the other.' }],
    });
  });

  it('wants a corporate action to name another holding, an exchange telling two listings apart', () => {
    const merge = { ...buy(), type: 'Merge', ratioNew: 1, ratioOld: 1, targetTicker: 'aapl' };
    expect(checkTransaction(merge)).toEqual({ ok: false, problems: [{ field: 'targetTicker', message: 'must name another holding than AAPL.' }] });
    expect(checkTransaction({ ...merge, targetExchangeShortName: 'LSE' }).ok).toBe(true);
    const spinOff = checkTransaction({ ...buy(), type: 'Spin-Off', targetTicker: 'new', costBasisFraction: 1.2 });
    expect(spinOff).toEqual({ ok: false, problems: [{ field: 'costBasisFraction', message: 'must be between 0 and 1.' }] });
  });

  it('bounds text fields', () => {
    const check = checkTransaction(buy({ exchangeShortName: 'X'.repeat(21), reference: 'r'.repeat(201), holdingDisplay: 'h'.repeat(201) }));
    expect(!check.ok && check.problems.map((problem) => `${problem.field} ${problem.message}`)).toEqual([
      'exchangeShortName must be at most 20 characters.',
      'holdingDisplay must be at most 200 characters.',
      'reference must be at most 200 characters.',
    ]);
  });
});

describe('isinProblem', () => {
  it('accepts none or a valid ISIN, and does not echo an overlong one', () => {
    expect(isinProblem('')).toBeNull();
    expect(isinProblem(' us0378331005 ')).toBeNull();
    expect(isinProblem('US0378331006')).toBe('"US0378331006" is not a valid ISIN (check digit or format).');
    expect(isinProblem('X'.repeat(8192))).toBe('must be at most 12 characters.');
  });
});

describe('cash kinds', () => {
  const cash = (fields: Record<string, unknown>) => checkTransaction({ date: '2024-03-01', currency: 'usd', ...fields });

  it('take an amount in a currency and name no security: the currency is the ticker', () => {
    const deposit = cash({ type: 'Deposit', transactionValue: 1000, fees: 2, ticker: 'ignored', ISIN: 'not read' });
    expect(deposit.ok && deposit.transaction).toMatchObject({ type: 'Deposit', ticker: 'USD', currency: 'USD', isin: null, transactionValue: 1000, fees: 2, shares: 0 });
    expect(cash({ type: 'Withdrawal' })).toEqual({ ok: false, problems: [{ field: 'transactionValue', message: 'is required.' }] });
    expect(cash({ type: 'Fee', transactionValue: -5 })).toEqual({ ok: false, problems: [{ field: 'transactionValue', message: 'must be greater than zero.' }] });
  });

  it('refuse interest taxed above its gross, and take a tax refund as a negative tax', () => {
    expect(cash({ type: 'Interest', transactionValue: 10, taxes: 12 })).toEqual({
      ok: false,
      problems: [{ field: 'taxes', message: 'must not be more than the gross interest (transactionValue).' }],
    });
    const refund = cash({ type: 'Tax', transactionValue: -30 });
    expect(refund.ok && refund.transaction.transactionValue).toBe(-30);
    expect(cash({ type: 'Tax', transactionValue: 0 })).toEqual({ ok: false, problems: [{ field: 'transactionValue', message: 'must not be zero (a refund is negative).' }] });
  });

  it('convert into another currency only', () => {
    const conversion = cash({ type: 'Conversion', transactionValue: 1000, shares: 912.5, targetTicker: 'eur' });
    expect(conversion.ok && conversion.transaction).toMatchObject({ ticker: 'USD', targetTicker: 'EUR', transactionValue: 1000, shares: 912.5 });
    expect(cash({ type: 'Conversion', transactionValue: 1000, shares: 1000, targetTicker: 'USD' })).toEqual({
      ok: false,
      problems: [{ field: 'targetTicker', message: 'must be another currency than USD.' }],
    });
    expect(cash({ type: 'Conversion', transactionValue: 1000, shares: 5, targetTicker: 'XYZ' })).toEqual({
      ok: false,
      problems: [{ field: 'targetTicker', message: '"XYZ" is not a known currency code.' }],
    });
  });

  it('count cash in the main unit', () => {
    expect(cash({ type: 'Deposit', transactionValue: 5, currency: 'GBp' })).toEqual({ ok: false, problems: [{ field: 'currency', message: 'must be GBP, the main unit, for cash.' }] });
  });
});
