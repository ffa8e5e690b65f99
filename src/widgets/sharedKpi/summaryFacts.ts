/**
 * Facts about a WidgetSummary the KPIs share: when a selection holds nothing, whether it holds
 * cash, the note for holdings left out of the value figures for want of a price, the currency
 * part of a gain, and the profit's percentage and unrealised change over the interval.
 */
import type { WidgetSummaryQuery } from '../../generated/graphql';
import type { KpiDetail } from '../framework/KpiFigure';
import { formatPercent } from '../framework/useMoney';
import type { KpiPeriod } from './kpiPeriod';

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

/**
 * How much the unrealised gain changed over the summary's interval (all of it for all time). A
 * support replay of a log recorded before the summary had the field answers without it: the gain
 * itself, which is what all time means.
 */
export function unrealizedChangeOf(summary: Summary): number {
  const change: Summary['unrealizedGainChange'] | undefined = summary.unrealizedGainChange;
  return change ?? summary.unrealizedGain;
}

/**
 * The profit's percentage: of the amount invested for all time; over an interval, of what was at
 * work in it (the value at its start plus what was bought in it). None when the server has no base
 * to divide by (nothing bought).
 */
export function returnCaption(summary: Summary, period: KpiPeriod | null): string | undefined {
  if (summary.totalReturnPercent === null) return undefined;
  const percent = formatPercent(summary.totalReturnPercent, { signed: true });
  return period ? `${percent} ${period.within}` : `${percent} on the amount invested`;
}

/**
 * "+$1,234.00 in the last month": how much the securities' value moved over the interval, money
 * put in or taken out included. Null for all time, or when the answer has no opening value.
 */
export function valueChangeCaption(summary: Summary, period: KpiPeriod | null, signedMoney: (value: number) => string): string | null {
  const opening: Summary['openingMarketValue'] | undefined = summary.openingMarketValue;
  if (!period || opening === null || opening === undefined) return null;
  return `${signedMoney(summary.marketValue - opening)} ${period.within}`;
}

/** A detail line with a figure over the interval, labelled "Last 3 months: …"; none for all time. */
export function periodDetails(period: KpiPeriod | null, detail: Omit<KpiDetail, 'label'>): KpiDetail[] {
  if (!period) return [];
  return [{ ...detail, label: period.span.charAt(0).toUpperCase() + period.span.slice(1) }];
}
