import { detectDateOrder, guessColumns, headerKey } from './columnMapping';

describe('guessColumns', () => {
  it('knows common English header names, whatever their case and spacing', () => {
    expect(guessColumns(['Trade Date', 'Ticker', 'Side', 'Qty', 'Price', 'Commission', 'CCY', 'ISIN', 'Trade ID', 'Exchange', 'Multiplier', 'Tax'])).toEqual({
      date: 0,
      symbol: 1,
      type: 2,
      quantity: 3,
      price: 4,
      fees: 5,
      currency: 6,
      isin: 7,
      tradeId: 8,
      exchange: 9,
      multiplier: 10,
      taxes: 11,
    });
    expect(guessColumns(['DATE', 'symbol', 'ACTION', 'Shares', 'Price per share', 'Fees'])).toEqual({
      date: 0,
      symbol: 1,
      type: 2,
      quantity: 3,
      price: 4,
      fees: 5,
    });
  });

  it("finds a cash row's amount column", () => {
    expect(guessColumns(['Date', 'Transaction type', 'Net amount', 'Currency'])).toEqual({ date: 0, type: 1, amount: 2, currency: 3 });
  });

  it('gives each column to one field only and leaves unknown titles alone', () => {
    expect(guessColumns(['Date', 'Date', 'Notes', 'Symbol'])).toEqual({ date: 0, symbol: 3 });
  });

  it('ignores a bracketed note in a title', () => {
    expect(headerKey('Price (USD)')).toBe('price');
    expect(headerKey(' Trade-Date [UTC] ')).toBe('tradedate');
  });
});

describe('detectDateOrder', () => {
  it('needs no order for ISO dates, serials and month names', () => {
    expect(detectDateOrder(['2023-04-03', 45019, '15-Jan-24', ''])).toBe('notNeeded');
  });

  it('finds the order the column proves, or asks', () => {
    expect(detectDateOrder(['03/04/2023', '13/04/2023'])).toBe('dayFirst');
    expect(detectDateOrder(['03/04/2023', '04/13/2023'])).toBe('monthFirst');
    expect(detectDateOrder(['03/04/2023', '03/03/2023'])).toBe('ambiguous');
    expect(detectDateOrder(['13/04/2023', '04/13/2023'])).toBe('mixed');
  });
});
