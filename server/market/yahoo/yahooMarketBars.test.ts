import { recordedChart } from '../../test/yahooRecordings';
import { NO_BAR_PROBLEMS, createBarProblemLog, hasBarProblems, intradayFromChart, ohlcvFromChart } from './yahooMarketBars';

const utc = (iso: string) => Date.parse(iso) / 1000;
const WIDE = { from: '2000-01-01', to: '2099-12-31' };

type Row = [iso: string, open: number | null, high: number | null, low: number | null, close: number | null, volume?: number | null];

/** A hand-built chart entry as Yahoo would send it, New York listing in USD unless overridden. */
function chart(rows: readonly Row[], meta: Record<string, unknown> = {}, adj?: (number | null)[]) {
  return {
    meta: { currency: 'USD', gmtoffset: -18000, exchangeTimezoneName: 'America/New_York', instrumentType: 'EQUITY', ...meta },
    timestamp: rows.map(([iso]) => utc(iso)),
    indicators: {
      quote: [
        {
          open: rows.map((row) => row[1]),
          high: rows.map((row) => row[2]),
          low: rows.map((row) => row[3]),
          close: rows.map((row) => row[4]),
          volume: rows.map((row) => row[5] ?? null),
        },
      ],
      ...(adj ? { adjclose: [{ adjclose: adj }] } : {}),
    },
  };
}

