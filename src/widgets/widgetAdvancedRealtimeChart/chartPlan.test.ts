import { LineStyle } from 'lightweight-charts';
import { barsFixture } from '../sharedMarket/testing/marketFixtures';
import { chartPlan, livePoint, mergeQuote, percentFromFirst, volumesOf, withAlpha, type PlanColors, type PlanSettings, type PriceBars } from './chartPlan';

const colors: PlanColors = { up: '#15803d', down: '#dc2626', main: '#2563eb', compare: '#d97706', averages: ['#7c3aed', '#db2777'], bands: '#0d9488' };
const labels = { main: 'NASDAQ', compare: 'S&P 500' };
const settings: PlanSettings = { chartType: 'candles', showVolume: true, movingAverages: 'none', bollinger: false };

/** Bars with these closes, a day apart from 2026-11-20, opening at the previous close. */
function bars(symbol: string, closes: number[], patch: Partial<PriceBars> = {}): PriceBars {
  const start = Date.UTC(2026, 10, 20) / 1000;
  return {
    ...barsFixture(symbol, {}, closes.length),
    time: closes.map((_, i) => start + i * 86_400),
    open: closes.map((close, i) => closes[i - 1] ?? close),
    high: closes.map((close) => close + 1),
    low: closes.map((close) => close - 1),
    close: closes,
    volume: closes.map(() => 1_000),
    ...patch,
  };
}

describe('percentFromFirst', () => {
  it('gives each close as the percent change from the first', () => {
    expect(percentFromFirst([200, 250, 150])).toEqual([0, 25, -25]);
  });

  it('gives nothing when the first close is not a price', () => {
    expect(percentFromFirst([0, 10])).toEqual([]);
    expect(percentFromFirst([])).toEqual([]);
  });
});

describe('mergeQuote', () => {
  const bar = { time: 1_764_253_800 as never, open: 10, high: 12, low: 9, close: 11 };
  const at = (seconds: number) => new Date(seconds * 1000).toISOString();

  it('closes the bar at the pushed price, stretching its high', () => {
    expect(mergeQuote(bar, { price: 13, at: at(1_764_253_860) })).toEqual({ ...bar, close: 13, high: 13 });
  });

  it('stretches the low to a lower price', () => {
    expect(mergeQuote(bar, { price: 8.5, at: at(1_764_253_800) })).toEqual({ ...bar, close: 8.5, low: 8.5 });
  });

  it('keeps high and low for a price between them', () => {
    expect(mergeQuote(bar, { price: 10.5, at: at(1_764_254_000) })).toEqual({ ...bar, close: 10.5 });
  });

  it('leaves the bar alone for a quote from before it opened', () => {
    expect(mergeQuote(bar, { price: 13, at: at(1_764_253_799) })).toBeNull();
    expect(mergeQuote(bar, { price: 13, at: 'not a time' })).toBeNull();
  });
});

describe('volumesOf', () => {
  it('colours each volume as its candle, leaving a gap where there is none', () => {
    const series = bars('AAPL', [10, 12, 11], { volume: [500, null, 700] });
    expect(volumesOf(series, colors)).toEqual([
      { time: series.time[0], value: 500, color: 'rgba(21, 128, 61, 0.45)' },
      { time: series.time[1] },
      { time: series.time[2], value: 700, color: 'rgba(220, 38, 38, 0.45)' },
    ]);
  });
});

describe('withAlpha', () => {
  it('turns a hex colour translucent, leaving other colours as they are', () => {
    expect(withAlpha('#16A34A', 0.5)).toBe('rgba(22, 163, 74, 0.5)');
    expect(withAlpha('red', 0.5)).toBe('red');
  });
});

