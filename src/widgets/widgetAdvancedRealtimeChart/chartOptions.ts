/**
 * The chart's look from the app's theme (the palette on screen, as the nivo charts get it) and
 * how its time axis reads the bars' times.
 */
import { ColorType, TickMarkType, type ChartOptions, type DeepPartial, type Time } from 'lightweight-charts';
import type { ChartTheme } from '../framework/useChartTheme';

export interface ChartOptionsContext {
  intraday: boolean;
  /** Off: no axis labels (the widget's showLabel). */
  showLabel: boolean;
  /** The user's number and date locale; null for the browser's. */
  locale: string | null;
}

const millisOf = (time: Time): number | null => (typeof time === 'number' ? time * 1000 : null);

/**
 * Intraday bars are drawn at their instants and read in the viewer's time zone, as a clock would.
 * Daily bars sit at 00:00 UTC of their day and are read in UTC: west of Greenwich each would
 * otherwise show as the day before.
 */
function timeFormatters(intraday: boolean, locale: string | undefined): Pick<DeepPartial<ChartOptions>, 'localization' | 'timeScale'> {
  const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const crosshair = new Intl.DateTimeFormat(locale, intraday ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    localization: {
      timeFormatter: (time: Time) => {
        const at = millisOf(time);
        return at === null ? '' : crosshair.format(at);
      },
    },
    timeScale: {
      // Years and months, and every mark of daily bars, as the library writes them (in UTC).
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const at = millisOf(time);
        if (!intraday || at === null) return null;
        if (type === TickMarkType.Time || type === TickMarkType.TimeWithSeconds) return clock.format(at);
        return type === TickMarkType.DayOfMonth ? day.format(at) : null;
      },
    },
  };
}

export function chartOptionsOf(theme: ChartTheme, { intraday, showLabel, locale }: ChartOptionsContext): DeepPartial<ChartOptions> {
  const time = timeFormatters(intraday, locale ?? undefined);
  return {
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: theme.mutedText, fontSize: 11 },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.grid, visible: showLabel },
    timeScale: { ...time.timeScale, borderColor: theme.grid, timeVisible: intraday, secondsVisible: false, visible: showLabel },
    crosshair: { vertLine: { labelBackgroundColor: theme.mutedText }, horzLine: { labelBackgroundColor: theme.mutedText } },
    localization: { ...time.localization, ...(locale ? { locale } : {}) },
  };
}
