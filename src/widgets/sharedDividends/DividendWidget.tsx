/**
 * The frame of every dividend widget: the shared WidgetDividends query with the widget's filter,
 * the four states, and the formats. The twelve dividend widgets send equal variables when their
 * filters are equal, so a dashboard of them makes one request per filter.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useWidgetDividendsQuery, type WidgetDividendsQuery } from '../../generated/graphql';
import { analyticsFilter, type FilterConfig } from '../framework/commonFields';
import { NOT_A_NUMBER } from '../../lib/format';
import { useUserLocale } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetType } from '../framework/widgetTypes';
import { useKpiFormats, type KpiFormats } from '../sharedKpi/SummaryKpi';

export type Dividends = WidgetDividendsQuery['portfolioDividends'];
export type DividendHolding = Dividends['holdings'][number];
export type DividendPayout = Dividends['payouts'][number];

export interface DividendFormats extends KpiFormats {
  /** A ratio as a percent in the user's locale, two decimals: 0.0325 → "3.25%"; the app's dash for null. */
  percent: (value: number | null | undefined) => string;
}

export interface DividendWidgetProps {
  config: FilterConfig;
  type: WidgetType;
  /** Defaults to "nothing held": no holding in the filter. */
  isEmpty?: (dividends: Dividends) => boolean;
  emptyText: string;
  children: (dividends: Dividends, formats: DividendFormats) => ReactNode;
}

export const holdsNothing = (dividends: Dividends): boolean => dividends.holdings.length === 0;

export function DividendWidget({ config, type, isEmpty = holdsNothing, emptyText, children }: DividendWidgetProps) {
  const result = useWidgetDividendsQuery({ variables: { filter: analyticsFilter(config) } });
  const formats = useDividendFormats(result.data?.portfolioDividends.currency);
  return (
    <WidgetState result={result} select={(data) => data.portfolioDividends} isEmpty={isEmpty} emptyText={emptyText} type={type}>
      {(dividends) => children(dividends, formats)}
    </WidgetState>
  );
}

export function useDividendFormats(currency: string | null | undefined): DividendFormats {
  const kpi = useKpiFormats(currency);
  const locale = useUserLocale();
  const percentFormat = useMemo(() => new Intl.NumberFormat(locale ?? undefined, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale]);
  const percent = useCallback((value: number | null | undefined) => (value === null || value === undefined ? NOT_A_NUMBER : percentFormat.format(value)), [percentFormat]);
  return useMemo(() => ({ ...kpi, percent }), [kpi, percent]);
}
