/**
 * Facts about a WidgetSummary the KPIs share: when a selection holds nothing, and the note for
 * holdings left out of the value figures for want of a price.
 */
import type { WidgetSummaryQuery } from '../../generated/graphql';
import type { KpiDetail } from '../framework/KpiFigure';

export type Summary = WidgetSummaryQuery['portfolioSummary'];

/** Nothing held and nothing valued (the framework's empty rule for holdings figures). */
export function holdsNothing(summary: Summary): boolean {
  return summary.holdingCount === 0 && summary.marketValue === 0;
}

/**
 * Nothing held and nothing ever earned or paid: the profit/loss figures are empty only then, as
 * positions sold in full still have realised gains, income and taxes to show.
 */
export function earnedNothing(summary: Summary): boolean {
  return (
    holdsNothing(summary) &&
    summary.realizedGain === 0 &&
    summary.income === 0 &&
    summary.taxes === 0 &&
    summary.totalReturn === 0
  );
}

/**
 * A detail line naming the holdings without any price. The server leaves them out of market
 * value, unrealised gain and total return rather than counting them as zero, so a figure built
 * on those says what it is missing.
 */
export function unpricedDetails(summary: Summary): KpiDetail[] {
  const tickers = summary.unpricedHoldings;
  if (tickers.length === 0) return [];
  return [{ label: 'Left out, no price', value: tickers.length === 1 ? tickers[0]! : `${tickers.length} holdings` }];
}
