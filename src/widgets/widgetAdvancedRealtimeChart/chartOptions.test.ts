import { TickMarkType, type Time } from 'lightweight-charts';
import { palettes } from '../../ui/themes/palettes';
import { chartThemeOf } from '../framework/useChartTheme';
import { chartOptionsOf } from './chartOptions';

const light = chartThemeOf(palettes.light);
const dark = chartThemeOf(palettes.dark);
// 2026-11-26 00:00 UTC, a daily bar; 14:35 UTC the same day, an intraday one.
const day = (Date.UTC(2026, 10, 26) / 1000) as Time;
const afternoon = (Date.UTC(2026, 10, 26, 14, 35) / 1000) as Time;

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
    expect(options.localization?.timeFormatter?.(day)).toBe('Nov 26, 2026');
    expect(options.timeScale?.tickMarkFormatter?.(day, TickMarkType.DayOfMonth, 'en-US')).toBeNull();
    expect(options.timeScale?.timeVisible).toBe(false);
  });

  it('reads intraday bars on the viewer’s clock', () => {
    const options = chartOptionsOf(light, { intraday: true, showLabel: true, locale: 'en-GB' });
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(afternoon * 1000);
    expect(options.timeScale?.tickMarkFormatter?.(afternoon, TickMarkType.Time, 'en-GB')).toBe(clock);
    expect(options.localization?.timeFormatter?.(afternoon)).toContain(clock);
    expect(options.timeScale?.timeVisible).toBe(true);
  });
});
