import { format } from 'date-fns';
import { vtiTransaction } from '../../testing/ledgerFixtures';
import { bucketTransactions, timelineWindow, type TimelineOptions } from './bucketTransactions';

// Tuesday 24 November 2026, mid-afternoon.
const today = new Date(2026, 10, 24, 15, 30);
const options = (patch: Partial<TimelineOptions> = {}): TimelineOptions => ({ mainTime: '1Y', groupBy: 'month', includeCurrentInterval: true, mainValue: 'value', today, ...patch });
const keys = (patch: Partial<TimelineOptions>, earliest: Date | null = null) => {
  const window = timelineWindow(options(patch), earliest);
  return window ? [window.first, window.last].map((date) => format(date, 'EEE yyyy-MM-dd')) : null;
};

describe('timelineWindow', () => {
  it('gives a year by month as twelve months ending with the current one', () => {
    expect(keys({})).toEqual(['Mon 2025-12-01', 'Sun 2026-11-01']);
  });

  it('ends with the last complete period when the current one is left out, keeping the count', () => {
    expect(keys({ includeCurrentInterval: false })).toEqual(['Sat 2025-11-01', 'Thu 2026-10-01']);
  });

  it('starts the year to date in January', () => {
    expect(keys({ mainTime: 'YTD' })).toEqual(['Thu 2026-01-01', 'Sun 2026-11-01']);
  });

  it('counts a week by day from the same weekday a week ago', () => {
    expect(keys({ mainTime: '1W', groupBy: 'day' })).toEqual(['Tue 2026-11-17', 'Tue 2026-11-24']);
  });

  it('starts weeks on Monday', () => {
    expect(keys({ mainTime: '3M', groupBy: 'week' })).toEqual(['Mon 2026-08-24', 'Mon 2026-11-23']);
  });

  it('keeps at least the current bucket when the range is shorter than one', () => {
    expect(keys({ mainTime: '1M', groupBy: 'quarter' })).toEqual(['Thu 2026-10-01', 'Thu 2026-10-01']);
  });

  it('starts all time at the first transaction’s bucket, and has nothing without transactions', () => {
    expect(keys({ mainTime: 'MAX', groupBy: 'year' }, new Date(2023, 3, 3))).toEqual(['Sun 2023-01-01', 'Thu 2026-01-01']);
    expect(keys({ mainTime: 'MAX', groupBy: 'year' }, null)).toBeNull();
    // First bought this month, current month left out: no complete period yet.
    expect(keys({ mainTime: 'MAX', includeCurrentInterval: false }, new Date(2026, 10, 2))).toBeNull();
  });
});

describe('bucketTransactions', () => {
  const ledger = [
    vtiTransaction({ _id: 's1', type: 'Sell', date: '2026-11-20T00:00:00.000', transactionValue: 1000, transactionValue_userCurrency: 800 }),
    vtiTransaction({ _id: 'b1', type: 'Buy', date: '2026-11-02T00:00:00.000', transactionValue: 500, transactionValue_userCurrency: 400 }),
    vtiTransaction({ _id: 'b2', type: 'Buy', date: '2026-11-03T00:00:00.000', transactionValue: 250, transactionValue_userCurrency: null }),
    vtiTransaction({ _id: 'i1', type: 'Income', date: '2026-09-15T00:00:00.000', transactionValue: 12.5, transactionValue_userCurrency: 10 }),
    vtiTransaction({ _id: 'x1', type: 'Split', date: '2026-09-01T00:00:00.000', transactionValue: 0, transactionValue_userCurrency: 0 }),
    // Before the window of a year by month (December 2025 onwards).
    vtiTransaction({ _id: 'old', type: 'Buy', date: '2025-11-30T00:00:00.000', transactionValue: 9999, transactionValue_userCurrency: 9999 }),
  ];

  it('sums values per bucket and kind in the display currency, else the transaction’s own', () => {
    const timeline = bucketTransactions(ledger, options());
    expect(timeline.buckets).toHaveLength(12);
    expect(timeline.transactionCount).toBe(5);
    const november = timeline.buckets.at(-1)!;
    expect(november).toMatchObject({ key: '2026-11-01', shortLabel: 'Nov 26', longLabel: 'November 2026', totals: { Buy: 650, Sell: 800 }, count: 3 });
    expect(timeline.buckets.find((bucket) => bucket.key === '2026-09-01')!.totals).toEqual({ Income: 10, Split: 0 });
    // A split moves no money, so it has no bar (nor legend entry) when values are summed.
    expect(timeline.kinds).toEqual(['Buy', 'Sell', 'Income']);
  });

  it('counts transactions per kind when asked', () => {
    const timeline = bucketTransactions(ledger, options({ mainValue: 'count' }));
    expect(timeline.buckets.at(-1)!.totals).toEqual({ Buy: 2, Sell: 1 });
    expect(timeline.kinds).toEqual(['Buy', 'Sell', 'Income', 'Split']);
  });

  it('takes whole periods: the first month counts in full, the left-out current one not at all', () => {
    const timeline = bucketTransactions(ledger, options({ includeCurrentInterval: false }));
    expect(timeline.buckets[0]).toMatchObject({ key: '2025-11-01', totals: { Buy: 9999 } });
    expect(timeline.buckets.at(-1)!.key).toBe('2026-10-01');
    expect(timeline.transactionCount).toBe(3);
  });

  it('labels quarters and years', () => {
    expect(bucketTransactions(ledger, options({ groupBy: 'quarter', mainTime: '3M' })).buckets.map((bucket) => [bucket.shortLabel, bucket.longLabel])).toEqual([['Q4 26', 'Q4 2026']]);
    expect(bucketTransactions(ledger, options({ groupBy: 'year', mainTime: 'MAX' })).buckets.map((bucket) => bucket.shortLabel)).toEqual(['2025', '2026']);
  });

  it('has no transaction in a window they all miss', () => {
    const timeline = bucketTransactions(ledger, options({ mainTime: '1W', groupBy: 'day' }));
    expect(timeline.buckets).toHaveLength(8);
    expect(timeline.buckets.map((bucket) => bucket.count)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(bucketTransactions(ledger, options({ mainTime: '1D', groupBy: 'day' })).transactionCount).toBe(0);
  });

  it('skips transactions whose date does not parse', () => {
    expect(bucketTransactions([vtiTransaction({ date: 'not a date' })], options({ mainTime: 'MAX' })).buckets).toEqual([]);
  });
});
