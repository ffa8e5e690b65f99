import { dropAbsurdJumps, screenBars, unadjustDividends, unadjustSplits, screenDividends } from './quality';

describe('dropAbsurdJumps', () => {
  const id = (value: number | null) => value;

  it('drops a bar 1000x off its predecessor and keeps comparing with the last kept bar', () => {
    expect(dropAbsurdJumps([100, 101, 101_000, 102], id)).toEqual([100, 101, 102]);
    expect(dropAbsurdJumps([100, 101, 0.1, 102], id)).toEqual([100, 101, 102]);
  });

  it('keeps large but possible moves', () => {
    expect(dropAbsurdJumps([100, 5, 900, 90_000], id)).toEqual([100, 5, 900, 90_000]);
  });

  it('drops an absurd first bar when the next two agree', () => {
    expect(dropAbsurdJumps([1_000_000, 100, 101], id)).toEqual([100, 101]);
    expect(dropAbsurdJumps([100, 1_000_000, 101], id)).toEqual([100, 101]);
  });

  it('neither judges nor compares against null values', () => {
    expect(dropAbsurdJumps([100, null, 100_000, 99], id)).toEqual([100, null, 99]);
  });
});

describe('unadjustSplits', () => {
  const bar = (date: string, close: number) => ({ date, close, adjClose: close });

  it("multiplies closes before a split back by its ratio, and leaves the split day's own close", () => {
    // Yahoo shows AAPL at ~124.8 on 2020-08-28 after the 4:1 split of 2020-08-31; it really closed at ~499.2.
    const real = unadjustSplits([bar('2020-08-28', 124.8075), bar('2020-08-31', 129.04)], [{ date: '2020-08-31', ratio: 4 }]);
    expect(real.map((b) => b.close)).toEqual([499.23, 129.04]);
    expect(real[0]!.adjClose).toBe(124.8075);
  });

  it('applies every later split once, in either order given, and reverse splits too', () => {
    const splits = [
      { date: '2024-06-10', ratio: 10 },
      { date: '2021-07-20', ratio: 4 },
    ];
    const real = unadjustSplits([bar('2021-07-19', 18.75), bar('2022-01-03', 30), bar('2024-06-10', 121)], splits);
    expect(real.map((b) => b.close)).toEqual([750, 300, 121]);
    expect(unadjustSplits([bar('2020-01-02', 5)], [{ date: '2020-02-01', ratio: 0.1 }])[0]!.close).toBeCloseTo(0.5, 12);
  });

  it("brings a candle back with its close: prices times the ratio, the volume divided by it", () => {
    const candle = { date: '2020-08-28', close: 124.8075, adjClose: 124.8075, open: 126, high: 126.5, low: 124, volume: 187_630_000 };
    const [real] = unadjustSplits([candle], [{ date: '2020-08-31', ratio: 4 }]);
    expect(real).toEqual({ date: '2020-08-28', close: 499.23, adjClose: 124.8075, open: 504, high: 506, low: 496, volume: 46_907_500 });
    const [partial] = unadjustSplits([{ ...candle, open: null, volume: null }], [{ date: '2020-08-31', ratio: 4 }]);
    expect(partial).toMatchObject({ open: null, high: 506, volume: null });
  });

  it('changes nothing without splits', () => {
    const bars = [bar('2020-01-02', 5)];
    expect(unadjustSplits(bars, [])).toEqual(bars);
  });
});

describe('screenBars', () => {
  const bar = (date: string, close: number, adjClose: number | null = null) => ({ date, close, adjClose });

  it('refuses zero, negative and non-finite closes with the reason', () => {
    const { kept, refused } = screenBars([bar('2020-01-02', 10), bar('2020-01-03', 0), bar('2020-01-06', -3), bar('2020-01-07', Number.NaN), bar('2020-01-08', 11, -1)], []);
    expect(kept.map((b) => b.date)).toEqual(['2020-01-02']);
    expect(refused.map((r) => r.date)).toEqual(['2020-01-03', '2020-01-06', '2020-01-07', '2020-01-08']);
    expect(refused[0]!.reason).toContain('not a positive price');
  });

  it('refuses a 1000x spike but keeps a real split drop', () => {
    const { kept, refused } = screenBars(
      [bar('2020-08-27', 500), bar('2020-08-28', 499), bar('2020-08-31', 129), bar('2020-09-01', 129_000), bar('2020-09-02', 131)],
      [{ date: '2020-08-31', ratio: 4 }],
    );
    expect(kept.map((b) => b.close)).toEqual([500, 499, 129, 131]);
    expect(refused).toEqual([{ date: '2020-09-01', reason: 'close 129000 is 1000x or more off its neighbours' }]);
  });
});

describe('screenDividends', () => {
  const bar = (date: string, close: number) => ({ date, close, adjClose: null });
  const dividend = (exDate: string, amount: number) => ({ exDate, amount, recordDate: null, payDate: null, declaredDate: null, currency: 'USD' });
  const bars = [bar('2024-03-01', 50), bar('2024-03-04', 51), bar('2024-06-03', 40)];

  it('keeps payments below the close before their ex-date, in date order', () => {
    const { kept, refused } = screenDividends([dividend('2024-06-04', 0.5), dividend('2024-03-04', 0.5)], bars);
    expect(kept.map((d) => d.exDate)).toEqual(['2024-03-04', '2024-06-04']);
    expect(refused).toEqual([]);
  });

  it('refuses a negative, zero or not-a-number amount, one above the close before it, and a second on one ex-date', () => {
    const { kept, refused } = screenDividends(
      [dividend('2024-03-02', -1), dividend('2024-03-03', 0), dividend('2024-03-05', Number.NaN), dividend('2024-03-04', 52), dividend('2024-06-04', 0.5), dividend('2024-06-04', 0.6)],
      bars,
    );
    expect(kept).toEqual([dividend('2024-06-04', 0.5)]);
    expect(refused.map((r) => [r.date, r.reason])).toEqual([
      ['2024-03-02', 'amount -1 is not a positive payment'],
      ['2024-03-03', 'amount 0 is not a positive payment'],
      // The close before 2024-03-04 is 2024-03-01's 50: the ex-date's own close is already without it.
      ['2024-03-04', 'amount 52 is more than the close of 50 before it'],
      ['2024-03-05', 'amount NaN is not a positive payment'],
      ['2024-06-04', 'a second dividend on the same ex-date'],
    ]);
  });

  it('does not judge a payment with no close before it', () => {
    expect(screenDividends([dividend('2024-02-01', 500)], bars).kept).toHaveLength(1);
  });
});

describe('unadjustDividends', () => {
  const dividend = (exDate: string, amount: number) => ({ exDate, recordDate: null, payDate: null, declaredDate: null, amount, currency: 'USD' });

  it('multiplies a dividend by the ratios of the splits after its ex-date only', () => {
    const splits = [
      { date: '2020-08-31', ratio: 4 },
      { date: '2024-06-10', ratio: 10 },
    ];
    const real = unadjustDividends([dividend('2020-08-07', 0.0205), dividend('2021-02-05', 0.0205), dividend('2024-06-11', 0.01)], splits);
    // 0.0205 × 4 × 10 = 0.82 before both; × 10 between them; after both, as given.
    expect(real.map((d) => d.amount)).toEqual([0.82, 0.205, 0.01].map((v) => expect.closeTo(v, 12) as unknown as number));
  });

  it('leaves a split on the ex-date itself out: the ex-date trades on the new shares', () => {
    expect(unadjustDividends([dividend('2020-08-31', 0.205)], [{ date: '2020-08-31', ratio: 4 }])[0]!.amount).toBe(0.205);
  });
});
