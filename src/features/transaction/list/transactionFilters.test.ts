import { makeTransaction } from './testTransactions';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  filterOptions,
  filterTransactions,
  filtersFromParams,
  hasFilters,
  nextSort,
  sortFromParams,
  sortTransactions,
  validDay,
  withFilters,
  withSort,
  type TransactionFilters,
} from './transactionFilters';

const ref = (_id: string, name: string) => ({ __typename: 'NamedRef', _id, name }) as { _id: string; name: string };

const rows = [
  makeTransaction('t1', { ticker: 'VTI', type: 'Buy', date: '2024-03-15T00:00:00.000', transactionValue: 2000, parentportfolio: ref('p1', 'Main'), account: ref('a1', 'Cash'), broker: ref('b1', 'IBKR') }),
  makeTransaction('t2', { ticker: 'AAPL', type: 'Sell', date: '2024-01-02T15:30:00.000', transactionValue: 500, stock: { name: 'Apple Inc.' }, parentportfolio: ref('p2', 'Pension'), account: ref('a2', 'ISA'), broker: ref('b2', 'Degiro') }),
  makeTransaction('t3', { ticker: 'MSFT', type: 'Income', date: '2023-12-31T00:00:00.000', transactionValue: 12.5, stock: { name: 'Microsoft' }, parentportfolio: ref('p1', 'Main'), account: ref('a3', 'Margin'), broker: ref('b1', 'IBKR') }),
  makeTransaction('t4', { ticker: 'AAPL', type: 'Split', date: '2020-08-31T00:00:00.000', transactionValue: 0, stock: { name: 'Apple Inc.' }, parentportfolio: null, account: null, broker: null }),
];
const ids = (list: readonly { _id: string }[]) => list.map((row) => row._id);
const filter = (patch: Partial<TransactionFilters>) => ids(filterTransactions(rows, { ...NO_FILTERS, ...patch }));

describe('filterTransactions', () => {
  it('returns the very same array when no filter is set', () => {
    expect(filterTransactions(rows, NO_FILTERS)).toBe(rows);
    expect(filterTransactions(rows, { ...NO_FILTERS, search: '   ' })).toBe(rows);
  });

  it('searches tickers and names, in any case', () => {
    expect(filter({ search: 'aapl' })).toEqual(['t2', 't4']);
    expect(filter({ search: 'micro' })).toEqual(['t3']);
    expect(filter({ search: '  VT ' })).toEqual(['t1']);
    expect(filter({ search: 'nothing' })).toEqual([]);
  });

  it('filters by portfolio and by account', () => {
    expect(filter({ portfolioId: 'p1' })).toEqual(['t1', 't3']);
    expect(filter({ accountId: 'a2' })).toEqual(['t2']);
  });

  it('filters by any of several kinds', () => {
    expect(filter({ kinds: ['Sell', 'Split'] })).toEqual(['t2', 't4']);
    expect(filter({ kinds: ['DRIP'] })).toEqual([]);
  });

  it('includes both ends of a date range, whatever the time of day', () => {
    expect(filter({ from: '2024-01-02' })).toEqual(['t1', 't2']);
    expect(filter({ to: '2024-01-02' })).toEqual(['t2', 't3', 't4']);
    expect(filter({ from: '2023-12-31', to: '2024-01-02' })).toEqual(['t2', 't3']);
    expect(filter({ from: '2024-02-01', to: '2024-01-01' })).toEqual([]);
  });

  it('combines every filter', () => {
    expect(filter({ search: 'a', portfolioId: 'p2', kinds: ['Sell'], from: '2024-01-01', to: '2024-12-31' })).toEqual(['t2']);
    expect(filter({ search: 'a', portfolioId: 'p1', kinds: ['Sell'] })).toEqual([]);
  });

  it('keeps the given order', () => {
    const reversed = [...rows].reverse();
    expect(ids(filterTransactions(reversed, { ...NO_FILTERS, search: 'aapl' }))).toEqual(['t4', 't2']);
  });
});

