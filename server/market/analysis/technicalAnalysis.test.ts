import { fromDay, isoWeekday, toDay } from '../../portfolio/days';
import { TECHNICAL_MIN_BARS as MIN_BARS, ratingOf } from '../../../common/technicalRatings';
import { MAX_BARS, aggregateBars, dailyBars, summarise, technicalSummaries, type DailyBars, type Reading } from './technicalAnalysis';

/** `count` weekdays from a Monday, as 'yyyy-MM-dd'. */
function weekdays(count: number, from = '2026-01-05'): string[] {
  const days: string[] = [];
  for (let day = toDay(from); days.length < count; day++) if (isoWeekday(day) <= 5) days.push(fromDay(day));
  return days;
}

/** Dailies of these closes: open at the previous close, high and low a unit either side. */
function barsOf(closes: readonly number[], volume: (i: number) => number = () => 1_000): DailyBars {
  return {
    days: weekdays(closes.length),
    open: Float64Array.from(closes, (close, i) => (i === 0 ? close : closes[i - 1]!)),
    high: Float64Array.from(closes, (close) => close + 1),
    low: Float64Array.from(closes, (close) => close - 1),
    close: Float64Array.from(closes),
    volume: Float64Array.from(closes, (_, i) => volume(i)),
  };
}

const named = (readings: readonly Reading[], name: string) => readings.find((item) => item.name === name);

/**
 * 40 closes: 100, then seven pairs of +2 −1 (c14 = 107), then 25 steps of +1 (c39 = 132).
 * c10…c14 = 105, 107, 106, 108, 107; c15…c39 = 108…132.
 */
const CHANGES = [...Array.from({ length: 7 }, () => [2, -1]).flat(), ...Array.from({ length: 25 }, () => 1)];
const HAND = CHANGES.reduce((closes, change) => [...closes, closes[closes.length - 1]! + change], [100]);

describe('the hand-computed series', () => {
  it('is the series the arithmetic below assumes', () => {
    expect(HAND.slice(0, 15)).toEqual([100, 102, 101, 103, 102, 104, 103, 105, 104, 106, 105, 107, 106, 108, 107]);
    expect(HAND).toHaveLength(40);
    expect(HAND[39]).toBe(132);
  });

  const day = summarise(dailyBars(barsOf(HAND)), 'day')!;

  it('reads the simple moving averages', () => {
    // SMA(10) = mean(123…132) = 127.5; SMA(20) = mean(113…132) = 122.5;
    // SMA(30) = (105 + 107 + 106 + 108 + 107 + (108 + 132) × 25 / 2) / 30 = (533 + 3000) / 30.
    expect(named(day.movingAverages, 'Simple Moving Average (10)')).toEqual({ name: 'Simple Moving Average (10)', value: 127.5, action: 'buy' });
    expect(named(day.movingAverages, 'Simple Moving Average (20)')?.value).toBeCloseTo(122.5, 10);
    expect(named(day.movingAverages, 'Simple Moving Average (30)')?.value).toBeCloseTo(3533 / 30, 10);
  });

  it('reads the exponential moving average seeded with the first close', () => {
    // e0 = c0, then e = c × 2/11 + e × 9/11 over each later close.
    const alpha = 2 / 11;
    const ema10 = HAND.slice(1).reduce((e, close) => close * alpha + e * (1 - alpha), HAND[0]!);
    // Past the zigzag, a +1 a bar line: the EMA trails it by at most (1 − α)/α = 4.5.
    expect(132 - ema10).toBeGreaterThan(4);
    expect(132 - ema10).toBeLessThan(4.5);
    expect(named(day.movingAverages, 'Exponential Moving Average (10)')).toEqual({ name: 'Exponential Moving Average (10)', value: expect.closeTo(ema10, 10), action: 'buy' });
  });

  it("reads RSI(14) with Wilder's smoothing", () => {
    // First 14 changes: seven gains of 2 and seven losses of 1, so avgGain = 14/14 = 1 and
    // avgLoss = 7/14 = 0.5. Each of the 25 later +1 changes: gain = (13 × gain + 1)/14 stays 1,
    // loss = 13 × loss / 14, so loss = 0.5 × (13/14)^25 and RSI = 100 − 100 / (1 + gain/loss) ≈ 92.73.
    const rsi = 100 - 100 / (1 + 1 / (0.5 * (13 / 14) ** 25));
    expect(rsi).toBeCloseTo(92.73, 2);
    expect(named(day.oscillators, 'Relative Strength Index (14)')).toEqual({ name: 'Relative Strength Index (14)', value: expect.closeTo(rsi, 10), action: 'sell' });
  });

  it('reads momentum as the close ten bars back subtracted', () => {
    // 132 − 122: the line rises one a bar, so momentum holds at 10 (neither rising nor falling).
    expect(named(day.oscillators, 'Momentum (10)')).toEqual({ name: 'Momentum (10)', value: 10, action: 'neutral' });
  });

  it('leaves out the averages longer than the bars', () => {
    expect(day.movingAverages.map((item) => item.name)).toEqual([
      'Exponential Moving Average (10)',
      'Exponential Moving Average (20)',
      'Exponential Moving Average (30)',
      'Simple Moving Average (10)',
      'Simple Moving Average (20)',
      'Simple Moving Average (30)',
    ]);
    expect(day.oscillators).toHaveLength(8);
  });

  it('summarises by the mean of the actions', () => {
    const all = [...day.oscillators, ...day.movingAverages];
    expect(day.buy + day.neutral + day.sell).toBe(all.length);
    expect(day.score).toBeCloseTo((day.buy - day.sell) / all.length, 12);
    expect(day.rating).toBe(ratingOf(day.score));
    // Every close above every average.
    expect(day.movingAverageRating).toBe('strongBuy');
  });
});

