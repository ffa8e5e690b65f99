/**
 * Config fields most KPIs and charts share, and the analytics filter
 * they make. Spread them into a widget's `configs`.
 */
import { scopeFilter, scopeOf, type FilterConfig as HoldingsConfig } from '../../../common/analyticsFilter';
import type { AnalyticsFilter } from '../../generated/graphql';
import { booleanField, lookbackField, portfoliosField, sectorField, selectField } from './configFields';
import { HOLDING_TYPES } from './holdingTypes';
import { isIntervalName } from '../../../common/intervals';
import { intervalRange, selectedInterval, type IntervalName, type SelectedInterval } from './intervals';

/** Which holdings: the portfolio filter and the spec's holding-type and sector filters. */
export const holdingFilterFields = {
  portfolio_Ids: portfoliosField(),
  holdingType: selectField('Holdings', HOLDING_TYPES, 'allHoldings'),
  sector: sectorField(),
  displayPastHoldings: booleanField('Include past holdings', false, 'Positions sold in full still count.'),
};

/**
 * The spec's showHeader and showLabel, which every KPI and chart has (defineWidget adds them):
 * the title bar on the dashboard, and the labels around the figure or the plot.
 */
export const displayFields = {
  showHeader: booleanField('Show the title', true, 'Off: the title and the buttons show when you point at the widget or tab to it.'),
  showLabel: booleanField('Show labels', true, 'The lines under a figure; a chart’s axis labels and legend.'),
};

/** The lookback interval (the spec's selectedInterval, `{ name, desc }`), with the widget's default (3M for most). */
export function intervalField(defaultValue: IntervalName = '3M', help?: string) {
  return lookbackField('Interval', selectedInterval(defaultValue), help);
}

/**
 * The config migration of a widget whose interval was stored as its bare name ('3M') and is now
 * the spec's `{ name, desc }`, under `key` (`from` when the field was renamed). A config already
 * in the new shape passes unchanged: an embed stores no config version, so its config goes through
 * every migration whatever its age. A value that is no interval is carried over as it is, for the
 * settings' reading to reset it with a notice.
 */
export function intervalAsObject(key: string, from: string = key) {
  return (config: Record<string, unknown>): Record<string, unknown> => {
    const old = config[from];
    // Renamed: a config that already has the new field is in the new shape (`from` may be another field by now).
    if (old === undefined || (from !== key && key in config)) return config;
    const { [from]: _moved, ...rest } = config;
    return { ...rest, [key]: isIntervalName(old) ? selectedInterval(old) : old };
  };
}

export interface FilterConfig extends HoldingsConfig {
  selectedInterval?: SelectedInterval;
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
    const { from } = intervalRange(config.selectedInterval.name, today);
    if (from) filter.from = from;
  }
  return filter;
}
