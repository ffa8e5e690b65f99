import { format } from 'date-fns';
import { MAX_TIMELINE_BUCKETS, bucketTransactions, timelineWindow, type TimelineDay, type TimelineOptions } from './bucketTransactions';

// Tuesday 24 November 2026, mid-afternoon.
const today = new Date(2026, 10, 24, 15, 30);
const options = (patch: Partial<TimelineOptions> = {}): TimelineOptions => ({ interval: '1Y', groupBy: 'month', includeCurrentInterval: true, measure: 'value', today, ...patch });
const keys = (patch: Partial<TimelineOptions>, earliest: Date | null = null) => {
  const window = timelineWindow(options(patch), earliest);
  return window ? [window.first, window.last].map((date) => format(date, 'EEE yyyy-MM-dd')) : null;
};

/** One transaction: its day's entry with a count of one. */
const transaction = (type: TimelineDay['type'], date: string, value: number): TimelineDay => ({ type, date, count: 1, value });

describe('timelineWindow', () => {
  it('gives a year by month as twelve months ending with the current one', () => {
    expect(keys({})).toEqual(['Mon 2025-12-01', 'Sun 2026-11-01']);
  });

  it('ends with the last complete period when the current one is left out, keeping the count', () => {
    expect(keys({ includeCurrentInterval: false })).toEqual(['Sat 2025-11-01', 'Thu 2026-10-01']);
  });

  it('starts the year to date in January', () => {
    expect(keys({ interval: 'YTD' })).toEqual(['Thu 2026-01-01', 'Sun 2026-11-01']);
  });

  it('counts a week by day from the same weekday a week ago', () => {
    expect(keys({ interval: '1W', groupBy: 'day' })).toEqual(['Tue 2026-11-17', 'Tue 2026-11-24']);
  });

  it('starts a day on a Monday at Friday, the last trading day, and ends with today, not the range’s end (tomorrow)', () => {
    const monday = new Date(2026, 10, 23, 9);
    expect(keys({ interval: '1D', groupBy: 'day', today: monday })).toEqual(['Fri 2026-11-20', 'Mon 2026-11-23']);
    expect(keys({ interval: '1D', groupBy: 'day', today })).toEqual(['Mon 2026-11-23', 'Tue 2026-11-24']);
  });

  it('starts weeks on Monday', () => {
    expect(keys({ interval: '3M', groupBy: 'week' })).toEqual(['Mon 2026-08-24', 'Mon 2026-11-23']);
  });

  it('keeps at least the current bucket when the range is shorter than one', () => {
    expect(keys({ interval: '1M', groupBy: 'quarter' })).toEqual(['Thu 2026-10-01', 'Thu 2026-10-01']);
  });

  it('starts all time at the first transaction’s bucket, and has nothing without transactions', () => {
    expect(keys({ interval: 'MAX', groupBy: 'year' }, new Date(2023, 3, 3))).toEqual(['Sun 2023-01-01', 'Thu 2026-01-01']);
    expect(keys({ interval: 'MAX', groupBy: 'year' }, null)).toBeNull();
    // First bought this month, current month left out: no complete period yet.
    expect(keys({ interval: 'MAX', includeCurrentInterval: false }, new Date(2026, 10, 2))).toBeNull();
  });
});

