import { vtiTransaction } from '../../testing/ledgerFixtures';
import { selectTransactions, sortTransactions } from './transactionRows';

const ref = (_id: string) => ({ __typename: 'NamedRef', _id, name: _id }) as { _id: string; name: string };
const ids = (rows: readonly { _id: string }[]) => rows.map((row) => row._id);

const ledger = [
  vtiTransaction({ _id: 'old', date: '2026-01-31T00:00:00.000' }),
  vtiTransaction({ _id: 'first-day', date: '2026-02-01T00:00:00.000', parentportfolio: ref('p2') }),
  vtiTransaction({ _id: 'same-day-early', date: '2026-02-20T00:00:00.000', updatedAt: '2026-02-20T09:00:00.000Z' }),
  vtiTransaction({ _id: 'same-day-late', date: '2026-02-20T00:00:00.000', updatedAt: '2026-02-20T17:00:00.000Z' }),
  vtiTransaction({ _id: 'no-portfolio', date: '2026-02-10T00:00:00.000', parentportfolio: null }),
];

describe('selectTransactions', () => {
  it('keeps the interval from its first day on, newest first, the later entry first on a tie', () => {
    expect(ids(selectTransactions(ledger, { portfolioIds: [], from: '2026-02-01' }))).toEqual(['same-day-late', 'same-day-early', 'no-portfolio', 'first-day']);
  });

  it('keeps everything for all time', () => {
    expect(selectTransactions(ledger, { portfolioIds: [], from: null })).toHaveLength(5);
  });

  it('keeps only the chosen portfolios', () => {
    expect(ids(selectTransactions(ledger, { portfolioIds: ['p2'], from: null }))).toEqual(['first-day']);
    expect(ids(selectTransactions(ledger, { portfolioIds: ['p1', 'p2'], from: '2026-02-15' }))).toEqual(['same-day-late', 'same-day-early']);
  });
});

describe('sortTransactions', () => {
  const rows = [
    vtiTransaction({ _id: 'buy', date: '2026-02-20T00:00:00.000', updatedAt: '2026-02-20T09:00:00.000Z', type: 'Buy', shares: 10, shareprice: 200, transactionValue: 2000, reference: 'b' }),
    vtiTransaction({ _id: 'income', date: '2026-02-20T00:00:00.000', updatedAt: '2026-02-20T17:00:00.000Z', type: 'Income', shares: 0, transactionValue: 12, transactionValue_userCurrency: 12, reference: null }),
    vtiTransaction({ _id: 'sell', date: '2026-02-10T00:00:00.000', type: 'Sell', shares: 4, shareprice: 250, transactionValue: 1000, reference: 'a' }),
  ];

  it('orders by the column, kinds without the figure last, ties newest first', () => {
    expect(ids(sortTransactions(rows, { field: 'date', sort: 'asc' }))).toEqual(['sell', 'income', 'buy']);
    expect(ids(sortTransactions(rows, { field: 'shares', sort: 'desc' }))).toEqual(['buy', 'sell', 'income']);
    expect(ids(sortTransactions(rows, { field: 'price', sort: 'asc' }))).toEqual(['buy', 'sell', 'income']);
    expect(ids(sortTransactions(rows, { field: 'reference', sort: 'asc' }))).toEqual(['sell', 'buy', 'income']);
    expect(ids(sortTransactions(rows, { field: 'ticker', sort: 'asc' }))).toEqual(['income', 'buy', 'sell']);
  });
});