describe('aggregateBars', () => {
  // Thu 2026-01-29 … Tue 2026-02-03: ISO week 5 (Mon 26 Jan) holds Thu, Fri; week 6 holds Mon, Tue;
  // January holds Thu, Fri; February holds Mon, Tue.
  const daily = dailyBars({
    days: ['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-03'],
    open: Float64Array.of(10, 11, 12, 13),
    high: Float64Array.of(12, 15, 14, 13.5),
    low: Float64Array.of(9, 10.5, 8, 12),
    close: Float64Array.of(11, 12, 13, 12.5),
    volume: Float64Array.of(100, Number.NaN, Number.NaN, Number.NaN),
  });

  it('makes ISO weeks: first open, highest high, lowest low, last close, volume summed', () => {
    const weeks = aggregateBars(daily, 'week');
    expect(Array.from(weeks.days, fromDay)).toEqual(['2026-01-29', '2026-02-02']);
    expect(Array.from(weeks.open)).toEqual([10, 12]);
    expect(Array.from(weeks.high)).toEqual([15, 14]);
    expect(Array.from(weeks.low)).toEqual([9, 8]);
    expect(Array.from(weeks.close)).toEqual([12, 12.5]);
    // The unknown volume is left out of the sum; a week with none known has none.
    expect(Array.from(weeks.volume)).toEqual([100, Number.NaN]);
  });

  it('groups a week across a year end into one', () => {
    // Wed 2025-12-31 and Fri 2026-01-02 are both in ISO week 1 of 2026.
    const weeks = aggregateBars(dailyBars({ ...barsOf([1, 2]), days: ['2025-12-31', '2026-01-02'] }), 'week');
    expect(Array.from(weeks.close)).toEqual([2]);
  });

  it('makes calendar months', () => {
    const months = aggregateBars(daily, 'month');
    expect(Array.from(months.days, fromDay)).toEqual(['2026-01-29', '2026-02-02']);
    expect(Array.from(months.high)).toEqual([15, 14]);
    expect(Array.from(months.low)).toEqual([9, 8]);
    expect(Array.from(months.close)).toEqual([12, 12.5]);
  });

  it('takes day numbers as well as dates', () => {
    const numbered = dailyBars({ ...barsOf([1, 2]), days: Int32Array.of(toDay('2026-01-30'), toDay('2026-02-02')) });
    expect(Array.from(aggregateBars(numbered, 'month').close)).toEqual([1, 2]);
  });

  it('fills a missing high, low and open from the close', () => {
    const closeOnly = dailyBars({ ...barsOf([5]), open: Float64Array.of(Number.NaN), high: Float64Array.of(Number.NaN), low: Float64Array.of(Number.NaN) });
    expect([closeOnly.open[0], closeOnly.high[0], closeOnly.low[0]]).toEqual([5, 5, 5]);
  });
});

