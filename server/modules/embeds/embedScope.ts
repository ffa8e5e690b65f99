// What an embed may read: the filter its widget's stored config makes, derived exactly as the
// client's analyticsFilter (src/widgets/framework/commonFields.ts) derives it, so the embed page's
// requests match. Only the dates may differ: a widget's interval is relative to today.
import type { AnalyticsFilter, HoldingTypeFilter } from '../../generated/resolvers-types';

export interface EmbedScope {
  /** Sorted; empty means every portfolio. */
  readonly portfolio_Ids: readonly string[];
  readonly holdingType: HoldingTypeFilter;
  readonly includePastHoldings: boolean;
}

/** A stored config (validated when the embed was made) as the scope its widget's requests have. */
export function scopeOfConfig(config: Readonly<Record<string, unknown>>): EmbedScope {
  const ids = Array.isArray(config.portfolio_Ids) ? config.portfolio_Ids.filter((id): id is string => typeof id === 'string') : [];
  return {
    portfolio_Ids: [...new Set(ids)].sort(),
    holdingType: typeof config.holdingType === 'string' ? (config.holdingType as HoldingTypeFilter) : 'allHoldings',
    includePastHoldings: config.displayPastHoldings === true,
  };
}

/**
 * Whether an analytics filter looks at exactly the scope: the same portfolios, holding type and
 * past-holdings choice (absent meaning the server's default), and no other currency than the
 * owner's. asOf, from and to are free.
 */
export function filterHasScope(filter: AnalyticsFilter | null | undefined, scope: EmbedScope): boolean {
  const asked = scopeOfConfig({
    portfolio_Ids: filter?.portfolio_Ids ?? [],
    holdingType: filter?.holdingType ?? 'allHoldings',
    displayPastHoldings: filter?.includePastHoldings ?? false,
  });
  return (
    (filter?.currency ?? null) === null &&
    asked.holdingType === scope.holdingType &&
    asked.includePastHoldings === scope.includePastHoldings &&
    asked.portfolio_Ids.length === scope.portfolio_Ids.length &&
    asked.portfolio_Ids.every((id, index) => id === scope.portfolio_Ids[index])
  );
}
