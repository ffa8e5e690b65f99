import { duplicateKey } from '../lib/importRows';
import { ledgerDuplicateKeys, ledgerTickersByIsin } from './ledgerDuplicateKeys';

describe('ledgerDuplicateKeys', () => {
  it('gives the keys import rows are matched on, one per transaction', () => {
    const keys = ledgerDuplicateKeys([
      { ticker: 'VTI', date: '2023-04-03T00:00:00.000', type: 'Buy', shares: 17, shareprice: 204.3473, reference: '1234567890' },
      { ticker: 'VTI', date: '2023-04-03T15:30:00.000', type: 'Sell', shares: 17, shareprice: 204.3473, reference: null },
      { ticker: 'bnd', date: '2023-04-04', type: 'Buy', shares: 3, shareprice: 70, reference: '' },
      { ticker: 'bnd', date: '2023-04-04', type: 'Buy', shares: 3, shareprice: 70 },
    ]);
    expect(keys).toEqual(['tradeId:1234567890|VTI', 'trade:2023-04-03|VTI|-17|204.3473', 'trade:2023-04-04|BND|3|70', 'trade:2023-04-04|BND|3|70']);
    // The same key an import row of that trade gets.
    expect(duplicateKey({ ticker: 'VTI', date: '2023-04-03', type: 'Sell', shares: 17, shareprice: 204.3473, reference: null })).toBe(keys[1]);
    // A trade id matches with its symbol only, as the server matches (whatever the other values).
    expect(duplicateKey({ ticker: 'vti', date: '2024-01-01', type: 'Buy', shares: 1, shareprice: 1, reference: '1234567890' })).toBe(keys[0]);
    expect(duplicateKey({ ticker: 'BND', date: '2023-04-03', type: 'Buy', shares: 17, shareprice: 204.3473, reference: '1234567890' })).not.toBe(keys[0]);
  });

  it('tells apart two cash rows of one day and currency by their amounts', () => {
    const keys = ledgerDuplicateKeys([
      { ticker: 'USD', date: '2013-01-03T00:00:00.000', type: 'Fee', shares: 0, shareprice: 0, transactionValue: 10 },
      { ticker: 'USD', date: '2013-01-03T00:00:00.000', type: 'Fee', shares: 0, shareprice: 0, transactionValue: 9.49 },
    ]);
    expect(keys).toEqual(['Fee:2013-01-03|USD|0|0|10', 'Fee:2013-01-03|USD|0|0|9.49']);
    expect(duplicateKey({ ticker: 'USD', date: '2013-01-03', type: 'Fee', shares: 0, shareprice: 0, reference: null, transactionValue: 9.49 })).toBe(keys[1]);
  });
});

describe('ledgerTickersByIsin', () => {
  it("gives each ISIN the ledger holds the first ticker it is held under, upper-cased ISINs, none for rows without one", () => {
    expect(
      ledgerTickersByIsin([
        { ticker: 'BMWD', stock: { ISIN: 'de0005190003' } },
        { ticker: 'BMW.DE', stock: { ISIN: 'DE0005190003' } },
        { ticker: 'ACME', stock: { ISIN: null } },
        { ticker: 'VTI', stock: null },
      ]),
    ).toEqual([['DE0005190003', 'BMWD']]);
  });
});
