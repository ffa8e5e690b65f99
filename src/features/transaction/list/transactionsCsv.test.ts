import { makeTransaction } from './testTransactions';
import { COLUMNS, DEFAULT_VISIBILITY, columnById, visibleColumns } from './transactionColumns';
import { transactionsCsv, transactionsCsvFileName } from './transactionsCsv';

const context = { userCurrency: 'EUR', locale: null };
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

describe('transactionsCsv', () => {
  it('writes the given rows, in order, with the given columns (the ticker with its name)', () => {
    const rows = [
      makeTransaction('t1', { ticker: 'VTI', date: '2024-03-15T10:00:00.000', shares: 17, shareprice: 204.3473, realizedGainLostPC: -12.5 }),
      makeTransaction('t2', { ticker: 'AAPL', type: 'Sell', stock: { name: 'Apple Inc.' } }),
    ];
    const columns = ['date', 'type', 'ticker', 'shares', 'price', 'realisedGain'].map((id) => columnById(id as never));
    const csv = transactionsCsv(rows, columns, context);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Date,Kind,Ticker,Name,Shares,Price,Realised gain (EUR)',
      '2024-03-15,Buy,VTI,Vanguard Total Stock Market ETF,17,204.3473,-12.5',
      '2024-03-15,Sell,AAPL,Apple Inc.,10,200,0',
    ]);
  });

  it('defuses formulas in names, references and tickers but not in negative numbers', () => {
    const rows = [
      makeTransaction('t1', {
        ticker: '=CMD',
        reference: '@SUM(1)',
        realizedGainLostPC: -3,
        parentportfolio: { _id: 'p1', name: '+Main, "best"' },
        stock: { name: '-evil' },
      }),
    ];
    const columns = visibleColumns({ ...DEFAULT_VISIBILITY, reference: true }).filter((column) => ['ticker', 'portfolio', 'realisedGain', 'reference'].includes(column.id));
    expect(lines(transactionsCsv(rows, columns, context))[1]).toBe(`'=CMD,'-evil,"'+Main, ""best""",-3,'@SUM(1)`);
  });

  it('leaves missing values empty', () => {
    const rows = [makeTransaction('t1', { parentportfolio: null, stock: null, shares_balance: null })];
    const columns = ['portfolio', 'ticker', 'sharesBalance'].map((id) => columnById(id as never));
    expect(lines(transactionsCsv(rows, columns, context))[1]).toBe(',VTI,,');
  });

  it('writes only the header for no rows', () => {
    expect(lines(transactionsCsv([], COLUMNS, context))).toHaveLength(1);
  });
});

describe('transactionsCsvFileName', () => {
  it('names the file after the local day', () => {
    expect(transactionsCsvFileName(new Date(2026, 10, 21, 23, 59))).toBe('transactions-2026-11-21.csv');
    expect(transactionsCsvFileName(new Date(2026, 0, 5))).toBe('transactions-2026-01-05.csv');
  });
});
