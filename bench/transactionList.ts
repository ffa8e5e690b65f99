/**
 * How long the transaction list's passes take on a generated ledger (100,000 rows by default):
 * each sort, each filter, the filter menus' options and the CSV export. Prints figures, asserts
 * nothing (performance targets live in benchmarks, never in timed unit tests).
 *
 *   npx tsx bench/transactionList.ts [rows]
 */
import { generateTransactions } from '../src/features/transaction/list/testTransactions';
import { DEFAULT_VISIBILITY, visibleColumns } from '../src/features/transaction/list/transactionColumns';
import { NO_FILTERS, filterOptions, filterTransactions, sortTransactions, type TransactionFilters, type TransactionSort } from '../src/features/transaction/list/transactionFilters';
import { transactionsCsv } from '../src/features/transaction/list/transactionsCsv';

export interface Measure {
  name: string;
  /** Median of the runs, in ms. */
  medianMs: number;
  maxMs: number;
}

function time(name: string, runs: number, work: () => unknown): Measure {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { name, medianMs: samples[Math.floor(samples.length / 2)]!, maxMs: samples[samples.length - 1]! };
}

export function measureTransactionList(count = 100_000, runs = 7): Measure[] {
  // Through JSON, as the rows reach the cache from the network (flat strings, plain objects).
  const rows = JSON.parse(JSON.stringify(generateTransactions(count))) as ReturnType<typeof generateTransactions>;
  const sorts: [string, TransactionSort][] = [
    ['sort date desc (default)', { column: 'date', direction: 'desc' }],
    ['sort date asc', { column: 'date', direction: 'asc' }],
    ['sort ticker asc', { column: 'ticker', direction: 'asc' }],
    ['sort value desc', { column: 'value', direction: 'desc' }],
    ['sort portfolio asc', { column: 'portfolio', direction: 'asc' }],
    ['sort reference asc (all distinct)', { column: 'reference', direction: 'asc' }],
  ];
  const sorted = sortTransactions(rows, sorts[0]![1]);
  const filters: [string, Partial<TransactionFilters>][] = [
    ['filter kind Buy', { kinds: ['Buy'] }],
    ['filter search "t1"', { search: 't1' }],
    ['filter search (no match)', { search: 'zzzz' }],
    ['filter portfolio', { portfolioId: 'p1' }],
    ['filter one year', { from: '2020-01-01', to: '2020-12-31' }],
    ['filter all combined', { search: 't', portfolioId: 'p1', accountId: 'a2', kinds: ['Buy', 'Sell'], from: '2010-01-01', to: '2020-12-31' }],
  ];
  const columns = visibleColumns(DEFAULT_VISIBILITY);
  return [
    ...sorts.map(([name, sort]) => time(name, runs, () => sortTransactions(rows, sort))),
    ...filters.map(([name, patch]) => time(name, runs, () => filterTransactions(sorted, { ...NO_FILTERS, ...patch }))),
    time('sort ticker + filter kind Buy', runs, () => filterTransactions(sortTransactions(rows, { column: 'ticker', direction: 'asc' }), { ...NO_FILTERS, kinds: ['Buy'] })),
    time('filter menu options', runs, () => filterOptions(rows)),
    time('CSV export of every row', 3, () => transactionsCsv(sorted, columns, { userCurrency: 'EUR', locale: null })),
  ];
}

if (process.argv[1]?.endsWith('measureTransactionList.ts')) {
  const count = Number(process.argv[2] ?? 100_000);
  console.log(`Transaction list passes over ${count.toLocaleString('en-US')} generated rows (median / max of the runs):`);
  for (const { name, medianMs, maxMs } of measureTransactionList(count)) console.log(`  ${name.padEnd(36)} ${medianMs.toFixed(1).padStart(7)} ms  ${maxMs.toFixed(1).padStart(7)} ms`);
}
