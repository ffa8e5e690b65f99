/**
 * The dividend timeline's data: the payouts by the month their money arrives, per security, from
 * the range's first month to the last forecast month. The largest payers get their own colour;
 * past the palette, the rest share one "Other" series, so a portfolio of sixty payers still
 * reads. Payouts without an income in the answer's currency cannot be stacked with the others
 * and are counted apart.
 */
import type { DividendPayoutStatus } from '../../generated/graphql';
import type { DividendPayout } from '../sharedDividends/DividendWidget';
import { monthOf, monthsFrom } from '../sharedDividends/months';
import { incomeIn, payDay } from '../sharedDividends/payouts';

export const OTHER = 'other';
export const STATUSES = ['paid', 'declared', 'estimated'] as const satisfies readonly DividendPayoutStatus[];

export interface TimelineSeries {
  /** The security's id, or OTHER. */
  key: string;
  /** The ticker, or "Other". */
  label: string;
  /** Its place in the palette; null for OTHER. */
  colorIndex: number | null;
  total: number;
}

export interface TimelineEntry {
  payout: DividendPayout;
  /** yyyy-MM-dd: the pay date, or the ex-date without one. */
  day: string;
  income: number;
  series: string;
}

export interface PayoutTimeline {
  months: string[];
  series: TimelineSeries[];
  /** Chronological. */
  entries: TimelineEntry[];
  /** Payouts in the months shown without an income in the answer's currency. */
  unconverted: number;
}

export interface TimelineRange {
  /** yyyy-MM. */
  first: string;
  last: string;
}

/** A bar key: one per series and status, so each payer's paid and expected parts stack apart. */
export const barKey = (series: string, status: DividendPayoutStatus) => `${series}|${status}`;

export function payoutTimeline(payouts: readonly DividendPayout[], { first, last }: TimelineRange, currency: string, colors: number): PayoutTimeline {
  const inRange = payouts.filter((payout) => {
    const month = monthOf(payDay(payout));
    return month >= first && month <= last;
  });
  const priced = inRange.flatMap((payout) => {
    const income = incomeIn(payout, currency);
    return income === null ? [] : [{ payout, income, day: payDay(payout) }];
  });
  const totals = new Map<string, { label: string; total: number }>();
  for (const { payout, income } of priced) {
    const entry = totals.get(payout.stock._id) ?? { label: payout.stock.ticker, total: 0 };
    entry.total += income;
    totals.set(payout.stock._id, entry);
  }
  const ranked = [...totals].sort(([, a], [, b]) => b.total - a.total || a.label.localeCompare(b.label));
  // A palette of n colours: n payers fit; n + 1 or more give n - 1 their own and one "Other".
  const own = ranked.length <= colors ? ranked : ranked.slice(0, colors - 1);
  const seriesOf = new Map(own.map(([key], index) => [key, index]));
  const series: TimelineSeries[] = own.map(([key, { label, total }], index) => ({ key, label, colorIndex: index, total }));
  if (own.length < ranked.length) {
    const rest = ranked.slice(own.length).reduce((sum, [, { total }]) => sum + total, 0);
    series.push({ key: OTHER, label: 'Other', colorIndex: null, total: rest });
  }
  const entries = priced
    .map(({ payout, income, day }) => ({ payout, income, day, series: seriesOf.has(payout.stock._id) ? payout.stock._id : OTHER }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.payout.stock.ticker.localeCompare(b.payout.stock.ticker));
  return { months: monthsFrom(first, last), series, entries, unconverted: inRange.length - priced.length };
}

/** Each month's income per bar key, rounded to the cent, as nivo's stacked bars take it. */
export function monthTotals(timeline: PayoutTimeline): Map<string, Record<string, number>> {
  const byMonth = new Map(timeline.months.map((month) => [month, {} as Record<string, number>]));
  for (const entry of timeline.entries) {
    const totals = byMonth.get(monthOf(entry.day));
    if (!totals) continue;
    const key = barKey(entry.series, entry.payout.status);
    totals[key] = Math.round(((totals[key] ?? 0) + entry.income) * 100) / 100;
  }
  return byMonth;
}
