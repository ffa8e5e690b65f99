// What an embed may read: the scope its widget's stored config makes, derived by the same
// functions the browser's widgets use (common/analyticsFilter.ts), so the embed page's requests
// match. Only the dates may differ: a widget's interval is relative to today.
import { filterConfigOf, sameScope, scopeOf, scopeOfFilter, type AnalyticsScope } from '../../../common/analyticsFilter';
import type { AnalyticsFilter } from '../../generated/resolvers-types';

export type EmbedScope = AnalyticsScope;

/** A stored config (validated when the embed was made) as the scope its widget's requests have. */
export function scopeOfConfig(config: Readonly<Record<string, unknown>>): EmbedScope {
  return scopeOf(filterConfigOf(config));
}

/**
 * Whether an analytics filter looks at exactly the scope: the same portfolios, holding type,
 * past-holdings choice and sectors (absent meaning the server's default), and no other currency
 * than the owner's. asOf, from and to are free.
 */
export function filterHasScope(filter: AnalyticsFilter | null | undefined, scope: EmbedScope): boolean {
  return (filter?.currency ?? null) === null && sameScope(scopeOfFilter(filter), scope);
}
