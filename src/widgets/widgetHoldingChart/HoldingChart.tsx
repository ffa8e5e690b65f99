import { useMemo } from 'react';
import { useWidgetHoldingChartQuery, type WidgetHoldingChartQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { useChartTheme } from '../framework/useChartTheme';
import { useDisplayCurrency } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { HoldingBars, type HoldingRow } from '../sharedHoldingBars/HoldingBars';
import type { ChartSeries } from '../sharedHoldingBars/useSeriesFormats';
import type { HoldingChartConfig } from './definition';
import { HoldingLines } from './HoldingLines';
import { METRIC_VALUE, metricLabel, type HoldingMetric } from './holdingMetrics';

type Holding = WidgetHoldingChartQuery['portfolioHoldings'][number];

/** Figures that are gains or losses: alone on a bar chart, their bars take the sign's colour. */
const SIGNED: ReadonlySet<HoldingMetric> = new Set(['p/l', 'realisedGL', 'unrealisedGL']);

/** The figures to draw: the primary, and the secondary when enabled and different. */
export function chartMetrics(config: Pick<HoldingChartConfig, 'primaryData' | 'enableSecondaryData' | 'secondaryData'>): HoldingMetric[] {
  return config.enableSecondaryData && config.secondaryData !== config.primaryData ? [config.primaryData, config.secondaryData] : [config.primaryData];
}

/**
 * One row per holding that has any of the figures, ordered by the first figure, largest first
 * (holdings without it last), so bars and lines read as a ranking.
 */
export function holdingChartRows(holdings: readonly Holding[], metrics: readonly HoldingMetric[]): HoldingRow[] {
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
    () => metricsKey.split('|').map((metric, index) => ({ key: metric, label: metricLabel(metric as HoldingMetric), color: chart.series[index] ?? chart.primary })),
    [metricsKey, chart],
  );
  const holdings = result.data?.portfolioHoldings;
  const rows = useMemo(() => (holdings ? holdingChartRows(holdings, metricsKey.split('|') as HoldingMetric[]) : []), [holdings, metricsKey]);
  const chartLabel = `${series.map((entry) => entry.label).join(' and ')} per holding`;
  return (
    <WidgetState result={result} select={() => rows} isEmpty={(selected) => selected.length === 0} emptyText="No holdings in this selection yet." type="Chart">
      {(selected) =>
        config.primaryChartType === 'line' ? (
          <HoldingLines rows={selected} series={series} currency={currency} label={chartLabel} />
        ) : (
          <HoldingBars rows={selected} series={series} colorBySign={metrics.length === 1 && SIGNED.has(config.primaryData)} currency={currency} label={chartLabel} />
        )
      }
    </WidgetState>
  );
}
