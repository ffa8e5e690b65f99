/**
 * The holding chart's metrics: what each reads from a holding of the chart's query, and in what
 * unit it is written. The dividend ones read the holding's dividend figures, which only this
 * widget's query asks for (holdingChart.graphql).
 */
import type { WidgetHoldingChartQuery } from '../../generated/graphql';
import type { FieldOption } from '../framework/configFields';

export type ChartHolding = WidgetHoldingChartQuery['portfolioHoldings'][number];

export const HOLDING_METRICS = [
  { value: 'marketValue', label: 'Market value' },
  { value: 'costValue', label: 'Cost value' },
  { value: 'income', label: 'Income' },
  { value: 'p/l', label: 'Profit/loss' },
  { value: 'realisedGL', label: 'Realised gain/loss' },
  { value: 'unrealisedGL', label: 'Unrealised gain/loss' },
  { value: 'fwdDividendIncome', label: 'Forward dividend income' },
  { value: 'fwdDividendYield', label: 'Forward dividend yield' },
  { value: 'fwdDividendYieldAtCost', label: 'Forward yield at cost' },
  { value: 'dividend5YCAGR', label: '5-year dividend growth' },
  { value: 'dividend3YCAGR', label: '3-year dividend growth' },
] as const satisfies readonly FieldOption[];

export type HoldingMetric = (typeof HOLDING_METRICS)[number]['value'];

/** Money is in the display currency; a percent is a ratio (0.034 for 3.4 %). */
export type MetricUnit = 'money' | 'percent';

/**
 * A holding's figure: money in the display currency, percents as ratios; null when unknown (no
 * price for market figures, no dividend data or too short a history for the dividend ones).
 */
export const METRIC_VALUE: Record<HoldingMetric, (holding: ChartHolding) => number | null> = {
  marketValue: (holding) => holding.marketValuePC,
  costValue: (holding) => holding.costBasisPC,
  income: (holding) => holding.incomePC,
  'p/l': (holding) => holding.totalReturnPC,
  realisedGL: (holding) => holding.realizedGainPC,
  unrealisedGL: (holding) => holding.unrealizedGainPC,
  fwdDividendIncome: (holding) => holding.dividends?.forwardIncome ?? null,
  fwdDividendYield: (holding) => holding.dividends?.forwardYield ?? null,
  fwdDividendYieldAtCost: (holding) => holding.dividends?.forwardYieldAtCost ?? null,
  dividend5YCAGR: (holding) => holding.dividends?.growth5Y ?? null,
  dividend3YCAGR: (holding) => holding.dividends?.growth3Y ?? null,
};

export const METRIC_UNIT: Record<HoldingMetric, MetricUnit> = {
  marketValue: 'money',
  costValue: 'money',
  income: 'money',
  'p/l': 'money',
  realisedGL: 'money',
  unrealisedGL: 'money',
  fwdDividendIncome: 'money',
  fwdDividendYield: 'percent',
  fwdDividendYieldAtCost: 'percent',
  dividend5YCAGR: 'percent',
  dividend3YCAGR: 'percent',
};

/**
 * Figures that go either way (gains and losses, dividend growth): alone on a bar chart, their bars
 * take the sign's colour, and a percent among them shows its "+".
 */
export const SIGNED_METRICS: ReadonlySet<HoldingMetric> = new Set(['p/l', 'realisedGL', 'unrealisedGL', 'dividend5YCAGR', 'dividend3YCAGR']);

export function metricLabel(metric: HoldingMetric): string {
  return HOLDING_METRICS.find((option) => option.value === metric)?.label ?? metric;
}
