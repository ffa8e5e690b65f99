import { TickMarkType, type ChartOptions, type DeepPartial, type TickMarkFormatter, type Time } from 'lightweight-charts';
import { palettes } from '../../ui/themes/palettes';
import { chartThemeOf } from '../framework/useChartTheme';
import { chartOptionsOf } from './chartOptions';

const light = chartThemeOf(palettes.light);
const dark = chartThemeOf(palettes.dark);
// 2026-11-26 00:00 UTC, a daily bar; 14:35 UTC the same day, an intraday one.
const day = (Date.UTC(2026, 10, 26) / 1000) as Time;
const afternoonMillis = Date.UTC(2026, 10, 26, 14, 35);
const afternoon = (afternoonMillis / 1000) as Time;

/** The crosshair's and the axis' formatters (DeepPartial hides that they are functions). */
function formatters(options: DeepPartial<ChartOptions>) {
  return { crosshair: options.localization?.timeFormatter as (time: Time) => string, tickMark: options.timeScale?.tickMarkFormatter as TickMarkFormatter };
}

describe('chartOptionsOf', () => {
  it('draws on the panel with the palette’s muted text and subtle grid, light or dark', () => {
    expect(chartOptionsOf(light, { intraday: false, showLabel: true, locale: 'en-US' })).toMatchObject({
      layout: { background: { color: 'transparent' }, textColor: '#4b5563' },
      grid: { vertLines: { color: '#e9ecf0' }, horzLines: { color: '#e9ecf0' } },
    });
    expect(chartOptionsOf(dark, { intraday: false, showLabel: true, locale: 'en-US' })).toMatchObject({ layout: { textColor: '#a1a1aa' }, grid: { horzLines: { color: '#232326' } } });
  });

  it('hides the axes’ labels when the widget shows none', () => {
    expect(chartOptionsOf(light, { intraday: false, showLabel: false, locale: null })).toMatchObject({ rightPriceScale: { visible: false }, timeScale: { visible: false } });
  });

  it('reads a daily bar as its UTC day, wherever the viewer is', () => {
    const options = chartOptionsOf(light, { intraday: false, showLabel: true, locale: 'en-US' });
    const { crosshair, tickMark } = formatters(options);
    expect(crosshair(day)).toBe('Nov 26, 2026');
    expect(tickMark(day, TickMarkType.DayOfMonth, 'en-US')).toBeNull();
    expect(options.timeScale?.timeVisible).toBe(false);
  });

  it('reads intraday bars on the viewer’s clock', () => {
    const options = chartOptionsOf(light, { intraday: true, showLabel: true, locale: 'en-GB' });
    const { crosshair, tickMark } = formatters(options);
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(afternoonMillis);
    expect(tickMark(afternoon, TickMarkType.Time, 'en-GB')).toBe(clock);
    expect(crosshair(afternoon)).toContain(clock);
    expect(options.timeScale?.timeVisible).toBe(true);
  });
});
