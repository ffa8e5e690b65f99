/**
 * The analytics filter a widget's config makes, derived the same way by the browser (which sends
 * it) and the server (which checks that an embed's requests stay within its widget's scope).
 */

/** The holding-type filters of the analytics queries (the schema's HoldingTypeFilter). */
export const HOLDING_TYPE_FILTERS = ['allHoldings', 'allStocks', 'dividendStocks', 'nonDividendStocks', 'ETF', 'funds'] as const;
export type HoldingTypeFilterName = (typeof HOLDING_TYPE_FILTERS)[number];

/** The settings of a widget's config that choose its holdings. */
export interface FilterConfig {
  portfolio_Ids: readonly string[];
  holdingType: HoldingTypeFilterName;
  displayPastHoldings: boolean;
}

/** Which holdings a filter looks at; equal scopes are equal filters but for their dates. */
export interface AnalyticsScope {
  /** Sorted and distinct; empty means every portfolio. */
  readonly portfolio_Ids: readonly string[];
  readonly holdingType: HoldingTypeFilterName;
  readonly includePastHoldings: boolean;
}

const isHoldingType = (value: unknown): value is HoldingTypeFilterName => typeof value === 'string' && (HOLDING_TYPE_FILTERS as readonly string[]).includes(value);

/** A config as stored (any JSON), read as its filter settings, each missing one at its default. */
export function filterConfigOf(config: Readonly<Record<string, unknown>>): FilterConfig {
  const ids = Array.isArray(config.portfolio_Ids) ? config.portfolio_Ids.filter((id): id is string => typeof id === 'string') : [];
  return {
    portfolio_Ids: ids,
    holdingType: isHoldingType(config.holdingType) ? config.holdingType : 'allHoldings',
    displayPastHoldings: config.displayPastHoldings === true,
  };
}

export function scopeOf(config: FilterConfig): AnalyticsScope {
  return { portfolio_Ids: [...new Set(config.portfolio_Ids)].sort(), holdingType: config.holdingType, includePastHoldings: config.displayPastHoldings };
}

/** The filter fields of a scope: only what differs from the server's defaults, so equal settings make equal variables. */
export function scopeFilter(scope: AnalyticsScope): { portfolio_Ids?: string[]; holdingType?: HoldingTypeFilterName; includePastHoldings?: boolean } {
  return {
    ...(scope.portfolio_Ids.length > 0 ? { portfolio_Ids: [...scope.portfolio_Ids] } : {}),
    ...(scope.holdingType !== 'allHoldings' ? { holdingType: scope.holdingType } : {}),
    ...(scope.includePastHoldings ? { includePastHoldings: true } : {}),
  };
}

export function sameScope(a: AnalyticsScope, b: AnalyticsScope): boolean {
  return (
    a.holdingType === b.holdingType &&
    a.includePastHoldings === b.includePastHoldings &&
    a.portfolio_Ids.length === b.portfolio_Ids.length &&
    a.portfolio_Ids.every((id, index) => id === b.portfolio_Ids[index])
  );
}
