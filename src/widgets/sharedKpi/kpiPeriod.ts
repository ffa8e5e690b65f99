/**
 * How a summary KPI names its interval. With an interval the server counts the flows (income,
 * realised gains, fees, profit) in it and gives the values as of its end, so a flow's caption says
 * which period it covers; all time says nothing more than before.
 */
import { analyticsFilter, type FilterConfig } from '../framework/commonFields';
import { intervalLabel } from '../framework/intervals';

export interface KpiPeriod {
  /** "last 3 months", "last month", "year to date": a detail line's label. */
  readonly span: string;
  /** "in the last 3 months", "year to date": after a verb ("received …"). */
  readonly within: string;
}

/** The config's interval, or null for all time (no range start is sent). */
export function kpiPeriod(config: FilterConfig, today: Date = new Date()): KpiPeriod | null {
  const interval = config.selectedInterval;
  if (!interval || !analyticsFilter(config, today).from) return null;
  const label = intervalLabel(interval.name);
  // "Year to date" reads as it is; "1 month" reads "the last month", "3 months" "the last 3 months".
  if (!/^\d/.test(label)) return { span: label.toLowerCase(), within: label.toLowerCase() };
  const span = `last ${label.replace(/^1 /, '')}`;
  return { span, within: `in the ${span}` };
}
