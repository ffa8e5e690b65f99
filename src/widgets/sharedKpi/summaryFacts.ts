/**
 * Facts about a WidgetSummary the KPIs share: when a selection holds nothing, whether it holds
 * cash, the note for holdings left out of the value figures for want of a price, and the currency
 * part of a gain.
 */
import type { WidgetSummaryQuery } from '../../generated/graphql';
import type { KpiDetail } from '../framework/KpiFigure';

export type Summary = WidgetSummaryQuery['portfolioSummary'];

/** Nothing held and nothing valued (the framework's empty rule for holdings figures). */
export function holdsNothing(summary: Summary): boolean {
  return summary.holdingCount === 0 && summary.marketValue === 0;
}

/**
 * The selection holds cash. Tracking cash is optional: for a ledger of securities only the list
 * is empty, and figures about cash (its balance, net worth) are not shown at all.
 */
export function holdsCash(summary: Summary): boolean {
  // A support replay answers from a log an older app recorded, before the summary had cash: no
  // list there means no cash, not a widget that fails to render.
  const balances: Summary['cashBalances'] | undefined = summary.cashBalances;
  return (balances?.length ?? 0) > 0;
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

/**
 * A detail line with the part of a gain that exchange rates made (the server splits each gain in
 * the display currency into a price and a currency effect that add up to it). Only when it is
 * worth a cent: a ledger in the display currency has none, and a line of 0.00 would be noise.
 */
export function currencyEffectDetails(currencyGain: number, signedMoney: (value: number) => string): KpiDetail[] {
  if (Math.round(currencyGain * 100) === 0) return [];
  return [{ label: 'of which currency', value: signedMoney(currencyGain), tone: currencyGain }];
}
