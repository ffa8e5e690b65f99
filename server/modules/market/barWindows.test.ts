import type { StoredIntraday } from '../../market/store/liveStore';
import type { StoredBars } from '../../market/store/marketStore';
import { fromDay, toDay } from '../../portfolio/days';
import { aggregate, dailyWindow, intradayWindow, lastSessionStart, rangeStart, sparklineOf, SPARKLINE_POINTS } from './barWindows';

const today = toDay('2026-03-31');

describe('rangeStart', () => {
  it.each([
    ['M1', '2026-02-28'],
    ['M3', '2025-12-31'],
    ['M6', '2025-09-30'],
    ['YTD', '2026-01-01'],
    ['Y1', '2025-03-31'],
    ['Y5', '2021-03-31'],
    ['Y10', '2016-03-31'],
  ] as const)('%s starts on %s (a shorter month ends on its last day)', (range, first) => {
    expect(fromDay(rangeStart(range, today)!)).toBe(first);
  });

  it('has no start for all of it', () => {
    expect(rangeStart('MAX', today)).toBeNull();
  });
});

function stored(dates: string[]): StoredBars {
  const closes = Float64Array.from(dates, (_, i) => 100 + i);
  return { days: Int32Array.from(dates, toDay), opens: closes, highs: closes, lows: closes, closes, volumes: closes, adjCloses: closes, currency: 'USD', simulated: false };
}

describe('dailyWindow', () => {
  it('keeps the bars from the range start on', () => {
    const window = dailyWindow(stored(['2026-01-30', '2026-02-27', '2026-03-02', '2026-03-31']), 'M1', today);
    expect(Array.from(window.days, fromDay)).toEqual(['2026-03-02', '2026-03-31']);
    expect([...window.closes]).toEqual([102, 103]);
  });

  it('keeps everything for MAX and nothing before an empty history', () => {
    expect(dailyWindow(stored(['2000-01-03', '2026-03-31']), 'MAX', today).days.length).toBe(2);
    expect(dailyWindow(stored([]), 'Y1', today).days.length).toBe(0);
  });
});

function intraday(times: number[]): StoredIntraday {
  const closes = Float64Array.from(times, (_, i) => 10 + i);
  return { interval: '5m', times: Float64Array.from(times), opens: closes.map((c) => c - 0.5), highs: closes.map((c) => c + 1), lows: closes.map((c) => c - 1), closes, volumes: Float64Array.from(times, (_, i) => (i === 1 ? Number.NaN : 100)), simulated: false };
}

const day1 = Date.UTC(2026, 2, 30, 14, 30) / 1000;
const day2 = Date.UTC(2026, 2, 31, 14, 30) / 1000;

describe('intraday windows', () => {
  it('1D is the last session: after the overnight pause', () => {
    const bars = intraday([day1, day1 + 300, day2, day2 + 300, day2 + 600]);
    expect(lastSessionStart(bars.times)).toBe(2);
    expect(intradayWindow(bars, 'D1').close).toEqual([12, 13, 14]);
  });

  it('a market that never closes shows its last 24 hours', () => {
    const times = Array.from({ length: 24 * 12 + 10 }, (_, i) => day1 + i * 300);
    const window = intradayWindow(intraday(times), 'D1');
    expect(window.time[window.time.length - 1]! - window.time[0]!).toBeLessThan(24 * 3600);
    expect(window.time.length).toBe(24 * 12);
  });

  it('5D merges 5-minute bars into 15-minute ones', () => {
    const bars = intraday([day1, day1 + 300, day1 + 600, day1 + 900]);
    const merged = aggregate(bars, 900);
    expect(merged.time).toEqual([day1 - (day1 % 900), day1 + 900 - ((day1 + 900) % 900)]);
    expect(merged.open[0]).toBe(9.5);
    expect(merged.high[0]).toBe(13);
    expect(merged.low[0]).toBe(9);
    expect(merged.close[0]).toBe(12);
    // The unknown volume of the second bar is left out of the sum, not counted as zero or NaN.
    expect(merged.volume[0]).toBe(200);
    expect(intradayWindow(bars, 'D5').interval).toBe('15m');
  });

  it('thins a sparkline to at most 100 points, keeping the last close', () => {
    const times = Array.from({ length: 250 }, (_, i) => day2 + i * 60);
    const line = sparklineOf(intraday(times));
    expect(line).toHaveLength(SPARKLINE_POINTS);
    expect(line[0]).toBe(10);
    expect(line[line.length - 1]).toBe(10 + 249);
    expect(sparklineOf(intraday([day2, day2 + 300]))).toEqual([10, 11]);
  });
});
