/**
 * The frame of every KPI built on WidgetSummary: the shared query with the widget's filter, the
 * four states, the formats the figures use, and the interval the flows cover. Widgets with equal
 * filters send equal variables, so a dashboard of KPIs makes one request per interval.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useWidgetSummaryQuery } from '../../generated/graphql';
import { formatNumber } from '../../lib/format';
import { analyticsFilter, type FilterConfig } from '../framework/commonFields';
import { useCompactMoney, useMoney, useUserLocale } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import { kpiPeriod, type KpiPeriod } from './kpiPeriod';
import type { Summary } from './summaryFacts';

export interface KpiFormats {
  /** Money in the summary's currency: "$3,234.50". */
  money: (value: number) => string;
  /** The same with a "+" on gains, so the sign does not rest on colour alone: "+$3,234.50". */
  signedMoney: (value: number) => string;
  /** Signed, and shortened from a thousand up ("+$3.23K"), for detail cells a quarter of a KPI wide. */
  compactMoney: (value: number) => string;
  /** A count in the user's locale. */
  count: (value: number) => string;
}

export interface SummaryKpiProps {
  config: FilterConfig;
  isEmpty: (summary: Summary) => boolean;
  emptyText: string;
  /** A chart on the summary (the forecast) has a chart's loading state. */
  type?: 'KPI' | 'Chart';
  /** `period`: the config's interval, which the flows (income, realised gains, profit) cover; null for all time. */
  children: (summary: Summary, formats: KpiFormats, period: KpiPeriod | null) => ReactNode;
}

export function SummaryKpi({ config, isEmpty, emptyText, type = 'KPI', children }: SummaryKpiProps) {
  const result = useWidgetSummaryQuery({ variables: { filter: analyticsFilter(config) } });
  const formats = useKpiFormats(result.data?.portfolioSummary.currency);
  const period = kpiPeriod(config);
  return (
    <WidgetState result={result} select={(data) => data.portfolioSummary} isEmpty={isEmpty} emptyText={emptyText} type={type}>
      {(summary) => children(summary, formats, period)}
    </WidgetState>
  );
}

export function useKpiFormats(currency: string | null | undefined): KpiFormats {
  const money = useMoney(currency);
  const locale = useUserLocale();
  // A gain that rounds to zero gets no "+": "+$0.00" would claim a gain the figure does not show.
  const signedMoney = useCallback((value: number) => (value > 0 && money(value) !== money(0) ? `+${money(value)}` : money(value)), [money]);
  const shortMoney = useCompactMoney(currency, { signed: true, precision: 'threeDigits' });
  // Below a thousand the full amount fits the cell and says more.
  const compactMoney = useCallback((value: number) => (Math.abs(value) < 1000 ? signedMoney(value) : shortMoney(value)), [signedMoney, shortMoney]);
  const count = useCallback((value: number) => formatNumber(value, { locale }), [locale]);
  return useMemo(() => ({ money, signedMoney, compactMoney, count }), [money, signedMoney, compactMoney, count]);
}
