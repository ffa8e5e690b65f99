/**
 * How the holding charts write each series' figures. Money in the chart's currency unless a series
 * brings its own format (a percent, say); one value axis, in the first series' unit.
 */
import { useMemo } from 'react';
import { useCompactMoney, useMoney } from '../framework/useMoney';
import type { LegendItem } from './ChartLegend';

/** How a series' figures are written. */
export interface ValueFormat {
  /** What the figures are in ('USD', '%'), so series in different units are told apart. */
  unit: string;
  /** In full: tooltips, bar and point labels, the data table. */
  full: (value: number) => string;
  /** In a few characters: the value axis. */
  tick: (value: number) => string;
}

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** Money in the chart's currency when not given. */
  format?: ValueFormat;
}

export type FormattedSeries = ChartSeries & { format: ValueFormat };

export interface SeriesFormats {
  series: readonly FormattedSeries[];
  /** The value axis' format: the first series'. */
  axis: ValueFormat;
  legend: readonly LegendItem[];
  /** A series by its key (nivo's id), with its label and format. */
  seriesOf: (id: string | number) => FormattedSeries | undefined;
}

/**
 * Each series with its format, the axis' format, and the legend. A series in another unit than
 * the axis is drawn on the same scale, which is not its own: its legend entry says so, and its
 * figures are written in its own unit everywhere they are written.
 */
export function useSeriesFormats(series: readonly ChartSeries[], currency: string): SeriesFormats {
  const money = useMoney(currency);
  const compactMoney = useCompactMoney(currency);
  return useMemo(() => {
    const moneyFormat: ValueFormat = { unit: currency, full: money, tick: compactMoney };
    const formatted = series.map((entry) => ({ ...entry, format: entry.format ?? moneyFormat }));
    const axis = formatted[0]?.format ?? moneyFormat;
    const legend = formatted.map(({ key, label, color, format }) => ({ key, label, color, ...(format.unit === axis.unit ? {} : { note: `in ${format.unit}, not to the axis' scale` }) }));
    const byKey = new Map(formatted.map((entry) => [entry.key, entry]));
    return { series: formatted, axis, legend, seriesOf: (id) => byKey.get(String(id)) };
  }, [series, currency, money, compactMoney]);
}
