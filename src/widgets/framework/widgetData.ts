/**
 * Which shared query a widget reads, so a dashboard can ask for every widget's data as soon as
 * it knows its widgets, in parallel with fetching their code, instead of each widget asking only
 * once its code has arrived. The widget's own hook then finds the request in flight (Apollo
 * deduplicates identical operations) or its answer in the cache: no extra round trip.
 */
import type { ApolloClient } from '@apollo/client';
import {
  UserTransactionTableDocument,
  WidgetHoldingReturnsDocument,
  WidgetHoldingsDocument,
  WidgetSummaryDocument,
  WidgetValueSeriesDocument,
} from '../../generated/graphql';
import { filterConfigOf } from '../../../common/analyticsFilter';
import { analyticsFilter, type FilterConfig } from './commonFields';

export type WidgetDataSource = 'summary' | 'holdings' | 'valueSeries' | 'holdingReturns' | 'transactions';

const ANALYTICS = {
  summary: WidgetSummaryDocument,
  holdings: WidgetHoldingsDocument,
  valueSeries: WidgetValueSeriesDocument,
  holdingReturns: WidgetHoldingReturnsDocument,
} as const;

/**
 * The request a widget's component will make: the analytics queries with the filter of its
 * config (every analytics widget passes `analyticsFilter(config)`), or the transaction list.
 */
export function widgetRequest(source: WidgetDataSource, config: Record<string, unknown>) {
  if (source === 'transactions') return { query: UserTransactionTableDocument, variables: {} };
  const filterConfig: FilterConfig = {
    ...filterConfigOf(config),
    ...(typeof config.selectedInterval === 'string' ? { selectedInterval: config.selectedInterval as FilterConfig['selectedInterval'] } : {}),
  };
  return { query: ANALYTICS[source], variables: { filter: analyticsFilter(filterConfig) } };
}

export function prefetchWidgetData(client: ApolloClient, source: WidgetDataSource, config: Record<string, unknown>): void {
  const { query, variables } = widgetRequest(source, config);
  // A failure shows in the widget itself, through its own query.
  client.query({ query, variables }).catch(() => undefined);
}
