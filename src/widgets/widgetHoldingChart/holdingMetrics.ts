/**
 * The holding chart's metrics that the holdings analytics
 * answer. The forward-dividend and dividend-growth ones (fwdDividendIncome, fwdDividendYield,
 * fwdDividendYieldAtCost, dividend5YCAGR, dividend3YCAGR) need dividend data the server does not
 * have yet, so they are not offered.
 */
import type { WidgetHoldingsQuery } from '../../generated/graphql';
import type { FieldOption } from '../framework/configFields';

type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];

export const HOLDING_METRICS = [
  { value: 'marketValue', label: 'Market value' },
  { value: 'costValue', label: 'Cost value' },
  { value: 'income', label: 'Income' },
  { value: 'p/l', label: 'Profit/loss' },
  { value: 'realisedGL', label: 'Realised gain/loss' },
  { value: 'unrealisedGL', label: 'Unrealised gain/loss' },
] as const satisfies readonly FieldOption[];

export type HoldingMetric = (typeof HOLDING_METRICS)[number]['value'];

/** A holding's figure in the display currency; null when unknown (no price for market figures). */
export const METRIC_VALUE: Record<HoldingMetric, (holding: Holding) => number | null> = {
  marketValue: (holding) => holding.marketValuePC,
  costValue: (holding) => holding.costBasisPC,
  income: (holding) => holding.incomePC,
  'p/l': (holding) => holding.totalReturnPC,
  realisedGL: (holding) => holding.realizedGainPC,
  unrealisedGL: (holding) => holding.unrealizedGainPC,
};

export function metricLabel(metric: HoldingMetric): string {
  return HOLDING_METRICS.find((option) => option.value === metric)?.label ?? metric;
}
