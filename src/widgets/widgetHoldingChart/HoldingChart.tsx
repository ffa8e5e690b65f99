import { useMemo } from 'react';
import { useWidgetHoldingChartQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, formatPercentTick, useDisplayCurrency } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { HoldingBars, type HoldingRow } from '../sharedHoldingBars/HoldingBars';
import type { ChartSeries, ValueFormat } from '../sharedHoldingBars/useSeriesFormats';
import type { HoldingChartConfig } from './definition';
import { HoldingComboChart, type ComboSeries } from './HoldingComboChart';
import { HoldingLines } from './HoldingLines';
import { METRIC_UNIT, METRIC_VALUE, SIGNED_METRICS, metricLabel, type ChartHolding, type HoldingMetric } from './holdingMetrics';

const PERCENT: ValueFormat = { unit: '%', full: (value) => formatPercent(value), tick: formatPercentTick };
const SIGNED_PERCENT: ValueFormat = { unit: '%', full: (value) => formatPercent(value, { signed: true }), tick: formatPercentTick };

/** A metric's format; money brings none, so the chart writes it in the display currency. */
export function metricFormat(metric: HoldingMetric): ValueFormat | undefined {
  if (METRIC_UNIT[metric] === 'money') return undefined;
  return SIGNED_METRICS.has(metric) ? SIGNED_PERCENT : PERCENT;
}

/** The figures to draw: the primary, and the secondary when enabled and different. */
export function chartMetrics(config: Pick<HoldingChartConfig, 'primaryData' | 'enableSecondaryData' | 'secondaryData'>): HoldingMetric[] {
  return config.enableSecondaryData && config.secondaryData !== config.primaryData ? [config.primaryData, config.secondaryData] : [config.primaryData];
}

/**
 * Whether the second figure gets the right-hand axis: when asked, and always when its unit is not
 * the first's (a yield's percent drawn to a money scale would be a flat line at zero).
 */
export function secondOnOwnAxis(config: Pick<HoldingChartConfig, 'primaryData' | 'secondaryData' | 'showSecondaryAxis'>): boolean {
  return config.showSecondaryAxis || METRIC_UNIT[config.primaryData] !== METRIC_UNIT[config.secondaryData];
}

/**
 * One row per holding that has any of the figures, ordered by the first figure, largest first
 * (holdings without it last), so bars and lines read as a ranking.
 */
export function holdingChartRows(holdings: readonly ChartHolding[], metrics: readonly HoldingMetric[]): HoldingRow[] {
  const [first] = metrics;
  const rank = (row: HoldingRow) => (first ? (row.values[first] ?? -Infinity) : 0);
  return holdings
    .map((holding) => ({
      key: holding.key,
      ticker: holding.stock.ticker,
      name: holding.stock.name ?? holding.stock.ticker,
      values: Object.fromEntries(metrics.map((metric) => [metric, METRIC_VALUE[metric](holding)])),
    }))
    .filter((row) => metrics.some((metric) => row.values[metric] !== null))
    .sort((a, b) => rank(b) - rank(a) || a.ticker.localeCompare(b.ticker));
}

export function HoldingChart({ config }: WidgetComponentProps<HoldingChartConfig>) {
  const result = useWidgetHoldingChartQuery({ variables: { filter: analyticsFilter(config) } });
  const chart = useChartTheme();
  const currency = useDisplayCurrency();
  const metrics = chartMetrics(config);
  const metricsKey = metrics.join('|');
  const series = useMemo<ChartSeries[]>(
    () =>
      (metricsKey.split('|') as HoldingMetric[]).map((metric, index) => {
        const format = metricFormat(metric);
        return { key: metric, label: metricLabel(metric), color: chart.series[index] ?? chart.primary, ...(format ? { format } : {}) };
      }),
    [metricsKey, chart],
  );
  const holdings = result.data?.portfolioHoldings;
  const rows = useMemo(() => (holdings ? holdingChartRows(holdings, metricsKey.split('|') as HoldingMetric[]) : []), [holdings, metricsKey]);
  const chartLabel = `${series.map((entry) => entry.label).join(' and ')} per holding`;
  const [first, second] = series;
  const combo = useMemo<ComboSeries[] | null>(
    () =>
      first && second
        ? [
            { ...first, shape: config.primaryChartType, rightAxis: false },
            { ...second, shape: config.secondaryChartType, rightAxis: secondOnOwnAxis(config) },
          ]
        : null,
    [first, second, config],
  );
  return (
    <WidgetState result={result} select={() => rows} isEmpty={(selected) => selected.length === 0} emptyText="No holdings in this selection yet." type="Chart">
      {(selected) =>
        combo ? (
          <HoldingComboChart rows={selected} series={combo} currency={currency} label={chartLabel} />
        ) : config.primaryChartType === 'line' ? (
          <HoldingLines rows={selected} series={series} currency={currency} label={chartLabel} />
        ) : (
          <HoldingBars rows={selected} series={series} colorBySign={SIGNED_METRICS.has(config.primaryData)} currency={currency} label={chartLabel} />
        )
      }
    </WidgetState>
  );
}