describe('ohlcvFromChart on recorded answers', () => {
  it('reads AAPL 2020-08-31 to 2020-11-07: 49 daily bars, first and last as recorded', () => {
    const { bars, problems } = ohlcvFromChart(recordedChart('chart-AAPL-2020-08-31-to-2020-11-07.json'), WIDE);
    expect(problems).toEqual(NO_BAR_PROBLEMS);
    expect(bars).toHaveLength(49);
    expect(bars[0]).toEqual({
      date: '2020-08-31',
      open: 127.58000183105469,
      high: 131,
      low: 126,
      close: 129.0399932861328,
      volume: 225702700,
      adjClose: 125.82673645019531,
    });
    expect(bars.at(-1)).toEqual({
      date: '2020-11-06',
      open: 118.31999969482422,
      high: 119.19999694824219,
      low: 116.12999725341797,
      close: 118.69000244140625,
      volume: 114457900,
      adjClose: 115.93415069580078,
    });
    expect(new Set(bars.map((bar) => bar.date)).size).toBe(49);
  });

  it('filters AAPL to a range inclusively on exchange days', () => {
    const { bars } = ohlcvFromChart(recordedChart('chart-AAPL-2020-08-31-to-2020-11-07.json'), { from: '2020-09-01', to: '2020-09-02' });
    expect(bars.map((bar) => [bar.date, bar.close])).toEqual([
      ['2020-09-01', 134.17999267578125],
      ['2020-09-02', expect.any(Number)],
    ]);
  });

  it('divides OCDO.L pence prices into pounds but leaves the volume alone', () => {
    const { bars, problems } = ohlcvFromChart(recordedChart('chart-OCDO.L-2020-01-01-to-2020-01-03.json'), WIDE);
    expect(problems).toEqual(NO_BAR_PROBLEMS);
    expect(bars).toEqual([{ date: '2020-01-02', open: 12.795, high: 12.865699462890625, low: 12.58, close: 12.595, volume: 728520, adjClose: 12.595 }]);
  });

  it('gives BTC-USD a bar for every UTC day, New Year holiday included', () => {
    const { bars } = ohlcvFromChart(recordedChart('chart-BTC-USD-2020-01-01-to-2020-01-03.json'), WIDE);
    expect(bars.map((bar) => bar.date)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
    expect(bars[0]).toMatchObject({ open: 7194.89208984375, close: 7200.17431640625, volume: 18565664997 });
    expect(bars[2]).toMatchObject({ high: 7413.71533203125, low: 6914.99609375, close: 7344.88427734375, volume: 28111481032 });
  });

  it('reads WSU.DE on Frankfurt days, Friday then Monday and Tuesday, with their small volumes', () => {
    const { bars, problems } = ohlcvFromChart(recordedChart('chart-WSU.DE-2023-08-04-to-2023-08-09.json'), WIDE);
    expect(problems).toEqual(NO_BAR_PROBLEMS);
    expect(bars.map((bar) => [bar.date, bar.close, bar.volume])).toEqual([
      ['2023-08-04', 34.45000076293945, 1251],
      ['2023-08-07', 34, 336],
      ['2023-08-08', 33.20000076293945, 10846],
    ]);
    expect(bars[1]).toMatchObject({ open: 34.79999923706055, high: 34.79999923706055, low: 34, adjClose: 32.206233978271484 });
  });

  it('gives EURUSD=X no volume: Yahoo sends 0 for every currency bar', () => {
    const { bars } = ohlcvFromChart(recordedChart('chart-EURUSD=X-2020-01-01-to-2020-01-03.json'), WIDE);
    expect(bars).toHaveLength(3);
    expect(bars[0]).toEqual({
      date: '2020-01-01',
      open: 1.1220825910568237,
      high: 1.1228384971618652,
      low: 1.115946888923645,
      close: 1.1220825910568237,
      volume: null,
      adjClose: 1.1220825910568237,
    });
  });
});

describe('intradayFromChart on recorded answers', () => {
  it('reads the AAPL 1-minute answer for a weekend as no bars, not as malformed', () => {
    const { bars, problems } = intradayFromChart(recordedChart('chart-AAPL-2025-02-01-to-2025-02-02-includePrePost-false-interval-1m.json'));
    expect(bars).toEqual([]);
    expect(problems).toEqual(NO_BAR_PROBLEMS);
    expect(hasBarProblems(problems)).toBe(false);
  });

  it('reads the same answer as yahoo-finance2 hands it over (the empty quote entry dropped) as no bars', () => {
    const answer = { meta: { currency: 'USD' }, indicators: { quote: [] } };
    expect(intradayFromChart(answer)).toEqual({ bars: [], problems: NO_BAR_PROBLEMS });
  });

  it('stamps WSU.DE bars with their start in UTC', () => {
    const { bars } = intradayFromChart(recordedChart('chart-WSU.DE-2023-08-04-to-2023-08-09.json'));
    expect(bars.map((bar) => bar.at)).toEqual(['2023-08-04T07:00:00.000Z', '2023-08-07T07:00:00.000Z', '2023-08-08T07:00:00.000Z']);
    expect(bars[0]).toEqual({ at: '2023-08-04T07:00:00.000Z', open: 34.25, high: 34.54999923706055, low: 34.099998474121094, close: 34.45000076293945, volume: 1251 });
  });
});

describe('cleaning rules', () => {
  it('drops gaps (a null or NaN price, a missing timestamp) without filling them in', () => {
    const input = chart([
      ['2021-03-01T14:30:00Z', 10, 11, 9, 10.5, 100],
      ['2021-03-02T14:30:00Z', null, null, null, null, null],
      ['2021-03-03T14:30:00Z', 10, 11, 9, Number.NaN, 100],
      ['2021-03-04T14:30:00Z', null, 11, 9, 10, 100],
      ['2021-03-05T14:30:00Z', 10, 11, 9, 10, 100],
    ]);
    input.timestamp[4] = Number.NaN;
    const { bars, problems } = ohlcvFromChart(input, WIDE);
    expect(bars.map((bar) => bar.date)).toEqual(['2021-03-01']);
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, gaps: 4 });
  });

  it('drops a bar with any zero or negative price', () => {
    const { bars, problems } = ohlcvFromChart(
      chart([
        ['2021-03-01T14:30:00Z', 10, 11, 9, 10.5],
        ['2021-03-02T14:30:00Z', 10, 11, 0, 10.5],
        ['2021-03-03T14:30:00Z', -10, 11, 9, 10.5],
        ['2021-03-04T14:30:00Z', 10, 11, 9, 0],
      ]),
      WIDE,
    );
    expect(bars.map((bar) => bar.date)).toEqual(['2021-03-01']);
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, nonPositive: 3 });
  });

  it('recomputes high and low as the max and min of the four prices when they do not bracket them', () => {
    const { bars, problems } = ohlcvFromChart(
      chart([
        ['2021-03-01T14:30:00Z', 10, 9, 11, 10.5], // high below low
        ['2021-03-02T14:30:00Z', 10, 10.2, 9.5, 10.8], // close above high
        ['2021-03-03T14:30:00Z', 10, 11, 9, 10.5], // consistent: untouched
      ]),
      WIDE,
    );
    expect(bars.map((bar) => [bar.open, bar.high, bar.low, bar.close])).toEqual([
      [10, 11, 9, 10.5],
      [10, 10.8, 9.5, 10.8],
      [10, 11, 9, 10.5],
    ]);
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, highLowRepaired: 2 });
  });

  it('turns a negative volume (-1) into null and keeps a zero volume of a share as 0', () => {
    const { bars, problems } = ohlcvFromChart(
      chart([
        ['2021-03-01T14:30:00Z', 10, 11, 9, 10.5, -1],
        ['2021-03-02T14:30:00Z', 10, 11, 9, 10.5, 0],
        ['2021-03-03T14:30:00Z', 10, 11, 9, 10.5, null],
      ]),
      WIDE,
    );
    expect(bars.map((bar) => bar.volume)).toEqual([null, 0, null]);
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, negativeVolume: 1 });
  });

  it('sorts out-of-order bars and keeps the later of two on one day', () => {
    const { bars, problems } = ohlcvFromChart(
      chart([
        ['2021-03-03T14:30:00Z', 12, 12, 12, 12],
        ['2021-03-01T14:30:00Z', 10, 10, 10, 10],
        ['2021-03-02T20:59:00Z', 11.5, 11.5, 11.5, 11.5], // the live bar, later on the same day
        ['2021-03-02T14:30:00Z', 11, 11, 11, 11],
      ]),
      WIDE,
    );
    expect(bars.map((bar) => [bar.date, bar.close])).toEqual([
      ['2021-03-01', 10],
      ['2021-03-02', 11.5],
      ['2021-03-03', 12],
    ]);
    // Three entries come after a later-stamped one in the answer.
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, outOfOrder: 3, duplicates: 1 });
  });

  it('keeps the last of repeated intraday timestamps', () => {
    const { bars, problems } = intradayFromChart(
      chart([
        ['2025-02-03T14:30:00Z', 10, 10, 10, 10],
        ['2025-02-03T14:31:00Z', 11, 11, 11, 11],
        ['2025-02-03T14:31:00Z', 12, 12, 12, 12],
      ]),
    );
    expect(bars.map((bar) => [bar.at, bar.close])).toEqual([
      ['2025-02-03T14:30:00.000Z', 10],
      ['2025-02-03T14:31:00.000Z', 12],
    ]);
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, duplicates: 1 });
  });

  it('drops a spike: a bar 1000x away from its neighbours or with a high 1000x its low', () => {
    const { bars, problems } = ohlcvFromChart(
      chart([
        ['2021-03-01T14:30:00Z', 10, 11, 9, 10],
        ['2021-03-02T14:30:00Z', 10000, 11000, 9000, 10500], // mis-scaled print
        ['2021-03-03T14:30:00Z', 10, 10500, 9, 10], // high out of all proportion
        ['2021-03-04T14:30:00Z', 10, 11, 9, 10.2],
      ]),
      WIDE,
    );
    expect(bars.map((bar) => bar.date)).toEqual(['2021-03-01', '2021-03-04']);
    expect(problems).toEqual({ ...NO_BAR_PROBLEMS, absurd: 2 });
  });

  it('divides pence prices and the adjusted close by 100, not the volume', () => {
    const input = chart([['2020-01-02T08:00:00Z', 1279.5, 1286.5, 1258, 1259.5, 728520]], { currency: 'GBp', exchangeTimezoneName: 'Europe/London', gmtoffset: 0 }, [1200]);
    expect(ohlcvFromChart(input, WIDE).bars).toEqual([
      { date: '2020-01-02', open: 12.795, high: 12.865, low: 12.58, close: 12.595, volume: 728520, adjClose: 12 },
    ]);
    expect(intradayFromChart(input).bars).toEqual([{ at: '2020-01-02T08:00:00.000Z', open: 12.795, high: 12.865, low: 12.58, close: 12.595, volume: 728520 }]);
  });

  it('treats a timestamp beyond what a Date holds as a gap instead of throwing', () => {
    const input = chart([['2021-03-01T14:30:00Z', 10, 11, 9, 10]]);
    input.timestamp[0] = 1e20;
    expect(intradayFromChart(input)).toEqual({ bars: [], problems: { ...NO_BAR_PROBLEMS, gaps: 1 } });
  });
});

