/**
 * The body of the one-figure-per-holding bar widgets (profit and loss, unrealised gain or loss):
 * the shared WidgetHoldings query through the four widget states, one bar per holding that has
 * the figure, largest first, green for gains and red for losses.
 */
import { useMemo } from 'react';
import { useWidgetHoldingsQuery, type WidgetHoldingsQuery } from '../../generated/graphql';
import { analyticsFilter, type FilterConfig } from '../framework/commonFields';
import { useDisplayCurrency } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import { HoldingBars, type HoldingRow } from './HoldingBars';

export type WidgetHolding = WidgetHoldingsQuery['portfolioHoldings'][number];

export interface HoldingMetricBarsProps {
  config: FilterConfig;
  /** The figure a bar shows; null leaves the holding out (unpriced: no market value). */
  metric: (holding: WidgetHolding) => number | null;
  /** The figure's name in tooltips and bar labels. */
  metricLabel: string;
  chartLabel: string;
  emptyText: string;
}

/** Holdings that have the figure, as chart rows, largest first (gains left, losses right). */
export function holdingRows(holdings: readonly WidgetHolding[], metric: (holding: WidgetHolding) => number | null, seriesKey: string): HoldingRow[] {
  return holdings
    .map((holding) => ({ holding, value: metric(holding) }))
    .filter((entry): entry is { holding: WidgetHolding; value: number } => entry.value !== null && Number.isFinite(entry.value))
    .sort((a, b) => b.value - a.value || a.holding.stock.ticker.localeCompare(b.holding.stock.ticker))
    .map(({ holding, value }) => ({
      key: holding.key,
      ticker: holding.stock.ticker,
      name: holding.stock.name ?? holding.stock.ticker,
      values: { [seriesKey]: value },
    }));
}

const SERIES_KEY = 'value';

export function HoldingMetricBars({ config, metric, metricLabel, chartLabel, emptyText }: HoldingMetricBarsProps) {
  const result = useWidgetHoldingsQuery({ variables: { filter: analyticsFilter(config) } });
  const currency = useDisplayCurrency();
  const holdings = result.data?.portfolioHoldings;
  const rows = useMemo(() => (holdings ? holdingRows(holdings, metric, SERIES_KEY) : []), [holdings, metric]);
  // The colour of a single gain/loss series comes from each bar's sign, not from this entry.
  const series = useMemo(() => [{ key: SERIES_KEY, label: metricLabel, color: '' }], [metricLabel]);
  return (
    <WidgetState result={result} select={() => rows} isEmpty={(selected) => selected.length === 0} emptyText={emptyText} type="Chart">
      {(selected) => <HoldingBars rows={selected} series={series} colorBySign currency={currency} label={chartLabel} />}
    </WidgetState>
  );
}