describe('sortTransactions', () => {
  it('sorts by any column, missing values last', () => {
    expect(ids(sortTransactions(rows, { column: 'value', direction: 'asc' }))).toEqual(['t4', 't3', 't2', 't1']);
    expect(ids(sortTransactions(rows, { column: 'ticker', direction: 'asc' }))).toEqual(['t2', 't4', 't3', 't1']);
    expect(ids(sortTransactions(rows, { column: 'portfolio', direction: 'desc' }))).toEqual(['t2', 't1', 't3', 't4']);
    expect(ids(sortTransactions(rows, { column: 'date', direction: 'asc' }))).toEqual(['t4', 't3', 't2', 't1']);
    expect(ids(sortTransactions(rows, { column: 'type', direction: 'asc' }))).toEqual(['t1', 't3', 't2', 't4']);
  });
});

describe('nextSort', () => {
  it('flips the sorted column', () => {
    expect(nextSort({ column: 'date', direction: 'desc' }, 'date')).toEqual({ column: 'date', direction: 'asc' });
    expect(nextSort({ column: 'date', direction: 'asc' }, 'date')).toEqual({ column: 'date', direction: 'desc' });
  });

  it('starts text A to Z and numbers high to low', () => {
    expect(nextSort(DEFAULT_SORT, 'ticker')).toEqual({ column: 'ticker', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'value')).toEqual({ column: 'value', direction: 'desc' });
  });
});

describe('URL search params', () => {
  it('round-trips every filter', () => {
    const filters: TransactionFilters = { search: 'vti', portfolioId: 'p1', accountId: 'a2', kinds: ['Buy', 'Spin-Off'], from: '2024-01-01', to: '2024-12-31' };
    const params = withFilters(new URLSearchParams(), filters);
    expect(params.toString()).toBe('q=vti&portfolio=p1&account=a2&kind=Buy&kind=Spin-Off&from=2024-01-01&to=2024-12-31');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('writes nothing for no filters and keeps other params', () => {
    const params = withFilters(new URLSearchParams('sort=value&dir=asc&q=old&kind=Buy'), NO_FILTERS);
    expect(params.toString()).toBe('sort=value&dir=asc');
  });

  it('ignores what it cannot read', () => {
    const filters = filtersFromParams(new URLSearchParams('kind=Gift&kind=Buy&kind=Buy&from=2024-02-30&to=3000-01-01&portfolio='));
    expect(filters).toEqual({ ...NO_FILTERS, kinds: ['Buy'] });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('round-trips the sort, leaving the default out of the URL', () => {
    const params = withSort(new URLSearchParams('q=x'), { column: 'realisedGain', direction: 'asc' });
    expect(params.toString()).toBe('q=x&sort=realisedGain&dir=asc');
    expect(sortFromParams(params)).toEqual({ column: 'realisedGain', direction: 'asc' });
    expect(withSort(params, DEFAULT_SORT).toString()).toBe('q=x');
    expect(sortFromParams(new URLSearchParams('sort=__proto__'))).toEqual(DEFAULT_SORT);
    expect(sortFromParams(new URLSearchParams('sort=fees'))).toEqual({ column: 'fees', direction: 'desc' });
  });
});

describe('validDay', () => {
  it('accepts real days from 1900-01-01 to 2099-12-31', () => {
    expect(validDay('1900-01-01')).toBe('1900-01-01');
    expect(validDay('2099-12-31')).toBe('2099-12-31');
    expect(validDay('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses other text', () => {
    for (const text of ['1899-12-31', '2100-01-01', '2023-02-29', '2024-13-01', '2024-1-1', '0002-01-01', '', null, 'yesterday']) expect(validDay(text)).toBeNull();
  });
});

describe('filterOptions', () => {
  it('lists the portfolios and the accounts by broker that the transactions use, by name', () => {
    expect(filterOptions(rows)).toEqual({
      portfolios: [
        { id: 'p1', name: 'Main' },
        { id: 'p2', name: 'Pension' },
      ],
      brokers: [
        { id: 'b2', name: 'Degiro', accounts: [{ id: 'a2', name: 'ISA' }] },
        {
          id: 'b1',
          name: 'IBKR',
          accounts: [
            { id: 'a1', name: 'Cash' },
            { id: 'a3', name: 'Margin' },
          ],
        },
      ],
    });
  });
});