describe('malformed answers', () => {
  it.each([
    ['an empty object', {}],
    ['null', null],
    ['a string', 'Not Found'],
    ['quote not a list', { meta: {}, timestamp: [1], indicators: { quote: {} } }],
    ['timestamps not a list', { meta: {}, timestamp: 5, indicators: { quote: [{}] } }],
  ])('gives no bars and a reason for %s', (_, answer) => {
    const daily = ohlcvFromChart(answer, WIDE);
    const intraday = intradayFromChart(answer);
    expect(daily.bars).toEqual([]);
    expect(intraday.bars).toEqual([]);
    expect(daily.problems.malformed).toEqual(expect.any(String));
    expect(hasBarProblems(daily.problems)).toBe(true);
  });

  it('calls columns that disagree with the timestamps malformed', () => {
    const input = chart([
      ['2021-03-01T14:30:00Z', 10, 11, 9, 10],
      ['2021-03-02T14:30:00Z', 10, 11, 9, 10],
    ]);
    input.indicators.quote[0]!.high = [11];
    expect(ohlcvFromChart(input, WIDE)).toEqual({ bars: [], problems: { ...NO_BAR_PROBLEMS, malformed: 'chart has 2 timestamps but 1 high values' } });
    const noOpen = chart([['2021-03-01T14:30:00Z', 10, 11, 9, 10]]) as { indicators: { quote: Record<string, unknown>[] } };
    delete noOpen.indicators.quote[0]!['open'];
    expect(ohlcvFromChart(noOpen, WIDE).problems.malformed).toBe('chart has 1 timestamps but 0 open values');
  });

  it('reads a chart without a volume column, volumes null', () => {
    const input = chart([['2021-03-01T14:30:00Z', 10, 11, 9, 10]]) as { indicators: { quote: Record<string, unknown>[] } };
    delete input.indicators.quote[0]!['volume'];
    expect(ohlcvFromChart(input, WIDE).bars).toEqual([{ date: '2021-03-01', open: 10, high: 11, low: 9, close: 10, volume: null, adjClose: null }]);
  });
});

describe('createBarProblemLog', () => {
  const bad = { ...NO_BAR_PROBLEMS, gaps: 2, negativeVolume: 1 };
  it('logs a symbol\u2019s cleaning once per chart, and nothing for clean bars', () => {
    const warn = jest.fn();
    const report = createBarProblemLog({ warn });
    report('AAPL', 'daily', NO_BAR_PROBLEMS);
    expect(warn).not.toHaveBeenCalled();
    report('AAPL', 'daily', bad);
    report('AAPL', 'daily', bad);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'AAPL', chart: 'daily', gaps: 2, negativeVolume: 1 }), expect.stringContaining('bad bars cleaned'));
    report('AAPL', 'intraday', bad);
    report('MSFT', 'daily', bad);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
