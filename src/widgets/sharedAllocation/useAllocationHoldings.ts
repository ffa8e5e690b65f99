/**
 * The holdings an allocation widget reads: the shared holdings query, or, for dividend payers
 * only, the holding chart's query, which adds the forward income the server works out only when
 * asked for it. Both read portfolioHoldings with the same filter, so the cache holds one copy of
 * each holding.
 */
import { useWidgetHoldingChartQuery, useWidgetHoldingsQuery } from '../../generated/graphql';
import { analyticsFilter, type FilterConfig } from '../framework/commonFields';
import type { QueryLike } from '../framework/WidgetState';
import type { AllocationHolding } from './allocation';

export function useAllocationHoldings(config: FilterConfig & { dividendsYielding: boolean }): QueryLike<readonly AllocationHolding[]> {
  const variables = { filter: analyticsFilter(config) };
  const plain = useWidgetHoldingsQuery({ variables, skip: config.dividendsYielding });
  const withIncome = useWidgetHoldingChartQuery({ variables, skip: !config.dividendsYielding });
  const result = config.dividendsYielding ? withIncome : plain;
  return { data: result.data?.portfolioHoldings, loading: result.loading, error: result.error, refetch: result.refetch };
}