describe('technicalSummaries', () => {
  const rising = (count: number) => Array.from({ length: count }, (_, i) => 100 * 1.004 ** i);

  it(`needs ${MIN_BARS} bars in a timeframe`, () => {
    expect(technicalSummaries(barsOf(rising(MIN_BARS - 1)))).toEqual([]);
    // 35 weekdays are 7 weeks and 2 months: the day only.
    expect(technicalSummaries(barsOf(rising(MIN_BARS))).map((summary) => summary.timeframe)).toEqual(['day']);
    // 180 weekdays are 36 weeks but 9 months.
    expect(technicalSummaries(barsOf(rising(180))).map((summary) => summary.timeframe)).toEqual(['day', 'week']);
    // 800 weekdays are 160 weeks and 37 months.
    expect(technicalSummaries(barsOf(rising(800))).map((summary) => summary.timeframe)).toEqual(['day', 'week', 'month']);
  });

  it('rates a steady rise a strong buy', () => {
    const [day] = technicalSummaries(barsOf(rising(260)));
    expect(day!.movingAverages).toHaveLength(12);
    expect(day!.movingAverages.every((item) => item.action === 'buy')).toBe(true);
    expect(day!.rating).toBe('strongBuy');
    expect(day!.movingAverageRating).toBe('strongBuy');
  });

  it('rates a steady fall a strong sell', () => {
    // Falling faster each day: a geometric fall slows in price, which momentum reads as rising.
    const [day] = technicalSummaries(barsOf(Array.from({ length: 260 }, (_, i) => 1_000 - i - (i * i) / 200)));
    expect(day!.movingAverages.every((item) => item.action === 'sell')).toBe(true);
    expect(day!.rating).toBe('strongSell');
    expect(day!.movingAverageRating).toBe('strongSell');
  });

  it('reads an oversold fall as the oscillators do: RSI low, a buy', () => {
    const [day] = technicalSummaries(barsOf(Array.from({ length: 60 }, (_, i) => 1_000 * 0.99 ** i)));
    expect(named(day!.oscillators, 'Relative Strength Index (14)')).toEqual({ name: 'Relative Strength Index (14)', value: 0, action: 'buy' });
  });

  it(`reads the newest ${MAX_BARS} bars of a long history`, () => {
    const long = barsOf(Array.from({ length: MAX_BARS + 200 }, (_, i) => 100 + 20 * Math.sin(i / 15) + i / 50));
    const newest = (column: Float64Array) => column.slice(200);
    const recent: DailyBars = { days: (long.days as string[]).slice(200), open: newest(long.open), high: newest(long.high), low: newest(long.low), close: newest(long.close), volume: newest(long.volume) };
    expect(summarise(dailyBars(long), 'day')).toEqual(summarise(dailyBars(recent), 'day'));
  });

  it('does not depend on volume, known or not', () => {
    const closes = HAND.concat(HAND.map((close) => close + 40));
    expect(technicalSummaries(barsOf(closes, () => Number.NaN))).toEqual(technicalSummaries(barsOf(closes)));
  });

  it('reads a flat series: no CCI (its range is zero), every average neutral', () => {
    const [day] = technicalSummaries(barsOf(Array.from({ length: 40 }, () => 50)));
    expect(named(day!.oscillators, 'Commodity Channel Index (20)')).toEqual({ name: 'Commodity Channel Index (20)', value: null, action: 'neutral' });
    // An EMA of equal closes can come out a hair above them: still neutral.
    expect(day!.movingAverages.every((item) => item.action === 'neutral')).toBe(true);
    expect(day!.movingAverageRating).toBe('neutral');
  });
});
