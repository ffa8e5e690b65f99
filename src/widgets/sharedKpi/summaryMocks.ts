/**
 * Test mocks of WidgetSummary for the summary KPIs: the four states of one filter, with the
 * fixture ledger (or a variant of it) as the success answer.
 */
import { WidgetSummaryDocument, type AnalyticsFilter } from '../../generated/graphql';
import { analyticsFilter, type FilterConfig } from '../framework/commonFields';
import { resolveConfig } from '../framework/configFields';
import { intervalRange, selectedInterval, type IntervalName } from '../framework/intervals';
import { emptySummary, summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import type { AnyWidgetDefinition } from '../framework/widgetTypes';
import type { Summary } from './summaryFacts';

export function summaryMocks(success: Summary = summaryFixture(), { filter = {}, empty = emptySummary }: { filter?: AnalyticsFilter; empty?: Summary } = {}) {
  // The server echoes the range start it was asked for.
  const from = filter.from ?? null;
  return stateMocks(WidgetSummaryDocument, { filter }, { empty: { portfolioSummary: { ...empty, from } }, success: { portfolioSummary: { ...success, from } } });
}

/** A stored config choosing an interval, as the settings form saves it. */
export const intervalConfig = (name: IntervalName): Record<string, unknown> => ({ selectedInterval: selectedInterval(name) });

/** The filter a widget sends for a stored config (its defaults when none), today. */
export function filterOf(definition: AnyWidgetDefinition, stored: Record<string, unknown> = {}): AnalyticsFilter {
  // As the component does: its resolved config through analyticsFilter.
  return analyticsFilter(resolveConfig(definition.configs, stored).config as unknown as FilterConfig);
}

/** summaryMocks for the request a widget makes with a stored config (its defaults when none). */
export function kpiMocks(definition: AnyWidgetDefinition, stored: Record<string, unknown> = {}) {
  const filter = filterOf(definition, stored);
  return (success: Summary = summaryFixture(), options: { empty?: Summary } = {}) => summaryMocks(success, { filter, ...options });
}

/**
 * A KPI rendered with an interval chosen, answered with `summary` only for that interval's request:
 * the figure shows only if the widget asked for the interval's range start (none for all time).
 */
export async function renderAtInterval(definition: AnyWidgetDefinition, name: IntervalName, summary: Summary = summaryFixture()) {
  const stored = intervalConfig(name);
  expect(filterOf(definition, stored).from).toBe(intervalRange(name).from ?? undefined);
  return renderWidget(definition, { mocks: kpiMocks(definition, stored)(summary).success, config: stored });
}

/** Everything sold: no holding, no value, but gains, income and taxes from the closed positions. */
export const closedPositionsSummary = summaryFixture({
  marketValue: 0,
  costBasis: 0,
  unrealizedGain: 0,
  unrealizedGainChange: 0,
  realizedGain: -150,
  unrealizedPriceGain: 0,
  realizedPriceGain: -150,
  income: 40,
  taxes: 6,
  fees: 0,
  totalReturn: -116,
  totalReturnPercent: -0.0116,
  holdingCount: 0,
  holdingCountByType: [],
  twr: -0.012,
  twrAnnualised: -0.012,
});
