/**
 * Config fields most KPIs and charts share, and the analytics filter
 * they make. Spread them into a widget's `configs`.
 */
import { scopeFilter, scopeOf, type FilterConfig as HoldingsConfig } from '../../../common/analyticsFilter';
import type { AnalyticsFilter } from '../../generated/graphql';
import { booleanField, portfoliosField, sectorField, selectField } from './configFields';
import { HOLDING_TYPES } from './holdingTypes';
import { INTERVALS, intervalRange, type IntervalName } from './intervals';

/** Which holdings: the portfolio filter and the spec's holding-type and sector filters. */
export const holdingFilterFields = {
  portfolio_Ids: portfoliosField(),
  holdingType: selectField('Holdings', HOLDING_TYPES, 'allHoldings'),
  sector: sectorField(),
  displayPastHoldings: booleanField('Include past holdings', false, 'Positions sold in full still count.'),
};

/** The lookback interval, with the widget's default (3M for most). */
export function intervalField(defaultValue: IntervalName = '3M') {
  return selectField('Interval', INTERVALS, defaultValue);
}

export interface FilterConfig extends HoldingsConfig {
  selectedInterval?: IntervalName;
}

/**
 * The analytics filter of a widget's config. Only what differs from the server's defaults is
 * sent, so widgets with equal settings send equal variables and share one request. The display
 * currency is the server's default (the user's), so a currency change refetches nothing here.
 */
export function analyticsFilter(config: FilterConfig, today: Date = new Date()): AnalyticsFilter {
  // The holdings part is derived by common/analyticsFilter.ts, which the server's embed checks use too.
  const filter: AnalyticsFilter = scopeFilter(scopeOf(config));
  if (config.selectedInterval) {
    const { from } = intervalRange(config.selectedInterval, today);
    if (from) filter.from = from;
  }
  return filter;
}