describe('chartPlan', () => {
  it('draws candles in the gain and loss colours with the volume on its own scale', () => {
    const plan = chartPlan(bars('AAPL', [10, 12, 11]), null, settings, colors, labels);
    expect(plan.series.map((series) => [series.kind, series.id])).toEqual([
      ['candles', 'main'],
      ['histogram', 'volume'],
    ]);
    expect(plan.series[0]!.data[1]).toEqual({ time: Date.UTC(2026, 10, 21) / 1000, open: 10, high: 13, low: 11, close: 12 });
    expect(plan.series[0]!.options).toMatchObject({ upColor: '#15803d', downColor: '#dc2626' });
    expect(plan.series[1]!.options).toMatchObject({ priceScaleId: 'volume' });
    expect(plan.percent).toBe(false);
  });

  it('leaves out the volume when asked, or when the source has none (an index)', () => {
    expect(chartPlan(bars('AAPL', [10, 12]), null, { ...settings, showVolume: false }, colors, labels).series.map((series) => series.id)).toEqual(['main']);
    expect(chartPlan(bars('^IXIC', [10, 12], { volume: [null, null] }), null, settings, colors, labels).series.map((series) => series.id)).toEqual(['main']);
  });

  it('draws closes as a line or an area', () => {
    const line = chartPlan(bars('AAPL', [10, 12]), null, { ...settings, chartType: 'line', showVolume: false }, colors, labels);
    expect(line.series[0]).toMatchObject({ kind: 'line', data: [{ value: 10 }, { value: 12 }] });
    const area = chartPlan(bars('AAPL', [10, 12]), null, { ...settings, chartType: 'area', showVolume: false }, colors, labels);
    expect(area.series[0]).toMatchObject({ kind: 'area', options: { lineColor: '#2563eb' } });
  });

  it('compares two securities as lines of percent change from their first bars', () => {
    const plan = chartPlan(bars('AAPL', [200, 250, 150]), bars('^GSPC', [50, 45, 60]), { ...settings, showVolume: false }, colors, labels);
    expect(plan.percent).toBe(true);
    expect(plan.series.map((series) => [series.kind, series.label, series.data.map((point) => ('value' in point ? point.value : null))])).toEqual([
      ['line', 'NASDAQ', [0, 25, -25]],
      ['line', 'S&P 500', [0, -10, 20]],
    ]);
    expect(plan.series[1]!.options).toMatchObject({ color: '#d97706', priceFormat: { type: 'custom' } });
  });

  it('draws moving averages once their window is full', () => {
    const closes = Array.from({ length: 60 }, (_, i) => 100 + i);
    const plan = chartPlan(bars('AAPL', closes), null, { ...settings, showVolume: false, movingAverages: '20+50' }, colors, labels);
    const [sma20, sma50] = plan.series.slice(1);
    expect([sma20!.label, sma20!.data.length, sma50!.label, sma50!.data.length]).toEqual(['SMA 20', 41, 'SMA 50', 11]);
    // Closes 100..119 average 109.5; 100..149 average 124.5.
    expect(sma20!.data[0]).toEqual({ time: plan.series[0]!.data[19]!.time, value: 109.5 });
    expect(sma50!.data[0]).toMatchObject({ value: 124.5 });
    expect([sma20!.options, sma50!.options]).toMatchObject([{ color: '#7c3aed' }, { color: '#db2777' }]);
  });

  it('draws Bollinger bands: the 20-bar mean and dashed bands either side', () => {
    const plan = chartPlan(bars('AAPL', Array(25).fill(40)), null, { ...settings, showVolume: false, bollinger: true }, colors, labels);
    const bands = plan.series.slice(1);
    expect(bands.map((series) => [series.id, series.data.length, series.data[0]])).toEqual([
      ['bbUpper', 6, { time: plan.series[0]!.data[19]!.time, value: 40 }],
      ['bbMiddle', 6, { time: plan.series[0]!.data[19]!.time, value: 40 }],
      ['bbLower', 6, { time: plan.series[0]!.data[19]!.time, value: 40 }],
    ]);
    expect(bands[0]!.options).toMatchObject({ lineStyle: LineStyle.Dashed, color: '#0d9488' });
  });
});

describe('livePoint', () => {
  const series = bars('AAPL', [100, 110]);
  const after = new Date((series.time[1]! + 60) * 1000).toISOString();

  it('moves the last candle to the pushed price', () => {
    const plan = chartPlan(series, null, settings, colors, labels);
    expect(livePoint(series, plan, { price: 112, at: after })).toEqual({ time: series.time[1], open: 100, high: 112, low: 109, close: 112 });
  });

  it('moves the last point of a line, as a percent change when comparing', () => {
    const line = chartPlan(series, null, { ...settings, chartType: 'line' }, colors, labels);
    expect(livePoint(series, line, { price: 112, at: after })).toEqual({ time: series.time[1], value: 112 });
    const compared = chartPlan(series, bars('^GSPC', [10, 11]), settings, colors, labels);
    expect(livePoint(series, compared, { price: 115, at: after })).toEqual({ time: series.time[1], value: 15 });
  });

  it('has nothing without a quote of the last bar', () => {
    const plan = chartPlan(series, null, settings, colors, labels);
    expect(livePoint(series, plan, null)).toBeNull();
    expect(livePoint(series, plan, { price: 112, at: new Date(series.time[0]! * 1000).toISOString() })).toBeNull();
  });
});