describe('bucketTransactions', () => {
  // Values in the display currency, as the server sums them (transaction value × its rate).
  const ledger = [
    transaction('Sell', '2026-11-20T00:00:00.000', 800),
    transaction('Buy', '2026-11-02T00:00:00.000', 400),
    transaction('Buy', '2026-11-03T00:00:00.000', 250),
    transaction('Income', '2026-09-15T00:00:00.000', 10),
    transaction('Split', '2026-09-01T00:00:00.000', 0),
    // Before the window of a year by month (December 2025 onwards).
    transaction('Buy', '2025-11-30T00:00:00.000', 9999),
  ];

  it('sums values per bucket and kind', () => {
    const timeline = bucketTransactions(ledger, options());
    expect(timeline.buckets).toHaveLength(12);
    expect(timeline.transactionCount).toBe(5);
    const november = timeline.buckets.at(-1)!;
    expect(november).toMatchObject({ start: '2026-11-01', end: '2026-11-30', shortLabel: 'Nov 26', longLabel: 'November 2026', totals: { Buy: 650, Sell: 800 }, count: 3 });
    expect(timeline.buckets.find((bucket) => bucket.start === '2026-09-01')!.totals).toEqual({ Income: 10, Split: 0 });
    // A split moves no money, so it has no bar (nor legend entry) when values are summed.
    expect(timeline.kinds).toEqual(['Buy', 'Sell', 'Income']);
  });

  it('counts transactions per kind when asked', () => {
    const timeline = bucketTransactions(ledger, options({ measure: 'count' }));
    expect(timeline.buckets.at(-1)!.totals).toEqual({ Buy: 2, Sell: 1 });
    expect(timeline.kinds).toEqual(['Buy', 'Sell', 'Income', 'Split']);
  });

  it('averages each kind per transaction in its period', () => {
    const timeline = bucketTransactions(ledger, options({ operation: 'average' }));
    // Two buys of 400 and 250 in November: 325 each on average; the one sell is its own average.
    expect(timeline.buckets.at(-1)!.totals).toEqual({ Buy: 325, Sell: 800 });
    expect(timeline.buckets.find((bucket) => bucket.start === '2026-09-01')!.totals).toEqual({ Income: 10, Split: 0 });
    expect(timeline.buckets.at(-1)!.count).toBe(3);
  });

  it('runs the totals on from the first transaction, carrying what came before the first period', () => {
    const timeline = bucketTransactions(ledger, options({ operation: 'cumulative' }));
    const totals = Object.fromEntries(timeline.buckets.map((bucket) => [bucket.start, bucket.totals]));
    // The buy of 30 November 2025 is before the window: every period starts from it.
    expect(totals['2025-12-01']).toEqual({ Buy: 9999 });
    expect(totals['2026-08-01']).toEqual({ Buy: 9999 });
    expect(totals['2026-10-01']).toEqual({ Buy: 9999, Income: 10, Split: 0 });
    expect(totals['2026-11-01']).toEqual({ Buy: 10649, Sell: 800, Income: 10, Split: 0 });
    // Still only the transactions of the window are counted in it.
    expect(timeline.transactionCount).toBe(5);
    expect(timeline.kinds).toEqual(['Buy', 'Sell', 'Income']);
    // Counted, the running total is of transactions.
    expect(bucketTransactions(ledger, options({ operation: 'cumulative', measure: 'count' })).buckets.at(-1)!.totals).toEqual({ Buy: 3, Sell: 1, Income: 1, Split: 1 });
  });

  it('takes whole periods: the first month counts in full, the left-out current one not at all', () => {
    const timeline = bucketTransactions(ledger, options({ includeCurrentInterval: false }));
    expect(timeline.buckets[0]).toMatchObject({ start: '2025-11-01', totals: { Buy: 9999 } });
    expect(timeline.buckets.at(-1)!.start).toBe('2026-10-01');
    expect(timeline.transactionCount).toBe(3);
  });

  it('labels quarters and years', () => {
    expect(bucketTransactions(ledger, options({ groupBy: 'quarter', interval: '3M' })).buckets.map((bucket) => [bucket.shortLabel, bucket.longLabel])).toEqual([['Q4 26', 'Q4 2026']]);
    expect(bucketTransactions(ledger, options({ groupBy: 'year', interval: 'MAX' })).buckets.map((bucket) => bucket.shortLabel)).toEqual(['2025', '2026']);
  });

  it('has no transaction in a window they all miss', () => {
    const timeline = bucketTransactions(ledger, options({ interval: '1W', groupBy: 'day' }));
    expect(timeline.buckets).toHaveLength(8);
    expect(timeline.buckets.map((bucket) => bucket.count)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(bucketTransactions(ledger, options({ interval: '1D', groupBy: 'day' })).transactionCount).toBe(0);
  });

  it('counts Friday’s and today’s transactions in a day seen on a Monday', () => {
    const monday = new Date(2026, 10, 23, 9);
    const timeline = bucketTransactions([...ledger, transaction('Buy', '2026-11-23T18:45:00.000', 5)], options({ interval: '1D', groupBy: 'day', today: monday }));
    expect(timeline.buckets.map((bucket) => [bucket.start, bucket.count])).toEqual([
      ['2026-11-20', 1],
      ['2026-11-21', 0],
      ['2026-11-22', 0],
      ['2026-11-23', 1],
    ]);
    expect(timeline.transactionCount).toBe(2);
  });

  it('skips transactions whose date does not parse', () => {
    expect(bucketTransactions([transaction('Buy', 'not a date', 1)], options({ interval: 'MAX' })).buckets).toEqual([]);
  });

  it('adds up a day that holds several transactions, and reports the whole selection for the empty note', () => {
    const days: TimelineDay[] = [
      { type: 'Buy', date: '2026-11-02', count: 3, value: 1200.5 },
      { type: 'Buy', date: '2026-11-02', count: 1, value: 99.5 },
      { type: 'Buy', date: '2019-05-06', count: 2, value: 10 },
    ];
    const timeline = bucketTransactions(days, options({ measure: 'count' }));
    expect(timeline.buckets.at(-1)!.totals).toEqual({ Buy: 4 });
    expect(bucketTransactions(days, options()).buckets.at(-1)!.totals).toEqual({ Buy: 1300 });
    expect(timeline).toMatchObject({ transactionCount: 4, ledgerCount: 6, firstDate: '2019-05-06', lastDate: '2026-11-02' });
    expect(bucketTransactions([], options())).toMatchObject({ buckets: expect.any(Array), transactionCount: 0, ledgerCount: 0, firstDate: null, lastDate: null });
  });

  it('ends each week on Sunday and each quarter on its last day', () => {
    const weeks = bucketTransactions(ledger, options({ interval: '1M', groupBy: 'week' })).buckets;
    expect(weeks.at(-1)).toMatchObject({ start: '2026-11-23', end: '2026-11-29', longLabel: 'Week of 23 Nov 2026' });
    expect(bucketTransactions(ledger, options({ interval: '3M', groupBy: 'quarter' })).buckets[0]).toMatchObject({ start: '2026-10-01', end: '2026-12-31' });
  });

  it('answers all time by day over decades at a coarser grouping, within the bucket budget', () => {
    const decades = [transaction('Buy', '1900-01-01', 1), ...ledger];
    const byDay = bucketTransactions(decades, options({ interval: 'MAX', groupBy: 'day' }));
    // 127 years: 46,000 days, 6,600 weeks, then 1,523 months.
    expect(byDay.groupBy).toBe('month');
    expect(byDay.buckets.length).toBeLessThanOrEqual(MAX_TIMELINE_BUCKETS);
    expect(byDay.buckets[0]).toMatchObject({ start: '1900-01-01', count: 1 });
    expect(byDay.transactionCount).toBe(decades.length);
    // A range that fits is answered as asked: five years by day.
    expect(bucketTransactions(ledger, options({ interval: '5Y', groupBy: 'day' })).groupBy).toBe('day');
  });
});
