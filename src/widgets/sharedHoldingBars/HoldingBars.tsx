/**
 * One bar per holding (ticker labels, a compact value axis, tooltip with the holding's name and the
 * full figures), for one series or two side by side. Figures are money in `currency` unless a
 * series brings its own format (a percent, say). A single gain/loss series colours each bar by its
 * sign; several series take the theme's series colours and a legend.
 */
import { Box, Stack } from '@chakra-ui/react';
import { Bar, type BarDatum, type BarTooltipProps, type ComputedDatum } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
import { useMemo } from 'react';
import { ChartDataTable, type ChartDataTableProps } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import { ChartLegend } from './ChartLegend';
import { categoryAxisLayout, labelledCategories } from './chartLayout';
import { useSeriesFormats, type ChartSeries, type FormattedSeries } from './useSeriesFormats';

export interface HoldingRow {
  /** The holding's key: tickers can repeat across exchanges, keys do not. */
  key: string;
  ticker: string;
  name: string;
  /** Per series key; null when the holding has no such figure (no price, say). */
  values: Readonly<Record<string, number | null>>;
}

export interface HoldingBarsProps {
  rows: readonly HoldingRow[];
  series: readonly ChartSeries[];
  /** Green above zero, red below: for a single gain/loss series. */
  colorBySign?: boolean;
  /** The currency of the series that bring no format of their own. */
  currency: string;
  /** The chart's accessible name. */
  label: string;
}

/** The holdings' figures as the chart's data table: one row per holding, a column per series, each in its own unit. */
export function holdingTable(rows: readonly HoldingRow[], series: readonly FormattedSeries[]): Omit<ChartDataTableProps, 'caption'> {
  return {
    columns: ['Holding', ...series.map((entry) => entry.label)],
    rows: rows.map((row) => ({
      key: row.key,
      cells: [`${row.ticker} (${row.name})`, ...series.map((entry) => {
        const value = row.values[entry.key];
        return value === null || value === undefined || !Number.isFinite(value) ? 'No figure' : entry.format.full(value);
      })],
    })),
  };
}

/** The index field of the bar data; series keys are figure names, so they never clash with it. */
const INDEX = 'holding';

export function HoldingBars({ rows, series: given, colorBySign = false, currency, label }: HoldingBarsProps) {
  const chart = useChartTheme();
  const { series, axis, legend, seriesOf } = useSeriesFormats(given, currency);
  const byKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const labelOf = (id: string | number) => seriesOf(id)?.label ?? String(id);
  const formatOf = (id: string | number) => seriesOf(id)?.format ?? axis;
  // A missing figure is left out of the datum, so nivo draws no bar rather than a zero one.
  const data = useMemo(
    () =>
      rows.map((row) => {
        const datum: BarDatum = { [INDEX]: row.key };
        for (const entry of series) {
          const value = row.values[entry.key];
          if (value !== null && value !== undefined && Number.isFinite(value)) datum[entry.key] = value;
        }
        return datum;
      }),
    [rows, series],
  );
  const values = data.flatMap((datum) => series.map((entry) => datum[entry.key]).filter((value): value is number => typeof value === 'number'));
  const tickerOf = (key: string | number) => byKey.get(String(key))?.ticker ?? String(key);
  const colorFor = (datum: ComputedDatum<BarDatum>) =>
    colorBySign ? ((datum.value ?? 0) < 0 ? chart.loss : chart.gain) : (seriesOf(datum.id)?.color ?? chart.primary);

  const tooltip = ({ id, value, indexValue, color }: BarTooltipProps<BarDatum>) => {
    const row = byKey.get(String(indexValue));
    return <ChartTooltip title={row?.ticker ?? String(indexValue)} subtitle={row?.name} rows={[{ label: labelOf(id), value: formatOf(id).full(value), color }]} />;
  };

  return (
    <Stack h="full" minH="40" gap="1" data-state="success">
      {series.length > 1 ? <ChartLegend label="Series" items={legend} /> : null}
      <Box flex="1" minH="0" position="relative">
        <Box position="absolute" inset="0">
          <ResponsiveWrapper>
            {({ width, height }) => {
              const layout = categoryAxisLayout(rows.length, width, height);
              return (
                <Bar<BarDatum>
                  width={width}
                  height={height}
                  data={data}
                  keys={series.map((entry) => entry.key)}
                  indexBy={INDEX}
                  groupMode="grouped"
                  margin={layout.margin}
                  // Few holdings get slimmer bars, so one holding is not a block across the widget.
                  padding={rows.length < 4 ? 0.6 : 0.25}
                  innerPadding={series.length > 1 ? 1 : 0}
                  // 'auto' takes in losses below zero (a linear scale would otherwise start at 0).
                  // Bars grow from zero: the scale always includes it (an all-negative or single value
                  // would otherwise sit on the scale's edge and draw no bar at all).
                  valueScale={{ type: 'linear', min: Math.min(0, ...values), max: Math.max(0, ...values), nice: true }}
                  colors={colorFor}
                  theme={chart.nivo}
                  animate={chart.animate}
                  borderRadius={2}
                  enableLabel={false}
                  enableGridY
                  axisBottom={{
                    tickSize: 0,
                    tickPadding: 6,
                    tickRotation: layout.tickRotation,
                    tickValues: labelledCategories(rows.map((row) => row.key), layout.labelEvery),
                    format: tickerOf,
                  }}
                  axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: (value: number) => axis.tick(value) }}
                  tooltip={tooltip}
                  role="img"
                  ariaLabel={label}
                  barAriaLabel={(datum) => `${tickerOf(datum.indexValue)} ${labelOf(datum.id)}: ${formatOf(datum.id).full(datum.value ?? 0)}`}
                  // Zero and negative bars sit on the zero line; a marker makes that line visible.
                  markers={[{ axis: 'y', value: 0, lineStyle: { stroke: chart.mutedText, strokeWidth: 1, strokeOpacity: 0.6 } }]}
                />
              );
            }}
          </ResponsiveWrapper>
        </Box>
      </Box>
      <ChartDataTable caption={label} {...holdingTable(rows, series)} />
    </Stack>
  );
}
