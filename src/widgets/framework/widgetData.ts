/**
 * Which shared query a widget reads, so a dashboard can ask for every widget's data as soon as
 * it knows its widgets, in parallel with fetching their code, instead of each widget asking only
 * once its code has arrived. The widget's own hook then finds the request in flight (Apollo
 * deduplicates identical operations) or its answer in the cache: no extra round trip.
 */
import type { ApolloClient } from '@apollo/client';
import {
  UserNotificationsDocument,
  UserTransactionTableDocument,
  UserWatchlistsDocument,
  WidgetDividendsDocument,
  WidgetHoldingChartDocument,
  WidgetHoldingReturnsDocument,
  WidgetHoldingsDocument,
  WidgetSummaryDocument,
  WidgetTransactionTimelineDocument,
  WidgetValueSeriesDocument,
  type TimelineDataset,
  type TimelineGroupBy,
  type TimelineMeasure,
  type TimelineDateBy,
  type TimelineOperation,
  type TransactionTimelineInput,
} from '../../generated/graphql';
import { filterConfigOf } from '../../../common/analyticsFilter';
import { analyticsFilter, type FilterConfig } from './commonFields';
import { parseSelectedInterval } from '../../../common/intervals';
import type { SelectedInterval } from './intervals';

import type { WidgetDataSource } from '../../../common/widgetDataSources';
import { isMarketSource, marketRequest } from '../sharedMarket/marketRequests';
import { notificationVariables } from '../../data/notifications/useNotificationPages';
import { notificationFilterOfConfig } from '../widgetNotification/notificationConfig';

export type { WidgetDataSource };

/** The transaction timeline's settings (its config fields, under the spec's names). */
export interface TimelineConfig {
  portfolio_Ids: readonly string[];
  mainInterval: SelectedInterval;
  group_by: TimelineGroupBy;
  includeCurrentInterval: boolean;
  mainValue: TimelineMeasure;
  dataset: TimelineDataset;
  operation: TimelineOperation;
  mainTime: TimelineDateBy;
}

/**
 * The timeline query's input of a timeline config: portfolios sorted, so equal settings send
 * equal variables. No date: the server's today ends the chart, so the request is the same all
 * day and in every time zone.
 */
export function timelineInput(config: TimelineConfig): TransactionTimelineInput {
  const input: TransactionTimelineInput = { interval: config.mainInterval.name, groupBy: config.group_by, includeCurrentInterval: config.includeCurrentInterval, measure: config.mainValue };
  if (config.portfolio_Ids.length > 0) input.portfolio_Ids = [...config.portfolio_Ids].sort();
  input.dataset = config.dataset;
  input.operation = config.operation;
  input.dateBy = config.mainTime;
  return input;
}

/** An average of counts: a count per transaction is always one, so the server refuses it and nothing asks. */
export function asksAverageOfCounts(config: Pick<TimelineConfig, 'operation' | 'mainValue'>): boolean {
  return config.operation === 'average' && config.mainValue === 'count';
}

const ANALYTICS = {
  summary: WidgetSummaryDocument,
  holdings: WidgetHoldingsDocument,
  holdingChart: WidgetHoldingChartDocument,
  valueSeries: WidgetValueSeriesDocument,
  holdingReturns: WidgetHoldingReturnsDocument,
  dividends: WidgetDividendsDocument,
} as const;

/**
 * The request a widget's component will make: the analytics queries with the filter of its
 * config (every analytics widget passes `analyticsFilter(config)`), the timeline with its
 * settings, or the transaction list.
 */
export function widgetRequest(source: WidgetDataSource, config: Record<string, unknown>) {
  if (isMarketSource(source)) return marketRequest(source, config);
  if (source === 'transactions') return { query: UserTransactionTableDocument, variables: {} };
  // Every kind switched off asks nothing; the widget says so without a request.
  if (source === 'notifications') return { query: UserNotificationsDocument, variables: notificationVariables(notificationFilterOfConfig(config) ?? {}) };
  if (source === 'watchlists') return { query: UserWatchlistsDocument, variables: {} };
  // Only the timeline reads this source, and a dashboard's configs are resolved (defaults filled in).
  if (source === 'timeline') return { query: WidgetTransactionTimelineDocument, variables: { input: timelineInput(config as unknown as TimelineConfig) } };
  const interval = parseSelectedInterval(config.selectedInterval);
  const filterConfig: FilterConfig = { ...filterConfigOf(config), ...(interval ? { selectedInterval: interval } : {}) };
  // An allocation of dividend payers only reads the holdings with their forward income (see
  // sharedAllocation/useAllocationHoldings.ts): prefetch that, not the plain holdings.
  const query = source === 'holdings' && config.dividendsYielding === true ? ANALYTICS.holdingChart : ANALYTICS[source];
  return { query, variables: { filter: analyticsFilter(filterConfig) } };
}

export function prefetchWidgetData(client: ApolloClient, source: WidgetDataSource, config: Record<string, unknown>): void {
  if (source === 'timeline' && asksAverageOfCounts(config as unknown as TimelineConfig)) return;
  if (source === 'notifications' && !notificationFilterOfConfig(config)) return;
  const { query, variables } = widgetRequest(source, config);
  // A failure shows in the widget itself, through its own query.
  client.query({ query, variables }).catch(() => undefined);
}
